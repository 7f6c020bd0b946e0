/// A gesture recogniser: a value that watches input events and reports when its gesture
/// changes, ends or is cancelled (SwiftUI's `Gesture`, as data).
///
/// Recognisers are plain values stored in a scene's state, so checkpoints and replays copy them
/// with everything else. Feed every input event to each recogniser the scene uses; feeding the
/// same events to several recognisers composes them simultaneously (see `SimultaneousGesture`).
public protocol Gesture: Sendable {
    /// What the gesture reports: a translation, a magnification, a tap location, …
    associatedtype Value: Sendable

    /// Feeds one input event.
    ///
    /// - Returns: What happened to the gesture because of this event, or nil when nothing did
    ///   (the event was not for this gesture, or the gesture is still only possible).
    mutating func update(with event: InputEvent) -> GestureUpdate<Value>?

    /// Whether the gesture has been recognised and has not ended yet.
    var isActive: Bool { get }

    /// Forgets any gesture in progress without reporting anything.
    mutating func reset()
}

extension Gesture {
    /// A gesture that feeds every event to `self` and `other` and reports both (SwiftUI's
    /// `simultaneously(with:)`).
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}

/// What happened to a gesture because of one input event.
public enum GestureUpdate<Value> {
    /// The gesture was recognised or moved on; carries its current value (SwiftUI's
    /// `onChanged`). The first `changed` is the moment the gesture is recognised.
    case changed(Value)
    /// The gesture finished normally; carries its final value (SwiftUI's `onEnded`).
    case ended(Value)
    /// The gesture was cancelled (a pointer cancel); carries the last value it reported, if any.
    /// Scenes undo or settle; `GestureState` resets as for `ended`.
    case cancelled(last: Value?)

    /// The value carried by `changed` or `ended`, or the last value of `cancelled`.
    public var value: Value? {
        switch self {
        case .changed(let v), .ended(let v): return v
        case .cancelled(let last): return last
        }
    }

    /// Whether the gesture is over (ended or cancelled).
    public var isFinal: Bool {
        if case .changed = self { return false }
        return true
    }
}

extension GestureUpdate: Sendable where Value: Sendable {}
extension GestureUpdate: Equatable where Value: Equatable {}
extension GestureUpdate: Hashable where Value: Hashable {}
