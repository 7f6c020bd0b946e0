/// A type whose values can be added, subtracted, scaled and measured: the vector space that
/// animations interpolate in (SwiftUI's `VectorArithmetic`).
///
/// Interpolating from `a` to `b` by a progress `p` is `a + (b − a)·p`.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies every component by `rhs`.
    mutating func scale(by rhs: Double)

    /// The dot product of the vector with itself (the squared length).
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// A copy with every component multiplied by `rhs`.
    @inlinable
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }

    /// Moves `self` toward `other` by `amount` (0 = unchanged, 1 = `other`).
    @inlinable
    public mutating func interpolate(towards other: Self, amount: Double) {
        self += (other - self).scaled(by: amount)
    }

    /// `self + (other − self)·amount`.
    @inlinable
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var copy = self
        copy.interpolate(towards: other, amount: amount)
        return copy
    }
}

/// A `Double` is a one-dimensional vector.
extension Double: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    @inlinable
    public mutating func scale(by rhs: Double) { self *= rhs }

    /// The square of the value.
    @inlinable
    public var magnitudeSquared: Double { self * self }
}

/// A `Float` is a one-dimensional vector (scaled and measured in `Double`).
extension Float: VectorArithmetic {
    /// Multiplies the value by `rhs` (rounded to `Float`).
    @inlinable
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }

    /// The square of the value, computed in `Double`.
    @inlinable
    public var magnitudeSquared: Double { Double(self) * Double(self) }
}
