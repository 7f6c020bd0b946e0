import Drawing

/// Fixed-size text that shrinks to fit on narrow viewports (chosen; timer.md gives fixed text
/// sizes for a phone-sized viewport, and the book's platform shrinks or wraps text that does
/// not fit). A font keeps its specified size whenever the text's width fits the room;
/// otherwise it is scaled down in proportion, never below 11 points. The width is
/// `Font.estimatedWidth(of:)` — DejaVu Sans's advances, the face Raster and the page draw with
/// on Linux — times `allowance`, a little slack for kerning and hinting. Used for the header
/// title (kept clear of the back control) and the brew-info card's 28-pt headings (kept inside
/// the card's padding).
enum FittedFont {
    /// The smallest size text shrinks to, 11 points.
    static let minimumSize = 11.0
    /// How much wider than the estimate real text may be, 1.02 (kerning and hinting; the
    /// estimate has DejaVu's own advances since #42, and was Helvetica's with 1.18 before).
    static let allowance = 1.02

    /// The width `text` is assumed to take in `font`: the estimate times `allowance`, points.
    static func width(of text: String, in font: Font) -> Double { font.estimatedWidth(of: text) * allowance }

    /// `font`, or a smaller size of it, so that `text` fits `room` points.
    static func font(_ font: Font, fitting text: String, in room: Double) -> Font {
        let needed = width(of: text, in: font)
        guard needed > room, needed > 0 else { return font }
        var fitted = font
        fitted.size = Swift.max(minimumSize, room.isFinite ? font.size * Swift.max(room, 0) / needed : minimumSize)
        return fitted
    }

    /// The header title (§9: 20 bold, centred) in a header `width` points wide whose back control
    /// reads `back`: its font, the x of its anchor and its alignment. Centred, it must fit
    /// between the back control (at x = 16, plus an 8-point gap) and the same margin mirrored on
    /// the right, shrinking down to 11 points; where even 11 points does not fit, it starts 8
    /// points after the back control instead (leading-aligned) and fits the rest of the bar,
    /// 16 points from the right edge.
    static func headerTitle(_ title: String, back: String?, width: Double) -> (font: Font, x: Double, alignment: TextAlignment) {
        let full = Font(size: 20, weight: .bold)
        let margin = 16 + (back.map { FittedFont.width(of: $0, in: .body) + 8 } ?? 0)
        let centred = font(full, fitting: title, in: width - 2 * margin)
        if back == nil || centred.size > minimumSize || FittedFont.width(of: title, in: centred) <= width - 2 * margin {
            return (centred, width / 2, .center)
        }
        return (font(full, fitting: title, in: width - margin - 16), margin, .leading)
    }
}
