/// The zero-dimensional vector: the animatable data of a value with nothing to animate
/// (SwiftUI's `EmptyAnimatableData`). Every instance equals every other; arithmetic does nothing.
@frozen
public struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
    /// Creates the (only) empty vector.
    @inlinable
    public init() {}

    /// The empty vector.
    @inlinable
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }

    /// The empty vector.
    @inlinable
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }

    /// The empty vector.
    @inlinable
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }

    /// Does nothing.
    @inlinable
    public mutating func scale(by rhs: Double) {}

    /// Always 0.
    @inlinable
    public var magnitudeSquared: Double { 0 }
}
