/// One animation running on an `AnimatedValue`: the change it animates, when it started, when
/// it ends, and — for a persistent spring that took over a running animation — the position and
/// velocity it started from.
@usableFromInline
internal struct AnimationRun<V: VectorArithmetic> {
    /// The start state of a persistent spring that merged into running animations. Positions
    /// are displacements from the model value; the velocity is per second of the spring's own
    /// (core) time.
    @usableFromInline
    struct SpringStart {
        @usableFromInline var spring: Spring
        @usableFromInline var displacement: V
        @usableFromInline var velocity: V
    }

    @usableFromInline var animation: Animation
    /// The change this run animates (for a merged spring: every merged change together).
    @usableFromInline var interval: V
    /// Absolute time (seconds) at which the run started.
    @usableFromInline var beginTime: Double
    /// The norm of `interval` in animatable-data units.
    @usableFromInline var magnitude: Double
    /// Seconds after `beginTime` after which the run has finished (`+∞`: never).
    @usableFromInline var finishTime: Double
    /// Seconds after `beginTime` from which the run is logically complete.
    @usableFromInline var logicalCompletionTime: Double
    @usableFromInline var springStart: SpringStart?

    /// Whether the run has finished at absolute `time`.
    @inlinable
    func isFinished(at time: Double) -> Bool { time - beginTime > finishTime }

    /// Applies this run to the displacement `offset` (presentation minus model value) and its
    /// rate produced by the runs before it, at absolute `time`.
    ///
    /// A fraction-based run animates the remaining distance from the runs before it to its own
    /// target: `e = (e_before − Δ)·(1 − f)`. A merged spring ignores earlier runs (it replaced
    /// them and captured their state). A finished run gives zero displacement.
    ///
    /// - Parameter reportedOnly: Use zero as the fraction rate of animations that report no
    ///   velocity (SwiftUI's Bézier factories), for the velocity a merging spring inherits.
    @inlinable
    func apply(to offset: inout V, rate: inout V, at time: Double, reportedOnly: Bool) {
        let local = time - beginTime
        if local > finishTime {
            offset = .zero
            rate = .zero
            return
        }
        if let start = springStart {
            let core = animation.node.coreTime(at: local)
            let k = start.spring.coefficients(at: core.time)
            offset = start.displacement.scaled(by: 1 - k.position) + start.velocity.scaled(by: k.velocityPosition)
            rate = (start.velocity.scaled(by: k.velocityRate) - start.displacement.scaled(by: k.positionRate))
                .scaled(by: core.rate)
            return
        }
        let sample = animation.node.evaluate(at: local, magnitude: magnitude, needsRate: true)
        let remaining = offset - interval
        let fractionRate = (reportedOnly && !animation.node.reportsVelocity) ? 0 : sample.rate
        rate = rate.scaled(by: 1 - sample.fraction) - remaining.scaled(by: fractionRate)
        offset = remaining.scaled(by: 1 - sample.fraction)
    }

    /// The presentation over the model value `model`, given the displacement `offset` of the
    /// runs before it: the value this run starts from plus the part of the way it has gone,
    /// `(model + c) − c·f` with `c = offset − Δ`, rather than `model + c·(1 − f)`. The two agree
    /// in exact arithmetic; this form is exact for the identity curve from an exactly
    /// representable start (0 → 1 under `.linear` presents 0.1 at 0.1, not 0.09999999999999998).
    @inlinable
    func presentation(over model: V, from offset: V, at time: Double) -> V {
        let local = time - beginTime
        if local > finishTime { return model }
        if let start = springStart {
            let k = start.spring.coefficients(at: animation.node.coreTime(at: local).time)
            return (model + start.displacement) - start.displacement.scaled(by: k.position)
                + start.velocity.scaled(by: k.velocityPosition)
        }
        let sample = animation.node.evaluate(at: local, magnitude: magnitude, needsRate: false)
        let remaining = offset - interval
        return (model + remaining) - remaining.scaled(by: sample.fraction)
    }

    /// The displacement alone (cheaper than `apply` when the rate is not needed).
    @inlinable
    func offset(from offset: V, at time: Double) -> V {
        let local = time - beginTime
        if local > finishTime { return .zero }
        if let start = springStart {
            let k = start.spring.coefficients(at: animation.node.coreTime(at: local).time)
            return start.displacement.scaled(by: 1 - k.position) + start.velocity.scaled(by: k.velocityPosition)
        }
        let sample = animation.node.evaluate(at: local, magnitude: magnitude, needsRate: false)
        return (offset - interval).scaled(by: 1 - sample.fraction)
    }
}

extension AnimationRun: Sendable where V: Sendable {}
extension AnimationRun.SpringStart: Sendable where V: Sendable {}
