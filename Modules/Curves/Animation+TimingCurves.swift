extension Animation {
    /// The system default animation: on current SDKs a spring with response 0.55 s and damping
    /// fraction 1 (no bounce). It equals only itself, not a spring built with the same numbers.
    public static let `default` = Animation(node: .systemDefault)

    /// A Bézier animation; `duration` is sanitised (NaN and values below 1e-6 s become 0, an
    /// animation that jumps to its end).
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, duration: Double) -> Animation {
        Animation(node: .bezier(
            CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2), duration: Node.sanitizedDuration(duration)))
    }

    /// A Bézier animation with a preset's (already built) curve.
    static func bezier(_ preset: UnitCurve, duration: Double) -> Animation {
        Animation(node: .bezier(preset.evaluated, duration: Node.sanitizedDuration(duration)))
    }

    /// Constant speed over 0.35 s.
    public static var linear: Animation { linear(duration: 0.35) }

    /// Constant speed: a Bézier with control points (0, 0) and (1, 1).
    ///
    /// - Parameter duration: Seconds. NaN, negative and sub-microsecond durations make the
    ///   animation jump to its end; `+∞` never moves.
    public static func linear(duration: Double) -> Animation { bezier(.linear, duration: duration) }

    /// Starts slowly and speeds up, over 0.35 s.
    public static var easeIn: Animation { easeIn(duration: 0.35) }

    /// Starts slowly and speeds up: a Bézier with control points (0.42, 0) and (1, 1).
    ///
    /// - Parameter duration: Seconds (sanitised as for `linear(duration:)`).
    public static func easeIn(duration: Double) -> Animation { bezier(.easeIn, duration: duration) }

    /// Starts quickly and slows down, over 0.35 s.
    public static var easeOut: Animation { easeOut(duration: 0.35) }

    /// Starts quickly and slows down: a Bézier with control points (0, 0) and (0.58, 1).
    ///
    /// - Parameter duration: Seconds (sanitised as for `linear(duration:)`).
    public static func easeOut(duration: Double) -> Animation { bezier(.easeOut, duration: duration) }

    /// Slow at both ends, over 0.35 s.
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }

    /// Slow at both ends: a Bézier with control points (0.42, 0) and (0.58, 1).
    ///
    /// - Parameter duration: Seconds (sanitised as for `linear(duration:)`).
    public static func easeInOut(duration: Double) -> Animation { bezier(.easeInOut, duration: duration) }

    /// A cubic Bézier timing curve from (0, 0) to (1, 1) with control points (p1x, p1y) and
    /// (p2x, p2y), where x is the time fraction and y the progress; the slope is the speed.
    ///
    /// Control points are not clamped: y values outside 0…1 can make the animation overshoot,
    /// and x values outside 0…1 give a curve that is solved for some root of `x(s) = x`.
    /// Coordinates beyond ±1e6 are clamped to ±1e6 and NaN becomes 0. Like SwiftUI's, this
    /// animation reports no velocity to a spring that takes over from it (`reportsVelocity`).
    ///
    /// - Parameters:
    ///   - p1x: x of the first control point.
    ///   - p1y: y of the first control point.
    ///   - p2x: x of the second control point.
    ///   - p2y: y of the second control point.
    ///   - duration: Seconds; defaults to 0.35 (sanitised as for `linear(duration:)`).
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35
    ) -> Animation {
        bezier(p1x, p1y, p2x, p2y, duration: duration)
    }

    /// An animation whose progress follows `curve` over `duration` seconds; it reports its
    /// velocity (`curve.velocity` / duration).
    ///
    /// - Parameters:
    ///   - curve: The unit curve mapping the time fraction to progress.
    ///   - duration: Seconds (sanitised as for `linear(duration:)`).
    public static func timingCurve(_ curve: UnitCurve, duration: Double) -> Animation {
        Animation(node: .unitCurve(curve, duration: Node.sanitizedDuration(duration)))
    }
}
