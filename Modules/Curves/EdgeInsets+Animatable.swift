import Geometry

extension EdgeInsets: Animatable {
    /// `(top, (leading, (bottom, trailing)))` in points, as SwiftUI nests them.
    @inlinable
    public var animatableData: AnimatablePair<Double, AnimatablePair<Double, AnimatablePair<Double, Double>>> {
        get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
        set {
            top = newValue.first
            leading = newValue.second.first
            bottom = newValue.second.second.first
            trailing = newValue.second.second.second
        }
    }
}
