import Geometry

extension Point: Animatable {
    /// The pair `(x, y)` in points, unscaled (as SwiftUI's `CGPoint`).
    @inlinable
    public var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}
