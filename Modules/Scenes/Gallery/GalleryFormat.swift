import Geometry

/// Fixed-decimal text for the gallery's readouts ("%.1f" slider values, "n = 4.50").
enum GalleryFormat {
    /// `value` with exactly `places` fraction digits, rounded half away from zero ("5.0",
    /// "4.50", "-0.3"); non-finite values print as "–".
    static func fixed(_ value: Double, places: Int) -> String {
        guard value.isFinite else { return "–" }
        var text = NumberFormatting.fixed(value, fractionDigits: places)
        guard places > 0 else { return text }
        let have: Int
        if let dot = text.firstIndex(of: ".") {
            have = text.distance(from: text.index(after: dot), to: text.endIndex)
        } else {
            text += "."
            have = 0
        }
        return text + String(repeating: "0", count: Swift.max(0, places - have))
    }
}
