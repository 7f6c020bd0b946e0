import Geometry

extension Size: Animatable {
    /// The pair `(width, height)` in points, unscaled (as SwiftUI's `CGSize`).
    @inlinable
    public var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}
