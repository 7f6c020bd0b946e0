/// The colour emoji face the SVG encoder and the page name first in every font stack: the
/// installed colour emoji font (`fonts-noto-color-emoji` on Debian, Apple Color Emoji, Segoe UI
/// Emoji) restricted to emoji code points, so emoji draw in colour even where the system
/// sans-serif has monochrome emoji glyphs (DejaVu Sans), and other text keeps its own fonts.
/// The page declares it in `web/style.css`; an SVG declares it in a `<style>` only when its text
/// contains emoji.
enum EmojiFont {
    /// The face's name in font stacks.
    static let family = "Zoetrope Emoji"

    /// The code points the face covers: the emoji blocks U+1F000…U+1FAFF, the emoji variation
    /// selector, the zero-width joiner and the keycap mark. Symbols with a text default (❤, ✓)
    /// are left to the text fonts.
    static let ranges: [ClosedRange<UInt32>] = [0x1F000...0x1FAFF, 0xFE0F...0xFE0F, 0x200D...0x200D, 0x20E3...0x20E3]

    /// Whether `text` has an emoji from the blocks above (the selector, joiner and keycap mark
    /// only ever follow one).
    static func covers(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in ranges[0].contains(scalar.value) }
    }

    /// The CSS `@font-face` rule declaring the face (single-quoted names, for an SVG `<style>`).
    static var fontFaceRule: String {
        let sources = ["Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji", "NotoColorEmoji"]
            .map { "local('\($0)')" }.joined(separator: ", ")
        let range = ranges.map { range in
            range.lowerBound == range.upperBound
                ? "U+" + hex(range.lowerBound) : "U+" + hex(range.lowerBound) + "-" + hex(range.upperBound)
        }.joined(separator: ", ")
        return "@font-face { font-family: '\(family)'; src: \(sources); unicode-range: \(range); }"
    }

    private static func hex(_ value: UInt32) -> String { String(value, radix: 16, uppercase: true) }
}
