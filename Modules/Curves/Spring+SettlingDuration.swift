import RealModule

extension Spring {
    /// The estimated time in seconds for the spring to come to rest: the settling duration for a
    /// target of 1, no initial velocity and an epsilon of 0.001.
    ///
    /// `+∞` for an undamped spring. See `settlingDuration(target:initialVelocity:epsilon:)`.
    public var settlingDuration: Double {
        settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
    }

    /// The estimated time in seconds after which the spring stays within `epsilon` of `target`.
    ///
    /// This is SwiftUI's estimator, not the exact last crossing:
    /// - under-damped: the envelope bound `ln((|λT − v0| + |T|) / ε) / λ`, at least 0;
    /// - critically and over-damped: the spring is sampled every 0.1 s (time accumulated by
    ///   repeated addition, so results look like `0.7999999999999999`) for at most 1 024 samples;
    ///   the result is the first sample within `epsilon` after which every sample stays within it
    ///   for more than 1 s. When no such sample exists in that window (a very slow, strongly
    ///   over-damped spring) we return the analytic envelope bound instead of SwiftUI's 0.
    ///
    /// - Parameters:
    ///   - target: The amount of change the spring moves toward (norm `|T|`).
    ///   - initialVelocity: The velocity at time 0, in units of `target` per second.
    ///   - epsilon: How close (in the units of `target`) all later values must stay. NaN, zero
    ///     and negative values are treated as 0.001.
    /// - Returns: Seconds, at least 0; `+∞` for an undamped spring (λ = 0).
    public func settlingDuration<V: VectorArithmetic>(
        target: V, initialVelocity: V = .zero, epsilon: Double
    ) -> Double {
        let epsilon = (epsilon.isNaN || epsilon <= 0) ? 0.001 : epsilon
        let lambda = decayConstant
        if lambda == 0 { return .infinity }
        if angularFrequency > 0 {
            let magnitude = (target.scaled(by: lambda) - initialVelocity).magnitudeSquared.squareRoot()
                + target.magnitudeSquared.squareRoot()
            return Swift.max(0, Double.log(magnitude / epsilon) / lambda)
        }
        var candidate: Double? = nil
        var time = 0.0
        for _ in 0..<1024 {
            let offset = value(target: target, initialVelocity: initialVelocity, time: time) - target
            let distance = offset.magnitudeSquared.squareRoot()
            if !distance.isFinite { break }
            if distance < epsilon {
                if let start = candidate {
                    if time - start > 1 { return start }
                } else {
                    candidate = time
                }
            } else {
                candidate = nil
            }
            time += 0.1
        }
        let envelope = SpringEnvelope(spring: self, displacement: V.zero - target, velocity: initialVelocity)
        return envelope.positionSettleTime(tolerance: epsilon)
    }
}

extension Spring {
    /// Creates a spring that settles in about `settlingDuration` seconds with the given damping
    /// ratio (SwiftUI's `Spring(settlingDuration:dampingRatio:epsilon:)`).
    ///
    /// As in SwiftUI, the damping ratio is clamped to `ulp…1` and the duration to 0.01…10 s, and
    /// the natural frequency `ω0` solves `ε = (ζ / √(1 − ζ²))·e^(−ζ·ω0·T)` for `ζ < 1` or
    /// `(1 + ω0·T)·e^(−ω0·T) = ε` for `ζ = 1`. We solve these equations exactly (SwiftUI uses a
    /// Newton iteration on the same equations). The result is approximate in the sense that the
    /// spring's `settlingDuration` uses a different estimator and need not equal `T`.
    ///
    /// - Parameters:
    ///   - settlingDuration: The approximate time to come to rest, in seconds. Clamped to
    ///     0.01…10; NaN is treated as 0.5.
    ///   - dampingRatio: Fraction of critical damping, clamped to `ulp…1`; NaN is treated as 1.
    ///   - epsilon: The settling threshold. Clamped to 1e-12…0.5; NaN is treated as 0.001.
    ///     Defaults to 0.001.
    ///
    /// When `ζ / √(1 − ζ²) ≤ ε` (a damping ratio below about `ε`) the equation has no positive
    /// solution; the spring then gets `ω0 = 2π / T` (a response equal to the duration).
    public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) {
        let zeta = dampingRatio.isNaN ? 1 : Swift.min(Swift.max(dampingRatio, .ulpOfOne), 1)
        let duration = settlingDuration.isNaN ? 0.5 : Swift.min(Swift.max(settlingDuration, 0.01), 10)
        let epsilon = epsilon.isNaN ? 0.001 : Swift.min(Swift.max(epsilon, 1e-12), 0.5)
        var omega0: Double
        if zeta < 1 {
            let ratio = zeta / (1 - zeta * zeta).squareRoot()
            omega0 = Double.log(ratio / epsilon) / (zeta * duration)
        } else {
            // Solve (1 + u)·e^(−u) = ε for u = ω0·T > 0 by the fixed-point iteration
            // u ← ln((1 + u) / ε), which increases monotonically to the root.
            var u = Double.log(1 / epsilon)
            for _ in 0..<100 {
                let next = Double.log((1 + u) / epsilon)
                if Swift.abs(next - u) <= 1e-15 * next { u = next; break }
                u = next
            }
            omega0 = u / duration
        }
        if !(omega0.isFinite && omega0 > 0) {
            omega0 = 2 * Double.pi / duration
        }
        self.init(naturalFrequency: omega0, dampingRatio: zeta, mass: 1)
    }
}
