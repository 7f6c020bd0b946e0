import Geometry
import RealModule

/// E4's figure-eight track and the chapter's way of following it (effects-gallery.md §4 E4): a
/// point is the centre of the bounding box of the path's piece between arc-length fractions p
/// and p + δ (δ = 0.01), the window wrapping through the start; the heading is the direction
/// from the point at p − δ to the point at p. On a straight stretch the point is the path point
/// at p + δ/2; at a corner it cuts slightly inside.
enum FigureEight {
    /// The track's origin, tile space.
    static let origin = Point(x: 20, y: 40)
    /// The window, as a fraction of the length.
    static let window = 0.01
    /// The closed polyline (0,0) → (180,0) → (180,200) → (360,200) → (360,100) → (0,100) → (0,0),
    /// relative to `origin`: 1120 units long, crossing itself at (180, 100).
    static let path = Path { p in
        let o = origin
        p.addLines([(0, 0), (180, 0), (180, 200), (360, 200), (360, 100), (0, 100), (0, 0)].map {
            Point(x: o.x + $0.0, y: o.y + $0.1)
        })
    }
    /// The track measured once.
    static let measure = PathMeasure(path)

    /// `p` modulo 1, in 0…1 (NaN counts as 0).
    static func wrapped(_ p: Double) -> Double {
        guard p.isFinite else { return 0 }
        let r = p - p.rounded(.down)
        return r < 1 ? r : 0
    }

    /// The chapter's percent-to-point: the centre of the bounding box of the piece between
    /// fractions p and p + δ, modulo 1 (wrapping through the start point).
    static func point(_ p: Double) -> Point {
        let a = wrapped(p), b = a + window
        let box: Rect
        if b <= 1 {
            box = measure.trimmedPath(from: a, to: b).boundingRect
        } else {
            box = measure.trimmedPath(from: a, to: 1).boundingRect.union(measure.trimmedPath(from: 0, to: b - 1).boundingRect)
        }
        return box.center
    }

    /// The heading at p in radians (clockwise on screen from +x): `atan2` of
    /// `point(p) − point(p − δ)`.
    static func heading(_ p: Double) -> Double {
        let here = point(p), before = point(p - window)
        return .atan2(y: here.y - before.y, x: here.x - before.x)
    }
}
