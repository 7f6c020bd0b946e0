/// The limits a preview session enforces on its client, documented in
/// `docs/session-protocol.md`.
///
/// - A message larger than ``maximumMessageBytes`` is answered with an error (and counts as a
///   rejected message); a single WebSocket frame larger than ``maximumFrameBytes`` breaks the
///   protocol and closes the connection with 1009.
/// - Messages are metered by a token bucket, one token per WebSocket data frame (a message cut
///   into frames costs one per frame): ``messageBurst`` at once, refilled at
///   ``messagesPerSecond``. A client that empties it is flooding and is closed with 1008.
/// - Rejected messages (malformed, oversized, unknown, out of range, refused by the scene) are
///   metered by a second bucket: ``rejectionBurst``, refilled at ``rejectionsPerSecond``. A client
///   that empties it keeps sending garbage and is closed with 1008.
public struct SessionLimits: Equatable, Sendable {
    /// Largest client message, in bytes (64 KiB).
    public var maximumMessageBytes: Int
    /// Largest single WebSocket frame accepted or sent, in bytes (1 MiB); outgoing messages are
    /// fragmented at this size.
    public var maximumFrameBytes: Int
    /// Sustained client messages per second allowed.
    public var messagesPerSecond: Double
    /// Client messages allowed in a burst.
    public var messageBurst: Double
    /// Sustained rejected messages per second tolerated.
    public var rejectionsPerSecond: Double
    /// Rejected messages tolerated in a burst.
    public var rejectionBurst: Double
    /// The longest wall-clock step, in seconds, that one message may advance the scene clock by;
    /// a longer gap between client timestamps (a hidden tab, a paused debugger) is capped so
    /// scene time does not jump.
    public var maximumClockStep: Double
    /// The share of one core a session's scene work (simulating, drawing, encoding) may use,
    /// sustained (0.5 = half a core); beyond it, its messages wait (see ``CPUBudget``).
    public var sceneShare: Double = 0.5
    /// Seconds of scene work a session may do at once before its share applies.
    public var sceneBurst: Double = 0.5
    /// The longest stretch of scene work, in seconds, a session does before giving its thread
    /// of the scene executor to the next session.
    public var sceneSlice: Double = 0.002
    /// The longest scene work, in seconds, a session's previous message of a kind may have taken
    /// for the next one to run on the thread that read it rather than hop to the scene executor
    /// (see `InlineWorkPolicy`); 0 sends all scene work to the scene executor.
    public var sceneInlineLimit: Double = 0.0005

    /// The most input events a session of one's own records (100,000: ~7 MiB of log, 28 minutes
    /// of a pointer dragged at 60 Hz, days of ordinary use). The log is what replay needs
    /// (seeking back, exports, `--watch` reloads), so it is never cut; at the cap further input
    /// is ignored, the page is told once why (an `error` text, not counted as a rejection), and
    /// transport, frames and everything recorded keep working. A new session (reloading the
    /// page) starts an empty log. Seeking back and then interacting truncates the log as always,
    /// which makes room again.
    public var maximumLoggedEvents = 100_000

    /// The defaults: 64 KiB messages, 1 MiB frames, 500 messages/s (burst 1000), 2 rejections/s
    /// (burst 20), clock steps of at most 0.1 s; scene work: half a core sustained, 0.5 s at once,
    /// in slices of 2 ms, inline after messages of at most 0.5 ms.
    public static let standard = SessionLimits(
        maximumMessageBytes: 64 << 10,
        maximumFrameBytes: 1 << 20,
        messagesPerSecond: 500,
        messageBurst: 1000,
        rejectionsPerSecond: 2,
        rejectionBurst: 20,
        maximumClockStep: 0.1
    )

    /// Creates limits; see the properties for units.
    public init(
        maximumMessageBytes: Int, maximumFrameBytes: Int, messagesPerSecond: Double, messageBurst: Double,
        rejectionsPerSecond: Double, rejectionBurst: Double, maximumClockStep: Double
    ) {
        self.maximumMessageBytes = maximumMessageBytes
        self.maximumFrameBytes = maximumFrameBytes
        self.messagesPerSecond = messagesPerSecond
        self.messageBurst = messageBurst
        self.rejectionsPerSecond = rejectionsPerSecond
        self.rejectionBurst = rejectionBurst
        self.maximumClockStep = maximumClockStep
    }
}
