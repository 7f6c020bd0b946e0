import Drawing
import Geometry

/// The pour's colours (pour.md §3, §5, §7.1) and the app background it is drawn over.
public enum PourPalette {
    /// BlackRussian `#151618`: the background gradient's start (shared with timer.md).
    public static let blackRussian = Color(hex: 0x151618)
    /// DarkOliveGreen `#556B2F`: the background gradient's middle.
    public static let darkOliveGreen = Color(hex: 0x556B2F)
    /// OliveGreen `#A9A454`: the background gradient's end.
    public static let oliveGreen = Color(hex: 0xA9A454)
    /// The front wave ("wave 1"), `#2E88C7` (the book's RGB 0.180, 0.533, 0.78).
    public static let frontWave = Color(hex: 0x2E88C7)
    /// The back wave ("wave 2"), `#2158A8` (the book's RGB 0.129, 0.345, 0.659).
    public static let backWave = Color(hex: 0x2158A8)
    /// The falling drops, `#1898FF`.
    public static let drop = Color(hex: 0x1898FF)

    /// The app background (pour.md §3 layer 1, timer.md §3): a linear gradient from
    /// (0.75·W, 0) to (0.25·W, H) of `box`, stops BlackRussian 0, DarkOliveGreen 0.5,
    /// OliveGreen 1.
    ///
    /// - Parameter box: The rectangle the background covers, in the context's points.
    /// - Returns: The paint, in the same coordinates as `box`.
    public static func background(in box: Rect) -> Paint {
        .linearGradient(
            Gradient(stops: [
                Gradient.Stop(color: blackRussian, location: 0),
                Gradient.Stop(color: darkOliveGreen, location: 0.5),
                Gradient.Stop(color: oliveGreen, location: 1),
            ]),
            startPoint: Point(x: box.minX + 0.75 * box.width, y: box.minY),
            endPoint: Point(x: box.minX + 0.25 * box.width, y: box.maxY))
    }
}
