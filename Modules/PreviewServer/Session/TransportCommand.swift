/// A command for a session's virtual clock (the page's transport bar).
public enum TransportCommand: Equatable, Sendable {
    /// Let scene time run (at the current speed).
    case play
    /// Stop scene time; input is still delivered at the paused time.
    case pause
    /// Jump to a scene time in seconds (0…86 400); earlier times are reached by replaying the
    /// session's event log, so the frame equals a straight run.
    case seek(seconds: Double)
    /// Scene seconds per wall second (0.01…16); the page offers 1, 0.5, 0.25 and 0.1.
    case speed(Double)
    /// Pause and move by whole frames (±1…600; negative steps back by replaying).
    case step(frames: Int)
}

/// Where a session's virtual clock is.
public struct TransportState: Equatable, Sendable {
    /// The scene time in seconds, ≥ 0.
    public var time: Double
    /// Whether scene time runs.
    public var isPlaying: Bool
    /// Scene seconds per wall second.
    public var speed: Double

    /// Creates a transport state.
    public init(time: Double, isPlaying: Bool, speed: Double) {
        self.time = time
        self.isPlaying = isPlaying
        self.speed = speed
    }
}
