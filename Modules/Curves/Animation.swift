/// How a value changes over time: a timing curve, a spring, or one of those wrapped by
/// modifiers (SwiftUI's `Animation`).
///
/// An animation is a plain value. Given the change it animates (the *interval*, any
/// `VectorArithmetic` value) and the seconds elapsed since it started, it returns the part of the
/// change done so far, its velocity, and whether it has finished — a pure function of time (see
/// `animate(value:time:)`). Modifiers (`delay`, `speed`, `repeatCount`, `repeatForever`,
/// `logicallyComplete(after:)`) wrap the animation they are applied to and transform the time it
/// sees, so their order matters: `linear.delay(1).repeatForever()` waits before every pass,
/// `linear.repeatForever().delay(1)` waits once.
///
/// Two animations are equal when they are built the same way with the same parameters.
/// `Animation.default` equals only itself, even though it moves like
/// `.spring(response: 0.55, dampingFraction: 1)`.
///
/// Springs are evaluated in closed form (SwiftUI steps its persistent springs at 300 Hz; the
/// difference is below 0.6 % of the change), so every result is independent of the frame rate.
public struct Animation: Hashable, Sendable {
    @usableFromInline
    internal indirect enum Node: Hashable, Sendable {
        /// `Animation.default`: moves like `spring(response: 0.55, dampingFraction: 1)`.
        case systemDefault
        /// `linear`, `easeIn`, `easeOut`, `easeInOut`, `timingCurve(_:_:_:_:duration:)`:
        /// a Bézier whose control points are not clamped; reports no velocity to springs.
        case bezier(CubicBezier, duration: Double)
        /// `timingCurve(_ curve: UnitCurve, duration:)`.
        case unitCurve(UnitCurve, duration: Double)
        /// The persistent (SwiftUI "fluid") spring family: `spring`, `interactiveSpring`,
        /// `smooth`, `snappy`, `bouncy`.
        case fluidSpring(FluidSpringAnimation)
        /// `interpolatingSpring`.
        case interpolatingSpring(InterpolatingSpringAnimation)
        case delay(Node, seconds: Double)
        case speed(Node, factor: Double)
        /// `count == nil` repeats forever.
        case repeating(Node, count: Int?, autoreverses: Bool)
        case logicallyComplete(Node, after: Double)
    }

    @usableFromInline
    internal var node: Node

    @usableFromInline
    internal init(node: Node) { self.node = node }
}
