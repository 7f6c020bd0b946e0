import Curves
import Drawing
import Geometry
import Stage

/// One bubble of the honeycomb: its cell, the three animated values that change its look
/// (honeycomb.md §5) and its label laid out once.
struct Bubble: Sendable {
    /// The cell: hex, centre and topic.
    let cell: HexCell
    /// The press factor on the fish-eye size: 1, or 0.9 while it or a neighbour is touched (§11).
    @Animated var pressScale = 1.0
    /// The dim overlay's alpha: 0, or 0.25 while it is touched (§11).
    @Animated var dimAlpha = 0.0
    /// The insertion scale: 1 for the initial cells; new subtopic cells start at 0 (§12.4).
    @Animated var appear: Double
    /// The label's lines, centred on the bubble's centre (the bubble's local frame, unscaled).
    let label: [TextRun]
    /// The name of the bubble's disc operation, `bubble/<topic>`.
    let name: String

    /// A bubble for `cell` whose insertion scale starts at `appear`.
    init(cell: HexCell, appear: Double = 1) {
        self.cell = cell
        _appear = Animated(wrappedValue: appear)
        label = BubbleArtwork.label(cell.topic)
        name = "bubble/\(cell.topic)"
    }

    /// The press targets (§11) for this bubble when `touched` is the touched cell (nil: none):
    /// `(dimAlpha, pressScale)`.
    func pressTarget(touched: HexCell?) -> (dim: Double, scale: Double) {
        guard let touched else { return (0, 1) }
        if touched == cell { return (0.25, 0.9) }
        if touched.hex.isNeighbour(of: cell.hex) { return (0, 0.9) }
        return (0, 1)
    }
}
