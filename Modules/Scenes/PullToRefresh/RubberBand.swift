/// The resistance a pull past the top of the content meets (pull-to-refresh.md B.4):
/// `rubber(q) = H·(1 − 1/(1 + k·q/H))` maps pointer travel q to a pull distance, and
/// `rubberInverse(s) = (H/k)·s/(H − s)` maps it back.
///
/// The pull never reaches H, however far the pointer travels. With H = 844 and k = 0.55, a pull
/// of 100 points needs 206.26 points of travel.
public struct RubberBand: Hashable, Sendable {
    /// The resistance constant k (0.55 by default), > 0.
    public var constant: Double
    /// The dimension H the pull approaches, in points (the viewport height), > 0.
    public var dimension: Double

    /// A rubber band with constant `constant` over `dimension` points.
    ///
    /// - Parameters:
    ///   - constant: k; values that are not positive and finite fall back to 0.55.
    ///   - dimension: H in points; values that are not positive and finite fall back to 1.
    public init(constant: Double = 0.55, dimension: Double) {
        self.constant = constant.isFinite && constant > 0 ? constant : 0.55
        self.dimension = dimension.isFinite && dimension > 0 ? dimension : 1
    }

    /// The pull distance for `travel` points of pointer travel past the top: `rubber(q)`.
    ///
    /// - Parameter travel: q in points; 0 or less (and NaN) gives 0, +∞ gives H.
    /// - Returns: The pull in points, in 0 ..< H (H for infinite travel).
    public func pull(forTravel travel: Double) -> Double {
        guard travel > 0 else { return 0 }
        if travel == .infinity { return dimension }
        return dimension * (1 - 1 / (1 + constant * travel / dimension))
    }

    /// The pointer travel that gives a pull of `pull` points: `rubberInverse(s)`.
    ///
    /// - Parameter pull: s in points; 0 or less (and NaN) gives 0. A pull at or beyond H (only
    ///   possible after the viewport shrank under a pull) is treated as 0.999 999·H, so the
    ///   result stays finite.
    /// - Returns: The travel in points, ≥ 0 and finite.
    public func travel(forPull pull: Double) -> Double {
        guard pull > 0 else { return 0 }
        let s = Swift.min(pull, dimension * 0.999_999)
        return (dimension / constant) * s / (dimension - s)
    }
}
