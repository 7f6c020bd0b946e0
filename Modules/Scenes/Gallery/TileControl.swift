import Geometry

/// What a press inside a tile lands on (effects-gallery.md §3.2–§3.3), in tile space.
enum TileControl: Hashable, Sendable {
    /// The title strip (tile y < 28): a tap toggles focus mode.
    case titleStrip
    /// The primary button of the control strip.
    case button
    /// The stepper's "−" button.
    case stepperMinus
    /// The stepper's "+" button.
    case stepperPlus
    /// The checkbox at this index of the tile's `TileSpec.checkboxes`.
    case checkbox(Int)
    /// The slider at this index of the tile's `TileSpec.sliders` (pressed, then dragged).
    case slider(Int)
    /// A tappable item of the stage (E3's squares), by index.
    case item(Int)

    /// The primary button: 120 × 32, centred at (200, 278).
    static let buttonRect = Rect(x: 140, y: 262, width: 120, height: 32)
    /// The stepper's "−": 44 × 32 centred at (170, 278).
    static let minusRect = Rect(x: 148, y: 262, width: 44, height: 32)
    /// The stepper's "+": 44 × 32 centred at (230, 278).
    static let plusRect = Rect(x: 208, y: 262, width: 44, height: 32)
    /// The title strip's height, design units.
    static let titleStripHeight = 28.0
    /// Where the control strip starts, design units.
    static let controlStripTop = 256.0

    /// Whether a tap (press and release within 10 screen points) activates this control; a
    /// slider acts while it is dragged instead.
    var activatesOnTap: Bool {
        if case .slider = self { return false }
        return true
    }
}
