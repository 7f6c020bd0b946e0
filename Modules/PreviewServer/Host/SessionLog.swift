/// Everything that made a preview session what it is, kept by the supervisor so that a new scene
/// host can rebuild the session: the accepted client messages in order (input events in the
/// events-file encoding, transport commands), and the page's frame times, which move the clock.
///
/// A session is a pure function of this sequence (see ``SessionController``), so replaying it
/// into a fresh session of a rebuilt scene gives the same scene time, speed, pause, viewport,
/// parameters and input history. Pings, full-frame requests (a new host's encoder starts afresh
/// anyway) and rejected messages are not kept.
public struct SessionLog: Equatable, Sendable {
    /// One logged step.
    public enum Entry: Equatable, Sendable {
        /// A client message (not a frame request), as the page sent it: JSON text.
        case message(String)
        /// A frame request at this client time (ms): only its clock advance matters on replay.
        case frame(clientTime: Double)
    }

    /// The steps, oldest first.
    public private(set) var entries: [Entry] = []

    /// An empty log.
    public init() {}

    /// Records an accepted client message.
    ///
    /// - Parameters:
    ///   - text: The message's JSON text.
    ///   - message: The message decoded (pings, full-frame and inspection requests are not
    ///     recorded; frames only by their time).
    public mutating func record(text: String, message: ClientMessage) {
        switch message {
        case .ping, .requestFullFrame, .inspect: return
        case .frame(let time): entries.append(.frame(clientTime: time))
        case .input, .transport: entries.append(.message(text))
        }
    }

    /// Appends a decoded entry (the host side, rebuilding a log from its bytes).
    mutating func append(_ entry: Entry) {
        entries.append(entry)
    }

    /// How many input and transport messages the log holds (frames not counted).
    public var messageCount: Int {
        entries.reduce(0) { count, entry in if case .message = entry { count + 1 } else { count } }
    }
}
