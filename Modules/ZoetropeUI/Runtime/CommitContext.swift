import Curves
import Foundation
import Geometry

/// One update's bookkeeping of animated attributes: each node's attributes compared with the
/// same node's in the tree before the change; a changed one animates with the node's
/// transaction (or jumps, additively, without an animation).
struct CommitContext {
    var storage: GraphStorage
    /// The scene time of the change, in seconds.
    let time: Double
    /// The node being updated.
    private var animation: Animation?
    /// The attributes that started an animation in this update.
    private(set) var animatedKeys: [String] = []
    /// Every attribute key of the new tree that has a slot.
    private(set) var liveKeys: Set<String> = []

    init(storage: GraphStorage, time: Double) {
        self.storage = storage
        self.time = time
    }

    /// Compares `node`'s attributes with `previous`'s and updates the slots.
    mutating func update(_ node: ViewNode, previous: ViewNode?) {
        animation = node.environment.transaction.animation
        if let previous {
            animate(node, "frame", from: previous.frame.animatableData, to: node.frame.animatableData)
        }
        node.content.updateAnimations(node: node, previous: previous, in: &self)
    }

    /// The attribute `name` of `node` changes from `old` to `new` in this update.
    mutating func animate<D: VectorArithmetic>(_ node: ViewNode, _ name: String, from old: D, to new: D) {
        let key = node.key + "." + name
        switch Self.animate(&storage, key: key, from: old, to: new, animation: animation, at: time) {
        case .started: animatedKeys.append(key); liveKeys.insert(key)
        case .running: liveKeys.insert(key)
        case .none: break
        }
    }

    /// What an attribute update left.
    enum SlotChange { case none, running, started }

    /// Updates the slot `key` of `storage` for a change from `old` to `new` at `time`.
    static func animate<D: VectorArithmetic>(_ storage: inout GraphStorage, key: String, from old: D, to new: D, animation: Animation?, at time: Double) -> SlotChange {
        if var slot = storage.attributes[key] as? TypedSlot<AnimatedData<D>> {
            var started = false
            if slot.value.value.animatableData != new {
                slot.value.set(AnimatedData(animatableData: new), animation: animation, at: time)
                started = animation != nil
            }
            slot.value.removeFinishedAnimations(at: time)
            guard slot.value.runningAnimationCount > 0 else {
                storage.attributes[key] = nil
                return .none
            }
            storage.attributes[key] = slot
            return started ? .started : .running
        }
        guard old != new, let animation else { return .none }
        var value = AnimatedValue(AnimatedData(animatableData: old))
        value.set(AnimatedData(animatableData: new), animation: animation, at: time)
        guard value.runningAnimationCount > 0 else { return .none }
        storage.attributes[key] = TypedSlot(value: value)
        return .started
    }

    /// Keeps the running slot of an attribute whose node did not change it (so it is not
    /// dropped as stale).
    mutating func keep(_ key: String) { liveKeys.insert(key) }
}
