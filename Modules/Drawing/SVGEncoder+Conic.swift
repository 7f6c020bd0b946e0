import Geometry
import RealModule

/// The axis-aligned box around a path's points and control points (which contains the path,
/// by the convex-hull property of Bézier curves), plus an extra margin.
struct ControlBounds {
    var minX = Double.infinity, minY = Double.infinity
    var maxX = -Double.infinity, maxY = -Double.infinity
    var margin = 0.0

    init() {}

    init(_ path: Path) {
        for e in path.storedElements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c):
                add(p)
                add(c)
            case .curve(let p, let c1, let c2):
                add(p)
                add(c1)
                add(c2)
            case .closeSubpath: break
            }
        }
    }

    mutating func add(_ p: Point) {
        let x = Sanitize.number(p.x), y = Sanitize.number(p.y)
        minX = Swift.min(minX, x)
        maxX = Swift.max(maxX, x)
        minY = Swift.min(minY, y)
        maxY = Swift.max(maxY, y)
    }

    /// The largest distance from `center` to any point of the box, margin included; 0 when empty.
    func reach(from center: Point) -> Double {
        guard minX <= maxX else { return 0 }
        let dx = Swift.max(Swift.abs(minX - center.x), Swift.abs(maxX - center.x))
        let dy = Swift.max(Swift.abs(minY - center.y), Swift.abs(maxY - center.y))
        return (dx * dx + dy * dy).squareRoot() + margin
    }
}

extension SVGWriter {
    /// Draws a conic gradient as wedges masked by `shape` (an element painted white), in the
    /// current transform and opacity. See `Frame.svgDocument()`.
    mutating func conic(
        _ gradient: Gradient, center: Point, angle: Angle, bounds: ControlBounds, margin: Double, name: String?,
        shape: () -> String
    ) {
        guard !gradient.normalizedStops.isEmpty else { return }
        let c = Point(x: Sanitize.number(center.x), y: Sanitize.number(center.y))
        var b = bounds
        b.margin += margin
        let reach = b.reach(from: c) + 1
        let n = SVGWriter.conicWedges
        let step = 2 * Double.pi / Double(n)
        // Each wedge spans 1.5 steps; its outer corners sit far enough out to cover the arc.
        let radius = reach / Double.cos(0.75 * step)
        let start = Sanitize.number(angle.radians)
        let id = makeID()
        line("<mask id=\"\(id)\">")
        line(shape())
        line("</mask>")
        line("<g mask=\"url(#\(id))\"\(transformAttribute)\(opacityAttribute)>")
        if let name { line("<title>\(SVGWriter.escape(name))</title>") }
        for i in 0..<n {
            let a0 = start + Double(i) * step
            let a1 = a0 + 1.5 * step
            let color = gradient.color(at: (Double(i) + 0.5) / Double(n)).quantized()
            let p0 = Point(x: c.x + radius * Double.cos(a0), y: c.y + radius * Double.sin(a0))
            let p1 = Point(x: c.x + radius * Double.cos(a1), y: c.y + radius * Double.sin(a1))
            let d = PathData.string(Path { p in
                p.move(to: c)
                p.addLine(to: p0)
                p.addLine(to: p1)
                p.closeSubpath()
            })
            let alpha = color.opacity < 1 ? " fill-opacity=\"\(DecimalFormat.string(color.opacity))\"" : ""
            line("<path d=\"\(d)\" fill=\"\(color.hexRGB)\"\(alpha)/>")
        }
        line("</g>")
    }
}
