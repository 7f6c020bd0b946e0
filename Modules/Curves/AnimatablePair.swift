/// A pair of animatable values, itself animatable: the way to animate two quantities (or, by
/// nesting, any fixed number) together (SwiftUI's `AnimatablePair`).
///
/// Arithmetic is component-wise; `magnitudeSquared` is the sum of both components'
/// `magnitudeSquared`, and `zero` is `(First.zero, Second.zero)`.
@frozen
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first component.
    public var first: First
    /// The second component.
    public var second: Second

    /// Creates a pair from its two components.
    @inlinable
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The pair of zeros.
    @inlinable
    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }

    /// Component-wise sum.
    @inlinable
    public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }

    /// Component-wise difference.
    @inlinable
    public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }

    /// Component-wise in-place sum.
    @inlinable
    public static func += (lhs: inout AnimatablePair, rhs: AnimatablePair) {
        lhs.first += rhs.first
        lhs.second += rhs.second
    }

    /// Component-wise in-place difference.
    @inlinable
    public static func -= (lhs: inout AnimatablePair, rhs: AnimatablePair) {
        lhs.first -= rhs.first
        lhs.second -= rhs.second
    }

    /// Scales both components by `rhs`.
    @inlinable
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    /// `first.magnitudeSquared + second.magnitudeSquared`.
    @inlinable
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Animatable {}
extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
extension AnimatablePair: Hashable where First: Hashable, Second: Hashable {}

extension AnimatablePair: CustomStringConvertible {
    /// `(first, second)`.
    public var description: String { "(\(first), \(second))" }
}
