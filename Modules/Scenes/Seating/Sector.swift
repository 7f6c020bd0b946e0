import Geometry

/// One ring's outline (seating.md §4.1–§4.2): a rectangle with continuous corners, all rings
/// sharing the chart centre. Lengths are chart units.
public struct Sector: Hashable, Sendable {
    /// The ring, 0 (outermost) … 3.
    public var ring: Int
    /// The rectangle `(x_i, y_i, W_i, H_i)`.
    public var rect: Rect
    /// The corner radius `c_i = W_i / 4` (the arc tribunes' circles use it).
    public var cornerRadius: Double
    /// The effective radius of the continuous corners, `min(c_i, min(W_i, H_i) / (2K))`.
    public var effectiveRadius: Double
    /// The closed outline of §4.2, starting at the left end of the top straight edge and running
    /// clockwise on screen.
    public var outline: Path

    /// The sector of `ring` for a chart of side `side` (§4.1).
    init(ring: Int, side: Double) {
        let d = side / Double(2 * SeatingConstants.ringCount)
        let w = side - Double(ring) * d
        let h = side / SeatingConstants.ratio - Double(ring) * d
        self.ring = ring
        rect = Rect(x: (side - w) / 2, y: (side - h) / 2, width: w, height: h)
        cornerRadius = w / 4
        effectiveRadius = Swift.min(cornerRadius, Swift.min(w, h) / (2 * SeatingConstants.cornerReach))
        outline = Self.continuousOutline(rect, radius: effectiveRadius)
    }

    /// The corner walk of §4.2 in corner-frame units `(t1, t2)` (the point `V − t1·r·e1 + t2·r·e2`):
    /// cubic (two controls and an end), line, cubic, line, cubic.
    static let cornerWalk: [[(Double, Double)]] = [
        [(1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600)],
        [(0.63149399, 0.07491100)],
        [(0.37282392, 0.16905899), (0.16906013, 0.37282401), (0.07491176, 0.63149399)],
        [(0.06549600, 0.66993427)],
        [(0, 0.86840689), (0, 1.08849323), (0, 1.52866483)],
    ]

    /// The outline of §4.2: from `(minX + K·r, minY)` clockwise on screen, each straight edge
    /// followed by its corner's walk, closed.
    static func continuousOutline(_ rect: Rect, radius r: Double) -> Path {
        let k = SeatingConstants.cornerReach
        // Vertex, direction arriving, direction leaving: TR, BR, BL, TL.
        let corners: [(Point, Vector, Vector)] = [
            (Point(x: rect.maxX, y: rect.minY), Vector(dx: 1, dy: 0), Vector(dx: 0, dy: 1)),
            (Point(x: rect.maxX, y: rect.maxY), Vector(dx: 0, dy: 1), Vector(dx: -1, dy: 0)),
            (Point(x: rect.minX, y: rect.maxY), Vector(dx: -1, dy: 0), Vector(dx: 0, dy: -1)),
            (Point(x: rect.minX, y: rect.minY), Vector(dx: 0, dy: -1), Vector(dx: 1, dy: 0)),
        ]
        var path = Path()
        path.move(to: Point(x: rect.minX + k * r, y: rect.minY))
        for (v, e1, e2) in corners {
            func at(_ t: (Double, Double)) -> Point { v - e1 * (t.0 * r) + e2 * (t.1 * r) }
            path.addLine(to: at((k, 0)))
            for piece in cornerWalk {
                if piece.count == 1 {
                    path.addLine(to: at(piece[0]))
                } else {
                    path.addCurve(to: at(piece[2]), control1: at(piece[0]), control2: at(piece[1]))
                }
            }
        }
        path.closeSubpath()
        return path
    }
}
