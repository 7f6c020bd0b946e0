import Drawing

/// The playground's colours (pull-to-refresh.md C.1–C.3): platform light-mode colours.
enum PlaygroundPalette {
    /// The background, #FFFFFF.
    static let background = Color(hex: 0xFFFFFF)
    /// Text, #000000.
    static let text = Color(hex: 0x000000)
    /// Tint (buttons, active tab, gear and star), #007AFF.
    static let tint = Color(hex: 0x007AFF)
    /// Inactive tab labels and secondary text, #8E8E93.
    static let secondary = Color(hex: 0x8E8E93)
    /// Separators, #C6C6C8.
    static let separator = Color(hex: 0xC6C6C8)
    /// A switch that is on, #34C759.
    static let switchOn = Color(hex: 0x34C759)
    /// A switch that is off, #E9E9EA.
    static let switchOff = Color(hex: 0xE9E9EA)
    /// The tab bar's fill, #F9F9F9.
    static let tabBar = Color(hex: 0xF9F9F9)
    /// The square of the transitions tab, #FF3B30.
    static let square = Color(hex: 0xFF3B30)
    /// The deletion control, #FF3B30.
    static let destructive = Color(hex: 0xFF3B30)
    /// The disclosure chevron, #C7C7CC.
    static let chevron = Color(hex: 0xC7C7CC)
}
