/// A representation of a spring's motion (SwiftUI's `Spring`): a damped harmonic oscillator of
/// mass `m`, stiffness `k` and damping coefficient `c`, evaluated in closed form.
///
/// A spring moves a displacement `x` from 0 toward a target `T` following
/// `m·x″ = k·(T − x) − c·x′`. Time is in seconds; targets and velocities are in the units of
/// whatever `VectorArithmetic` value is animated (velocities per second).
///
/// Internally the spring is stored as SwiftUI stores it: an angular frequency `ω` (radians per
/// second), a decay constant `λ = c / 2m` (per second) and the mass. The sign of `ω` encodes the
/// damping regime: `ω > 0` under-damped (`ω` is the damped frequency `ω0·√(1 − ζ²)`), `ω = 0`
/// critically damped, `ω < 0` over-damped (`−ω0·√(ζ² − 1)`).
///
/// Every initialiser sanitises its input (see each one); a `Spring` never holds NaN or an
/// infinity, so its queries never return NaN for finite times.
public struct Spring: Hashable, Sendable {
    /// Signed angular frequency `ω`, in radians per second (see the type's discussion).
    @usableFromInline
    internal var angularFrequency: Double
    /// Decay constant `λ = c / 2m = ζ·ω0`, per second; never negative.
    @usableFromInline
    internal var decayConstant: Double
    /// The mass, always finite and positive.
    @usableFromInline
    internal var storedMass: Double
    /// `ω0² = k / m`, kept alongside `ω` and `λ` (it equals `λ² + ω·|ω|`) so the stiffness reads
    /// back exactly as given.
    @usableFromInline
    internal var naturalFrequencySquared: Double

    @usableFromInline
    internal init(angularFrequency: Double, decayConstant: Double, mass: Double, naturalFrequencySquared: Double) {
        self.angularFrequency = angularFrequency
        self.decayConstant = decayConstant
        self.storedMass = mass
        self.naturalFrequencySquared = naturalFrequencySquared
    }

    /// Builds the internal representation from a natural frequency `ω0` (radians per second), a
    /// damping ratio `ζ` and a mass. Inputs must already be sanitised (finite, `ω0 ≥ 0`, `ζ ≥ 0`).
    internal init(naturalFrequency omega0: Double, dampingRatio zeta: Double, mass: Double) {
        let lambda = zeta * omega0
        let omega: Double
        if zeta < 1 {
            omega = omega0 * (1 - zeta * zeta).squareRoot()
        } else if zeta == 1 {
            omega = 0
        } else {
            omega = -omega0 * (zeta * zeta - 1).squareRoot()
        }
        self.init(
            angularFrequency: omega, decayConstant: lambda, mass: mass,
            naturalFrequencySquared: omega0 * omega0)
    }
}

// MARK: - Limits used when sanitising input

extension Spring {
    /// The largest stiffness per unit mass a spring made from a duration may have: SwiftUI caps a
    /// persistent spring's stiffness at 45 000, so a zero (or negative, or NaN) response or
    /// duration means "as stiff as that" (`response ≈ 0.0296 s`).
    internal static let maximumStiffnessFromDuration = 45_000.0

    /// The shortest response (seconds) a zero, negative or NaN duration is replaced with:
    /// `2π / √45 000 ≈ 0.02962 s`.
    internal static let minimumResponse = 2 * Double.pi / maximumStiffnessFromDuration.squareRoot()

    /// The largest damping ratio any initialiser produces. Larger ratios (and a bounce at or
    /// below −0.999) are clamped to this "practically infinitely over-damped" value.
    internal static let maximumDampingRatio = 1_000.0

    /// Upper bound for stiffness and damping coefficients given to `init(mass:stiffness:damping:)`.
    internal static let maximumCoefficient = 1e12

    /// A duration or response as used by the initialisers: NaN, zero and negative values become
    /// `minimumResponse`; `+∞` stays (a spring with no stiffness, which never moves).
    internal static func sanitizedResponse(_ response: Double) -> Double {
        if response.isNaN || response <= 0 { return minimumResponse }
        return response
    }

    /// A damping ratio clamped to `0…maximumDampingRatio`; NaN becomes 1 (critical damping).
    internal static func sanitizedDampingRatio(_ ratio: Double) -> Double {
        if ratio.isNaN { return 1 }
        return Swift.min(Swift.max(ratio, 0), maximumDampingRatio)
    }

    /// SwiftUI's bounce → damping ratio mapping: `ζ = 1 − b` for `b ≥ 0`, `ζ = 1 / (1 + b)` for
    /// `b < 0`. NaN counts as 0; `b > 1` gives 0 (undamped); `b ≤ −0.999` gives the maximum ratio.
    internal static func dampingRatio(bounce: Double) -> Double {
        if bounce.isNaN { return 1 }
        if bounce >= 0 { return Swift.max(0, 1 - bounce) }
        if bounce <= -0.999 { return maximumDampingRatio }
        return sanitizedDampingRatio(1 / (1 + bounce))
    }

    /// The natural frequency `ω0 = 2π / response`, 0 for an infinite response.
    internal static func naturalFrequency(response: Double) -> Double {
        response.isInfinite ? 0 : 2 * Double.pi / response
    }
}

// MARK: - Initialisers

extension Spring {
    /// Creates a spring with a perceptual duration and a bounce (SwiftUI's default initialiser).
    ///
    /// The result has mass 1, stiffness `(2π / duration)²` and damping `4π·ζ / duration`, where
    /// `ζ = 1 − bounce` for `bounce ≥ 0` and `ζ = 1 / (1 + bounce)` for `bounce < 0`.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration in seconds: the pace of the spring, roughly its
    ///     settling time (the oscillation period for very bouncy springs). Defaults to 0.5.
    ///     NaN, zero and negative durations are treated as the shortest supported one
    ///     (≈ 0.0296 s, stiffness 45 000); `+∞` gives a spring that never moves.
    ///   - bounce: 0 is critically damped (no overshoot), values toward 1 bounce more (1 is
    ///     undamped and never settles; larger values are treated as 1), negative values down to
    ///     −1 are increasingly over-damped (values ≤ −0.999, including ≤ −1, are clamped to
    ///     −0.999, i.e. a damping ratio of 1 000). NaN is treated as 0. Defaults to 0.
    public init(duration: Double = 0.5, bounce: Double = 0) {
        let response = Spring.sanitizedResponse(duration)
        self.init(
            naturalFrequency: Spring.naturalFrequency(response: response),
            dampingRatio: Spring.dampingRatio(bounce: bounce),
            mass: 1)
    }

    /// Creates a spring from a response and a damping ratio.
    ///
    /// - Parameters:
    ///   - response: The time in seconds of one undamped oscillation period, `2π / ω0`.
    ///     NaN, zero and negative values are treated as ≈ 0.0296 s (stiffness 45 000);
    ///     `+∞` gives a spring that never moves.
    ///   - dampingRatio: The damping as a fraction of critical damping: 0 undamped, 1 critical,
    ///     above 1 over-damped. Clamped to 0…1 000; NaN is treated as 1.
    public init(response: Double, dampingRatio: Double) {
        let response = Spring.sanitizedResponse(response)
        self.init(
            naturalFrequency: Spring.naturalFrequency(response: response),
            dampingRatio: Spring.sanitizedDampingRatio(dampingRatio),
            mass: 1)
    }

    /// Creates a spring from its physical coefficients.
    ///
    /// - Parameters:
    ///   - mass: The mass attached to the spring. Defaults to 1. NaN, infinite, zero or negative
    ///     masses are replaced by 1.
    ///   - stiffness: The spring constant `k` (force per unit of displacement). Clamped to
    ///     0…1e12, and so that `k / m ≤ 1e12`; NaN is treated as 0 (a spring that exerts no force).
    ///   - damping: The damping coefficient `c` (force per unit of velocity). Clamped to 0…1e12,
    ///     and so that `c / 2m ≤ 1e12`; NaN is treated as 0 (undamped).
    ///   - allowOverDamping: When `false` (the default, as in SwiftUI), a spring whose damping
    ///     exceeds critical damping (`c > 2√(k·m)`) is clamped to critical damping. When `true`
    ///     the over-damped motion is kept.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let m = (mass.isFinite && mass > 0) ? mass : 1
        let k = Spring.clampedCoefficient(stiffness)
        let c = Spring.clampedCoefficient(damping)
        let omega0Squared = Swift.min(k / m, Spring.maximumCoefficient)
        var lambda = Swift.min(c / (2 * m), Spring.maximumCoefficient)
        let discriminant = omega0Squared - lambda * lambda
        let omega: Double
        if discriminant > 0 {
            omega = discriminant.squareRoot()
        } else if discriminant == 0 {
            omega = 0
        } else if allowOverDamping {
            omega = -(-discriminant).squareRoot()
        } else {
            lambda = omega0Squared.squareRoot()
            omega = 0
        }
        self.init(angularFrequency: omega, decayConstant: lambda, mass: m, naturalFrequencySquared: omega0Squared)
    }

    private static func clampedCoefficient(_ value: Double) -> Double {
        if value.isNaN { return 0 }
        return Swift.min(Swift.max(value, 0), maximumCoefficient)
    }
}

// MARK: - Derived properties

extension Spring {
    /// The mass attached to the spring (always finite and positive).
    public var mass: Double { storedMass }

    /// The spring constant `k = m·ω0²`.
    ///
    /// For over-damped springs this is the true stiffness; SwiftUI's reconstruction returns
    /// `2mλ² − k` there, which we deliberately do not reproduce.
    public var stiffness: Double { storedMass * naturalFrequencySquared }

    /// The damping coefficient `c = 2·m·λ`.
    public var damping: Double { 2 * storedMass * decayConstant }

    /// The perceptual duration in seconds, `2π / ω0` (the undamped period); equal to `response`.
    /// `+∞` for a spring without stiffness.
    public var duration: Double {
        let omega0 = naturalFrequencySquared.squareRoot()
        return omega0 == 0 ? .infinity : 2 * Double.pi / omega0
    }

    /// The response in seconds: the same value as `duration`.
    public var response: Double { duration }

    /// The damping ratio `ζ = c / 2√(k·m)`: 0 undamped, 1 critical, above 1 over-damped.
    /// `+∞` for a damped spring without stiffness, 0 for a spring with neither.
    public var dampingRatio: Double {
        let omega0 = naturalFrequencySquared.squareRoot()
        if omega0 == 0 { return decayConstant == 0 ? 0 : .infinity }
        return decayConstant / omega0
    }

    /// The bounce: `1 − ζ` for `ζ ≤ 1` (0 critical … 1 undamped) and `1/ζ − 1` for `ζ > 1`
    /// (toward −1 as the spring becomes infinitely over-damped).
    public var bounce: Double {
        let zeta = dampingRatio
        if zeta <= 1 { return 1 - zeta }
        return 1 / zeta - 1
    }
}
