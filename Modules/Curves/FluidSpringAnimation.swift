/// The parameters of a persistent spring animation (`Animation.spring(response:dampingFraction:blendDuration:)`
/// and everything built on it) and the closed-form `Spring` they describe.
@usableFromInline
internal struct FluidSpringAnimation: Hashable, Sendable {
    /// Seconds; as given, except that NaN and negative responses become 0 (all of them mean
    /// "infinitely stiff").
    let response: Double
    /// As given, after sanitising (clamped to 0…1 000; NaN becomes 1).
    let dampingFraction: Double
    /// Seconds, at least 0 (NaN becomes 0).
    let blendDuration: Double
    /// Mass 1, stiffness `min((2π / response)², 45 000)` (45 000 for a response ≤ 0), damping
    /// `2·dampingFraction·√stiffness`.
    let spring: Spring

    /// SwiftUI's `.default` on current systems.
    static let systemDefault = FluidSpringAnimation(response: 0.55, dampingFraction: 1, blendDuration: 0)

    init(response: Double, dampingFraction: Double, blendDuration: Double) {
        self.response = (response.isNaN || response < 0) ? 0 : response
        self.dampingFraction = Spring.sanitizedDampingRatio(dampingFraction)
        self.blendDuration = (blendDuration.isNaN || blendDuration < 0) ? 0 : blendDuration
        let stiffness: Double
        if self.response <= 0 {
            stiffness = Spring.maximumStiffnessFromDuration
        } else {
            let frequency = 2 * Double.pi / self.response
            stiffness = Swift.min(frequency * frequency, Spring.maximumStiffnessFromDuration)
        }
        spring = Spring(
            mass: 1, stiffness: stiffness, damping: 2 * self.dampingFraction * stiffness.squareRoot(),
            allowOverDamping: true)
    }

    /// SwiftUI stops a persistent spring once its speed and acceleration are at most 0.06
    /// animatable-data units per second (per second²) and the remaining distance is at most 1 %
    /// of the change.
    static let restingSpeed = 0.06
    static let restingDistanceFraction = 0.01

    /// Seconds after which a spring released at `displacement` from its target with `velocity`
    /// is at rest by SwiftUI's criteria, for an animation whose whole change has norm
    /// `intervalMagnitude`. Computed from envelope bounds, so it is conservative and does not
    /// depend on sampling.
    func restTime<V: VectorArithmetic>(displacement: V, velocity: V, intervalMagnitude: Double) -> Double {
        let envelope = SpringEnvelope(spring: spring, displacement: displacement, velocity: velocity)
        var time = Swift.max(
            envelope.velocitySettleTime(tolerance: Self.restingSpeed),
            envelope.accelerationSettleTime(tolerance: Self.restingSpeed))
        if intervalMagnitude > 0 {
            time = Swift.max(
                time, envelope.positionSettleTime(tolerance: Self.restingDistanceFraction * intervalMagnitude))
        }
        return time
    }

    /// The rest time of a fresh run animating a change of norm `magnitude` from rest.
    func restTime(magnitude: Double) -> Double {
        guard magnitude > 0 else { return 0 }
        guard magnitude.isFinite else { return .infinity }
        return restTime(displacement: -magnitude, velocity: 0.0, intervalMagnitude: magnitude)
    }

    /// Logically complete once the elapsed time reaches the response actually used.
    var logicalCompletionTime: Double { spring.response }
}
