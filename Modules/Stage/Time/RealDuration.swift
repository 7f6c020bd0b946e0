/// Wall-clock time that passed while a scene was being presented, in seconds.
///
/// Only the host's edge (the preview server) measures real time; it hands the measurement to
/// `VirtualClock.advance(by:)`, which turns it into scene time by the playback speed. Library
/// code never reads the wall clock itself.
public struct RealDuration: Hashable, Comparable, Sendable {
    /// The length in real seconds.
    public var seconds: Double

    /// A span of `seconds` real seconds.
    @inlinable
    public init(seconds: Double) { self.seconds = seconds }

    /// A span of `seconds` real seconds.
    @inlinable
    public static func seconds(_ seconds: Double) -> RealDuration { RealDuration(seconds: seconds) }

    /// The empty span.
    public static let zero = RealDuration(seconds: 0)

    @inlinable
    public static func < (lhs: RealDuration, rhs: RealDuration) -> Bool { lhs.seconds < rhs.seconds }
}
