extension Path {
    /// How close to the outline a point must be to count as on it, in points, relative to the
    /// point's magnitude: `boundaryTolerance × max(1, |x|, |y|)`.
    public static let boundaryTolerance = 1e-9

    /// Whether `point` lies inside the filled path.
    ///
    /// Every open sub-path is implicitly closed by a straight line back to its start, as when
    /// filling. With `eoFill: false` (the default, as in SwiftUI) the **non-zero winding** rule
    /// decides; with `eoFill: true` the **even-odd** rule.
    ///
    /// Points on the outline count as inside (the filled region is closed): a point within
    /// `boundaryTolerance × max(1, |x|, |y|)` points of a straight segment, or within that
    /// distance horizontally or vertically of a curve. Curves are tested exactly (their
    /// crossings are solved numerically to machine precision), not flattened.
    ///
    /// Cost: a point outside `boundingRect` is rejected in a few nanoseconds (the bounds are
    /// stored), so a scene can hit-test many shapes by calling this directly; otherwise the
    /// cost is linear in the number of segments.
    ///
    /// Returns false for a non-finite point, an empty path, or a path that draws nothing.
    /// Segments with non-finite coordinates are ignored.
    @inlinable
    public func contains(_ point: Point, eoFill: Bool = false) -> Bool {
        // Inlined fast path: reject by the stored bounds before any call.
        let eps = Self.boundaryTolerance * Swift.max(1, abs(point.x), abs(point.y))
        guard point.isFinite, bounds.contains(point, slack: eps) else { return false }
        return windingContains(point, eoFill: eoFill, tolerance: eps)
    }

    /// The exact test behind `contains(_:eoFill:)`, for a finite point inside the bounds.
    @usableFromInline
    func windingContains(_ point: Point, eoFill: Bool, tolerance eps: Double) -> Bool {
        let px = point.x, py = point.y
        var winding = 0
        var onEdge = false
        var nearOutline = false  // within some segment's (hull) bounds, grown by eps
        forEachFillSegment { s in
            if s.kind == .line {
                let y0 = s.p0.y, y1 = s.p3.y
                if (y0 <= py && py < y1) || (y1 <= py && py < y0) {
                    let x = s.p0.x + (py - y0) * (s.p3.x - s.p0.x) / (y1 - y0)
                    if abs(x - px) <= eps { onEdge = true; return false }
                    if x > px { winding += y1 > y0 ? 1 : -1 }
                }
                if !nearOutline, py >= Swift.min(y0, y1) - eps, py <= Swift.max(y0, y1) + eps,
                   px >= Swift.min(s.p0.x, s.p3.x) - eps, px <= Swift.max(s.p0.x, s.p3.x) + eps {
                    nearOutline = true
                }
                return true
            }
            let minCY = Swift.min(s.p0.y, s.c1.y, s.c2.y, s.p3.y)
            let maxCY = Swift.max(s.p0.y, s.c1.y, s.c2.y, s.p3.y)
            if py < minCY - eps || py > maxCY + eps { return true }
            let maxCX = Swift.max(s.p0.x, s.c1.x, s.c2.x, s.p3.x)
            if px > maxCX + eps { return true }
            let minCX = Swift.min(s.p0.x, s.c1.x, s.c2.x, s.p3.x)
            if px >= minCX - eps { nearOutline = true }
            if py < minCY || py > maxCY { return true }
            if px < minCX - eps {
                // The whole curve lies to the right: its net crossings are those of its chord.
                winding += (s.p3.y > py ? 1 : 0) - (s.p0.y > py ? 1 : 0)
                return true
            }
            if s.crossings(atY: py, rightOf: px, tolerance: eps, winding: &winding) {
                onEdge = true
                return false
            }
            return true
        }
        if onEdge { return true }
        if eoFill ? winding & 1 != 0 : winding != 0 { return true }
        return nearOutline && isOnOutline(point, tolerance: eps)
    }

    /// Whether `point` is within `tolerance` of some fill segment (see `contains`).
    private func isOnOutline(_ point: Point, tolerance eps: Double) -> Bool {
        var found = false
        forEachFillSegment { s in
            if s.kind == .line {
                if point.distanceSquared(toSegmentFrom: s.p0, to: s.p3) <= eps * eps { found = true }
            } else if s.isNear(point, tolerance: eps) {
                found = true
            }
            return !found
        }
        return found
    }
}

extension Point {
    /// The squared distance to the closed segment `a…b`.
    func distanceSquared(toSegmentFrom a: Point, to b: Point) -> Double {
        let abx = b.x - a.x, aby = b.y - a.y
        let apx = x - a.x, apy = y - a.y
        let len2 = abx * abx + aby * aby
        var t = len2 > 0 ? (apx * abx + apy * aby) / len2 : 0
        t = Swift.max(0, Swift.min(1, t))
        let dx = apx - t * abx, dy = apy - t * aby
        return dx * dx + dy * dy
    }
}

extension Segment {
    /// The coordinate of the curve on one axis at `t` (`axis` 0 = x, 1 = y).
    @inline(__always)
    func coordinate(_ axis: Int, at t: Double) -> Double {
        let (a, b, c, d) = axis == 0 ? (p0.x, c1.x, c2.x, p3.x) : (p0.y, c1.y, c2.y, p3.y)
        let mt = 1 - t
        return mt * mt * mt * a + 3 * mt * mt * t * b + 3 * mt * t * t * c + t * t * t * d
    }

    /// The parameters in (0, 1) where the curve turns on `axis` (0 = x, 1 = y), sorted,
    /// bracketed by 0 and 1.
    @inline(__always)
    func monotoneBreaks(_ axis: Int) -> (Double, Double, Double, Double, Int) {
        let (a, b, c, d) = axis == 0 ? (p0.x, c1.x, c2.x, p3.x) : (p0.y, c1.y, c2.y, p3.y)
        var roots = (0.0, 0.0, 0)
        unitQuadraticRoots(-a + 3 * b - 3 * c + d, 2 * (a - 2 * b + c), b - a, into: &roots)
        switch roots.2 {
        case 0: return (0, 1, 1, 1, 2)
        case 1: return (0, roots.0, 1, 1, 3)
        default: return (0, roots.0, roots.1, 1, 4)
        }
    }

    /// Solves `coordinate(axis, t) = value` for t in `[lo, hi]`, where the coordinate goes from
    /// `vLo` at `lo` to `vHi` at `hi` and `value` lies between them (safeguarded Newton).
    @inline(__always)
    func solve(_ axis: Int, _ value: Double, _ lo0: Double, _ hi0: Double, _ vLo: Double, _ vHi: Double) -> Double {
        var lo = lo0, hi = hi0
        let increasing = vHi > vLo
        var t = lo + (hi - lo) * ((value - vLo) / (vHi - vLo))
        if !(t >= lo && t <= hi) { t = (lo + hi) / 2 }
        for _ in 0..<64 {
            let f = coordinate(axis, at: t) - value
            if f == 0 { return t }
            if (f < 0) == increasing { lo = t } else { hi = t }
            if hi - lo <= 1e-16 { break }
            let d = derivative(at: t)
            let slope = axis == 0 ? d.dx : d.dy
            var next = slope != 0 ? t - f / slope : (lo + hi) / 2
            if !(next > lo && next < hi) { next = (lo + hi) / 2 }
            if next == t { break }
            t = next
        }
        return t
    }

    /// Adds the signed crossings of the horizontal ray from `(px, py)` toward +x with this
    /// curve to `winding` (half-open in y, like the line rule). Returns true if the curve passes
    /// within `tolerance` of the point horizontally (the point is on the outline).
    func crossings(atY py: Double, rightOf px: Double, tolerance: Double, winding: inout Int) -> Bool {
        let breaks = monotoneBreaks(1)
        var ta = 0.0, ya = p0.y
        for i in 1..<breaks.4 {
            let tb = i == 1 ? breaks.1 : i == 2 ? breaks.2 : breaks.3
            let yb = tb >= 1 ? p3.y : coordinate(1, at: tb)
            if (ya <= py && py < yb) || (yb <= py && py < ya) {
                let t = solve(1, py, ta, tb, ya, yb)
                let x = coordinate(0, at: t)
                if abs(x - px) <= tolerance { return true }
                if x > px { winding += yb > ya ? 1 : -1 }
            }
            ta = tb
            ya = yb
        }
        return false
    }

    /// Whether the curve passes within `tolerance` of `p` horizontally or vertically.
    func isNear(_ p: Point, tolerance eps: Double) -> Bool {
        let minX = Swift.min(p0.x, c1.x, c2.x, p3.x), maxX = Swift.max(p0.x, c1.x, c2.x, p3.x)
        let minY = Swift.min(p0.y, c1.y, c2.y, p3.y), maxY = Swift.max(p0.y, c1.y, c2.y, p3.y)
        guard p.x >= minX - eps, p.x <= maxX + eps, p.y >= minY - eps, p.y <= maxY + eps else {
            return false
        }
        for axis in 0...1 {
            let target = axis == 0 ? p.x : p.y
            let other = axis == 0 ? p.y : p.x
            let breaks = monotoneBreaks(axis)
            var ta = 0.0, va = coordinate(axis, at: 0)
            for i in 1..<breaks.4 {
                let tb = i == 1 ? breaks.1 : i == 2 ? breaks.2 : breaks.3
                let vb = coordinate(axis, at: tb)
                let lo = Swift.min(va, vb), hi = Swift.max(va, vb)
                if target >= lo - eps && target <= hi + eps {
                    let clamped = Swift.max(lo, Swift.min(hi, target))
                    let t = va == vb ? ta : solve(axis, clamped, ta, tb, va, vb)
                    let q = point(at: t)
                    if abs((axis == 0 ? q.y : q.x) - other) <= eps
                        && abs((axis == 0 ? q.x : q.y) - target) <= eps {
                        return true
                    }
                }
                ta = tb
                va = vb
            }
        }
        return false
    }
}
