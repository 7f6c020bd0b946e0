import Geometry

/// The fish-eye of honeycomb.md §13: bubbles near the grid region's border shrink and pull
/// inwards, reaching size 0 before they cross it.
///
/// For a grid-centre offset `o` in a region of `Wg × Hg` points (D = 125):
///
///     excessX = |ox| + D − Wg/2,  excessY = |oy| + D − Hg/2
///     excess  = max(0, excessX, excessY)
///     size    = max(0, D − 0.75·excess)
///     shiftX  = (ox > 0 ? −1 : +1)·max(0, excessX)/3      (likewise y)
///
/// Any bubble with size > 0 is drawn entirely inside the region (check 15).
struct FishEye: Hashable, Sendable {
    /// The bubble's diameter after the effect, points, in 0…D.
    var size: Double
    /// How far the bubble is pulled towards the centre, points.
    var shift: Vector

    /// No effect: full size, no shift.
    static let none = FishEye(size: HexCell.diameter, shift: .zero)

    /// The effect on a bubble at grid-centre offset `offset` (points) in a region of `region`
    /// points. Non-finite offsets give size 0 and no shift.
    init(offset: Vector, region: Size) {
        let d = HexCell.diameter
        guard offset.isFinite else {
            self.init(size: 0, shift: .zero)
            return
        }
        let excessX = abs(offset.dx) + d - region.width / 2
        let excessY = abs(offset.dy) + d - region.height / 2
        let excess = Swift.max(0, excessX, excessY)
        let x = (offset.dx > 0 ? -1.0 : 1.0) * Swift.max(0, excessX) / 3
        let y = (offset.dy > 0 ? -1.0 : 1.0) * Swift.max(0, excessY) / 3
        self.init(size: Swift.max(0, d - 0.75 * excess), shift: Vector(dx: x, dy: y))
    }

    /// The effect with explicit values.
    init(size: Double, shift: Vector) {
        self.size = size
        self.shift = shift
    }
}
