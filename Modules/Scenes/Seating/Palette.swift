import Drawing

/// The scene's colours (seating.md §7.1, §11).
enum Palette {
    /// The screen background, the sample project's accent orange #FA8128.
    static let background = Color(hex: 0xFA8128)
    /// The field fill and a chosen seat, iOS system green #34C759.
    static let green = Color(hex: 0x34C759)
    /// Tribune and free-seat fill, iOS system blue #007AFF.
    static let blue = Color(hex: 0x007AFF)
    /// Outlines, the selected tribune, header text and button fills, #FFFFFF.
    static let white = Color(hex: 0xFFFFFF)
    /// Seat outlines and button labels, #000000.
    static let black = Color(hex: 0x000000)
    /// The ticket badge, #FF3B30.
    static let badge = Color(hex: 0xFF3B30)
    /// The dialog scrim, rgba(0, 0, 0, 0.25).
    static let scrim = Color(hex: 0x000000, opacity: 0.25)
    /// The dialog card, #F2F2F7.
    static let dialogCard = Color(hex: 0xF2F2F7)
    /// The dialog's title and message, #3C3C43.
    static let dialogText = Color(hex: 0x3C3C43)
    /// The dialog's "OK", #007AFF.
    static let dialogButton = Color(hex: 0x007AFF)
    /// The soft shadows under the title and the buttons: 33 % black.
    static let shadow = Color(hex: 0x000000, opacity: 0.33)
}
