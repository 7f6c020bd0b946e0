import CCairo
import Drawing
import Geometry
import RealModule

/// A user-space box (Cairo's extents order).
struct UserExtents {
    var x1: Double, y1: Double, x2: Double, y2: Double

    /// The largest distance from `center` to a corner of the box.
    func reach(from center: Point) -> Double {
        let dx = Swift.max(Swift.abs(x1 - center.x), Swift.abs(x2 - center.x))
        let dy = Swift.max(Swift.abs(y1 - center.y), Swift.abs(y2 - center.y))
        return (dx * dx + dy * dy).squareRoot()
    }
}

/// The pieces a conic gradient is split into at most (each spans ≤ 360° / 64 = 5.625°, plus a
/// cut at every stop so hard stops stay hard).
let conicPieces = 64

/// A Cairo source pattern for `paint`, or nil when the paint draws nothing on canvas (no stops,
/// coincident linear end points, equal radial radii). Colours are straight sRGB as given;
/// gradients pad beyond their ends, as on canvas. `extents` gives the user-space box the draw
/// covers (a conic gradient is meshed only that far). The caller destroys the pattern.
func makePattern(_ paint: Paint, opacity: Double, extents: () -> UserExtents) -> OpaquePointer? {
    switch paint {
    case .color(let c):
        return cairo_pattern_create_rgba(c.red, c.green, c.blue, c.opacity * opacity)
    case .linearGradient(let g, let s, let e):
        let stops = g.normalizedStops
        guard !stops.isEmpty, s != e else { return nil }
        let p = cairo_pattern_create_linear(s.x, s.y, e.x, e.y)!
        addStops(p, stops, opacity)
        return p
    case .radialGradient(let g, let c, let r0, let r1):
        let stops = g.normalizedStops
        guard !stops.isEmpty, r0 != r1 else { return nil }
        let p = cairo_pattern_create_radial(c.x, c.y, r0, c.x, c.y, r1)!
        addStops(p, stops, opacity)
        return p
    case .conicGradient(let g, let c, let angle):
        guard !g.normalizedStops.isEmpty else { return nil }
        return conicMesh(g, center: c, start: angle.radians, radius: extents().reach(from: c) + 2, opacity: opacity)
    }
}

private func addStops(_ pattern: OpaquePointer, _ stops: [Gradient.Stop], _ opacity: Double) {
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    for s in stops {
        cairo_pattern_add_color_stop_rgba(pattern, s.location, s.color.red, s.color.green, s.color.blue, s.color.opacity * opacity)
    }
}

/// A conic gradient (canvas `createConicGradient(start, cx, cy)`: location 0 at angle `start`,
/// increasing clockwise on screen) as a Cairo mesh: one Coons patch per piece, a sector from the
/// centre out to `radius` whose outer side is a cubic arc, its two centre-side corners taking
/// the piece's start and end colours, so the colour varies linearly with the angle inside it.
func conicMesh(_ gradient: Gradient, center c: Point, start: Double, radius r: Double, opacity: Double) -> OpaquePointer {
    var cuts: [Double] = (0...conicPieces).map { Double($0) / Double(conicPieces) }
    for s in gradient.normalizedStops where s.location > 0 && s.location < 1 { cuts.append(s.location) }
    cuts.sort()
    let mesh = cairo_pattern_create_mesh()!
    var i = 0
    while i + 1 < cuts.count {
        let t0 = cuts[i], t1 = cuts[i + 1]
        i += 1
        guard t1 > t0 else { continue }
        // Colours at the piece's ends, from the inside (at a hard stop the later stop wins on
        // the right of the cut, the earlier one on its left).
        let c0 = gradient.color(at: t0)
        let c1 = gradient.color(at: t1 - 1e-9)
        let a0 = start + 2 * .pi * t0, a1 = start + 2 * .pi * t1
        let k = 4.0 / 3.0 * Double.tan((a1 - a0) / 4) * r
        let p0 = Point(x: c.x + r * Double.cos(a0), y: c.y + r * Double.sin(a0))
        let p1 = Point(x: c.x + r * Double.cos(a1), y: c.y + r * Double.sin(a1))
        cairo_mesh_pattern_begin_patch(mesh)
        cairo_mesh_pattern_move_to(mesh, c.x, c.y)
        cairo_mesh_pattern_line_to(mesh, p0.x, p0.y)
        cairo_mesh_pattern_curve_to(
            mesh, p0.x - k * Double.sin(a0), p0.y + k * Double.cos(a0),
            p1.x + k * Double.sin(a1), p1.y - k * Double.cos(a1), p1.x, p1.y)
        cairo_mesh_pattern_line_to(mesh, c.x, c.y)
        cairo_mesh_pattern_set_corner_color_rgba(mesh, 0, c0.red, c0.green, c0.blue, c0.opacity * opacity)
        cairo_mesh_pattern_set_corner_color_rgba(mesh, 1, c0.red, c0.green, c0.blue, c0.opacity * opacity)
        cairo_mesh_pattern_set_corner_color_rgba(mesh, 2, c1.red, c1.green, c1.blue, c1.opacity * opacity)
        cairo_mesh_pattern_set_corner_color_rgba(mesh, 3, c1.red, c1.green, c1.blue, c1.opacity * opacity)
        cairo_mesh_pattern_end_patch(mesh)
    }
    return mesh
}
