import Drawing
import Geometry

/// A five-pointed star (the rating stars): points up, inner radius 0.382 of the outer one.
public enum Star {
    /// The star inscribed in a circle of `radius` around `center`.
    public static func path(center: Point, radius: Double) -> Path {
        var p = Path()
        for i in 0..<10 {
            let r = i % 2 == 0 ? radius : 0.382 * radius
            let point = ClockAngle.point(center: center, radius: r, degrees: 36 * Double(i))
            if i == 0 { p.move(to: point) } else { p.addLine(to: point) }
        }
        p.closeSubpath()
        return p
    }

    /// Draws `count` stars of `size` points, `spacing` apart, the first centred at `first`;
    /// stars up to `filled` are filled yellow, the rest outlined.
    public static func drawRow(filled: Int, count: Int = 5, first: Point, size: Double, spacing: Double,
                               name: String? = nil, context: GraphicsContext) {
        for k in 0..<count {
            let star = path(center: Point(x: first.x + Double(k) * (size + spacing), y: first.y), radius: size / 2)
            let opName = k == 0 ? name : nil
            if k < filled {
                context.fill(star, with: .color(TimerPalette.yellow), name: opName)
            } else {
                context.stroke(star, with: .color(TimerPalette.yellow), lineWidth: 1.5, name: opName)
            }
        }
    }
}
