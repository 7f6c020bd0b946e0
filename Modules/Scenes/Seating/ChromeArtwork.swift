import Drawing
import Geometry

/// The chrome's glyphs (seating.md §11), in untransformed canvas points.
enum ChromeArtwork {
    /// The cart glyph in its 24 × 24 box with top-left `origin`: the basket and handle as one
    /// open outline (stroked, 2 points, round joins) and the two wheels (filled).
    static func cart(at origin: Point) -> (outline: Path, wheels: Path) {
        var outline = Path()
        outline.addLines([(1, 3), (5, 3), (8, 15), (20, 15), (23, 6), (6.5, 6)].map {
            Point(x: origin.x + $0.0, y: origin.y + $0.1)
        })
        var wheels = Path()
        for x in [9.5, 18.5] {
            wheels.addEllipse(in: Rect(x: origin.x + x - 2, y: origin.y + 18, width: 4, height: 4))
        }
        return (outline, wheels)
    }

    /// The zoom-out glyph: four short arrows pointing at `center` from the corners of a 24 × 24
    /// box (stroked, 2 points).
    static func zoomOutArrows(center c: Point) -> Path {
        var p = Path()
        for (sx, sy) in [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)] {
            let tip = Point(x: c.x + 3 * sx, y: c.y + 3 * sy)
            p.move(to: Point(x: c.x + 11 * sx, y: c.y + 11 * sy))
            p.addLine(to: tip)
            p.move(to: Point(x: tip.x + 5 * sx, y: tip.y))
            p.addLine(to: tip)
            p.addLine(to: Point(x: tip.x, y: tip.y + 5 * sy))
        }
        return p
    }
}
