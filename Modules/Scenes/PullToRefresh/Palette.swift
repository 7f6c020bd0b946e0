import Drawing

/// The scene's colours (pull-to-refresh.md B.2 and B.3): platform light-mode colours and the
/// vector basketball's orange and brown.
enum Palette {
    /// The viewport background, #FFFFFF.
    static let background = Color(hex: 0xFFFFFF)
    /// Primary text, #000000.
    static let primaryText = Color(hex: 0x000000)
    /// Secondary text (venue, date), #8A8A8E.
    static let secondaryText = Color(hex: 0x8A8A8E)
    /// Few tickets left and "SOLD OUT", #FF3B30.
    static let alert = Color(hex: 0xFF3B30)
    /// The header hairline, #C6C6C8.
    static let hairline = Color(hex: 0xC6C6C8)
    /// The chevron, #C7C7CC.
    static let chevron = Color(hex: 0xC7C7CC)
    /// The card border: #8E8E93 at alpha 0.1.
    static let cardBorder = Color(hex: 0x8E8E93, opacity: 0.1)
    /// The header band's fill while the list is scrolled: #FFFFFF at alpha 0.95.
    static let headerFill = Color(hex: 0xFFFFFF, opacity: 0.95)
    /// The basketball's fill, #E8702A.
    static let ballFill = Color(hex: 0xE8702A)
    /// The basketball's seams and outline, #3B2314.
    static let ballSeams = Color(hex: 0x3B2314)
    /// The shadow grey, #8E8E93 (drawn with the alphas of B.7).
    static let shadow = Color(hex: 0x8E8E93)
}
