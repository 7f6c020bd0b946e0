import Geometry

extension UnitPoint: Animatable {
    /// The pair `(x × 128, y × 128)`, as SwiftUI scales it: unit points span about 0…1, and
    /// the factor makes the absolute rest thresholds of persistent springs meaningful for them.
    /// Setting divides by 128.
    @inlinable
    public var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(x * 128, y * 128) }
        set { (x, y) = (newValue.first / 128, newValue.second / 128) }
    }
}
