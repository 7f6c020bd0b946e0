import CCairo
import Geometry

/// Replaces the current path of `cr` with `path`, as canvas `Path2D` traces it: a line or curve
/// without a current point starts a sub-path at its first point; quadratic curves are raised to
/// the equivalent cubic; after `closeSubpath` the current point is the sub-path's start.
func setPath(_ cr: OpaquePointer, _ path: Path) {
    cairo_new_path(cr)
    var current: Point?
    var start: Point?
    for element in path.storedElements {
        switch element {
        case .move(let p):
            cairo_move_to(cr, p.x, p.y)
            current = p
            start = p
        case .line(let p):
            if current == nil { start = p }
            cairo_line_to(cr, p.x, p.y)
            current = p
        case .quadCurve(let p, let c):
            let p0 = current ?? c
            if current == nil {
                cairo_move_to(cr, c.x, c.y)
                start = c
            }
            cairo_curve_to(
                cr, p0.x + 2 / 3 * (c.x - p0.x), p0.y + 2 / 3 * (c.y - p0.y),
                p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
            current = p
        case .curve(let p, let c1, let c2):
            if current == nil {
                cairo_move_to(cr, c1.x, c1.y)
                start = c1
            }
            cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            current = p
        case .closeSubpath:
            guard current != nil else { break }
            cairo_close_path(cr)
            current = start
        }
    }
}

extension AffineTransform {
    /// The same transform as a Cairo matrix (canvas and Cairo share the layout a, b, c, d, e, f).
    var cairoMatrix: cairo_matrix_t {
        cairo_matrix_t(xx: a, yx: b, xy: c, yy: d, x0: tx, y0: ty)
    }

    /// Whether Cairo accepts it: finite and invertible (a determinant above 1e-20 in magnitude: smaller scales cover no pixel). Canvas draws nothing under a singular
    /// transform; Cairo would enter an error state, so the drawer skips such draws instead.
    var isCairoInvertible: Bool {
        let det = determinant
        return Swift.abs(det) > 1e-20 && det.isFinite && tx.isFinite && ty.isFinite
    }
}
