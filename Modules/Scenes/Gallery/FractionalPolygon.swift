import Geometry
import RealModule

/// A regular polygon with a real number of sides (effects-gallery.md §4 D2, the intended
/// behaviour): ⌈n⌉ vertices at angles `θₖ = 2πk/n` from 3 o'clock, clockwise on screen; the
/// first ⌈n⌉ − 1 edges are equal chords spanning 2π/n and the closing edge spans the rest,
/// so a new vertex is born on top of vertex 0 just past an integer and slides open.
enum FractionalPolygon {
    /// The most vertices drawn (a guard against absurd side counts).
    static let maximumVertices = 1000

    /// The vertices for `n` sides around `center` at circumradius `radius`: none when `n < 1`
    /// or n is not finite.
    static func vertices(sides n: Double, center: Point, radius: Double) -> [Point] {
        guard n >= 1, n.isFinite else { return [] }
        let m = Int(Swift.min(n.rounded(.up), Double(maximumVertices)))
        return (0..<m).map { k in
            let theta = 2 * Double.pi * Double(k) / n
            return Point(x: center.x + radius * .cos(theta), y: center.y + radius * .sin(theta))
        }
    }

    /// The closed outline through `vertices(sides:center:radius:)`; empty when there are none.
    static func path(sides n: Double, center: Point, radius: Double) -> Path {
        let points = vertices(sides: n, center: center, radius: radius)
        guard !points.isEmpty else { return Path() }
        return Path { p in
            p.addLines(points)
            p.closeSubpath()
        }
    }
}
