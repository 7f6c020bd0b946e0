import Geometry

/// What a scene knows about its surroundings when something happens: the scene time of the
/// change, the viewport, the parameters and the seed. The session passes one to every call.
public struct SceneContext: Hashable, Sendable {
    /// The scene time at which the change happens (an event's time, or the tick's time in a
    /// ticking scene). Animations started now are dated from it.
    public var time: SceneTime
    /// The viewport size in points.
    public var viewport: Size
    /// The current parameter values.
    public var parameters: ParameterValues
    /// The seed for the scene's random generator.
    public var seed: UInt64

    /// Creates a context.
    public init(time: SceneTime, viewport: Size, parameters: ParameterValues, seed: UInt64) {
        self.time = time
        self.viewport = viewport
        self.parameters = parameters
        self.seed = seed
    }
}
