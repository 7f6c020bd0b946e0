extension Animation {
    /// The part of the change `value` presented `time` seconds after the animation started, or
    /// `nil` once it has finished (SwiftUI's `CustomAnimation.animate(value:time:context:)`
    /// without per-run state).
    ///
    /// The animated property shows `start + result` (so `result` goes from zero toward `value`);
    /// after `nil` it shows its model value. A fresh run is assumed: a persistent spring starts
    /// at rest (`AnimatedValue` handles springs that take over a running animation).
    ///
    /// - Parameters:
    ///   - value: The whole change (the *interval*), in animatable-data units.
    ///   - time: Seconds since the start. NaN and negative times count as 0.
    /// - Returns: `value` scaled by the fraction done, or `nil` after `finishTime(animating:)`.
    @inlinable
    public func animate<V: VectorArithmetic>(value: V, time: Double) -> V? {
        guard let sample = node.sample(at: time, magnitude: value.magnitudeSquared.squareRoot()) else { return nil }
        return value.scaled(by: sample.fraction)
    }

    /// The velocity of `animate(value:time:)` in units of `value` per second, or `nil` once the
    /// animation has finished.
    ///
    /// Unlike SwiftUI, every animation reports its exact velocity here, Béziers included (see
    /// `reportsVelocity` for where that difference matters). Infinite slopes (a vertical curve
    /// such as `circularEaseOut` at its start) are clamped to ±1e9 times `value` per second.
    ///
    /// - Parameters:
    ///   - value: The whole change, in animatable-data units.
    ///   - time: Seconds since the start. NaN and negative times count as 0.
    @inlinable
    public func velocity<V: VectorArithmetic>(value: V, time: Double) -> V? {
        guard let sample = node.sample(at: time, magnitude: value.magnitudeSquared.squareRoot()) else { return nil }
        return value.scaled(by: sample.rate)
    }

    /// Seconds after which `animate(value:time:)` returns `nil` for a change of `value`
    /// (`+∞` for animations that never finish, such as `repeatForever` or an undamped spring).
    ///
    /// Timing curves finish after their duration (scaled by `speed`, plus `delay`, times the
    /// repeat count). Persistent springs finish once speed and acceleration stay below 0.06
    /// animatable-data units per second (per second²) and the remaining distance below 1 % of
    /// the change, as SwiftUI's do — so the time depends on the size of `value`. Interpolating
    /// springs finish at their settling duration for epsilon 0.001.
    public func finishTime<V: VectorArithmetic>(animating value: V) -> Double {
        node.finishTime(magnitude: value.magnitudeSquared.squareRoot())
    }

    /// Seconds after which the animation counts as logically complete for a change of `value`:
    /// the duration for timing curves, the response for springs (`2π/√stiffness` for
    /// interpolating springs), adjusted by `delay` and `speed`; the end of the last pass's
    /// logical completion for `repeatCount`, never for `repeatForever`; and at most the time
    /// given to `logicallyComplete(after:)`. Never later than `finishTime(animating:)`.
    public func logicalCompletionTime<V: VectorArithmetic>(animating value: V) -> Double {
        node.logicalCompletionTime(magnitude: value.magnitudeSquared.squareRoot())
    }

    /// Whether this animation, started while `previous` is running on the same property,
    /// replaces it and continues from its current position and velocity (SwiftUI's
    /// `shouldMerge`). Otherwise both run and their results combine.
    ///
    /// Persistent springs (`spring`, `interactiveSpring`, `smooth`, `snappy`, `bouncy`,
    /// `default`) always merge; a `delay`, `speed` or `logicallyComplete(after:)` wrapper merges
    /// when `previous` has the same wrapper with the same parameter and the wrapped animations
    /// merge. Timing curves, interpolating springs and repeats never merge.
    public func shouldMerge(previous: Animation) -> Bool {
        node.merges(with: previous.node)
    }

    /// Whether SwiftUI's version of this animation reports a velocity to a persistent spring
    /// that takes over from it. The classic Bézier factories (`linear`, `easeIn`, `easeOut`,
    /// `easeInOut`, `timingCurve` with four numbers) do not, so a spring merging into them
    /// starts at rest from the current position; `timingCurve(_ curve: UnitCurve, duration:)`
    /// and springs do.
    public var reportsVelocity: Bool { node.reportsVelocity }
}
