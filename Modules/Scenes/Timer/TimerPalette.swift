import Drawing
import Geometry

/// The tea app's colours (timer.md §2): the book's named colours as the sample project's hex
/// values, and the platform's light-mode system colours.
public enum TimerPalette {
    /// BlackRussian #151618: text, the second hand, gradient ends.
    public static let blackRussian = Color(hex: 0x151618)
    /// DarkOliveGreen #556B2F: gradients, the minute hand, unselected page squares.
    public static let darkOliveGreen = Color(hex: 0x556B2F)
    /// OliveGreen #A9A454: gradients, popup option circles, the selected page square.
    public static let oliveGreen = Color(hex: 0xA9A454)
    /// Bourbon #B07946: the popup's main button while it shows the value.
    public static let bourbon = Color(hex: 0xB07946)
    /// QuarterSpanishWhite #EFE4D4: cards, text on coloured circles.
    public static let quarterSpanishWhite = Color(hex: 0xEFE4D4)
    /// System red #FF3B30: the stopped border, the stop glyph, "!" and "×", radar spoke 1.
    public static let red = Color(hex: 0xFF3B30)
    /// System green #34C759: the done border, the play glyph, radar spoke 3.
    public static let green = Color(hex: 0x34C759)
    /// System blue #007AFF: the paused border, the pause glyph, slider fill, radar spoke 2.
    public static let blue = Color(hex: 0x007AFF)
    /// System yellow #FFCC00: stars, radar spoke 4.
    public static let yellow = Color(hex: 0xFFCC00)
    /// System gray #8E8E93: the radar grid, disabled glyphs.
    public static let gray = Color(hex: 0x8E8E93)
    /// Black #000000: dial border, ticks and numerals, radar spoke 0.
    public static let black = Color(hex: 0x000000)
    /// White #FFFFFF: header text, the slider thumb.
    public static let white = Color(hex: 0xFFFFFF)
    /// The slider track's right part, #D1D1D6 (§5.6).
    public static let sliderTrack = Color(hex: 0xD1D1D6)
    /// The slider thumb's outline, #C7C7CC (§5.6).
    public static let sliderThumbOutline = Color(hex: 0xC7C7CC)

    /// The app background (§2): stops BlackRussian 0, DarkOliveGreen 0.5, OliveGreen 1.
    public static let backgroundGradient = Gradient(colors: [blackRussian, darkOliveGreen, oliveGreen])

    /// The app background paint for a `size` viewport: linear from (0.75·W, 0) to (0.25·W, H).
    public static func background(in size: Geometry.Size) -> Paint {
        .linearGradient(backgroundGradient, startPoint: Geometry.Point(x: 0.75 * size.width, y: 0),
                        endPoint: Geometry.Point(x: 0.25 * size.width, y: size.height))
    }
}
