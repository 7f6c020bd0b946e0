/// The presented values of one `@Animated` property at several scene times, taken step by step
/// (`SceneSession.continueSampling(_:maximumSeconds:)`) so that a far window — an hour ahead of
/// what the session has simulated — is reached in bounded slices of work: what the preview
/// server does between other sessions' frames.
///
/// Samples are taken on a copy of the session (its clock and simulation untouched); when all are
/// taken, the session keeps the checkpoints the copy made, so the same window asked again costs
/// no simulation.
public struct AnimatedValueSampling: Sendable {
    /// The property's path, as `SceneSession.animations(at:)` names it.
    public let path: String
    /// The scene times to sample, in seconds of scene time (clamped like `frame(at:)` when
    /// evaluated); cheapest in increasing order.
    public let times: [SceneTime]
    /// The values taken so far, one per time in order: the presented value flattened to numbers
    /// (see `AnimatedPropertyDescription`), nil where the scene has no such property then.
    public internal(set) var values: [[Double]?] = []
    /// The copy the samples are taken on, between steps.
    var workspace: (any SceneSessionProtocol)?

    /// A sampling of `path` at `times`, nothing taken yet.
    public init(path: String, times: [SceneTime]) {
        self.path = path
        self.times = times
    }

    /// Whether every value is taken.
    public var isFinished: Bool { values.count == times.count }
}
