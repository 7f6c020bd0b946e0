import Geometry

/// A `Vector` (a displacement in points) is a two-dimensional vector space and animates as
/// itself, unscaled.
extension Vector: VectorArithmetic, Animatable {
    /// Multiplies both components by `rhs`.
    @inlinable
    public mutating func scale(by rhs: Double) {
        dx *= rhs
        dy *= rhs
    }

    /// `dx² + dy²`, the squared length in points².
    @inlinable
    public var magnitudeSquared: Double { dx * dx + dy * dy }
}
