import Drawing

/// The gallery's colours (effects-gallery.md §1.1): the platform's semantic colours in their
/// light-mode values, the pure primaries the colour-mix demos mix, and the page's greys.
enum GalleryPalette {
    /// "red": shape fills and strokes, #FF3B30.
    static let red = Color(hex: 0xFF3B30)
    /// "orange", #FF9500.
    static let orange = Color(hex: 0xFF9500)
    /// "yellow" (reserved), #FFCC00.
    static let yellow = Color(hex: 0xFFCC00)
    /// "green", #34C759.
    static let green = Color(hex: 0x34C759)
    /// "blue" and buttons, #007AFF.
    static let blue = Color(hex: 0x007AFF)
    /// A button while pressed, #0062CC (§3.2).
    static let pressedBlue = Color(hex: 0x0062CC)
    /// "pink", #FF2D55.
    static let pink = Color(hex: 0xFF2D55)
    /// Gallery additions, #AF52DE.
    static let purple = Color(hex: 0xAF52DE)
    /// Gallery additions, #5AC8FA.
    static let teal = Color(hex: 0x5AC8FA)
    /// "gray", #8E8E93.
    static let gray = Color(hex: 0x8E8E93)
    /// Pure red for the colour-mix demos (F2, F3), #FF0000.
    static let pureRed = Color(hex: 0xFF0000)
    /// Pure green, #00FF00.
    static let pureGreen = Color(hex: 0x00FF00)
    /// Pure blue, #0000FF.
    static let pureBlue = Color(hex: 0x0000FF)
    /// Pure yellow, #FFFF00.
    static let pureYellow = Color(hex: 0xFFFF00)
    /// The page background, #FFFFFF.
    static let page = Color(hex: 0xFFFFFF)
    /// A tile's background and its strips, #F2F2F7.
    static let tile = Color(hex: 0xF2F2F7)
    /// Titles and labels, #1C1C1E.
    static let title = Color(hex: 0x1C1C1E)
    /// Captions, #6C6C70.
    static let caption = Color(hex: 0x6C6C70)
    /// A slider's track, #D1D1D6 (§3.3).
    static let track = Color(hex: 0xD1D1D6)
    /// Control borders and the A2 plot's box and diagonal, #C7C7CC.
    static let border = Color(hex: 0xC7C7CC)
    /// Black (F1's dashed line).
    static let black = Color(hex: 0x000000)
    /// White (labels on shapes, slider thumbs).
    static let white = Color(hex: 0xFFFFFF)
}
