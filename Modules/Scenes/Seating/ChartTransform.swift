import Geometry
import RealModule

/// The chart transform of seating.md §2.3–§2.4 for one set of (presented) values:
/// `q = B + o + A + s · R(θ) · (p − A)` from chart-local `p` to canvas `q`, and its inverse.
/// Scale and rotation share the pivot A; the pan o acts last, in screen axes.
public struct ChartTransform: Hashable, Sendable {
    /// B: the chart box's top-left corner on the canvas, points.
    public var boxOrigin: Point
    /// o = offset + drag: the pan, canvas points.
    public var pan: Vector
    /// A = (ax·L, ay·L): the pivot, chart-local.
    public var pivot: Point
    /// s = zoom · pinch.
    public var scale: Double
    /// θ = rotation + liveRot, radians (positive turns clockwise on screen).
    public var angle: Double

    /// A transform from its parts.
    public init(boxOrigin: Point, pan: Vector, pivot: Point, scale: Double, angle: Double) {
        self.boxOrigin = boxOrigin
        self.pan = pan
        self.pivot = pivot
        self.scale = scale
        self.angle = angle
    }

    /// The chart box for a viewport (§2.1): side `L = min(vw, vh) / Z0`, centred.
    public static func chartBox(viewport: Size) -> Rect {
        let w = viewport.width.isFinite ? Swift.max(0, viewport.width) : 0
        let h = viewport.height.isFinite ? Swift.max(0, viewport.height) : 0
        let side = Swift.min(w, h) / SeatingConstants.restingZoom
        return Rect(x: (w - side) / 2, y: (h - side) / 2, width: side, height: side)
    }

    /// The map as one matrix in the §2.7 convention (`x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`).
    public var matrix: AffineTransform {
        let (cs, sn) = exactCosSin(angle)
        let s = scale, A = pivot
        return AffineTransform(
            a: s * cs, b: s * sn, c: -s * sn, d: s * cs,
            tx: boxOrigin.x + pan.dx + A.x - s * (A.x * cs - A.y * sn),
            ty: boxOrigin.y + pan.dy + A.y - s * (A.x * sn + A.y * cs))
    }

    /// Chart-local `p` to canvas (§2.3).
    public func chartToCanvas(_ p: Point) -> Point {
        let (cs, sn) = exactCosSin(angle)
        let dx = p.x - pivot.x, dy = p.y - pivot.y
        return Point(x: boxOrigin.x + pan.dx + pivot.x + scale * (dx * cs - dy * sn),
                     y: boxOrigin.y + pan.dy + pivot.y + scale * (dx * sn + dy * cs))
    }

    /// Canvas `q` to chart-local (§2.4): `p = A + (1/s) · R(−θ) · (q − B − o − A)`. A zero scale
    /// (never produced by the scene, which clamps it) maps everything to the pivot.
    public func canvasToChart(_ q: Point) -> Point {
        let (cs, sn) = exactCosSin(angle)
        let dx = q.x - boxOrigin.x - pan.dx - pivot.x, dy = q.y - boxOrigin.y - pan.dy - pivot.y
        guard scale != 0 else { return pivot }
        return Point(x: pivot.x + (dx * cs + dy * sn) / scale, y: pivot.y + (-dx * sn + dy * cs) / scale)
    }
}
