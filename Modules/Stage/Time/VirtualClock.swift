/// The transport of a scene: a virtual clock that plays, pauses, runs slower or faster, seeks and
/// steps single frames, and never reads the wall clock.
///
/// The host (the preview server, a test, the CLI) measures real time itself and passes it to
/// `advance(by:)`; the clock turns it into scene time by its `speed`. Everything else is explicit:
/// `seek(to:)` jumps, `step(frames:)` moves by whole display frames.
///
/// Scene time always stays within `0 ... SceneTime.maximum`: seeks outside that range are
/// clamped, and a playing clock pauses when it reaches the maximum.
public struct VirtualClock: Hashable, Sendable {
    /// The current scene time.
    public private(set) var time: SceneTime

    /// Whether `advance(by:)` moves the clock.
    public private(set) var isPlaying: Bool

    /// How many seconds of scene time pass per real second: 1 is real time, 0.25 a quarter of
    /// it ("slow motion"), 2 double. Always within `VirtualClock.speedRange`.
    public private(set) var speed: Double

    /// The display frame rate the clock steps by, in frames per second (default 60).
    public let framesPerSecond: Double

    /// The speeds a clock accepts: 0.01× … 100×.
    public static let speedRange: ClosedRange<Double> = 0.01...100

    /// The speeds the preview offers: 1×, 0.5×, 0.25× and 0.1×.
    public static let presetSpeeds: [Double] = [1, 0.5, 0.25, 0.1]

    /// Creates a clock.
    ///
    /// - Parameters:
    ///   - time: The starting scene time, clamped into `0 ... SceneTime.maximum` (NaN → 0).
    ///   - isPlaying: Whether the clock starts playing (default true).
    ///   - speed: The starting speed, clamped into `speedRange` (NaN → 1).
    ///   - framesPerSecond: The display rate `step(frames:)` uses; values that are not finite
    ///     and positive fall back to 60.
    public init(
        time: SceneTime = .zero, isPlaying: Bool = true, speed: Double = 1, framesPerSecond: Double = 60
    ) {
        self.time = time.clampedToSessionRange
        self.isPlaying = isPlaying
        self.speed = speed.isNaN ? 1 : Swift.min(Swift.max(speed, Self.speedRange.lowerBound), Self.speedRange.upperBound)
        self.framesPerSecond = framesPerSecond.isFinite && framesPerSecond > 0 ? framesPerSecond : 60
    }

    /// The scene time one display frame covers at normal speed: `1 / framesPerSecond`.
    public var frameInterval: SceneDuration { SceneDuration(seconds: 1 / framesPerSecond) }

    /// Starts (or keeps) the clock running. At `SceneTime.maximum` the clock cannot run further,
    /// so it stays paused.
    public mutating func play() {
        isPlaying = time < SceneTime.maximum
    }

    /// Stops the clock; `advance(by:)` no longer moves it.
    public mutating func pause() {
        isPlaying = false
    }

    /// Sets the playback speed.
    ///
    /// - Throws: `ClockError.invalidSpeed` when `speed` is NaN, infinite or outside
    ///   `speedRange` (0.01…100); the clock is unchanged then.
    public mutating func setSpeed(_ speed: Double) throws(ClockError) {
        guard speed.isFinite, Self.speedRange.contains(speed) else { throw .invalidSpeed(speed) }
        self.speed = speed
    }

    /// Moves a playing clock forward by `real` wall-clock time scaled by `speed`.
    ///
    /// A paused clock does not move. A negative, NaN or infinite `real` is ignored (measurement
    /// glitches must not move a scene backwards). Reaching `SceneTime.maximum` clamps the time
    /// and pauses the clock.
    ///
    /// - Returns: The new scene time.
    @discardableResult
    public mutating func advance(by real: RealDuration) -> SceneTime {
        guard isPlaying, real.seconds.isFinite, real.seconds > 0 else { return time }
        moveTo(SceneTime(seconds: time.seconds + real.seconds * speed))
        return time
    }

    /// Jumps to `target`, keeping the play state.
    ///
    /// Times below 0 are clamped to 0 and times beyond `SceneTime.maximum` to the maximum (which
    /// also pauses the clock).
    ///
    /// - Throws: `ClockError.invalidTime` when `target` is NaN; the clock is unchanged then.
    public mutating func seek(to target: SceneTime) throws(ClockError) {
        guard !target.seconds.isNaN else { throw .invalidTime(target.seconds) }
        moveTo(target)
    }

    /// Pauses the clock and moves it by whole display frames: `frames × speed / framesPerSecond`
    /// seconds of scene time, i.e. exactly what one displayed frame advances at the current speed
    /// (at 0.1× a step is 1/600 s). Negative counts step backwards. The result is clamped into
    /// `0 ... SceneTime.maximum`.
    public mutating func step(frames: Int = 1) {
        isPlaying = false
        moveTo(SceneTime(seconds: time.seconds + Double(frames) * speed / framesPerSecond))
    }

    private mutating func moveTo(_ target: SceneTime) {
        time = target.clampedToSessionRange
        if time >= SceneTime.maximum { isPlaying = false }
    }
}

/// Why the virtual clock refused a request.
public enum ClockError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The speed was NaN, infinite or outside `VirtualClock.speedRange`.
    case invalidSpeed(Double)
    /// The requested time was NaN.
    case invalidTime(Double)

    public var description: String {
        switch self {
        case .invalidSpeed(let s):
            return "playback speed \(s) is not allowed; use a finite speed between "
                + "\(VirtualClock.speedRange.lowerBound) and \(VirtualClock.speedRange.upperBound)"
        case .invalidTime(let t):
            return "scene time \(t) is not a number; seek to a time between 0 and \(SceneTime.maximum.seconds) s"
        }
    }
}
