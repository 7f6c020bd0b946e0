/// Text measurement for layout, with the advance widths of the face the PNG renderer (Raster)
/// and the page's Chromium on Linux draw the default design with: DejaVu Sans (fontconfig's
/// `sans-serif` on Debian), regular below CSS weight 600 and bold from 600. Kerning is left
/// out (Raster and Chromium kern; Latin text comes out within about 1 % of their widths), so
/// keep a point or two of slack. On another platform the browser's face differs (Apple's San
/// Francisco is narrower): there the estimate errs on the wide side. Centre text on a
/// point (alignment `.center`, baseline `.middle`) when it must sit exactly.
extension Font {
    /// The estimated advance width of `string` set on one line in this font, in points.
    ///
    /// Model: printable ASCII uses DejaVu Sans's advance widths (Book below weight 600, Bold
    /// from 600); CJK, Hangul, full-width forms and emoji count 1 em; a few punctuation marks
    /// the scenes use (…, —, ‹, ›, ·, °, no-break space) their DejaVu widths; any other
    /// character 0.6 em (0.636 bold: DejaVu's average lower-case advance); combining marks add
    /// nothing (width is counted per `Character`). The serif design is estimated at 92 % of
    /// that, the monospaced design at 0.6 em per character (wide characters 1 em). Control
    /// characters count 0. A size that is negative or NaN gives 0.
    ///
    /// - Parameter string: The text (line breaks are not interpreted).
    /// - Returns: The width in points, ≥ 0.
    public func estimatedWidth(of string: String) -> Double {
        guard size > 0 else { return 0 }  // also false for NaN
        var ems = 0.0
        let isBold = weight.value >= FontMetricsTable.boldFrom
        for character in string {
            ems += FontMetricsTable.ems(of: character, design: design, isBold: isBold)
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
    /// The CSS weight from which text is drawn bold: fontconfig matches 600 (demibold) and up to
    /// DejaVu Sans Bold and 500 and below to Book (the faces Debian has), as Chromium does.
    static let boldFrom = 600

    /// DejaVu Sans (Book) advance widths for U+0020…U+007E: the face fontconfig's `sans-serif`
    /// resolves to on Debian, which Raster and the page's Chromium draw with.
    static let regular: [UInt16] = [
        318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337,
        636, 636, 636, 636, 636, 636, 636, 636, 636, 636,
        337, 337, 838, 838, 838, 531, 1000,
        684, 686, 698, 770, 632, 575, 775, 752, 295, 295, 656, 557, 863,
        748, 787, 603, 787, 695, 635, 611, 732, 684, 989, 685, 611, 685,
        390, 337, 390, 838, 500, 500,
        613, 635, 550, 635, 615, 352, 635, 634, 278, 278, 579, 278, 974,
        634, 612, 635, 635, 411, 521, 392, 634, 592, 818, 592, 592, 525,
        636, 337, 636, 838,
    ]

    /// DejaVu Sans Bold advance widths for U+0020…U+007E (CSS weights 600 and up pick it).
    static let bold: [UInt16] = [
        348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365,
        696, 696, 696, 696, 696, 696, 696, 696, 696, 696,
        400, 400, 838, 838, 838, 580, 1000,
        774, 762, 734, 830, 683, 683, 821, 837, 372, 372, 775, 637, 995,
        837, 850, 733, 850, 770, 720, 682, 812, 774, 1103, 771, 724, 725,
        457, 365, 457, 838, 500, 500,
        675, 716, 593, 716, 678, 435, 716, 712, 343, 343, 665, 343, 1042,
        712, 687, 716, 716, 493, 595, 478, 712, 652, 924, 645, 652, 582,
        712, 365, 712, 838,
    ]

    /// The advance of one character in ems.
    static func ems(of character: Character, design: Font.Design, isBold: Bool) -> Double {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        let v = scalar.value
        if v < 0x20 || (0x7F..<0xA0).contains(v) { return 0 }
        if isWide(scalar, in: character) { return 1 }
        if design == .monospaced { return 0.6 }
        if v >= 0x20 && v <= 0x7E {
            return Double((isBold ? bold : regular)[Int(v - 0x20)]) / 1000
        }
        switch v {
        case 0xA0, 0xB7: return isBold ? 0.348 : 0.318  // no-break space, middle dot
        case 0x2026, 0x2014: return 1  // ellipsis, em dash
        case 0x2039, 0x203A: return isBold ? 0.412 : 0.400  // single guillemets ‹ ›
        case 0xB0: return 0.5  // degree sign
        default: return isBold ? 0.636 : 0.6  // DejaVu's average lower-case advance
        }
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
