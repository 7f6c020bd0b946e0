import Geometry
import Testing

/// Every point of the path, including control points, for NaN checks.
func allPoints(_ path: Path) -> [Point] {
    path.elements.flatMap { e -> [Point] in
        switch e {
        case .move(let p), .line(let p): [p]
        case .quadCurve(let p, let c): [c, p]
        case .curve(let p, let c1, let c2): [c1, c2, p]
        case .closeSubpath: []
        }
    }
}

/// Independent reference: a polyline of the path's drawn segments sampled at `n` equal
/// parameter steps per curve, as (start, end) pairs, with explicit closes as lines.
func sampledSegments(_ path: Path, stepsPerCurve n: Int = 2000) -> [(Point, Point)] {
    var out: [(Point, Point)] = []
    var start = Point.zero, current = Point.zero
    func bezier(_ pts: [Point], _ t: Double) -> Point {
        var p = pts
        while p.count > 1 {
            p = (0..<(p.count - 1)).map {
                Point(x: p[$0].x + (p[$0 + 1].x - p[$0].x) * t, y: p[$0].y + (p[$0 + 1].y - p[$0].y) * t)
            }
        }
        return p[0]
    }
    for e in path.elements {
        switch e {
        case .move(let p): start = p; current = p
        case .line(let p): out.append((current, p)); current = p
        case .closeSubpath: out.append((current, start)); current = start
        case .quadCurve(let p, let c):
            var prev = current
            for i in 1...n { let q = bezier([current, c, p], Double(i) / Double(n)); out.append((prev, q)); prev = q }
            current = p
        case .curve(let p, let c1, let c2):
            var prev = current
            for i in 1...n { let q = bezier([current, c1, c2, p], Double(i) / Double(n)); out.append((prev, q)); prev = q }
            current = p
        }
    }
    return out
}

/// Independent reference length: the sampled polyline's length.
func sampledLength(_ path: Path, stepsPerCurve n: Int = 4000) -> Double {
    sampledSegments(path, stepsPerCurve: n).reduce(0) { $0 + $1.0.distance(to: $1.1) }
}

/// The seat glyph of seating.md §5.1 for a cell of side σ at the origin: the back (a circular
/// rounded rect sheared by Sk), the squab (a circular rounded rect) and the rod (a line).
func seatGlyph(sigma σ: Double = 2) -> Path {
    let v0 = 0.1 * σ, hb = σ / 3 - v0, hs = σ / 2 - v0, k = hb, wp = σ - k
    let shear = AffineTransform(a: 1, b: 0, c: -0.7071068, d: 1, tx: σ / 3, ty: 0)
    var p = Path()
    p.addRoundedRect(in: Rect(x: 0, y: v0, width: wp, height: hb), cornerRadius: σ / 15, style: .circular, transform: shear)
    p.addRoundedRect(in: Rect(x: 0, y: σ / 2, width: wp, height: hs), cornerRadius: σ / 15, style: .circular)
    p.move(to: Point(x: σ / 2, y: σ / 3))
    p.addLine(to: Point(x: σ / 2 - k / 2, y: σ / 2))
    return p
}

/// Independent reference winding number of `point` against a list of closed polylines
/// (the crossing-number rule on line segments only).
func referenceWinding(_ point: Point, _ segments: [(Point, Point)]) -> Int {
    var w = 0
    for (a, b) in segments where (a.y <= point.y) != (b.y <= point.y) {
        let x = a.x + (point.y - a.y) * (b.x - a.x) / (b.y - a.y)
        if x > point.x { w += b.y > a.y ? 1 : -1 }
    }
    return w
}

/// The sampled fill outline of `path`: drawn segments plus the implicit closing line of each
/// open sub-path.
func sampledFillSegments(_ path: Path, stepsPerCurve n: Int = 200) -> [(Point, Point)] {
    var out: [(Point, Point)] = []
    var sub: [Path.Element] = []
    func flush() {
        guard !sub.isEmpty else { return }
        let piece = Path(elements: sub)
        let segs = sampledSegments(piece, stepsPerCurve: n)
        out += segs
        if sub.last != .closeSubpath, case .move(let s)? = sub.first, let last = segs.last?.1, last != s {
            out.append((last, s))
        }
        sub = []
    }
    for e in path.elements {
        if case .move = e { flush() }
        sub.append(e)
    }
    flush()
    return out
}

/// Whether every point of the path, control points included, is finite.
func allFinite(_ path: Path) -> Bool { allPoints(path).allSatisfy { $0.isFinite } }
