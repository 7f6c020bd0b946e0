/// A value that follows a gesture while it runs and returns to its initial value when the
/// gesture ends or is cancelled (SwiftUI's `@GestureState`).
///
///     @GestureState var dragTranslation = Size.zero
///
///     mutating func receive(_ input: InputEvent) {
///         let update = drag.update(with: input)
///         $dragTranslation.update(update) { value, state in state = value.translation }
///     }
///
/// The wrapped value is read-only; only `update(_:body:)` and `reset()` change it.
@propertyWrapper
public struct GestureState<State: Sendable>: Sendable {
    /// The value the state returns to when its gesture is over.
    public let initialValue: State
    /// The current value.
    public private(set) var wrappedValue: State

    /// The state itself, for `$name.update(…)`.
    public var projectedValue: GestureState<State> {
        get { self }
        set { self = newValue }
    }

    /// A gesture state that starts (and resets to) `wrappedValue`.
    public init(wrappedValue: State) {
        initialValue = wrappedValue
        self.wrappedValue = wrappedValue
    }

    /// A gesture state that starts (and resets to) `initialValue`.
    public init(initialValue: State) {
        self.init(wrappedValue: initialValue)
    }

    /// Folds one gesture update into the state: on `.changed` runs `body(value, &state)`; on
    /// `.ended` or `.cancelled` resets to `initialValue`; on nil does nothing.
    public mutating func update<V>(_ update: GestureUpdate<V>?, body: (V, inout State) -> Void) {
        switch update {
        case .changed(let v)?: body(v, &wrappedValue)
        case .ended?, .cancelled?: wrappedValue = initialValue
        case nil: break
        }
    }

    /// Returns the state to `initialValue`.
    public mutating func reset() {
        wrappedValue = initialValue
    }
}

extension GestureState: Equatable where State: Equatable {}
extension GestureState: Hashable where State: Hashable {}
