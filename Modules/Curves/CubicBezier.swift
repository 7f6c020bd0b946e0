/// A cubic Bézier timing function from (0, 0) to (1, 1) with control points (x1, y1) and
/// (x2, y2): the parametric curve `(x(s), y(s))` for a curve parameter `s` in 0…1, where x is
/// the time fraction and y the progress.
///
/// Evaluation solves `x(s) = x` for `s` (Newton's method, then bisection as a fall-back) to an
/// error below 1e-9 in x — for every x in 0…1 and every control point (x values clamped to
/// ±1e6), including x control values outside 0…1 (where x(s) is not monotone and some root is
/// chosen, always the same one for the same input). The solver stops at an error below 1e-10;
/// with control x values beyond ±64 the double nearest the root can be further off (dx/ds
/// reaches 3e6 at ±1e6, so one unit in the last place of s moves x by up to 7e-10): measured
/// worst 2.4e-10 there (`BezierSolverTests`).
@usableFromInline
internal struct CubicBezier: Hashable, Sendable {
    @usableFromInline let x1: Double
    @usableFromInline let y1: Double
    @usableFromInline let x2: Double
    @usableFromInline let y2: Double
    // Power-basis coefficients: x(s) = ((ax·s + bx)·s + cx)·s, likewise y.
    @usableFromInline let ax: Double
    @usableFromInline let bx: Double
    @usableFromInline let cx: Double
    @usableFromInline let ay: Double
    @usableFromInline let by: Double
    @usableFromInline let cy: Double
    /// Whether the curve is the identity (y = x), evaluated exactly.
    @usableFromInline let isIdentity: Bool
    /// The initial guesses for Newton's method, over `guessIntervals` intervals of a table
    /// variable w (w = x, or `warped(x)` when `warpsEnds`): a cubic Hermite interpolation of
    /// s(w), stored per interval i as the polynomial `s0 + t·(m0 + t·(c2 + t·c3))` in the
    /// interval's local variable t (0…1): `guesses[4i]` is s0, the parameter at the interval's
    /// start, `guesses[4i + 1…4i + 3]` are m0, c2, c3, and `guesses[4i + 4]` is the parameter at
    /// the interval's end (4·`guessIntervals` + 1 entries in all). The Hermite tangents (m0 and
    /// the end's, folded into c2 and c3) are ds/dw times the interval's width; where dx/ds falls
    /// below 0.1 at an interval's end both are the chord, which makes the interpolation linear.
    /// Elsewhere the guess is close enough for one Newton step to provably meet the tolerance
    /// (`boundedNewtonStep(from:forX:)`): measured on 2^20 random inputs, for all of them on
    /// easeInOut and 99.86 % on easeIn and easeOut (the rest next to their flat end). (An `Array`, not an `InlineArray`: subscripting the latter
    /// currently copies all of it on every access.)
    @usableFromInline var guesses: [Double]
    /// Whether the table variable is `warped(x)` rather than x: for curves that are flat in x at
    /// an end (dx/ds < 0.25 there, like easeIn and easeOut), where the inverse s(x) has a
    /// square-root corner that no polynomial follows but s(warped(x)) is smooth.
    @usableFromInline let warpsEnds: Bool
    /// Half the largest |x″(s)| on 0…1 (x″ is linear in s, so it is largest at an end): after a
    /// Newton step of size Δ the error in x is at most `halfMaxCurvature·Δ²` (Taylor remainder),
    /// which lets the solver stop without evaluating x again.
    @usableFromInline let halfMaxCurvature: Double
    /// Whether the solver measures its error `x(s) − x` in double-double arithmetic from the
    /// control points (`accurateXError`): when a control x exceeds `plainEvaluationLimit` in
    /// magnitude, the power-basis coefficients and their evaluation in doubles carry rounding
    /// errors of about 1e-16 times the control values (1e-10 at ±1e6), as large as the
    /// tolerance itself.
    @usableFromInline let evaluatesAccurately: Bool

    /// The largest control x magnitude for which plain double evaluation of x(s) stays within
    /// ~1e-13 of the exact value.
    static let plainEvaluationLimit = 64.0

    /// The number of intervals of the guess table (a power of two: `guess(forX:)` masks the
    /// interval index with `guessIntervals − 1`). 64 rather than 32 makes the guess close enough
    /// for one bounded Newton step on all but the intervals with linear interpolation.
    @usableFromInline static let guessIntervals = 64

    /// The error in x at which the solver stops: |x(s) − x| below it (to within rounding).
    @usableFromInline static let tolerance = 1e-10

    /// The table variable for `warpsEnds` curves: √(x/2) below ½ and 1 − √((1 − x)/2) above,
    /// so that x = 2w² near 0 and 1 − 2(1 − w)² near 1 (continuous with its slope at ½).
    static func warped(_ x: Double) -> Double { warped(x, scaledBy: 1) }

    /// `scale·warped(x)` (to rounding), without a branch on x (x < ½ is random for random
    /// inputs, so a branch would often be mispredicted): the selects are of constants, beside
    /// the square root, and the scale is folded into it.
    @inlinable @inline(__always)
    static func warped(_ x: Double, scaledBy scale: Double) -> Double {
        let r = ((0.5 * scale * scale) * Swift.min(x, 1 - x)).squareRoot()
        // (Written as arithmetic on one select: selecting ±r directly compiles to a branch.)
        let upper = x < 0.5 ? 0.0 : 1.0
        return scale * upper + (1 - 2 * upper) * r
    }

    /// The inverse of `warped(_:)`.
    static func unwarped(_ w: Double) -> Double { w < 0.5 ? 2 * w * w : 1 - 2 * (1 - w) * (1 - w) }

    /// dx/dw of `unwarped(_:)` (2 on both sides of ½).
    static func unwarpedSlope(_ w: Double) -> Double { w < 0.5 ? 4 * w : 4 * (1 - w) }

    /// The largest magnitude a control coordinate may have; larger ones are clamped (NaN
    /// becomes 0), so the solver's arithmetic stays finite and accurate.
    static let coordinateLimit = 1e6

    static func sanitized(_ value: Double) -> Double {
        if value.isNaN { return 0 }
        return Swift.min(Swift.max(value, -coordinateLimit), coordinateLimit)
    }

    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        let x1 = CubicBezier.sanitized(x1)
        let y1 = CubicBezier.sanitized(y1)
        let x2 = CubicBezier.sanitized(x2)
        let y2 = CubicBezier.sanitized(y2)
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
        isIdentity = x1 == y1 && x2 == y2
        halfMaxCurvature = Swift.max(Swift.abs(2 * bx), Swift.abs(6 * ax + 2 * bx)) / 2
        evaluatesAccurately = Swift.max(Swift.abs(x1), Swift.abs(x2)) > CubicBezier.plainEvaluationLimit
        guesses = []
        let warps = cx < 0.25 || 3 * ax + 2 * bx + cx < 0.25
        warpsEnds = warps
        let n = CubicBezier.guessIntervals
        var nodes = [Double](repeating: 0, count: n + 1)
        for index in 0...n {
            let w = Double(index) / Double(n)
            nodes[index] = tablelessParameter(forX: warps ? CubicBezier.unwarped(w) : w)
        }
        var table = [Double](repeating: 0, count: 4 * n + 1)
        for interval in 0..<n {
            let s0 = nodes[interval], s1 = nodes[interval + 1]
            let d0 = dx(s0), d1 = dx(s1)
            var m0 = s1 - s0, m1 = s1 - s0
            if d0 > 0.1 && d1 > 0.1 {
                // ds/dw = (dx/dw) / (dx/ds), times the interval width 1/n.
                let w0 = Double(interval) / Double(n), w1 = Double(interval + 1) / Double(n)
                let g0 = warps ? CubicBezier.unwarpedSlope(w0) : 1
                let g1 = warps ? CubicBezier.unwarpedSlope(w1) : 1
                m0 = g0 / (Double(n) * d0)
                m1 = g1 / (Double(n) * d1)
            }
            // The cubic Hermite interpolation as a polynomial in t: s0 + t·(m0 + t·(c2 + t·c3)).
            let delta = s1 - s0
            table[4 * interval] = s0
            table[4 * interval + 1] = m0
            table[4 * interval + 2] = 3 * delta - 2 * m0 - m1
            table[4 * interval + 3] = m0 + m1 - 2 * delta
        }
        table[4 * n] = nodes[n]
        guesses = table
    }

    /// Newton's method from `s = x`, then bisection: used to build the guess table.
    private func tablelessParameter(forX x: Double) -> Double {
        if !(x > 0) { return 0 }
        if x >= 1 { return 1 }
        var s = x
        for _ in 0..<8 {
            let error = xError(s, x)
            if Swift.abs(error) < 1e-12 { return s }
            let slope = dx(s)
            if Swift.abs(slope) < 1e-9 { break }
            let next = s - error / slope
            if !(next >= 0 && next <= 1) { break }
            s = next
        }
        return bisect(forX: x, tolerance: 1e-12)
    }

    @usableFromInline
    static func == (lhs: CubicBezier, rhs: CubicBezier) -> Bool {
        lhs.x1 == rhs.x1 && lhs.y1 == rhs.y1 && lhs.x2 == rhs.x2 && lhs.y2 == rhs.y2
    }

    @usableFromInline
    func hash(into hasher: inout Hasher) {
        hasher.combine(x1)
        hasher.combine(y1)
        hasher.combine(x2)
        hasher.combine(y2)
    }

    // The cubics in Estrin's order, `cx·s + s²·(ax·s + bx)`, whose chain of dependent
    // operations is shorter than Horner's `((ax·s + bx)·s + cx)·s` (the solver's latency).
    @inlinable func x(_ s: Double) -> Double { cx * s + (s * s) * (ax * s + bx) }
    @inlinable func y(_ s: Double) -> Double { cy * s + (s * s) * (ay * s + by) }
    @inlinable func dx(_ s: Double) -> Double { (cx + 2 * bx * s) + (s * s) * (3 * ax) }

    /// The solver's error `x(s) − x`: plain evaluation, or `accurateXError` for curves
    /// with control x values beyond `plainEvaluationLimit`.
    @inlinable @inline(__always)
    func xError(_ s: Double, _ x: Double) -> Double {
        evaluatesAccurately ? accurateXError(s, x) : self.x(s) - x
    }

    /// `x(s) − x` evaluated from the control points in double-double arithmetic, in Bernstein
    /// form `s·(3·x1·(1 − s)² + s·(3·x2·(1 − s) + s)) − x`: correct to about 1e-16 relative to
    /// the result plus 1e-31 times the control values, however they cancel.
    @usableFromInline
    func accurateXError(_ s: Double, _ x: Double) -> Double {
        let u = DoubleDouble.sum(1, -s)
        let s2 = DoubleDouble(s)
        let start = DoubleDouble.product(3, x1) * (u * u)
        let end = DoubleDouble.product(3, x2) * u + s2
        return ((start + end * s2) * s2 - DoubleDouble(x)).value
    }

    /// The curve parameter `s` in 0…1 with `|x(s) − x| < 1e-9`, and below 1e-10 (to within
    /// rounding, ~1e-13) when both control x values are within ±64; `x` is clamped to 0…1
    /// first (NaN counts as 0).
    ///
    /// The common path is one Newton step from the table guess, without branches that depend
    /// on x: a step Δ from s leaves an error of at most `halfMaxCurvature·Δ²` in x (the Taylor
    /// remainder, with s and s − Δ in 0…1), and when that bound is below the tolerance the new
    /// s is returned. Otherwise (near a flat spot of x(s), or for curves that measure their
    /// error in double-double, `evaluatesAccurately`) `refinedParameter(forX:from:)` takes
    /// over from the guess.
    @inlinable
    func parameter(forX x: Double) -> Double {
        if !(x > 0) { return 0 }
        if x >= 1 { return 1 }
        let s = guess(forX: x)
        if !evaluatesAccurately, let next = boundedNewtonStep(from: s, forX: x) { return next }
        return refinedParameter(forX: x, from: s)
    }

    /// One Newton step from `s` toward `x(s) = x` in plain arithmetic, if it provably meets the
    /// tolerance: a step Δ that stays in 0…1 leaves `|x(s − Δ) − x| ≤ halfMaxCurvature·Δ²`
    /// (plus rounding), so the new parameter is returned when that is below `tolerance`, and
    /// `nil` otherwise (also when dx/ds vanishes at s: a NaN or infinite step fails the test).
    @inlinable @inline(__always)
    func boundedNewtonStep(from s: Double, forX x: Double) -> Double? {
        let step = (self.x(s) - x) / dx(s)
        let next = s - step
        return halfMaxCurvature * step * step < CubicBezier.tolerance && next >= 0 && next <= 1 ? next : nil
    }

    /// The table's guess for the parameter at time fraction `x` (in 0…1): the cubic Hermite
    /// interpolation of s(w) on w's interval, kept between the interval's end parameters (the
    /// root lies between them where x(s) is monotone).
    @inlinable @inline(__always)
    func guess(forX x: Double) -> Double {
        let n = CubicBezier.guessIntervals
        let scaled = warpsEnds ? CubicBezier.warped(x, scaledBy: Double(n)) : x * Double(n)
        // floor(scaled) without a conversion: adding 1.5·2⁵² rounds to an integer, kept in the
        // low bits of the sum; from scaled − ½ that is the floor, or at an integer possibly the
        // one below (then t = 1, the previous interval's end, the same guess).
        let rounded = (scaled - 0.5) + CubicBezier.roundingShift
        let interval = Int(truncatingIfNeeded: rounded.bitPattern) & (n - 1)
        let t = scaled - (rounded - CubicBezier.roundingShift)
        return guesses.withUnsafeBufferPointer { table in
            let base = 4 * interval
            let s0 = table[base], s1 = table[base + 4]
            // s0 + t·(m0 + t·(c2 + t·c3)), in a shallower order (Estrin's) than Horner's.
            let guess = (s0 + t * table[base + 1]) + (t * t) * (table[base + 2] + t * table[base + 3])
            let low = s0 < s1 ? s0 : s1, high = s0 < s1 ? s1 : s0
            let raised = guess > low ? guess : low
            return raised < high ? raised : high
        }
    }

    /// 1.5·2⁵²: adding it to a double of magnitude below 2⁵¹ rounds that to an integer.
    @usableFromInline static let roundingShift = 6_755_399_441_055_744.0

    /// Newton's method from the guess `s` for time fraction `x` (in 0…1, exclusive), stopping
    /// at an error below `tolerance` (measured, or bounded by `halfMaxCurvature·Δ²` after a
    /// step Δ), with bisection as the fall-back when a step leaves 0…1 or dx/ds vanishes.
    @usableFromInline
    func refinedParameter(forX x: Double, from guess: Double) -> Double {
        let tolerance = CubicBezier.tolerance
        var s = guess
        for _ in 0..<6 {
            let error = xError(s, x)
            if Swift.abs(error) < tolerance { return s }
            let slope = dx(s)
            if Swift.abs(slope) < 1e-9 { break }
            let step = error / slope
            let next = s - step
            if !(next >= 0 && next <= 1) { break }
            s = next
            if halfMaxCurvature * step * step < tolerance { return s }
        }
        return bisect(forX: x, tolerance: tolerance)
    }

    /// Bisection on 0…1, where `x(0) − x ≤ 0 ≤ x(1) − x` always brackets a root. Deterministic:
    /// for curves whose x(s) is not monotone it finds the same root every time.
    @usableFromInline
    func bisect(forX x: Double, tolerance: Double) -> Double {
        var low = 0.0
        var high = 1.0
        var s = x
        for _ in 0..<200 {
            let error = xError(s, x)
            if Swift.abs(error) < tolerance { return s }
            if error < 0 { low = s } else { high = s }
            let mid = low + (high - low) / 2
            if mid <= low || mid >= high { return s }
            s = mid
        }
        return s
    }

    /// The progress y at time fraction `x` (clamped to 0…1; NaN counts as 0).
    @inlinable
    func value(at x: Double) -> Double {
        if isIdentity { return x > 0 ? Swift.min(x, 1) : 0 }
        return y(parameter(forX: x))
    }

    /// dy/dx at time fraction `x` (clamped to 0…1; NaN counts as 0).
    ///
    /// Derivatives are evaluated in Bernstein form so they vanish exactly where they should
    /// (at an end whose control point coincides with it). Where both dx/ds and dy/ds vanish the
    /// limit of their ratio is returned (l'Hôpital: second, then third derivatives); where only
    /// dx/ds vanishes the slope is ±∞ by the sign of dy/ds.
    func slope(at x: Double) -> Double {
        if isIdentity { return 1 }
        return slope(parameter: parameter(forX: x))
    }

    /// The value and the slope at time fraction `x`, solving for the parameter once.
    func valueAndSlope(at x: Double) -> (value: Double, slope: Double) {
        if isIdentity { return (x > 0 ? Swift.min(x, 1) : 0, 1) }
        let s = parameter(forX: x)
        return (y(s), slope(parameter: s))
    }

    /// dy/dx at curve parameter `s`.
    func slope(parameter s: Double) -> Double {
        let u = 1 - s
        let dxds = 3 * (u * u * x1 + 2 * u * s * (x2 - x1) + s * s * (1 - x2))
        let dyds = 3 * (u * u * y1 + 2 * u * s * (y2 - y1) + s * s * (1 - y2))
        if dxds == 0 && dyds == 0 { return limitSlope(at: s) }
        if dxds != 0 { return dyds / dxds }
        return dyds > 0 ? .infinity : -.infinity
    }

    /// The limit of dy/dx at a parameter where both first derivatives vanish.
    func limitSlope(at s: Double) -> Double {
        let d2x = 6 * ax * s + 2 * bx
        let d2y = 6 * ay * s + 2 * by
        if d2x != 0 { return d2y / d2x }
        if d2y != 0 { return d2y > 0 ? .infinity : -.infinity }
        let d3x = 6 * ax
        let d3y = 6 * ay
        if d3x != 0 { return d3y / d3x }
        return 1
    }
}
