import RealModule

/// Upper bounds on how far a spring still is from its target, and how fast it moves, used to
/// decide when a spring-driven animation has finished.
///
/// A spring released at displacement `y0` from its target with velocity `v0` (both vectors)
/// has displacement, velocity and acceleration of the form `e^(−λt)·[p·C(t) + q·S(t)]` (see
/// `SpringCoefficients`). Each is bounded by `(P + Q·t)·e^(−μ·t)`; the settle time for a
/// tolerance is the earliest time after which that bound never exceeds the tolerance again.
/// Because these are bounds, the times are conservative (never earlier than the true last
/// crossing) and depend only on the spring and its start state — never on when it is sampled.
internal struct SpringEnvelope: Sendable {
    /// `(P + Q·t)·e^(−μ·t)`.
    struct Bound: Sendable {
        var constant: Double
        var linear: Double
        var decay: Double
    }

    /// One or two bounds on a quantity; its settle time is the smaller of theirs (both are valid
    /// upper bounds).
    struct Bounds: Sendable {
        var primary: Bound
        var alternative: Bound?
    }

    /// Bounds for the displacement, the velocity and the acceleration.
    var position: Bounds
    var velocity: Bounds
    var acceleration: Bounds

    /// - Parameters:
    ///   - spring: The spring (its mass does not matter: the motion depends on `λ` and `ω0`).
    ///   - displacement: `y0`, the start position minus the target.
    ///   - velocity: `v0`, the start velocity (units per second).
    init<V: VectorArithmetic>(spring: Spring, displacement y0: V, velocity v0: V) {
        let lambda = spring.decayConstant
        let omega = spring.angularFrequency
        let omega0Squared = spring.naturalFrequencySquared
        // Coefficient vectors of C and S for y, y′ and y″ = −ω0²·y − 2λ·y′.
        let py = y0
        let qy = y0.scaled(by: lambda) + v0
        let pv = v0
        let qv = V.zero - (y0.scaled(by: omega0Squared) + v0.scaled(by: lambda))
        let pa = V.zero - (py.scaled(by: omega0Squared) + pv.scaled(by: 2 * lambda))
        let qa = V.zero - (qy.scaled(by: omega0Squared) + qv.scaled(by: 2 * lambda))

        func bounds(_ p: V, _ q: V) -> Bounds {
            let pNorm = p.magnitudeSquared.squareRoot()
            let qNorm = q.magnitudeSquared.squareRoot()
            if omega > 0 {
                // |p·cos + (q/ω)·sin| ≤ the largest singular value of [p, q/ω].
                let amplitude = SpringEnvelope.amplitude(p, q.scaled(by: 1 / omega))
                return Bounds(primary: Bound(constant: amplitude, linear: 0, decay: lambda))
            } else if omega == 0 {
                return Bounds(primary: Bound(constant: pNorm, linear: qNorm, decay: lambda))
            } else {
                let w = -omega
                let decay = omega0Squared / (lambda + w)  // −r₊
                return Bounds(
                    primary: Bound(constant: pNorm + qNorm / (2 * w), linear: 0, decay: decay),
                    alternative: Bound(constant: pNorm, linear: qNorm, decay: decay))
            }
        }
        position = bounds(py, qy)
        velocity = bounds(pv, qv)
        acceleration = bounds(pa, qa)
    }

    /// `max over θ of |a·cos θ + b·sin θ|`, from the 2×2 Gram matrix of `a` and `b`.
    static func amplitude<V: VectorArithmetic>(_ a: V, _ b: V) -> Double {
        let aa = a.magnitudeSquared
        let bb = b.magnitudeSquared
        let ab = ((a + b).magnitudeSquared - (a - b).magnitudeSquared) / 4
        let half = (aa + bb) / 2
        let spread = (((aa - bb) / 2) * ((aa - bb) / 2) + ab * ab).squareRoot()
        return Swift.max(0, half + spread).squareRoot()
    }

    /// Seconds after which the displacement stays within `tolerance` of the target.
    func positionSettleTime(tolerance: Double) -> Double {
        SpringEnvelope.settleTime(position, tolerance: tolerance)
    }

    /// Seconds after which the speed stays within `tolerance` (units per second).
    func velocitySettleTime(tolerance: Double) -> Double {
        SpringEnvelope.settleTime(velocity, tolerance: tolerance)
    }

    /// Seconds after which the acceleration stays within `tolerance` (units per second²).
    func accelerationSettleTime(tolerance: Double) -> Double {
        SpringEnvelope.settleTime(acceleration, tolerance: tolerance)
    }

    static func settleTime(_ bounds: Bounds, tolerance: Double) -> Double {
        let primary = settleTime(bounds.primary, tolerance: tolerance)
        guard let alternative = bounds.alternative else { return primary }
        return Swift.min(primary, settleTime(alternative, tolerance: tolerance))
    }

    /// The earliest `t ≥ 0` with `(P + Q·s)·e^(−μ·s) ≤ ε` for every `s ≥ t`.
    static func settleTime(_ bound: Bound, tolerance epsilon: Double) -> Double {
        let p = bound.constant
        let q = bound.linear
        let mu = bound.decay
        guard p.isFinite, q.isFinite, mu.isFinite else { return .infinity }
        if p <= 0 && q <= 0 { return 0 }
        guard epsilon > 0 else { return .infinity }
        if mu <= 0 { return (q == 0 && p <= epsilon) ? 0 : .infinity }
        if q == 0 { return Swift.max(0, Double.log(p / epsilon) / mu) }
        // g(t) = (P + Qt)e^(−μt) rises until t = 1/μ − P/Q, then decreases to 0.
        let peak = Swift.max(0, 1 / mu - p / q)
        // φ(t) = ln(P + Qt) − μt − ln ε is concave; its root past the peak is the answer.
        let logEpsilon = Double.log(epsilon)
        func phi(_ t: Double) -> Double { Double.log(p + q * t) - mu * t - logEpsilon }
        if phi(peak) <= 0 { return 0 }
        // One fixed-point step leaves the peak (where φ′ = 0); from there Newton's method on a
        // concave function lands right of the root and then decreases monotonically onto it, so
        // every later iterate is an upper bound.
        var t = Double.log((p + q * peak) / epsilon) / mu
        if !(t > peak) { t = peak + 1 / mu }
        for _ in 0..<100 {
            let slope = q / (p + q * t) - mu
            guard slope < 0 else { t += 1 / mu; continue }
            let next = t - phi(t) / slope
            if !next.isFinite { break }
            if Swift.abs(next - t) <= 1e-12 * Swift.max(1, t) {
                t = Swift.max(next, t)
                break
            }
            t = next
        }
        return Swift.max(0, t)
    }
}
