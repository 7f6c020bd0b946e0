import Curves

/// An animatable property of a scene: writing it changes the model value, and the change
/// animates with the current transaction's animation (or the property's own implicit one);
/// `$property.at(time)` reads what to draw at a time.
///
///     @Animated var offset = Point.zero                 // animates with withAnimation
///     @Animated(.easeIn(duration: 1.5)) var y = 60.0    // always animates with easeIn 1.5 s
///     @Animated(animation: nil) var angle = 0.0         // never animates, even in withAnimation
///
/// An implicit animation is the value-bound form `animation(_:value:)` of SwiftUI with the
/// property's own value as the trigger: whenever the value changes it animates with that
/// animation, which wins over the transaction's (effects-gallery.md §2.3) — unless the
/// transaction `disablesAnimations`, which keeps a declaration from inserting its animation
/// (the change then uses the transaction's own animation, if any).
///
/// Changes follow SwiftUI (animation-semantics.md §5, Curves' `AnimatedValue`):
/// - With an animation, retargeting merges (springs keep position and velocity) or combines
///   (curves blend from the live presented value).
/// - **Without** an animation — a plain assignment, `withAnimation(nil)`, a transaction with no
///   animation or with `disablesAnimations` — the change is *additive* and never cancels: the
///   model value jumps by the change and every running animation keeps adding its remaining
///   offset around it, `presented = M_new − Δ + animate(Δ, t)`; a repeat-forever keeps
///   repeating around the new value. Writing the current value again does nothing.
///
/// Running animations end only when they finish (a finite animation combined on top ends the
/// stack when it ends; a merging spring replaces it), or by one of:
/// - `$property.reset(to:)`: SwiftUI's **identity change** (an `if`/`else` swapping one view for
///   another, a new `.id`, the view removed and inserted again): the property starts fresh at the
///   value with nothing running;
/// - `$property.stop(at:)`: catches the value where it is at a time (a finger landing on it).
@propertyWrapper
public struct Animated<Value: Animatable & Sendable>: Sendable where Value.AnimatableData: Sendable {
    /// How a property picks its animation.
    public enum Declaration: Sendable {
        /// Use the transaction's animation.
        case inherited
        /// Always use this animation (nil: never animate), unless the transaction disables
        /// animations.
        case implicit(Animation?)
    }

    /// The model value and its running animations.
    public private(set) var storage: AnimatedValue<Value>
    /// How changes pick their animation.
    public var declaration: Declaration

    /// A property that animates with the transaction.
    public init(wrappedValue: Value) {
        storage = AnimatedValue(wrappedValue)
        declaration = .inherited
    }

    /// A property that always animates with `animation`, whatever the transaction's animation
    /// (unless the transaction `disablesAnimations`: then it uses the transaction's).
    public init(wrappedValue: Value, _ animation: Animation) {
        storage = AnimatedValue(wrappedValue)
        declaration = .implicit(animation)
    }

    /// A property with an explicit declaration: `animation: nil` never animates (except with the
    /// animation of a transaction that `disablesAnimations`, which skips declarations).
    public init(wrappedValue: Value, animation: Animation?) {
        storage = AnimatedValue(wrappedValue)
        declaration = .implicit(animation)
    }

    /// The model value. Setting it applies the change in `Transaction.current`.
    public var wrappedValue: Value {
        get { storage.value }
        set { set(newValue, in: Transaction.current) }
    }

    /// The property itself, for `$property.at(time)`, `$property.reset(to:)` and the other
    /// queries.
    public var projectedValue: Animated<Value> {
        get { self }
        set { self = newValue }
    }

    /// Applies a change in `transaction`.
    public mutating func set(_ newValue: Value, in transaction: Transaction) {
        let animation: Animation?
        switch declaration {
        case .inherited: animation = transaction.animation
        case .implicit(let declared): animation = transaction.animation(declared: declared)
        }
        set(newValue, animation: animation, at: transaction.time)
    }

    /// Changes the model value at `time`, animating with `animation`; nil changes it additively
    /// (the running animations continue around the new value, nothing is cancelled).
    public mutating func set(_ newValue: Value, animation: Animation?, at time: SceneTime) {
        guard newValue.animatableData != storage.value.animatableData else { return }
        storage.set(newValue, animation: animation, at: time.seconds)
    }

    /// Resets the property's identity (SwiftUI: the view is replaced — an `if`/`else` branch, a
    /// new `.id` — or removed and inserted again): it starts fresh at `value`, with nothing
    /// running. Use it where a spec swaps one element for another; a plain assignment would
    /// leave running animations in place.
    public mutating func reset(to value: Value) {
        storage = AnimatedValue(value)
    }

    /// The value to draw at `time` (SwiftUI's presentation value).
    public func at(_ time: SceneTime) -> Value {
        storage.presentation(at: time.seconds)
    }

    /// The rate of change of the presentation at `time`, in animatable-data units per second.
    public func velocity(at time: SceneTime) -> Value.AnimatableData {
        storage.velocity(at: time.seconds)
    }

    /// Whether an animation is still moving the value at `time`.
    public func isAnimating(at time: SceneTime) -> Bool {
        storage.isAnimating(at: time.seconds)
    }

    /// The scene time after which the value rests at its model value, nil when nothing runs
    /// (infinite for a repeat-forever animation).
    public var finishTime: SceneTime? {
        storage.finishTime.map { SceneTime(seconds: $0) }
    }

    /// Catches the value where it is at `time`: the model value becomes the presentation and
    /// every animation stops (honeycomb.md §8.1, "catch"; SwiftUI has no direct equivalent:
    /// there one sets the model to the presented value in a fresh identity).
    public mutating func stop(at time: SceneTime) {
        reset(to: storage.presentation(at: time.seconds))
    }
}
