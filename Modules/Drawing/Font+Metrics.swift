/// Approximate text measurement for layout. The browser shapes the real text with whatever face
/// it picks, so these numbers are estimates: expect them within roughly ±10 % of a typical
/// sans-serif for Latin text, and worse for other scripts. Never use them for anything that must
/// match the rendered glyphs exactly; centre text on a point (alignment `.center`, baseline
/// `.middle`) when it must sit exactly.
extension Font {
    /// The estimated advance width of `string` set on one line in this font, in points.
    ///
    /// Model: printable ASCII uses Helvetica's published advance widths (Adobe's standard AFM
    /// metrics), blended from regular towards bold as the weight goes from 400 to 700; CJK,
    /// Hangul, full-width forms and emoji count 1 em; any other character counts 0.556 em (a
    /// typical lower-case advance); combining marks add nothing (width is counted per
    /// `Character`). The serif design is estimated at 92 % of that, the monospaced design at
    /// 0.6 em per character (wide characters 1 em). Control characters count 0. A size that is
    /// negative or NaN gives 0.
    ///
    /// - Parameter string: The text (line breaks are not interpreted).
    /// - Returns: The width in points, ≥ 0.
    public func estimatedWidth(of string: String) -> Double {
        guard size > 0 else { return 0 }  // also false for NaN
        var ems = 0.0
        let boldness = Swift.min(Swift.max(Double(weight.value - 400) / 300, 0), 1)
        for character in string {
            ems += FontMetricsTable.ems(of: character, design: design, boldness: boldness)
        }
        let factor = design == .serif ? 0.92 : 1
        return ems * factor * size
    }

    /// Breaks `text` into lines no wider than `maxWidth` points by the width estimate, greedily
    /// at spaces. Explicit line breaks (`"\n"`) always break. A single word wider than
    /// `maxWidth` gets a line of its own (words are never split). Runs of spaces collapse to one.
    ///
    /// - Parameters:
    ///   - text: The text to wrap.
    ///   - maxWidth: The line width limit in points; NaN or a negative value puts every word on
    ///     its own line.
    /// - Returns: The lines, without leading or trailing spaces; an empty paragraph (e.g. from
    ///   `"a\n\nb"`) gives an empty line; text without any words gives no lines.
    public func lines(wrapping text: String, maxWidth: Double) -> [String] {
        var out: [String] = []
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        for paragraph in paragraphs {
            let words = paragraph.split(separator: " ")
            if words.isEmpty {
                out.append("")
                continue
            }
            var line = ""
            for word in words {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if line.isEmpty || estimatedWidth(of: candidate) <= maxWidth {
                    line = candidate
                } else {
                    out.append(line)
                    line = String(word)
                }
            }
            out.append(line)
        }
        if out.allSatisfy(\.isEmpty) { return [] }
        return out
    }
}

/// Advance widths used by the estimate, in thousandths of an em.
enum FontMetricsTable {
    /// Helvetica advance widths for U+0020…U+007E (Adobe AFM).
    static let regular: [UInt16] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556,
        278, 278, 584, 584, 584, 556, 1015,
        667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
        722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611,
        278, 278, 278, 469, 556, 333,
        556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833,
        556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500,
        334, 260, 334, 584,
    ]

    /// Helvetica-Bold advance widths for U+0020…U+007E (Adobe AFM).
    static let bold: [UInt16] = [
        278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556,
        333, 333, 584, 584, 584, 611, 975,
        722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833,
        722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611,
        333, 278, 333, 584, 556, 333,
        556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889,
        611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500,
        389, 280, 389, 584,
    ]

    /// The advance of one character in ems.
    static func ems(of character: Character, design: Font.Design, boldness: Double) -> Double {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        let v = scalar.value
        if v < 0x20 || (0x7F..<0xA0).contains(v) { return 0 }
        if isWide(scalar, in: character) { return 1 }
        if design == .monospaced { return 0.6 }
        if v >= 0x20 && v <= 0x7E {
            let i = Int(v - 0x20)
            let r = Double(regular[i]), b = Double(bold[i])
            return (r + (b - r) * boldness) / 1000
        }
        if v == 0xA0 { return 0.278 }
        return 0.556
    }

    /// Whether a character is drawn about one em wide: CJK, Hangul, full-width forms, emoji.
    static func isWide(_ scalar: Unicode.Scalar, in character: Character) -> Bool {
        let v = scalar.value
        switch v {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
            0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
            return true
        default:
            return scalar.properties.isEmojiPresentation
                || (character.unicodeScalars.count > 1 && scalar.properties.isEmoji
                    && character.unicodeScalars.contains { $0.value == 0xFE0F || $0.value == 0x200D })
        }
    }
}
