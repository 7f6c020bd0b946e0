/// One `@Animated` property of a scene at a time, as the animation inspector shows it.
///
/// Values are the property's animatable data flattened to numbers (a `Double` is one number, a
/// `Point` two, a `Color` its four components, an `AnimatableVector` its elements), in the
/// property's own units (points, radians, 0…1 fractions — whatever the scene stores).
public struct AnimatedPropertyDescription: Hashable, Sendable {
    /// Where the property is in the scene, from its Swift names: `listOffset`, `ball.offsetY`,
    /// `rows[3].offset`, `fills[seat 4]` (array indices and dictionary keys in brackets).
    public var path: String
    /// The property's value type: `Double`, `Point`, `Color`.
    public var valueType: String
    /// The value drawn at the time (SwiftUI's presentation value).
    public var presented: [Double]
    /// The model value: where the property is going.
    public var model: [Double]
    /// The rate of change of the presented value, in the value's units per second.
    public var velocity: [Double]
    /// The animations still running at the time, oldest first (empty: the property rests at
    /// its model value).
    public var animations: [RunningAnimationDescription]

    /// Creates a description from its parts.
    public init(
        path: String, valueType: String, presented: [Double], model: [Double], velocity: [Double],
        animations: [RunningAnimationDescription]
    ) {
        self.path = path
        self.valueType = valueType
        self.presented = presented
        self.model = model
        self.velocity = velocity
        self.animations = animations
    }

    /// Whether an animation is running (the property may move).
    public var isAnimating: Bool { !animations.isEmpty }
}
