import Drawing
import Geometry
import RealModule

/// The rating star of the tea timer (timer.md §4.4, §7.2): a regular five-pointed star, one
/// point up, system yellow `#FFCC00`; outlined (round joins) when unselected, filled when
/// selected. Shared by the done card and the timer's ratings lists.
public enum RatingStar {
    /// The inner radius as a fraction of the outer one: sin 18° / sin 54° ≈ 0.382, which makes
    /// the star regular (its edges lie on the lines of a pentagram).
    public static let innerRatio = 0.381966

    /// The star's yellow.
    public static let color = Color(hex: 0xFFCC00)

    /// The star inscribed in a circle of `radius` points around `center`, tip k (0…4) at the
    /// clock angle 72·k degrees (tip 0 straight up); origin top-left, y down.
    public static func path(center: Point, radius: Double) -> Path {
        var p = Path()
        for i in 0..<10 {
            let r = i % 2 == 0 ? radius : innerRatio * radius
            let angle = Double(i) * .pi / 5
            let point = Point(x: center.x + r * .sin(angle), y: center.y - r * .cos(angle))
            if i == 0 { p.move(to: point) } else { p.addLine(to: point) }
        }
        p.closeSubpath()
        return p
    }

    /// Draws `count` stars `size` points wide, `spacing` points apart, the first centred at
    /// `first`: stars 1…`filled` filled, the rest outlined `lineWidth` points wide. `name(k)`
    /// names star k (1…count), nil for an unnamed operation.
    public static func drawRow(
        filled: Int, count: Int = 5, first: Point, size: Double, spacing: Double, lineWidth: Double,
        name: (Int) -> String? = { _ in nil }, in context: GraphicsContext
    ) {
        for k in stride(from: 1, through: count, by: 1) {
            let star = path(center: Point(x: first.x + Double(k - 1) * (size + spacing), y: first.y), radius: size / 2)
            if k <= filled {
                context.fill(star, with: .color(color), name: name(k))
            } else {
                context.stroke(star, with: .color(color), style: StrokeStyle(lineWidth: lineWidth, lineJoin: .round), name: name(k))
            }
        }
    }
}
