import Geometry

/// The seat glyph of seating.md §5.1 in its cell's local frame (origin top-left, y down,
/// `u, v ∈ [0, σ]`), facing down (+v): the sheared back, the squab and the rod, in that path
/// order. Every seat draws this one template under its own matrix.
public struct SeatGlyph: Sendable {
    /// The cell side σ.
    public let cellSide: Double
    /// Back, squab and rod as one path (the back already sheared by `shear`).
    public let path: PathMeasure

    /// The glyph for cells of side `cellSide`.
    public init(cellSide sigma: Double) {
        cellSide = sigma
        let v0 = 0.1 * sigma
        let hb = sigma / 3 - v0
        let hs = sigma / 2 - v0
        let k = hb  // hb / tan 45°
        let wp = sigma - k
        let radius = sigma / 15
        var p = Path()
        Self.addRoundedRect(Rect(x: 0, y: v0, width: wp, height: hb), radius: radius, transform: Self.shear(sigma), to: &p)
        Self.addRoundedRect(Rect(x: 0, y: sigma / 2, width: wp, height: hs), radius: radius, transform: .identity, to: &p)
        p.move(to: Point(x: sigma / 2, y: sigma / 3))
        p.addLine(to: Point(x: sigma / 2 - k / 2, y: sigma / 2))
        path = PathMeasure(p)
    }

    /// The back's shear `Sk = (1, 0, −cos 45°, 1, σ/3, 0)`: `u' = u − 0.7071068·v + σ/3`. The
    /// book computes the shift with tan but shears with cos; both are kept (§5.1).
    public static func shear(_ sigma: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: -(0.5).squareRoot(), d: 1, tx: sigma / 3, ty: 0)
    }

    /// A rounded rectangle with circular corners of `radius`, starting at the left end of its top
    /// straight edge and running clockwise (in the frame before `transform`), closed.
    static func addRoundedRect(_ r: Rect, radius: Double, transform t: AffineTransform, to p: inout Path) {
        let q = Double.pi / 2
        p.move(to: Point(x: r.minX + radius, y: r.minY).applying(t))
        let corners: [(Point, Double)] = [
            (Point(x: r.maxX - radius, y: r.minY + radius), 3 * q),
            (Point(x: r.maxX - radius, y: r.maxY - radius), 0),
            (Point(x: r.minX + radius, y: r.maxY - radius), q),
            (Point(x: r.minX + radius, y: r.minY + radius), 2 * q),
        ]
        for (center, start) in corners {
            p.addArc(center: center, radius: radius, startAngle: .radians(start), endAngle: .radians(start + q),
                     clockwise: false, transform: t)
        }
        p.closeSubpath()
    }

    /// The glyph placed as `seat`: its path in chart space.
    public func path(for seat: Seat) -> Path { path.path.applying(seat.matrix) }

    /// The glyph trimmed to `fraction` of its length (§6) and placed as `seat`. The seat matrix
    /// is rigid, so trimming the template first is the same as trimming the placed path.
    public func path(for seat: Seat, trimmedTo fraction: Double) -> Path {
        path.trimmedPath(from: 0, to: fraction).applying(seat.matrix)
    }
}
