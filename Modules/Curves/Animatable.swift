/// A type whose appearance can be animated by interpolating its `animatableData`
/// (SwiftUI's `Animatable`).
public protocol Animatable {
    /// The vector-space representation of the animatable parts of the value.
    associatedtype AnimatableData: VectorArithmetic

    /// The animatable parts of the value; setting it updates the value.
    var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
    /// A value that is its own vector representation animates as itself.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}
