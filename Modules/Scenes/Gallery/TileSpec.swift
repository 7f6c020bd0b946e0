/// What a tile's controls are (effects-gallery.md §3.2–§4): the primary button's label (or the
/// caption that replaces it), the stepper, sliders, checkboxes and tappable stage items. These
/// never change while the scene runs; the values they set live in the tile.
struct TileSpec: Sendable {
    /// The primary button's label, nil when the control strip has no button.
    var button: String?
    /// A caption drawn in the control strip instead of the button (E3).
    var stripCaption: String?
    /// Whether the control strip holds the "−"/"+" stepper (B2).
    var hasStepper = false
    /// The stage's sliders, in order.
    var sliders: [SliderSpec] = []
    /// The stage's checkboxes, in order.
    var checkboxes: [CheckboxSpec] = []
    /// How many stage items a tap can select (E3's five squares).
    var itemCount = 0

    /// The scene actions this tile offers, with the control each presses: `<id>-<button>`,
    /// `<id>-minus`/`<id>-plus`, `<id>-<checkbox label>`, `<id>-item-<i>` (lower case, spaces as
    /// hyphens).
    func actions(for tile: TileID) -> [(name: String, control: TileControl)] {
        let prefix = tile.rawValue.lowercased() + "-"
        func slug(_ s: String) -> String { s.lowercased().split(separator: " ").joined(separator: "-") }
        var out: [(String, TileControl)] = []
        if let button { out.append((prefix + slug(button), .button)) }
        if hasStepper {
            out.append((prefix + "minus", .stepperMinus))
            out.append((prefix + "plus", .stepperPlus))
        }
        for (i, c) in checkboxes.enumerated() { out.append((prefix + slug(c.label), .checkbox(i))) }
        for i in 0..<itemCount { out.append((prefix + "item-\(i)", .item(i))) }
        return out
    }
}
