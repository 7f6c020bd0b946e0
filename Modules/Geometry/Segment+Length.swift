extension Segment {
    /// Gauss–Legendre nodes and weights on [−1, 1], 8 points (exact for degree-15 polynomials).
    private static let nodes: [(Double, Double)] = [
        (0.1834346424956498, 0.3626837833783620), (0.5255324099163290, 0.3137066458778873),
        (0.7966664774136267, 0.2223810344533745), (0.9602898564975363, 0.1012285362903763),
    ]

    /// The length of the control polygon, an upper bound of the arc length; sets the scale of
    /// the integration tolerance.
    private var polygonLength: Double {
        p0.distance(to: c1) + c1.distance(to: c2) + c2.distance(to: p3)
    }

    @inline(__always)
    private func gauss(_ a: Double, _ b: Double) -> Double {
        let m = (a + b) / 2, h = (b - a) / 2
        var sum = 0.0
        for (x, w) in Self.nodes {
            sum += w * (speed(at: m - h * x) + speed(at: m + h * x))
        }
        return sum * h
    }

    private func adaptive(_ a: Double, _ b: Double, _ whole: Double, _ tol: Double, _ depth: Int) -> Double {
        let m = (a + b) / 2
        let left = gauss(a, m), right = gauss(m, b)
        let both = left + right
        if depth <= 0 || abs(both - whole) <= tol { return both }
        return adaptive(a, m, left, tol / 2, depth - 1) + adaptive(m, b, right, tol / 2, depth - 1)
    }

    /// The arc length between parameters `a` and `b` (0 ≤ a ≤ b ≤ 1), in points. Exact for
    /// lines; adaptive Gauss–Legendre quadrature for curves, with an error below about 10⁻¹⁰ of
    /// the control polygon's length.
    func length(from a: Double = 0, to b: Double = 1) -> Double {
        guard b > a else { return 0 }
        if kind == .line { return p0.distance(to: p3) * (b - a) }
        let scale = polygonLength
        guard scale > 0 else { return 0 }
        return adaptive(a, b, gauss(a, b), scale * 1e-10, 24)
    }

    /// The parameter at which the arc length from the start reaches `distance`, given the
    /// segment's total length `total` (> 0). Clamped to 0…1.
    func parameter(atLength distance: Double, total: Double) -> Double {
        if distance <= 0 { return 0 }
        if distance >= total { return 1 }
        if kind == .line { return distance / total }
        var lo = 0.0, hi = 1.0
        var t = distance / total
        var reached = length(from: 0, to: t)  // arc length from 0 to t
        let tol = total * 1e-12
        for _ in 0..<40 {
            let f = reached - distance
            if abs(f) <= tol { break }
            if f < 0 { lo = t } else { hi = t }
            let s = speed(at: t)
            var next = s > 0 ? t - f / s : (lo + hi) / 2
            if !(next > lo && next < hi) { next = (lo + hi) / 2 }
            if next == t || hi - lo <= 1e-15 { break }
            reached += next > t ? length(from: t, to: next) : -length(from: next, to: t)
            t = next
        }
        return t
    }
}
