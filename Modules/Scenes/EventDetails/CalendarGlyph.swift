import Drawing
import Geometry

/// A stand-in for SF Symbols' `calendar`, drawn from paths so it reads as a calendar at 16
/// points (an outlined rounded square alone read as a missing glyph): the page outline, a solid
/// band across its top, two binder rings standing above it, and a 3 × 2 grid of day dots.
/// Everything scales with the box, so the matched flight can animate its size.
enum CalendarGlyph {
    /// Draws the glyph filling `box` (its rings stand inside the box's top) in `paint`.
    ///
    /// - Parameters:
    ///   - box: The glyph's box, points (16 × 16 in the details).
    ///   - paint: The ink (black in the content, white in the header).
    ///   - name: The operations' name (`details/calendar` or `details/header-calendar`).
    ///   - context: Where to draw.
    static func draw(in box: Rect, paint: Paint, name: String, context: GraphicsContext) {
        let u = box.width / 16
        guard u > 0, box.height > 0 else { return }
        let page = Rect(x: box.minX + 1 * u, y: box.minY + 2.5 * u, width: 14 * u, height: 12.5 * u)
        context.stroke(Path(roundedRect: page, cornerRadius: 2.5 * u), with: paint, lineWidth: 1.4 * u, name: name)
        let solid = Path { p in
            p.addRoundedRect(in: Rect(x: page.minX, y: page.minY, width: page.width, height: 3.5 * u),
                             cornerSize: Size(width: 2.5 * u, height: 2.5 * u))
            p.addRect(Rect(x: page.minX, y: page.minY + 2 * u, width: page.width, height: 1.5 * u))
            for x in [4.5, 10.5] {
                p.addRoundedRect(in: Rect(x: box.minX + x * u, y: box.minY + 0.5 * u, width: 1.6 * u, height: 3.5 * u),
                                 cornerSize: Size(width: 0.8 * u, height: 0.8 * u))
            }
            for row in 0..<2 {
                for column in 0..<3 {
                    p.addRect(Rect(x: box.minX + (3.6 + Double(column) * 3.4) * u, y: box.minY + (8.2 + Double(row) * 3) * u,
                                   width: 2 * u, height: 2 * u))
                }
            }
        }
        context.fill(solid, with: paint, name: name)
    }
}
