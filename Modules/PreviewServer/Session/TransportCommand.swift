import Stage

/// A command for a session's virtual clock (the page's transport bar).
public enum TransportCommand: Equatable, Sendable {
    /// Let scene time run (at the current speed).
    case play
    /// Stop scene time; input is still delivered at the paused time.
    case pause
    /// Jump to a scene time (the socket accepts 0…86 400 s; the clock clamps to
    /// `SceneTime.maximum`); earlier times are reached by replaying the session's event log, so
    /// the frame equals a straight run.
    case seek(to: SceneTime)
    /// Scene seconds per wall second (0.01…16); the page offers 1, 0.5, 0.25 and 0.1.
    case speed(Double)
    /// Pause and move by whole frames (±1…600; negative steps back by replaying).
    case step(frames: Int)
}

extension VirtualClock {
    /// Carries out a transport command on this clock.
    ///
    /// - Throws: `ClockError` when the clock refuses it (a speed outside its range); the clock
    ///   is unchanged then.
    public mutating func perform(_ command: TransportCommand) throws(ClockError) {
        switch command {
        case .play: play()
        case .pause: pause()
        case .seek(let time): try seek(to: time)
        case .speed(let speed): try setSpeed(speed)
        case .step(let frames): step(frames: frames)
        }
    }
}
