import RealModule

/// The closed-form solution of a spring, reduced to four scalars at one time `t`:
/// a displacement starting at 0 with initial velocity `v0` toward a target `T` is
/// `x(t) = T·position + v0·velocityPosition` and its velocity is
/// `x′(t) = T·positionRate + v0·velocityRate`.
///
/// With `E = e^(−λt)`, `C` = cos ωt / 1 / cosh |ω|t and `S` = sin(ωt)/ω / t / sinh(|ω|t)/|ω|
/// (under-, critically, over-damped), all three regimes share one form:
/// `position = 1 − E(C + λS)`, `velocityPosition = E·S`, `positionRate = ω0²·E·S`,
/// `velocityRate = E(C − λS)`.
@usableFromInline
internal struct SpringCoefficients: Sendable {
    @usableFromInline var position: Double
    @usableFromInline var velocityPosition: Double
    @usableFromInline var positionRate: Double
    @usableFromInline var velocityRate: Double
}

extension Spring {
    /// The scalar coefficients of the closed form at `time` seconds (see `SpringCoefficients`).
    ///
    /// Negative and NaN times count as 0. At `+∞` every spring is reported at rest on its target
    /// (position 1, rates 0): a decaying spring has arrived there, and an undamped one has no
    /// limit to report instead.
    @usableFromInline
    internal func coefficients(at time: Double) -> SpringCoefficients {
        let t = time > 0 ? time : 0
        let lambda = decayConstant
        let omega = angularFrequency
        let omega0Squared = naturalFrequencySquared
        if !t.isFinite {
            return SpringCoefficients(position: 1, velocityPosition: 0, positionRate: 0, velocityRate: 0)
        }
        // eC = E·C and eS = E·S.
        let eC: Double
        let eS: Double
        if omega > 0 {
            let e = Double.exp(-lambda * t)
            let (sine, cosine) = SineCosine.of(omega * t)
            eC = e * cosine
            eS = e * sine / omega
        } else if omega == 0 {
            let e = Double.exp(-lambda * t)
            eC = e
            eS = e * t
        } else {
            let w = -omega
            let wt = w * t
            if wt < 1 {
                let e = Double.exp(-lambda * t)
                eC = e * Double.cosh(wt)
                eS = e * Double.sinh(wt) / w
            } else {
                // e^(−λt)·cosh(wt) overflows for large wt; use the two real roots instead.
                // r₊ = −λ + w, computed without cancellation as −ω0² / (λ + w).
                let rootPlus = -omega0Squared / (lambda + w)
                let rootMinus = -lambda - w
                let ePlus = Double.exp(rootPlus * t)
                let eMinus = Double.exp(rootMinus * t)
                eC = (ePlus + eMinus) / 2
                eS = (ePlus - eMinus) / (2 * w)
            }
        }
        return SpringCoefficients(
            position: 1 - (eC + lambda * eS),
            velocityPosition: eS,
            positionRate: omega0Squared * eS,
            velocityRate: eC - lambda * eS)
    }
}
