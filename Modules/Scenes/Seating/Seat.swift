import Geometry
import RealModule

/// One seat (seating.md §5.2, §5.5), stored as its id, cell centre, rotation ψ and cell side σ;
/// its path is the shared glyph (`SeatGlyph`) under `matrix`. Chart units, radians.
public struct Seat: Hashable, Sendable {
    /// The id.
    public var id: SeatID
    /// The centre of the σ-square cell.
    public var center: Point
    /// The rotation ψ about the cell centre; the back faces `(sin ψ, −cos ψ)`.
    public var rotation: Double
    /// The cell side σ.
    public var cellSide: Double

    /// The cell's top-left corner before rotation, `O = centre − (σ/2, σ/2)`.
    public var cellOrigin: Point { Point(x: center.x - cellSide / 2, y: center.y - cellSide / 2) }

    /// The cell square before rotation.
    public var cell: Rect { Rect(origin: cellOrigin, size: Size(width: cellSide, height: cellSide)) }

    /// The seat matrix of §5.2 (turn about the cell centre, then move to the cell origin), mapping
    /// the glyph's local frame to chart space.
    public var matrix: AffineTransform {
        let (cs, sn) = exactCosSin(rotation)
        let h = cellSide / 2
        return AffineTransform(a: cs, b: sn, c: -sn, d: cs,
                               tx: cellOrigin.x + h - (h * cs - h * sn),
                               ty: cellOrigin.y + h - (h * sn + h * cs))
    }

    /// Whether the rotated cell holds `p` (§10.5): `u = R(−ψ)(p − centre)` has `|u.x|, |u.y| ≤ σ/2`.
    public func cellContains(_ p: Point) -> Bool {
        let dx = p.x - center.x, dy = p.y - center.y
        let reach = cellSide * 0.7072  // beyond half the diagonal nothing can be inside
        guard abs(dx) <= reach, abs(dy) <= reach else { return false }
        let (cs, sn) = exactCosSin(rotation)
        let ux = dx * cs + dy * sn, uy = -dx * sn + dy * cs
        let h = cellSide / 2
        return abs(ux) <= h && abs(uy) <= h
    }
}
