/// Running tight bounds of path segments, as raw extremes. Internal to `Path`, which updates it
/// on every segment it appends so that `boundingRect` is O(1).
///
/// Curves contribute their extremes (roots of the derivative), not their control points.
/// Segments with a non-finite coordinate are skipped.
@usableFromInline
struct SegmentBounds: Sendable {
    @usableFromInline var minX = Double.infinity
    @usableFromInline var minY = Double.infinity
    @usableFromInline var maxX = -Double.infinity
    @usableFromInline var maxY = -Double.infinity

    @usableFromInline
    init() {}

    /// The bounds as a rect, or `.null` when no segment was added.
    var rect: Rect {
        guard minX <= maxX, minY <= maxY else { return .null }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether `p` lies inside the bounds grown by `slack` on every side (closed).
    @inlinable
    func contains(_ p: Point, slack: Double) -> Bool {
        p.x >= minX - slack && p.x <= maxX + slack && p.y >= minY - slack && p.y <= maxY + slack
    }

    @inline(__always)
    private mutating func include(_ x: Double, _ y: Double) {
        if x < minX { minX = x }
        if x > maxX { maxX = x }
        if y < minY { minY = y }
        if y > maxY { maxY = y }
    }

    mutating func addLine(_ p0: Point, _ p1: Point) {
        guard p0.isFinite, p1.isFinite else { return }
        include(p0.x, p0.y)
        include(p1.x, p1.y)
    }

    mutating func addQuad(_ p0: Point, _ q: Point, _ p1: Point) {
        guard p0.isFinite, q.isFinite, p1.isFinite else { return }
        include(p0.x, p0.y)
        include(p1.x, p1.y)
        // B'(t) = 0 ⇔ t = (p0 − q) / (p0 − 2q + p1), per axis.
        @inline(__always) func extreme(_ a: Double, _ b: Double, _ c: Double) -> Double? {
            let den = a - 2 * b + c
            guard den != 0 else { return nil }
            let t = (a - b) / den
            guard t > 0, t < 1 else { return nil }
            let mt = 1 - t
            return mt * mt * a + 2 * mt * t * b + t * t * c
        }
        if q.x < Swift.min(p0.x, p1.x) || q.x > Swift.max(p0.x, p1.x),
           let x = extreme(p0.x, q.x, p1.x) {
            include(x, p0.y)
        }
        if q.y < Swift.min(p0.y, p1.y) || q.y > Swift.max(p0.y, p1.y),
           let y = extreme(p0.y, q.y, p1.y) {
            include(p0.x, y)
        }
    }

    mutating func addCubic(_ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point) {
        guard p0.isFinite, c1.isFinite, c2.isFinite, p1.isFinite else { return }
        include(p0.x, p0.y)
        include(p1.x, p1.y)
        @inline(__always) func axis(_ a: Double, _ b: Double, _ c: Double, _ d: Double,
                                    _ lo: inout Double, _ hi: inout Double) {
            // Control points inside the end points' range cannot push the curve outside it.
            let e0 = Swift.min(a, d), e1 = Swift.max(a, d)
            if b >= e0 && b <= e1 && c >= e0 && c <= e1 { return }
            // B'(t)/3 = (−a + 3b − 3c + d)t² + 2(a − 2b + c)t + (b − a)
            var roots = (0.0, 0.0, 0)
            unitQuadraticRoots(-a + 3 * b - 3 * c + d, 2 * (a - 2 * b + c), b - a, into: &roots)
            for i in 0..<roots.2 {
                let t = i == 0 ? roots.0 : roots.1
                let mt = 1 - t
                let v = mt * mt * mt * a + 3 * mt * mt * t * b + 3 * mt * t * t * c + t * t * t * d
                if v < lo { lo = v }
                if v > hi { hi = v }
            }
        }
        axis(p0.x, c1.x, c2.x, p1.x, &minX, &maxX)
        axis(p0.y, c1.y, c2.y, p1.y, &minY, &maxY)
    }
}
