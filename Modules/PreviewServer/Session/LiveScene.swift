import Drawing
import Stage

/// One running scene as the preview server drives it: the seam between the WebSocket session
/// and the scene runtime.
///
/// The runtime's scene host implements it (owning the scene, its virtual clock, viewport, seed,
/// event log, and the per-session wire encoder with its path cache). The server guarantees:
/// one session per WebSocket connection, never shared; calls in the order the client's messages
/// arrived; events already validated for shape and the socket's bounds (the session checks the
/// event-log rules and what only the scene knows, such as action names and parameter ranges).
public protocol LiveScene {
    /// The scene's description (id, title, summary, actions, parameters…) as a JSON object; it is
    /// embedded in the hello message.
    var sceneJSON: String { get }

    /// The session's virtual clock: where scene time is, whether it plays, at what speed.
    var clock: VirtualClock { get }

    /// The scene's semantic state at the clock's time (for the page's inspector). The
    /// controller compares it with the last one sent and serialises it only when it changed.
    var state: JSONValue { mutating get }

    /// Lets wall time pass: scene time moves by `wallTime × speed` while playing, not at all
    /// while paused.
    ///
    /// - Parameter wallTime: Wall-clock time since the previous call, ≥ 0 and finite (the
    ///   server caps a single step; see ``SessionLimits/maximumClockStep``).
    mutating func advance(by wallTime: RealDuration)

    /// Delivers an event at the current scene time: the session stamps it with its clock's time
    /// (the event's own time is not used) and appends it to its log.
    ///
    /// - Throws: ``LiveSceneError`` for an event the session refuses (one that breaks the
    ///   event-log rules, an unknown action or parameter, a value out of range); the session
    ///   stays usable.
    mutating func apply(_ event: SceneEvent) throws(LiveSceneError)

    /// How many events the session's log holds (``SessionLimits/maximumLoggedEvents`` caps it).
    var loggedEventCount: Int { get }

    /// Executes a transport command.
    ///
    /// - Throws: ``LiveSceneError`` when the command cannot be honoured; the clock is then
    ///   unchanged.
    mutating func perform(_ command: TransportCommand) throws(LiveSceneError)

    /// Draws the scene at the current time and viewport and encodes it in the binary wire
    /// format (with this session's path cache).
    ///
    /// - Returns: One complete wire-format frame.
    /// - Throws: ``LiveSceneError`` if the frame cannot be produced.
    mutating func renderFrame() throws(LiveSceneError) -> [UInt8]

    /// Makes the next frame a whole frame that restarts the page's wire-format session: the
    /// reset flag, empty caches (`WireEncoder.reset()`). The page asks for it when it could not
    /// decode a frame: its decoder has then forgotten the session's caches (docs/protocol.md
    /// §2.9, docs/session-protocol.md §2.3). Nothing else of the session changes.
    mutating func requestFullFrame()

    /// Simulates toward the clock's time by a bounded step, so that a frame far ahead of what
    /// has been simulated (a seek an hour forward) is reached in slices rather than in one call
    /// that holds its thread; ``renderFrame()`` then only has the rest to do.
    ///
    /// - Parameter maximumSeconds: The most scene time to simulate in this call, in seconds (> 0).
    /// - Returns: `true` once the simulation has reached the clock's time.
    mutating func simulateTowardClock(maximumSeconds: Double) -> Bool

    /// A self-contained message that brings a decoder with no session to the state the last
    /// frame from ``renderFrame()`` left the session's decoder in (`WireEncoder.keyframe(of:)`):
    /// how a shared session brings a viewer into step with its one frame stream. `nil` when there
    /// is none (nothing drawn yet; a scene that cannot make one): the shared session then makes
    /// its next frame a whole one for everyone (``requestFullFrame()``).
    func keyframe() -> [UInt8]?

    /// The scene's animated properties at the clock's time, for the Animations panel; nil when
    /// the session cannot describe them.
    mutating func animations() -> SceneAnimations?

    /// Takes the next value of `sampling` (an animated property's presented values at several
    /// times, evaluated without disturbing the session: on a copy), simulating at most
    /// `maximumSeconds` of scene time, so that a window far from what has been simulated is
    /// reached in slices (`SceneSession.continueSampling(_:maximumSeconds:)`).
    ///
    /// - Returns: Whether every value is taken; nil when the session cannot sample.
    mutating func continueSampling(_ sampling: inout AnimatedValueSampling, maximumSeconds: Double) -> Bool?

    /// A copy of the session as it is now, to answer an Animations panel request on while the
    /// session itself goes on: what a shared session does, whose log other viewers' input changes
    /// while a request is worked on across its ticks (docs/session-protocol.md §6.4). The copy's
    /// clock, log and simulation are those of now and change only by the requests worked on it;
    /// it is never drawn, so what only frames need (the wire encoder's caches) may be left out.
    func inspectionSnapshot() -> any LiveScene
}

extension LiveScene {
    /// Scenes that cannot simulate in steps reach the clock's time in ``renderFrame()``.
    public mutating func simulateTowardClock(maximumSeconds: Double) -> Bool { true }

    /// Scenes without keyframes make shared sessions send whole frames to everyone instead.
    public func keyframe() -> [UInt8]? { nil }

    /// Scenes that cannot describe their animations say so.
    public mutating func animations() -> SceneAnimations? { nil }
    /// A copy of the value: conforming types are values, so it is independent of the session.
    public func inspectionSnapshot() -> any LiveScene { self }

    /// Scenes that cannot describe their animations cannot sample them either.
    public mutating func continueSampling(_ sampling: inout AnimatedValueSampling, maximumSeconds: Double) -> Bool? { nil }

    /// The presented values of the animated property at `path` at `times`, all in one call (see
    /// ``continueSampling(_:maximumSeconds:)``); nil when the session cannot sample.
    public mutating func animatedValues(of path: String, at times: [SceneTime]) -> [[Double]?]? {
        var sampling = AnimatedValueSampling(path: path, times: times)
        while true {
            guard let finished = continueSampling(&sampling, maximumSeconds: .infinity) else { return nil }
            if finished { return sampling.values }
        }
    }
}

/// Why a scene session refused a message; ``SessionRejection`` turns it into the socket's
/// `error` text.
public enum LiveSceneError: Error, Hashable, Sendable {
    /// The session refused an event: it breaks the event-log rules, or names an unknown action
    /// or parameter, or sets a value outside the parameter's range.
    case eventRefused(SessionError)
    /// The virtual clock refused a transport command (a speed outside its range, say).
    case commandRefused(ClockError)
    /// The frame could not be encoded in the wire format.
    case frameFailed(WireEncodingError)
}

extension LiveScene {
    /// Scenes that keep no log of their own (test doubles, the scene host's proxy) count none.
    public var loggedEventCount: Int { 0 }
}
