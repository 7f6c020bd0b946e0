import Drawing
import Geometry

/// B3's arrow glyph (effects-gallery.md §4 B3): a circle outline of radius 20 (3 thick) around a
/// right-pointing arrow — shaft (−10, 0)…(10, 0), head strokes to (3, −7) and (3, 7) — in its own
/// frame centred on (0, 0); it points right at rotation 0.
enum ArrowGlyph {
    /// The circle.
    static let circle = Path(ellipseIn: Rect(x: -20, y: -20, width: 40, height: 40))
    /// The shaft and the two head strokes.
    static let arrow = Path { p in
        p.move(to: Point(x: -10, y: 0)); p.addLine(to: Point(x: 10, y: 0))
        p.move(to: Point(x: 3, y: -7)); p.addLine(to: Point(x: 10, y: 0)); p.addLine(to: Point(x: 3, y: 7))
    }
    /// The stroke: 3 wide.
    static let style = StrokeStyle(lineWidth: 3)

    /// Draws the glyph centred at `center`, scaled by `scale` about it and rotated by `degrees`
    /// (clockwise on screen).
    static func draw(at center: Point, degrees: Double, scale: Double, in context: GraphicsContext, name: String) {
        var c = context
        c.translateBy(x: center.x, y: center.y)
        c.scaleBy(x: scale, y: scale)
        c.rotate(by: .degrees(degrees))
        c.stroke(circle, with: .color(GalleryPalette.orange), style: style, name: name + "/circle")
        c.stroke(arrow, with: .color(GalleryPalette.orange), style: style, name: name + "/arrow")
    }
}
