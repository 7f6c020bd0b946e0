import Drawing

/// The scene's colours (honeycomb.md §6).
enum Palette {
    /// The viewport background, #FFFFFF.
    static let background = Color(hex: 0xFFFFFF)
    /// Header and status text, #1C1C1E.
    static let text = Color(hex: 0x1C1C1E)
    /// An unselected bubble and the bar below the goal: UIKit's system purple (0.5, 0, 0.5),
    /// #800080.
    static let unselected = Color(hex: 0x800080)
    /// A selected bubble and the bar at the goal: the platform green, #34C759.
    static let selected = Color(hex: 0x34C759)
    /// The progress track, #E5E5EA.
    static let track = Color(hex: 0xE5E5EA)
    /// The bubble labels, #FFFFFF (a decision: the platform's black is hard to read on purple).
    static let label = Color(hex: 0xFFFFFF)
    /// The bubble shadow: black at alpha 0.33.
    static let shadow = Color(hex: 0x000000, opacity: 0.33)

    /// The dim overlay: black at alpha `alpha`.
    static func dim(_ alpha: Double) -> Color { Color(hex: 0x000000, opacity: alpha) }
}
