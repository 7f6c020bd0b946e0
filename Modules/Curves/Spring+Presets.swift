extension Spring {
    /// A smooth spring with no bounce: `Spring(duration: 0.5, bounce: 0)`, critically damped
    /// (stiffness ≈ 157.914, damping ≈ 25.133).
    public static let smooth = Spring(duration: 0.5, bounce: 0)

    /// A smooth spring that can be tuned: `Spring(duration: duration, bounce: extraBounce)`.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration in seconds. Defaults to 0.5.
    ///   - extraBounce: Bounce added to the base bounce of 0. Defaults to 0.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with a small bounce that feels snappy: `Spring(duration: 0.5, bounce: 0.15)`
    /// (damping ratio 0.85).
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)

    /// A snappy spring that can be tuned: `Spring(duration: duration, bounce: 0.15 + extraBounce)`.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration in seconds. Defaults to 0.5.
    ///   - extraBounce: Bounce added to the base bounce of 0.15. Defaults to 0.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with a visible bounce: `Spring(duration: 0.5, bounce: 0.3)` (damping ratio 0.7).
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    /// A bouncy spring that can be tuned: `Spring(duration: duration, bounce: 0.3 + extraBounce)`.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration in seconds. Defaults to 0.5.
    ///   - extraBounce: Bounce added to the base bounce of 0.3. Defaults to 0.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
