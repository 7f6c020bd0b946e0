import RealModule

extension Animation.Node {
    /// Durations shorter than this (seconds), and NaN ones, count as 0: the animation jumps to
    /// its end at once.
    static let shortestDuration = 1e-6

    static func sanitizedDuration(_ duration: Double) -> Double {
        if duration.isNaN || duration < shortestDuration { return 0 }
        return duration
    }

    /// The sample at `time` seconds after the start, or `nil` once the animation has finished
    /// (strictly after `finishTime(magnitude:)`).
    ///
    /// - Parameters:
    ///   - time: Seconds since the start; NaN and negative times count as 0.
    ///   - magnitude: The norm of the change in animatable-data units (persistent springs stop
    ///     by absolute speed thresholds, so their end depends on it).
    @usableFromInline
    func sample(at time: Double, magnitude: Double) -> AnimationSample? {
        let t = time > 0 ? time : 0
        if t > finishTime(magnitude: magnitude) { return nil }
        return evaluate(at: t, magnitude: magnitude, needsRate: true)
    }

    /// The sample at `time`, for a time at which the animation has not finished (callers check
    /// `finishTime` once; leaves do not check it again). With `needsRate == false` the rate is
    /// left at 0 where computing it costs extra (Bézier slopes).
    ///
    /// - Parameters:
    ///   - time: Seconds since the start; NaN and negative times count as 0.
    ///   - magnitude: The norm of the change in animatable-data units.
    @usableFromInline
    func evaluate(at time: Double, magnitude: Double, needsRate: Bool) -> AnimationSample {
        let t = time > 0 ? time : 0
        switch self {
        case .bezier(let curve, let duration):
            if duration == 0 || t > duration { return AnimationSample(fraction: 1, rate: 0) }
            let x = t / duration
            if !needsRate { return AnimationSample(fraction: curve.value(at: x), rate: 0) }
            let (value, slope) = curve.valueAndSlope(at: x)
            return AnimationSample(fraction: value, rate: AnimationSample.clampedRate(slope) / duration)
        case .unitCurve(let curve, let duration):
            if duration == 0 || t > duration {
                return AnimationSample(fraction: curve.value(at: 1), rate: 0)
            }
            let x = t / duration
            if !needsRate { return AnimationSample(fraction: curve.value(at: x), rate: 0) }
            return AnimationSample(
                fraction: curve.value(at: x),
                rate: AnimationSample.clampedRate(curve.velocity(at: x)) / duration)
        case .systemDefault:
            let k = FluidSpringAnimation.systemDefault.spring.coefficients(at: t)
            return AnimationSample(fraction: k.position, rate: AnimationSample.clampedRate(k.positionRate))
        case .fluidSpring(let spring):
            let k = spring.spring.coefficients(at: t)
            return AnimationSample(fraction: k.position, rate: AnimationSample.clampedRate(k.positionRate))
        case .interpolatingSpring(let spring):
            let k = spring.spring.coefficients(at: t)
            return AnimationSample(
                fraction: k.position + spring.initialVelocity * k.velocityPosition,
                rate: AnimationSample.clampedRate(k.positionRate + spring.initialVelocity * k.velocityRate))
        case .delay(let base, let seconds):
            let local = t - seconds
            var sample = base.evaluate(at: Swift.max(0, local), magnitude: magnitude, needsRate: needsRate)
            if local < 0 { sample.rate = 0 }
            return sample
        case .speed(let base, let factor):
            let local = (factor == 0 || t == 0) ? 0 : t * factor
            var sample = base.evaluate(at: local, magnitude: magnitude, needsRate: needsRate)
            sample.rate = AnimationSample.clampedRate(sample.rate * factor)
            return sample
        case .repeating(let base, let count, let autoreverses):
            let passDuration = base.finishTime(magnitude: magnitude)
            guard passDuration > 0, passDuration.isFinite else {
                return base.evaluate(at: t, magnitude: magnitude, needsRate: needsRate)
            }
            var pass = (t / passDuration).rounded(.down)
            if let count { pass = Swift.min(pass, Double(count - 1)) }
            let local = Swift.min(t - pass * passDuration, passDuration)
            let sample = base.evaluate(at: local, magnitude: magnitude, needsRate: needsRate)
            if autoreverses && pass.truncatingRemainder(dividingBy: 2) == 1 {
                return AnimationSample(fraction: 1 - sample.fraction, rate: -sample.rate)
            }
            return sample
        case .logicallyComplete(let base, _):
            return base.evaluate(at: t, magnitude: magnitude, needsRate: needsRate)
        }
    }

    /// Seconds after which `sample(at:magnitude:)` returns `nil`; `+∞` if never. May be
    /// negative for a negative delay longer than the animation.
    func finishTime(magnitude: Double) -> Double {
        switch self {
        case .systemDefault:
            return FluidSpringAnimation.systemDefault.restTime(magnitude: magnitude)
        case .fluidSpring(let spring):
            return spring.restTime(magnitude: magnitude)
        case .bezier(_, let duration), .unitCurve(_, let duration):
            return duration
        case .interpolatingSpring(let spring):
            return spring.finishTime
        case .delay(let base, let seconds):
            return base.finishTime(magnitude: magnitude) + seconds
        case .speed(let base, let factor):
            let baseTime = base.finishTime(magnitude: magnitude)
            if factor == 0 { return baseTime < 0 ? -.infinity : .infinity }
            return baseTime / factor
        case .repeating(let base, let count, _):
            let passDuration = base.finishTime(magnitude: magnitude)
            guard passDuration > 0, passDuration.isFinite else { return passDuration }
            guard let count else { return .infinity }
            return Double(count) * passDuration
        case .logicallyComplete(let base, _):
            return base.finishTime(magnitude: magnitude)
        }
    }

    /// Seconds after which the animation counts as logically complete (never later than
    /// `finishTime`).
    func logicalCompletionTime(magnitude: Double) -> Double {
        let logical: Double
        switch self {
        case .systemDefault:
            logical = FluidSpringAnimation.systemDefault.logicalCompletionTime
        case .fluidSpring(let spring):
            logical = spring.logicalCompletionTime
        case .bezier(_, let duration), .unitCurve(_, let duration):
            logical = duration
        case .interpolatingSpring(let spring):
            logical = spring.logicalCompletionTime
        case .delay(let base, let seconds):
            logical = base.logicalCompletionTime(magnitude: magnitude) + seconds
        case .speed(let base, let factor):
            let baseTime = base.logicalCompletionTime(magnitude: magnitude)
            logical = factor == 0 ? .infinity : baseTime / factor
        case .repeating(let base, let count, _):
            let passDuration = base.finishTime(magnitude: magnitude)
            let baseLogical = base.logicalCompletionTime(magnitude: magnitude)
            if !(passDuration > 0 && passDuration.isFinite) {
                logical = baseLogical
            } else if let count {
                logical = Double(count - 1) * passDuration + baseLogical
            } else {
                logical = .infinity
            }
        case .logicallyComplete(let base, let after):
            logical = Swift.min(base.logicalCompletionTime(magnitude: magnitude), after)
        }
        return Swift.max(0, Swift.min(logical, finishTime(magnitude: magnitude)))
    }

    /// Whether SwiftUI's version of this animation reports its velocity, which a following
    /// persistent spring inherits (Bézier factories report none, so the spring starts at rest).
    @usableFromInline
    var reportsVelocity: Bool {
        switch self {
        case .bezier: return false
        case .systemDefault, .fluidSpring, .unitCurve, .interpolatingSpring: return true
        case .delay(let base, _), .speed(let base, _), .repeating(let base, _, _), .logicallyComplete(let base, _):
            return base.reportsVelocity
        }
    }
}

// MARK: - Merging (persistent springs)

extension Animation.Node {
    /// Whether this animation, arriving while `previous` runs, replaces it and carries on from
    /// its position and velocity (SwiftUI's `shouldMerge`). `previous == nil` stands for several
    /// animations running combined.
    ///
    /// Persistent springs always merge. `delay`, `speed` and `logicallyComplete(after:)` merge
    /// when the previous animation has the same modifier with the same parameter and their bases
    /// merge. Everything else (Béziers, interpolating springs, repeats) runs combined instead.
    func merges(with previous: Animation.Node?) -> Bool {
        switch self {
        case .systemDefault, .fluidSpring:
            return true
        case .delay(let base, let seconds):
            guard case .delay(let previousBase, let previousSeconds)? = previous, previousSeconds == seconds else { return false }
            return base.merges(with: previousBase)
        case .speed(let base, let factor):
            guard case .speed(let previousBase, let previousFactor)? = previous, previousFactor == factor else { return false }
            return base.merges(with: previousBase)
        case .logicallyComplete(let base, let after):
            guard case .logicallyComplete(let previousBase, let previousAfter)? = previous, previousAfter == after else { return false }
            return base.merges(with: previousBase)
        case .bezier, .unitCurve, .interpolatingSpring, .repeating:
            return false
        }
    }

    /// For a merging animation: the persistent spring at its core.
    var coreSpring: FluidSpringAnimation? {
        switch self {
        case .systemDefault: return .systemDefault
        case .fluidSpring(let spring): return spring
        case .delay(let base, _), .speed(let base, _), .logicallyComplete(let base, _): return base.coreSpring
        case .bezier, .unitCurve, .interpolatingSpring, .repeating: return nil
        }
    }

    /// For a merging animation: the core spring's own time at `time` seconds after the start,
    /// and its rate (core seconds per second).
    @usableFromInline
    func coreTime(at time: Double) -> (time: Double, rate: Double) {
        let t = time > 0 ? time : 0
        switch self {
        case .delay(let base, let seconds):
            let local = t - seconds
            let inner = base.coreTime(at: Swift.max(0, local))
            return (inner.time, local < 0 ? 0 : inner.rate)
        case .speed(let base, let factor):
            let inner = base.coreTime(at: (factor == 0 || t == 0) ? 0 : t * factor)
            return (inner.time, inner.rate * factor)
        case .logicallyComplete(let base, _):
            return base.coreTime(at: t)
        default:
            return (t, 1)
        }
    }

    /// For a merging animation: seconds after the start at which its core spring reaches
    /// `coreTime` (the inverse of `coreTime(at:)` past any delay).
    func time(atCoreTime coreTime: Double) -> Double {
        switch self {
        case .delay(let base, let seconds):
            return base.time(atCoreTime: coreTime) + seconds
        case .speed(let base, let factor):
            return factor == 0 ? .infinity : base.time(atCoreTime: coreTime) / factor
        case .logicallyComplete(let base, _):
            return base.time(atCoreTime: coreTime)
        default:
            return coreTime
        }
    }
}
