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
        p.addLines(corners.map { Point(x: center.x + radius * $0.x, y: center.y + radius * $0.y) })
        p.closeSubpath()
        return p
    }

    /// The ten corners of the star of radius 1 around the origin, tip 0 first, clockwise on
    /// screen (computed once: a star is drawn many times a frame).
    static let corners: [Point] = (0..<10).map { i in
        let r = i % 2 == 0 ? 1 : innerRatio
        let angle = Double(i) * .pi / 5
        return Point(x: r * .sin(angle), y: -r * .cos(angle))
    }

    /// `count` stars `size` points wide, `spacing` points apart, the first centred at `first`,
    /// left to right.
    public static func row(count: Int = 5, first: Point, size: Double, spacing: Double) -> [Path] {
        (0..<Swift.max(0, count)).map { k in
            path(center: Point(x: first.x + Double(k) * (size + spacing), y: first.y), radius: size / 2)
        }
    }

    /// Draws `stars` (from `row`): stars 1…`filled` filled, the rest outlined `lineWidth` points
    /// wide. `name(k)` names star k (1…count), nil for an unnamed operation.
    public static func draw(_ stars: [Path], filled: Int, lineWidth: Double, name: (Int) -> String? = { _ in nil },
                            in context: GraphicsContext) {
        for (i, star) in stars.enumerated() {
            let k = i + 1
            if k <= filled {
                context.fill(star, with: .color(color), name: name(k))
            } else {
                context.stroke(star, with: .color(color), style: StrokeStyle(lineWidth: lineWidth, lineJoin: .round), name: name(k))
            }
        }
    }

    /// Draws `row(count:first:size:spacing:)` as `draw(_:filled:lineWidth:name:in:)` does.
    public static func drawRow(
        filled: Int, count: Int = 5, first: Point, size: Double, spacing: Double, lineWidth: Double,
        name: (Int) -> String? = { _ in nil }, in context: GraphicsContext
    ) {
        draw(row(count: count, first: first, size: size, spacing: spacing), filled: filled, lineWidth: lineWidth, name: name,
             in: context)
    }
}
