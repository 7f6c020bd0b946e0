extension Path {
    /// The default flattening tolerance, in points: a quarter of a point.
    public static let defaultFlatteningTolerance = 0.25

    /// The most lines one curve is split into when flattening.
    public static let maximumFlatteningSubdivisions = 4096

    /// The path with every curve replaced by straight lines that stay within `tolerance` points
    /// of it (moves, lines and closes are kept as they are).
    ///
    /// Each curve is split into equal parameter steps, as many as Wang's formula requires for
    /// the tolerance (at most `maximumFlatteningSubdivisions`); the last line ends exactly at the
    /// curve's end point.
    ///
    /// - Parameter tolerance: Maximum distance between a curve and its lines, in points. NaN,
    ///   infinite, zero or negative values use `defaultFlatteningTolerance`.
    public func flattened(tolerance: Double = Path.defaultFlatteningTolerance) -> Path {
        let tol = tolerance.isFinite && tolerance > 0 ? tolerance : Self.defaultFlatteningTolerance
        var out = Path()
        var current = Point.zero
        for e in storedElements {
            switch e {
            case .move(let p): out.move(to: p); current = p
            case .line(let p): out.addLine(to: p); current = p
            case .closeSubpath:
                out.closeSubpath()
                current = out.currentPoint ?? current
            case .quadCurve(let p, let c):
                out.addLines(along: .quad(current, c, p), tolerance: tol)
                current = p
            case .curve(let p, let c1, let c2):
                out.addLines(along: .cubic(current, c1, c2, p), tolerance: tol)
                current = p
            }
        }
        return out
    }

    /// Adds lines approximating `segment` from the current point to within `tolerance`.
    private mutating func addLines(along s: Segment, tolerance: Double) {
        guard s.isFinite else { return addLine(to: s.p3) }
        // Wang's formula: n = ⌈√(d(d−1)/8 · M / tol)⌉, M = max norm of the second differences.
        let n: Int
        if s.kind == .quad {
            let q = s.quadControl
            let m = Vector(dx: s.p0.x - 2 * q.x + s.p3.x, dy: s.p0.y - 2 * q.y + s.p3.y).length
            n = Self.subdivisions((2.0 / 8.0) * m / tolerance)
        } else {
            let m1 = Vector(dx: s.p0.x - 2 * s.c1.x + s.c2.x, dy: s.p0.y - 2 * s.c1.y + s.c2.y).length
            let m2 = Vector(dx: s.c1.x - 2 * s.c2.x + s.p3.x, dy: s.c1.y - 2 * s.c2.y + s.p3.y).length
            n = Self.subdivisions((6.0 / 8.0) * Swift.max(m1, m2) / tolerance)
        }
        for i in 1..<n {
            addLine(to: s.point(at: Double(i) / Double(n)))
        }
        addLine(to: s.p3)
    }

    private static func subdivisions(_ squared: Double) -> Int {
        guard squared.isFinite else { return maximumFlatteningSubdivisions }
        let n = Swift.min(Double(maximumFlatteningSubdivisions), squared.squareRoot().rounded(.up))
        return Swift.max(1, Int(n))
    }
}
