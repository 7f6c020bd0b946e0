/// A scene that describes its animated properties itself, instead of having the inspector find
/// its `@Animated` properties by walking its value with `Mirror`: ZoetropeUI's view scenes,
/// whose animated attributes live in a table keyed by view path.
public protocol AnimationDescribing {
    /// Every animated property at `time`, named by `path` (the scene's own naming).
    func animatedProperties(at time: SceneTime) -> [AnimatedPropertyDescription]
    /// The presented value of the property named `path` at `time`, flattened to numbers, or nil
    /// when there is no such property.
    func presentedComponents(of path: String, at time: SceneTime) -> [Double]?
}
