import Geometry

extension Rect: Animatable {
    /// The pair `(origin, size)` of the origin's and the size's animatable data, in points (as
    /// SwiftUI's `CGRect`). The rect is animated as stored, not standardized; animating from or to
    /// `Rect.null` (an infinite origin) gives non-finite values.
    @inlinable
    public var animatableData: AnimatablePair<Point.AnimatableData, Size.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set {
            origin.animatableData = newValue.first
            size.animatableData = newValue.second
        }
    }
}
