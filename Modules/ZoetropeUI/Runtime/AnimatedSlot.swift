import Curves
import Stage

/// One animated attribute of one view (a placed frame, an offset, an opacity, a shape's
/// `animatableData`, …): its model value and running animations, type-erased so the graph can
/// keep attributes of every type in one table.
protocol AnimatedSlot: Sendable {
    /// Whether an animation still moves the value at `time` (seconds).
    func isAnimating(at time: Double) -> Bool
    /// The time after which the value rests, nil when nothing runs (infinite for a
    /// repeat-forever animation).
    var finishTime: Double? { get }
    /// Whether the running animations are logically complete at `time`.
    func isLogicallyComplete(at time: Double) -> Bool
    /// The presented value at `time`, as JSON-ready numbers.
    func presentedComponents(at time: Double) -> [Double]
    /// The SwiftUI source of the running animations.
    var animationDescriptions: [String] { get }
    /// When the running animations are logically complete (the latest of them), nil when none
    /// runs (infinite for a repeat-forever animation).
    var logicalCompletionTime: Double? { get }
    /// When the newest run finishes (nil: none runs).
    var newestRunFinishTime: Double? { get }
    /// When the newest run is logically complete (nil: none runs).
    var newestRunLogicalCompletionTime: Double? { get }
    /// The attribute at `time` for the inspector, named `path`.
    func describe(path: String, at time: Double) -> AnimatedPropertyDescription
}

/// An attribute of a known type.
struct TypedSlot<Value: Animatable>: AnimatedSlot, @unchecked Sendable {
    var value: AnimatedValue<Value>

    func isAnimating(at time: Double) -> Bool { value.isAnimating(at: time) }
    var finishTime: Double? { value.finishTime }
    func isLogicallyComplete(at time: Double) -> Bool { value.isLogicallyComplete(at: time) }
    func presentedComponents(at time: Double) -> [Double] { AnimatableComponents.of(value.presentationData(at: time)) }
    var animationDescriptions: [String] { value.runningAnimations.map { String(describing: $0) } }
    var logicalCompletionTime: Double? { value.animationRuns.map(\.logicalCompletionTime).max() }
    var newestRunFinishTime: Double? { value.animationRuns.last?.finishTime }
    var newestRunLogicalCompletionTime: Double? { value.animationRuns.last?.logicalCompletionTime }

    func describe(path: String, at time: Double) -> AnimatedPropertyDescription {
        let runs = value.animationRuns
        let live = (runs.lastIndex { $0.isFinished(at: time) }).map { $0 + 1 } ?? 0
        return AnimatedPropertyDescription(
            path: path, valueType: String(describing: Value.AnimatableData.self),
            presented: presentedComponents(at: time), model: AnimatableComponents.of(value.value.animatableData),
            velocity: AnimatableComponents.of(value.velocity(at: time)),
            animations: runs[live...].map { RunningAnimationDescription($0) })
    }
}

/// The numbers of an animatable value, for `preview state`.
enum AnimatableComponents {
    static func of(_ value: Any) -> [Double] {
        switch value {
        case let d as Double: return [d]
        case let f as CGFloat: return [Double(f)]
        case let v as AnimatableVector: return v.elements
        default:
            var out: [Double] = []
            for child in Mirror(reflecting: value).children { out += of(child.value) }
            return out
        }
    }
}
