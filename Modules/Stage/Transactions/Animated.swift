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
/// animation, which wins over the transaction's (effects-gallery.md §2.3).
///
/// Retargeting follows Curves' `AnimatedValue` (springs merge keeping position and velocity;
/// curves combine). A change **without** an animation jumps and stops whatever was running
/// (pull-to-refresh.md A.6); writing the current value again does nothing. Use `stop(at:)` to
/// catch a moving value where it is.
@propertyWrapper
public struct Animated<Value: Animatable & Sendable>: Sendable where Value.AnimatableData: Sendable {
    /// How a property picks its animation.
    public enum Declaration: Sendable {
        /// Use the transaction's animation.
        case inherited
        /// Always use this animation (nil: never animate).
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

    /// A property that always animates with `animation`, whatever the transaction says.
    public init(wrappedValue: Value, _ animation: Animation) {
        storage = AnimatedValue(wrappedValue)
        declaration = .implicit(animation)
    }

    /// A property with an explicit declaration: `animation: nil` never animates.
    public init(wrappedValue: Value, animation: Animation?) {
        storage = AnimatedValue(wrappedValue)
        declaration = .implicit(animation)
    }

    /// The model value. Setting it applies the change in `Transaction.current`.
    public var wrappedValue: Value {
        get { storage.value }
        set { set(newValue, in: Transaction.current) }
    }

    /// The property itself, for `$property.at(time)` and the other queries.
    public var projectedValue: Animated<Value> {
        get { self }
        set { self = newValue }
    }

    /// Applies a change in `transaction`.
    public mutating func set(_ newValue: Value, in transaction: Transaction) {
        let animation: Animation?
        switch declaration {
        case .inherited: animation = transaction.effectiveAnimation
        case .implicit(let a): animation = a
        }
        set(newValue, animation: animation, at: transaction.time)
    }

    /// Changes the model value at `time`, animating with `animation` (nil: jump and stop).
    public mutating func set(_ newValue: Value, animation: Animation?, at time: SceneTime) {
        guard newValue.animatableData != storage.value.animatableData else { return }
        storage.set(newValue, animation: animation, at: time.seconds)
        if animation == nil { storage.removeAllAnimations() }
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
    /// every animation stops (honeycomb.md §8.1, "catch").
    public mutating func stop(at time: SceneTime) {
        let here = storage.presentation(at: time.seconds)
        storage.removeAllAnimations()
        storage.set(here, animation: nil, at: time.seconds)
    }
}
