/// An instant on a scene's virtual clock: seconds since the scene started.
///
/// Scene time starts at 0 and never reads the wall clock; the host advances it (see
/// `VirtualClock`). It is a distinct type from `SceneDuration` (a span of scene time) and
/// `RealDuration` (wall-clock time the host measured), so the three cannot be mixed up.
///
/// Valid scene times are finite and lie in `0 ... SceneTime.maximum`; the clock and the host
/// clamp to that range, and the event parsers reject anything else with a typed error.
public struct SceneTime: Hashable, Comparable, Sendable {
    /// Seconds since the scene started.
    public var seconds: Double

    /// The instant `seconds` seconds after the scene started.
    @inlinable
    public init(seconds: Double) { self.seconds = seconds }

    /// The instant `seconds` seconds after the scene started.
    @inlinable
    public static func seconds(_ seconds: Double) -> SceneTime { SceneTime(seconds: seconds) }

    /// The start of every scene, t = 0.
    public static let zero = SceneTime(seconds: 0)

    /// The latest instant a session runs to: one hour (3600 s). Seeks beyond it are clamped, so
    /// replaying a session always has a bounded cost.
    public static let maximum = SceneTime(seconds: 3600)

    /// Whether the time is finite (neither NaN nor infinite).
    @inlinable
    public var isFinite: Bool { seconds.isFinite }

    /// The time clamped into `0 ... SceneTime.maximum`; NaN becomes 0.
    @inlinable
    public var clampedToSessionRange: SceneTime {
        if seconds.isNaN { return .zero }
        return SceneTime(seconds: Swift.min(Swift.max(seconds, 0), SceneTime.maximum.seconds))
    }

    @inlinable
    public static func < (lhs: SceneTime, rhs: SceneTime) -> Bool { lhs.seconds < rhs.seconds }

    /// The instant `rhs` later (earlier for a negative duration).
    @inlinable
    public static func + (lhs: SceneTime, rhs: SceneDuration) -> SceneTime {
        SceneTime(seconds: lhs.seconds + rhs.seconds)
    }

    /// The instant `rhs` earlier.
    @inlinable
    public static func - (lhs: SceneTime, rhs: SceneDuration) -> SceneTime {
        SceneTime(seconds: lhs.seconds - rhs.seconds)
    }

    /// The span from `rhs` to `lhs` (negative when `lhs` is earlier).
    @inlinable
    public static func - (lhs: SceneTime, rhs: SceneTime) -> SceneDuration {
        SceneDuration(seconds: lhs.seconds - rhs.seconds)
    }

    /// Moves the instant by `rhs`.
    @inlinable
    public static func += (lhs: inout SceneTime, rhs: SceneDuration) { lhs = lhs + rhs }
}

extension SceneTime: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// An instant written as a literal number of seconds, e.g. `at: 0.5`.
    @inlinable
    public init(floatLiteral value: Double) { self.init(seconds: value) }

    /// An instant written as a whole number of seconds, e.g. `at: 2`.
    @inlinable
    public init(integerLiteral value: Int) { self.init(seconds: Double(value)) }
}

extension SceneTime: CustomStringConvertible {
    /// The time as `"1.25s"`.
    public var description: String { "\(seconds)s" }
}
