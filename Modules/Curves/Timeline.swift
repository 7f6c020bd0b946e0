/// An animated value from 0 to 1 and its later changes, kept as the state after each change, so
/// a sample at any time sees the state that was current then (what `preview curve` plots).
///
/// At time 0 the value is set to 1 with the starting animation; each change then sets it again
/// at its own time, with its animation or without one (which is additive: running animations
/// keep going around the new value).
public struct Timeline: Sendable {
    /// One change of the target value.
    public struct Change: Sendable {
        /// When the change happens, in seconds (≥ 0; changes come in time order).
        public var time: Double
        /// The new target value.
        public var value: Double
        /// The animation to it; `nil` changes the value without animation.
        public var animation: Animation?

        /// Creates a change.
        public init(time: Double, value: Double, animation: Animation?) {
            self.time = time
            self.value = value
            self.animation = animation
        }
    }

    private var states: [(time: Double, value: AnimatedValue<Double>)]

    /// The timeline of a value that starts at 0, is set to 1 with `animation` at time 0, then
    /// changes as `changes` say.
    public init(animation: Animation, changes: [Change]) {
        var value = AnimatedValue(0.0)
        states = [(-.infinity, value)]
        value.set(1, animation: animation, at: 0)
        states.append((0, value))
        for change in changes {
            value.set(change.value, animation: change.animation, at: change.time)
            states.append((change.time, value))
        }
    }

    /// The state in effect at `time` in seconds (the last change at or before it; before 0, the
    /// value at rest at 0).
    public func state(at time: Double) -> AnimatedValue<Double> {
        states.last { $0.time <= time }?.value ?? states[0].value
    }

    /// When the last change's animations have all finished, in seconds (`+∞` if some never do).
    public var settleTime: Double {
        let last = states[states.count - 1]
        return Swift.max(last.time, last.value.finishTime ?? last.time)
    }
}
