import Stage

/// A message from the page to the server, decoded and validated (see
/// `docs/session-protocol.md` for the JSON forms).
///
/// Client times are the page's `performance.now()` values in milliseconds (the same clock as
/// DOM event `timeStamp`s); the session turns their differences into wall-clock steps for the
/// scene's virtual clock.
public enum ClientMessage: Equatable, Sendable {
    /// An input event in the events-file encoding, stamped with the client time it happened at.
    /// The event's own scene time is zero: the session stamps it with its clock's time when it
    /// applies it.
    case input(SceneEvent, clientTime: Double)
    /// A transport command, stamped with the client time it was given at.
    case transport(TransportCommand, clientTime: Double)
    /// A request for the next frame, stamped with the client's frame time.
    case frame(clientTime: Double)
    /// A liveness check, answered with a pong echoing `id`.
    case ping(id: PingID?)
    /// The page could not decode a frame: the next frame is a whole frame that restarts the
    /// page's wire-format session (reset flag, empty caches), so the page recovers on the same
    /// socket, with its session, pointers and transport, instead of reconnecting.
    case requestFullFrame
    /// The Animations panel asks about the scene (no client time: it does not move the clock).
    case inspect(InspectionRequest)

    /// The value a ping carries and the pong echoes.
    public enum PingID: Equatable, Sendable {
        /// A finite number.
        case number(Double)
        /// A string of at most 64 characters.
        case string(String)
    }

    /// The message's client time in milliseconds, or `nil` for a ping, a full-frame request or an
    /// inspection request.
    public var clientTime: Double? {
        switch self {
        case .input(_, let time), .transport(_, let time), .frame(let time): time
        case .ping, .requestFullFrame, .inspect: nil
        }
    }
}
