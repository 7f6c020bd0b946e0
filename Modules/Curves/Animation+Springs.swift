extension Animation {
    // MARK: Persistent springs

    /// A persistent spring: when another persistent spring animates the same property while
    /// this one runs, the newcomer takes over from the current position **and velocity**.
    ///
    /// The spring has mass 1, stiffness `min((2π / response)², 45 000)` and damping
    /// `2·dampingFraction·√stiffness`, and is evaluated in closed form. It finishes once its
    /// speed and acceleration fall below 0.06 animatable-data units per second (per second²) and
    /// it is within 1 % of the change from its target.
    ///
    /// This overload is disfavoured, as in SwiftUI: `spring()` with no arguments means
    /// `spring(duration: 0.5, bounce: 0)` (damping fraction 1), not fraction 0.825.
    ///
    /// - Parameters:
    ///   - response: The stiffness expressed as the undamped period, in seconds. Defaults to
    ///     0.5. Zero, negative and NaN responses mean "infinitely stiff", capped at stiffness
    ///     45 000 (≈ 0.0296 s).
    ///   - dampingFraction: Damping as a fraction of critical damping: 0 never stops bouncing,
    ///     1 is critical, above 1 over-damped. Defaults to 0.825. Clamped to 0…1 000; NaN is
    ///     treated as 1.
    ///   - blendDuration: Seconds over which SwiftUI blends a change of response when a spring
    ///     takes over another. Stored and compared, but our closed-form springs switch to the
    ///     new response at once (position and velocity stay continuous). Defaults to 0;
    ///     negative and NaN values become 0.
    @_disfavoredOverload
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
    ) -> Animation {
        Animation(node: .fluidSpring(FluidSpringAnimation(
            response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)))
    }

    /// A persistent spring given by a perceptual duration and a bounce:
    /// `spring(response: duration, dampingFraction: ζ(bounce), blendDuration:)` with
    /// `ζ = 1 − bounce` for `bounce ≥ 0` and `1 / (1 + bounce)` for `bounce < 0`.
    ///
    /// - Parameters:
    ///   - duration: The pace of the spring in seconds (its response). Defaults to 0.5.
    ///   - bounce: 0 critically damped, toward 1 bouncier, negative over-damped (≤ −0.999 is
    ///     clamped to −0.999; NaN counts as 0). Defaults to 0.
    ///   - blendDuration: See `spring(response:dampingFraction:blendDuration:)`. Defaults to 0.
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        spring(response: duration, dampingFraction: Spring.dampingRatio(bounce: bounce), blendDuration: blendDuration)
    }

    /// `spring(duration: 0.5, bounce: 0)`: response 0.5 s, damping fraction 1.
    public static var spring: Animation { spring() }

    /// A persistent spring with the response and damping ratio of `spring`.
    ///
    /// - Parameters:
    ///   - spring: Supplies the response (`spring.response`) and damping fraction
    ///     (`spring.dampingRatio`); its mass is not used (persistent springs have mass 1).
    ///   - blendDuration: See `spring(response:dampingFraction:blendDuration:)`. Defaults to 0.
    public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
        Animation.spring(response: spring.response, dampingFraction: spring.dampingRatio, blendDuration: blendDuration)
    }

    /// A quick persistent spring for interactive motion (following a finger).
    ///
    /// Disfavoured like SwiftUI's: `interactiveSpring()` means
    /// `interactiveSpring(duration: 0.15, extraBounce: 0, blendDuration: 0.25)`.
    ///
    /// - Parameters:
    ///   - response: Seconds; defaults to 0.15.
    ///   - dampingFraction: Defaults to 0.86.
    ///   - blendDuration: Seconds; defaults to 0.25.
    @_disfavoredOverload
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A quick persistent spring: `spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration:)`.
    ///
    /// - Parameters:
    ///   - duration: Seconds; defaults to 0.15.
    ///   - extraBounce: Added to the base bounce of 0.15; defaults to 0.
    ///   - blendDuration: Seconds; defaults to 0.25.
    public static func interactiveSpring(
        duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25
    ) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
    }

    /// `interactiveSpring(duration: 0.15, extraBounce: 0, blendDuration: 0.25)`: response
    /// 0.15 s, damping fraction 0.85.
    public static var interactiveSpring: Animation { interactiveSpring() }

    /// A smooth persistent spring with no bounce: `spring(duration: 0.5, bounce: 0)`.
    public static var smooth: Animation { smooth() }

    /// `spring(duration: duration, bounce: extraBounce)`.
    ///
    /// - Parameters:
    ///   - duration: Seconds; defaults to 0.5.
    ///   - extraBounce: Added to the base bounce of 0; defaults to 0.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }

    /// A snappy persistent spring with a small bounce: `spring(duration: 0.5, bounce: 0.15)`.
    public static var snappy: Animation { snappy() }

    /// `spring(duration: duration, bounce: 0.15 + extraBounce)`.
    ///
    /// - Parameters:
    ///   - duration: Seconds; defaults to 0.5.
    ///   - extraBounce: Added to the base bounce of 0.15; defaults to 0.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A bouncy persistent spring: `spring(duration: 0.5, bounce: 0.3)`.
    public static var bouncy: Animation { bouncy() }

    /// `spring(duration: duration, bounce: 0.3 + extraBounce)`.
    ///
    /// - Parameters:
    ///   - duration: Seconds; defaults to 0.5.
    ///   - extraBounce: Added to the base bounce of 0.3; defaults to 0.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    // MARK: Interpolating springs

    /// A spring that drives the fraction of the change from 0 to 1, in closed form. When a new
    /// change arrives while it runs, both run and combine (it does not merge), which keeps
    /// position and velocity continuous.
    ///
    /// As in SwiftUI, damping above critical (`damping > 2√(stiffness·mass)`) is clamped to
    /// critical damping. The run finishes at the spring's settling duration for a target of 1
    /// (epsilon 0.001) and is logically complete at `2π / √stiffness` seconds.
    ///
    /// - Parameters:
    ///   - mass: Defaults to 1. NaN, infinite, zero or negative masses are replaced by 1.
    ///   - stiffness: The spring constant; clamped to 0…1e12, NaN counts as 0.
    ///   - damping: The damping coefficient; clamped to 0…1e12, NaN counts as 0 (undamped:
    ///     never finishes).
    ///   - initialVelocity: In fractions of the change per second (1 = the whole change per
    ///     second). Defaults to 0; clamped to ±1e6, NaN counts as 0.
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
        Animation(node: .interpolatingSpring(InterpolatingSpringAnimation(
            mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: false,
            initialVelocity: initialVelocity)))
    }

    /// An interpolating spring given by a perceptual duration and a bounce: mass 1, stiffness
    /// `(2π / duration)²`, damping `2·ζ(bounce)·√stiffness`. Negative bounces are honoured as
    /// over-damped motion (SwiftUI's reconstruction uses the critical form there).
    ///
    /// - Parameters:
    ///   - duration: Seconds; defaults to 0.5 (NaN, zero and negative durations become
    ///     ≈ 0.0296 s, stiffness 45 000).
    ///   - bounce: Defaults to 0 (see `spring(duration:bounce:blendDuration:)`).
    ///   - initialVelocity: Fractions of the change per second; defaults to 0.
    public static func interpolatingSpring(
        duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0
    ) -> Animation {
        let response = Spring.sanitizedResponse(duration)
        let frequency = Spring.naturalFrequency(response: response)
        let stiffness = frequency * frequency
        return Animation(node: .interpolatingSpring(InterpolatingSpringAnimation(
            mass: 1, stiffness: stiffness,
            damping: 2 * Spring.dampingRatio(bounce: bounce) * stiffness.squareRoot(),
            allowOverDamping: true, initialVelocity: initialVelocity)))
    }

    /// `interpolatingSpring(duration: 0.5, bounce: 0)`: stiffness ≈ 157.914, damping ≈ 25.133.
    public static var interpolatingSpring: Animation { interpolatingSpring() }

    /// An interpolating spring with the mass, stiffness and damping of `spring` (over-damping
    /// kept).
    ///
    /// - Parameters:
    ///   - spring: The spring.
    ///   - initialVelocity: Fractions of the change per second; defaults to 0.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        Animation(node: .interpolatingSpring(InterpolatingSpringAnimation(
            mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
            allowOverDamping: true, initialVelocity: initialVelocity)))
    }
}
