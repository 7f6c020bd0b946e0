/// The parameters of an `Animation.interpolatingSpring`: a spring that drives the fraction of
/// the change from 0 toward 1 with an initial velocity (fractions of the change per second).
@usableFromInline
internal struct InterpolatingSpringAnimation: Hashable, Sendable {
    let mass: Double
    let stiffness: Double
    let damping: Double
    /// Whether the spring is over-damped and keeps that damping (the duration/bounce and `Spring`
    /// forms); the mass/stiffness/damping form clamps over-damping to critical, as SwiftUI does.
    /// `false` whenever the damping is at most critical, so equal motions compare equal.
    let allowOverDamping: Bool
    /// Fractions of the change per second, clamped to ±1e6 (NaN becomes 0).
    let initialVelocity: Double
    let spring: Spring
    /// Seconds after which the run has finished: the spring's settling duration for a target of
    /// 1 with `initialVelocity` and epsilon 0.001.
    let finishTime: Double

    init(mass: Double, stiffness: Double, damping: Double, allowOverDamping: Bool, initialVelocity: Double) {
        spring = Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: allowOverDamping)
        self.mass = spring.mass
        self.stiffness = (stiffness.isNaN || stiffness < 0) ? 0 : Swift.min(stiffness, Spring.maximumCoefficient)
        self.damping = (damping.isNaN || damping < 0) ? 0 : Swift.min(damping, Spring.maximumCoefficient)
        self.allowOverDamping = allowOverDamping && spring.angularFrequency < 0
        self.initialVelocity = initialVelocity.isNaN ? 0 : Swift.min(Swift.max(initialVelocity, -1e6), 1e6)
        finishTime = spring.settlingDuration(target: 1.0, initialVelocity: self.initialVelocity, epsilon: 0.001)
    }

    /// Logically complete at `2π / √stiffness` seconds (+∞ without stiffness).
    var logicalCompletionTime: Double {
        stiffness > 0 ? 2 * Double.pi / stiffness.squareRoot() : .infinity
    }
}
