extension Segment {
    /// The speed `|B'(t)|` of a curve as a polynomial in Horner form, for quadrature:
    /// `B'(t) = 3·(d0 + t·(2(d1 − d0) + t·(d0 − 2d1 + d2)))` with `d0 = c1 − p0`,
    /// `d1 = c2 − c1`, `d2 = p3 − c2`.
    private struct Speed {
        let ax, bx, cx, ay, by, cy: Double

        init(_ s: Segment) {
            let d0x = s.c1.x - s.p0.x, d1x = s.c2.x - s.c1.x, d2x = s.p3.x - s.c2.x
            let d0y = s.c1.y - s.p0.y, d1y = s.c2.y - s.c1.y, d2y = s.p3.y - s.c2.y
            cx = 3 * d0x; bx = 6 * (d1x - d0x); ax = 3 * (d0x - 2 * d1x + d2x)
            cy = 3 * d0y; by = 6 * (d1y - d0y); ay = 3 * (d0y - 2 * d1y + d2y)
        }

        @inline(__always)
        func callAsFunction(_ t: Double) -> Double {
            let x = cx + t * (bx + t * ax), y = cy + t * (by + t * ay)
            return (x * x + y * y).squareRoot()
        }

        /// 8-point Gauss–Legendre quadrature on [a, b] (exact for polynomials of degree 15).
        @inline(__always)
        func gauss(_ a: Double, _ b: Double) -> Double {
            let m = (a + b) / 2, h = (b - a) / 2
            let s1 = self(m - h * 0.1834346424956498) + self(m + h * 0.1834346424956498)
            let s2 = self(m - h * 0.5255324099163290) + self(m + h * 0.5255324099163290)
            let s3 = self(m - h * 0.7966664774136267) + self(m + h * 0.7966664774136267)
            let s4 = self(m - h * 0.9602898564975363) + self(m + h * 0.9602898564975363)
            return h * (0.3626837833783620 * s1 + 0.3137066458778873 * s2
                + 0.2223810344533745 * s3 + 0.1012285362903763 * s4)
        }

        /// Adaptive bisection: accept the two halves when they agree with the whole to within
        /// `tol`. The returned (finer) estimate is far more accurate than that difference, which
        /// measures the coarser one's error.
        func adaptive(_ a: Double, _ b: Double, _ whole: Double, _ tol: Double, _ depth: Int) -> Double {
            let m = (a + b) / 2
            let left = gauss(a, m), right = gauss(m, b)
            let both = left + right
            if depth <= 0 || abs(both - whole) <= tol { return both }
            return adaptive(a, m, left, tol, depth - 1) + adaptive(m, b, right, tol, depth - 1)
        }
    }

    /// The arc length between parameters `a` and `b` (0 ≤ a ≤ b ≤ 1), in points. Exact for
    /// lines; adaptive Gauss–Legendre quadrature for curves, with a relative error around 10⁻¹⁰
    /// or better (the bisection stops when two levels agree to 10⁻⁸ of the control polygon's
    /// length; the finer level is then orders of magnitude closer).
    func length(from a: Double = 0, to b: Double = 1) -> Double {
        guard b > a else { return 0 }
        if kind == .line { return p0.distance(to: p3) * (b - a) }
        let scale = p0.distance(to: c1) + c1.distance(to: c2) + c2.distance(to: p3)
        guard scale > 0 else { return 0 }
        let speed = Speed(self)
        return speed.adaptive(a, b, speed.gauss(a, b), scale * 1e-8, 30)
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
