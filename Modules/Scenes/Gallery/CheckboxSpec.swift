import Drawing
import Geometry

/// A checkbox of a tile's stage (effects-gallery.md §3.3): an 18 × 18 rounded square centred
/// at `center` (tile space) with a 12-point label 8 units to its right.
struct CheckboxSpec: Hashable, Sendable {
    /// The label ("animatable").
    let label: String
    /// The box's centre, tile space.
    let center: Point
    /// Whether the tile starts with it checked.
    let initial: Bool

    /// The box's side, design units.
    static let side = 18.0
    /// The label's font: 12 points.
    static let font = Font.system(size: 12)

    /// The box.
    var box: Rect { Rect(x: center.x - Self.side / 2, y: center.y - Self.side / 2, width: Self.side, height: Self.side) }
    /// The label's left edge, tile x.
    var labelX: Double { center.x + Self.side / 2 + 8 }

    /// Whether a press at `point` lands on the box or its label.
    func contains(_ point: Point) -> Bool {
        let right = labelX + Self.font.estimatedWidth(of: label)
        return point.x >= box.minX - 4 && point.x <= right && abs(point.y - center.y) <= Self.side / 2 + 2
    }
}
