/// One drawn piece of a path — a line, quadratic or cubic Bézier — in cubic form, with its start
/// point made explicit. Internal: the queries (hit testing, length, trimming, flattening) work on
/// segments rather than on elements, which leave the start point implicit.
///
/// Lines and quadratics are stored as exact cubics (degree elevation), so evaluation and
/// splitting share one code path; `kind` remembers what to emit when a piece goes back into a
/// path.
struct Segment: Sendable {
    enum Kind: Sendable { case line, quad, cubic }

    var kind: Kind
    var p0: Point
    var c1: Point
    var c2: Point
    var p3: Point

    @inline(__always)
    init(kind: Kind, p0: Point, c1: Point, c2: Point, p3: Point) {
        self.kind = kind
        self.p0 = p0
        self.c1 = c1
        self.c2 = c2
        self.p3 = p3
    }

    /// A straight segment from `p0` to `p1`.
    @inline(__always)
    static func line(_ p0: Point, _ p1: Point) -> Segment {
        Segment(
            kind: .line, p0: p0,
            c1: Point(x: p0.x + (p1.x - p0.x) / 3, y: p0.y + (p1.y - p0.y) / 3),
            c2: Point(x: p1.x + (p0.x - p1.x) / 3, y: p1.y + (p0.y - p1.y) / 3),
            p3: p1)
    }

    /// A quadratic segment, degree-elevated to its exact cubic.
    @inline(__always)
    static func quad(_ p0: Point, _ q: Point, _ p1: Point) -> Segment {
        Segment(
            kind: .quad, p0: p0,
            c1: Point(x: p0.x + 2 * (q.x - p0.x) / 3, y: p0.y + 2 * (q.y - p0.y) / 3),
            c2: Point(x: p1.x + 2 * (q.x - p1.x) / 3, y: p1.y + 2 * (q.y - p1.y) / 3),
            p3: p1)
    }

    /// A cubic segment.
    @inline(__always)
    static func cubic(_ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point) -> Segment {
        Segment(kind: .cubic, p0: p0, c1: c1, c2: c2, p3: p1)
    }

    /// The quadratic control point of a `.quad` segment (inverse of the degree elevation).
    var quadControl: Point {
        Point(x: (3 * c1.x - p0.x) / 2, y: (3 * c1.y - p0.y) / 2)
    }

    /// Whether every point of the segment (including control points) is finite.
    var isFinite: Bool { p0.isFinite && c1.isFinite && c2.isFinite && p3.isFinite }

    /// The path element that draws this segment from its start point.
    var element: Path.Element {
        switch kind {
        case .line: .line(to: p3)
        case .quad: .quadCurve(to: p3, control: quadControl)
        case .cubic: .curve(to: p3, control1: c1, control2: c2)
        }
    }

    /// The point at parameter `t` (0 = start, 1 = end). Exact at both ends.
    @inline(__always)
    func point(at t: Double) -> Point {
        if t <= 0 { return p0 }
        if t >= 1 { return p3 }
        if kind == .line {
            return Point(x: p0.x + (p3.x - p0.x) * t, y: p0.y + (p3.y - p0.y) * t)
        }
        let mt = 1 - t
        let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
        return Point(
            x: a * p0.x + b * c1.x + c * c2.x + d * p3.x,
            y: a * p0.y + b * c1.y + c * c2.y + d * p3.y)
    }

    /// The derivative `dB/dt` at `t`, in points per unit parameter.
    @inline(__always)
    func derivative(at t: Double) -> Vector {
        if kind == .line { return Vector(dx: p3.x - p0.x, dy: p3.y - p0.y) }
        let mt = 1 - t
        let a = 3 * mt * mt, b = 6 * mt * t, c = 3 * t * t
        return Vector(
            dx: a * (c1.x - p0.x) + b * (c2.x - c1.x) + c * (p3.x - c2.x),
            dy: a * (c1.y - p0.y) + b * (c2.y - c1.y) + c * (p3.y - c2.y))
    }

    /// The second derivative at `t`.
    @inline(__always)
    func secondDerivative(at t: Double) -> Vector {
        if kind == .line { return .zero }
        let mt = 1 - t
        return Vector(
            dx: 6 * (mt * (c2.x - 2 * c1.x + p0.x) + t * (p3.x - 2 * c2.x + c1.x)),
            dy: 6 * (mt * (c2.y - 2 * c1.y + p0.y) + t * (p3.y - 2 * c2.y + c1.y)))
    }

    /// The speed `|dB/dt|` at `t`.
    @inline(__always)
    func speed(at t: Double) -> Double {
        let d = derivative(at: t)
        return (d.dx * d.dx + d.dy * d.dy).squareRoot()
    }

    /// The unit direction of travel at `t`, or nil if the segment has no length there and
    /// nearby. Where the first derivative vanishes (a control point on an end point, a cusp)
    /// the direction is taken from the second derivative, then from the chord.
    func direction(at t: Double) -> Vector? {
        if let d = derivative(at: t).normalized { return d }
        let dd = secondDerivative(at: t)
        // Near t = 1 the derivative approaches 0 from B''(1)·(t − 1), i.e. along −B''.
        if let u = (t >= 1 ? -dd : dd).normalized { return u }
        return Vector(from: p0, to: p3).normalized
    }

    /// The part of the segment between parameters `a` and `b` (0 ≤ a ≤ b ≤ 1), computed by
    /// blossoming so both ends are exact; the result keeps the kind.
    func subsegment(from a: Double, to b: Double) -> Segment {
        if a <= 0 && b >= 1 { return self }
        let start = point(at: a), end = point(at: b)
        if kind == .line { return .line(start, end) }
        return Segment(
            kind: kind, p0: start, c1: blossom(a, a, b), c2: blossom(a, b, b), p3: end)
    }

    /// The cubic's blossom (polar form) at `(u, v, w)`.
    private func blossom(_ u: Double, _ v: Double, _ w: Double) -> Point {
        @inline(__always) func lerp(_ p: Point, _ q: Point, _ t: Double) -> Point {
            Point(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
        }
        let a0 = lerp(p0, c1, u), a1 = lerp(c1, c2, u), a2 = lerp(c2, p3, u)
        let b0 = lerp(a0, a1, v), b1 = lerp(a1, a2, v)
        return lerp(b0, b1, w)
    }
}

/// The real roots of `a·t² + b·t + c = 0` that lie strictly inside (0, 1), appended to `roots`
/// (at most two). Numerically stable; degrades to the linear case when `a` is 0.
@inline(__always)
func unitQuadraticRoots(_ a: Double, _ b: Double, _ c: Double, into roots: inout (Double, Double, Int)) {
    roots = (0, 0, 0)
    @inline(__always) func keep(_ t: Double, _ roots: inout (Double, Double, Int)) {
        guard t > 0, t < 1 else { return }
        if roots.2 == 0 { roots.0 = t; roots.2 = 1 } else if t != roots.0 { roots.1 = t; roots.2 = 2 }
    }
    if a == 0 {
        if b != 0 { keep(-c / b, &roots) }
        return
    }
    let disc = b * b - 4 * a * c
    if disc < 0 { return }
    let s = disc.squareRoot()
    let q = -0.5 * (b + (b >= 0 ? s : -s))
    if q != 0 {
        keep(q / a, &roots)
        keep(c / q, &roots)
    } else {
        keep(-b / (2 * a), &roots)  // b = 0 and c = 0: a double root at 0
    }
    if roots.2 == 2 && roots.1 < roots.0 { roots = (roots.1, roots.0, 2) }
}
