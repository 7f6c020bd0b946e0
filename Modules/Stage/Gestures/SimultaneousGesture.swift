/// Two gestures recognised at the same time (SwiftUI's `SimultaneousGesture`): every event goes
/// to both, and the update reports what each did.
///
/// The combined update is nil when neither gesture reported anything; `.ended` when at least one
/// ended and neither is active any more; `.cancelled` when both are inactive and none ended;
/// `.changed` otherwise. Its value carries each part's own update (nil for a part that did not
/// react to the event), so scenes read `value.first` and `value.second`.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// What each gesture did with one event.
    public struct Value: Sendable {
        /// The first gesture's update, if it reacted.
        public var first: GestureUpdate<First.Value>?
        /// The second gesture's update, if it reacted.
        public var second: GestureUpdate<Second.Value>?
    }

    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// Composes two gestures.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Whether either gesture is active.
    public var isActive: Bool { first.isActive || second.isActive }

    /// Forgets any gesture in progress without reporting anything.
    public mutating func reset() {
        first.reset()
        second.reset()
    }

    /// Feeds one input event; returns what it did to the gesture (see `Gesture.update(with:)`).
    public mutating func update(with event: InputEvent) -> GestureUpdate<Value>? {
        let a = first.update(with: event)
        let b = second.update(with: event)
        guard a != nil || b != nil else { return nil }
        let value = Value(first: a, second: b)
        if isActive { return .changed(value) }
        let anyEnded = [a.map(Self.isEnded), b.map(Self.isEnded)].contains(true)
        if anyEnded { return .ended(value) }
        let anyCancelled = [a?.isFinal, b?.isFinal].contains(true)
        return anyCancelled ? .cancelled(last: value) : .changed(value)
    }

    private static func isEnded<V>(_ u: GestureUpdate<V>) -> Bool {
        if case .ended = u { return true }
        return false
    }
}
