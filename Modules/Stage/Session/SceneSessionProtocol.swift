import Drawing
import Geometry

/// A session whose scene type is not known statically: what the scene registry hands to the
/// CLI and the preview server. `SceneSession` is the one conforming type.
public protocol SceneSessionProtocol: Sendable {
    /// The scene's description.
    var info: SceneInfo { get }
    /// The random seed.
    var seed: UInt64 { get }
    /// The transport.
    var clock: VirtualClock { get set }
    /// Every accepted event, in time order.
    var log: [SceneEvent] { get }
    /// Checks an event without recording it.
    func validate(_ event: SceneEvent) throws(SessionError)
    /// Appends an event to the log.
    mutating func append(_ event: SceneEvent) throws(SessionError)
    /// Drops every logged event later than `time`.
    mutating func truncateLog(after time: SceneTime)
    /// The frame at `time`.
    mutating func frame(at time: SceneTime) -> Frame
    /// The state document at `time` (see `SceneSession.state(at:)`).
    mutating func state(at time: SceneTime) -> JSONValue
    /// The scene's own semantic state at `time`.
    mutating func sceneState(at time: SceneTime) -> JSONValue
    /// The viewport at `time`.
    mutating func viewport(at time: SceneTime) -> Size
    /// The scene's animated properties at `time` (see `SceneSession.animations(at:restingLimit:)`).
    mutating func animations(at time: SceneTime, restingLimit: Int?) -> SceneAnimations
    /// A property's presented values at several times, on a copy (see
    /// `SceneSession.animatedValues(of:at:)`).
    mutating func animatedValues(of path: String, at times: [SceneTime]) -> [[Double]?]
    /// Takes a sampling's next value with bounded work (see
    /// `SceneSession.continueSampling(_:maximumSeconds:)`).
    mutating func continueSampling(_ sampling: inout AnimatedValueSampling, maximumSeconds: Double) -> Bool
}

extension SceneSession: SceneSessionProtocol {
    /// The scene's description.
    public var info: SceneInfo { S.info }
}
