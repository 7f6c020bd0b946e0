import Geometry

extension Angle: Animatable {
    /// The angle in radians **× 128**, as SwiftUI measures it: the factor makes the absolute rest
    /// thresholds of persistent springs (0.06 units per second) meaningful for angles, whose
    /// natural range is a few radians. Setting divides by 128.
    @inlinable
    public var animatableData: Double {
        get { radians * 128 }
        set { radians = newValue / 128 }
    }
}
