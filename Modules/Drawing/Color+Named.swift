/// The named colours the scene specs use: SwiftUI's standard colours and the iOS system greys,
/// in their light-mode sRGB values.
///
/// Scene-specific palettes (the tea timer's BlackRussian, OliveGreen, …) belong to their scene
/// modules; build them with a hex literal, e.g. `let blackRussian: Color = "#151618"`.
extension Color {
    /// Fully transparent black, `#00000000`.
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    /// `#000000`.
    public static let black = Color(hex: 0x000000)
    /// `#FFFFFF`.
    public static let white = Color(hex: 0xFFFFFF)
    /// System red, `#FF3B30`.
    public static let red = Color(hex: 0xFF3B30)
    /// System orange, `#FF9500`.
    public static let orange = Color(hex: 0xFF9500)
    /// System yellow, `#FFCC00`.
    public static let yellow = Color(hex: 0xFFCC00)
    /// System green, `#34C759`.
    public static let green = Color(hex: 0x34C759)
    /// System teal, `#5AC8FA` (the value the effects gallery uses).
    public static let teal = Color(hex: 0x5AC8FA)
    /// System blue, `#007AFF`.
    public static let blue = Color(hex: 0x007AFF)
    /// System pink, `#FF2D55`.
    public static let pink = Color(hex: 0xFF2D55)
    /// System purple, `#AF52DE`. (UIKit's plain `purple`, `#800080`, is a different colour.)
    public static let purple = Color(hex: 0xAF52DE)
    /// System grey, `#8E8E93`.
    public static let gray = Color(hex: 0x8E8E93)
    /// System grey 2, `#AEAEB2`.
    public static let gray2 = Color(hex: 0xAEAEB2)
    /// System grey 3, `#C7C7CC`.
    public static let gray3 = Color(hex: 0xC7C7CC)
    /// System grey 4, `#D1D1D6`.
    public static let gray4 = Color(hex: 0xD1D1D6)
    /// System grey 5, `#E5E5EA`.
    public static let gray5 = Color(hex: 0xE5E5EA)
    /// System grey 6, `#F2F2F7` (grouped backgrounds, gallery tiles).
    public static let gray6 = Color(hex: 0xF2F2F7)
}
