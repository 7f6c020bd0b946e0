/// A span of scene time, in seconds (may be negative: "earlier by").
///
/// Distinct from `SceneTime` (an instant) and `RealDuration` (wall-clock time): at 0.25×
/// playback speed, one real second advances the scene by a `SceneDuration` of 0.25 s.
public struct SceneDuration: Hashable, Comparable, Sendable {
    /// The length in seconds of scene time.
    public var seconds: Double

    /// A span of `seconds` seconds.
    @inlinable
    public init(seconds: Double) { self.seconds = seconds }

    /// A span of `seconds` seconds.
    @inlinable
    public static func seconds(_ seconds: Double) -> SceneDuration { SceneDuration(seconds: seconds) }

    /// A span of `milliseconds` thousandths of a second.
    @inlinable
    public static func milliseconds(_ milliseconds: Double) -> SceneDuration {
        SceneDuration(seconds: milliseconds / 1000)
    }

    /// The empty span.
    public static let zero = SceneDuration(seconds: 0)

    @inlinable
    public static func < (lhs: SceneDuration, rhs: SceneDuration) -> Bool { lhs.seconds < rhs.seconds }

    /// The sum of two spans.
    @inlinable
    public static func + (lhs: SceneDuration, rhs: SceneDuration) -> SceneDuration {
        SceneDuration(seconds: lhs.seconds + rhs.seconds)
    }

    /// The difference of two spans.
    @inlinable
    public static func - (lhs: SceneDuration, rhs: SceneDuration) -> SceneDuration {
        SceneDuration(seconds: lhs.seconds - rhs.seconds)
    }

    /// The span scaled by a factor.
    @inlinable
    public static func * (lhs: SceneDuration, rhs: Double) -> SceneDuration {
        SceneDuration(seconds: lhs.seconds * rhs)
    }
}

extension SceneDuration: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// A span written as a literal number of seconds.
    @inlinable
    public init(floatLiteral value: Double) { self.init(seconds: value) }

    /// A span written as a whole number of seconds.
    @inlinable
    public init(integerLiteral value: Int) { self.init(seconds: Double(value)) }
}

extension SceneDuration: CustomStringConvertible {
    /// The span as `"0.25s"`.
    public var description: String { "\(seconds)s" }
}
