import RealModule

extension Path {
    /// Adds a circular arc, in SwiftUI's y-down drawing space.
    ///
    /// Angles are measured from +x toward +y, so on screen they grow **clockwise**. As in
    /// SwiftUI (whose flag is named for a y-up space), `clockwise: false` sweeps toward
    /// *increasing* angles, which appears **clockwise on screen**, and `clockwise: true` sweeps
    /// toward decreasing angles, which appears **counter-clockwise on screen**. The sweep always
    /// goes in the requested direction: 0° → 90° with `clockwise: true` draws the 270° long way
    /// round. If the requested direction covers a whole turn or more (e.g. 0 → 2π with
    /// `clockwise: false`), a full circle is drawn; otherwise the sweep is taken modulo 2π, so
    /// equal start and end angles draw nothing but the start point.
    ///
    /// If the current sub-path is open, a straight line joins the current point to the arc's
    /// start (omitted when they coincide); otherwise a new sub-path starts there. The arc's end
    /// becomes the current point. The arc is approximated by cubic Béziers, one per eighth of a
    /// turn or less (radial error below 4.2·10⁻⁶ × radius; Core Graphics uses quarter turns —
    /// see `maximumArcPiece`). Points at whole quarter turns are exact.
    ///
    /// - Parameters:
    ///   - center: The circle's centre, in points.
    ///   - radius: The radius, in points. 0 or negative: the arc collapses to the centre (a
    ///     line or move to it). NaN or infinite: nothing is added.
    ///   - startAngle: Where the arc starts, from +x toward +y.
    ///   - endAngle: Where the arc ends.
    ///   - clockwise: SwiftUI's flag: `false` = increasing angles (clockwise on screen).
    ///   - transform: Applied to the arc's points before they are added.
    /// Non-finite centre or angles add nothing.
    public mutating func addArc(
        center: Point, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: AffineTransform = .identity
    ) {
        let start = startAngle.radians, end = endAngle.radians
        guard start.isFinite, end.isFinite else { return }
        let turn = 2 * Double.pi
        var sweep: Double
        if clockwise {
            let d = start - end
            sweep = d >= turn ? turn : d.remainder(dividingBy: turn)
            if sweep < 0 { sweep += turn }
            sweep = -sweep
        } else {
            let d = end - start
            sweep = d >= turn ? turn : d.remainder(dividingBy: turn)
            if sweep < 0 { sweep += turn }
        }
        appendArc(center: center, radius: radius, start: start, sweep: sweep, transform: transform)
    }

    /// Adds a circular arc that starts at `startAngle` and sweeps by `delta`: positive toward
    /// increasing angles (clockwise on a y-down screen), negative toward decreasing ones. A
    /// delta of a whole turn or more in either direction draws one full circle (as
    /// `addArc(center:radius:startAngle:endAngle:clockwise:transform:)` does); joining, radius
    /// handling and approximation are the same. A non-finite delta adds nothing.
    public mutating func addRelativeArc(
        center: Point, radius: Double, startAngle: Angle, delta: Angle,
        transform: AffineTransform = .identity
    ) {
        guard startAngle.radians.isFinite, delta.radians.isFinite else { return }
        let turn = 2 * Double.pi
        let sweep = Swift.max(-turn, Swift.min(turn, delta.radians))
        appendArc(
            center: center, radius: radius, start: startAngle.radians, sweep: sweep,
            transform: transform)
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and
    /// to the line from `tangent1End` to `tangent2End` (Core Graphics' `addArc(tangent1End:…)`,
    /// the canvas `arcTo`).
    ///
    /// A straight line runs from the current point to the first tangent point, then the arc
    /// turns the short way (less than half a turn) to the second tangent point, which becomes the
    /// current point. With a transform, the current point is mapped back through the
    /// transform's inverse, the arc is built in untransformed space, and its points are
    /// transformed.
    ///
    /// Degenerate cases: with no current point the call starts a sub-path at `tangent1End`; if
    /// the three points are collinear, two of them coincide, the radius is 0 or negative, or the
    /// transform is singular, a straight line to `tangent1End` is added instead; non-finite
    /// points or radius add nothing.
    public mutating func addArc(
        tangent1End: Point, tangent2End: Point, radius: Double,
        transform: AffineTransform = .identity
    ) {
        guard tangent1End.isFinite, tangent2End.isFinite, radius.isFinite else { return }
        // Work in the untransformed space: the current point is mapped back when invertible.
        guard let currentOnPath = currentPoint else {
            return move(to: tangent1End.applying(transform))
        }
        let inverse = transform.inverted()
        let invertible = transform.determinant != 0 && transform.determinant.isFinite
        let p0 = invertible ? currentOnPath.applying(inverse) : tangent1End
        let p1 = tangent1End, p2 = tangent2End
        let u = Vector(from: p1, to: p0), v = Vector(from: p1, to: p2)
        guard radius > 0, let nu = u.normalized, let nv = v.normalized,
              abs(nu.cross(nv)) > 1e-12
        else {
            return joinOrMove(to: p1.applying(transform))
        }
        // Half the angle between the two legs at p1.
        let cosTheta = Swift.max(-1, Swift.min(1, nu.dot(nv)))
        let half = Double.acos(cosTheta) / 2
        let reach = radius / Double.tan(half)  // distance from p1 to each tangent point
        let t1 = p1 + nu * reach
        let t2 = p1 + nv * reach
        guard let bisector = (nu + nv).normalized else { return joinOrMove(to: p1.applying(transform)) }
        let center = p1 + bisector * (radius / Double.sin(half))
        let a0 = Vector(from: center, to: t1).angle.radians
        let a1 = Vector(from: center, to: t2).angle.radians
        var sweep = (a1 - a0).remainder(dividingBy: 2 * Double.pi)  // in −π…π: the short way
        if !sweep.isFinite { sweep = 0 }
        joinOrMove(to: t1.applying(transform))
        appendArc(center: center, radius: radius, start: a0, sweep: sweep, transform: transform)
    }

    /// A line to `point` if a sub-path is open and the point differs from the current point; a
    /// move if no sub-path is open.
    mutating func joinOrMove(to point: Point) {
        if hasOpenSubpath {
            if currentPoint != point { addLine(to: point) }
        } else {
            move(to: point)
        }
    }

    /// Appends an arc of the ellipse with radii `rx`, `ry` (a circle when equal) around
    /// `center`, sweeping by `sweep` radians from `start`, joined to the current sub-path as
    /// `addArc` documents. One cubic per eighth of a turn or part of one.
    mutating func appendArc(
        center: Point, radius: Double, start: Double, sweep: Double, transform: AffineTransform
    ) {
        appendEllipticArc(
            center: center, rx: radius, ry: radius, start: start, sweep: sweep, transform: transform)
    }

    /// See `appendArc`; radii are clamped at 0 (a zero radius collapses the arc to the centre).
    mutating func appendEllipticArc(
        center: Point, rx: Double, ry: Double, start: Double, sweep: Double,
        transform: AffineTransform
    ) {
        guard center.isFinite, rx.isFinite, ry.isFinite, start.isFinite, sweep.isFinite else { return }
        let rx = Swift.max(0, rx), ry = Swift.max(0, ry)
        @inline(__always) func onEllipse(_ angle: Double) -> Point {
            let (c, s) = exactCosSin(angle)
            return Point(x: center.x + rx * c, y: center.y + ry * s)
        }
        let first = rx == 0 && ry == 0 ? center : onEllipse(start)
        joinOrMove(to: first.applying(transform))
        guard rx > 0 || ry > 0, sweep != 0 else { return }
        // The slack keeps a sweep that is a whole number of eighths up to rounding from
        // getting an extra sliver of a cubic.
        let pieces = Swift.max(1, Int((abs(sweep) / Self.maximumArcPiece - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * Double.tan(step / 4)  // handle length per unit radius
        var a = start
        var p = first
        for i in 1...pieces {
            let b = i == pieces ? start + sweep : start + step * Double(i)
            let q = onEllipse(b)
            let (ca, sa) = exactCosSin(a), (cb, sb) = exactCosSin(b)
            let c1 = Point(x: p.x - k * rx * sa, y: p.y + k * ry * ca)
            let c2 = Point(x: q.x + k * rx * sb, y: q.y - k * ry * cb)
            addCurve(
                to: q.applying(transform), control1: c1.applying(transform),
                control2: c2.applying(transform))
            a = b
            p = q
        }
    }

    /// The largest angle one cubic spans in an arc or ellipse: an eighth of a turn. The radial
    /// error is then below 4.2·10⁻⁶ × radius and the length error about 2·10⁻⁶ (a quarter-turn
    /// cubic, as Core Graphics uses, errs by 2.7·10⁻⁴ and 1.4·10⁻⁴).
    static let maximumArcPiece = Double.pi / 4
}

/// `(cos θ, sin θ)`, exact (0, ±1) at whole multiples of a quarter turn so that arcs through
/// the axes land exactly on them.
@inline(__always)
func exactCosSin(_ angle: Double) -> (Double, Double) {
    let quarters = angle / (Double.pi / 2)
    if quarters == quarters.rounded(), abs(quarters) < 1e15 {
        switch ((Int64(quarters) % 4) + 4) % 4 {
        case 0: return (1, 0)
        case 1: return (0, 1)
        case 2: return (-1, 0)
        default: return (0, -1)
        }
    }
    return (Double.cos(angle), Double.sin(angle))
}
