import CCairo
import Drawing
import Geometry

/// One text run laid out for Cairo: glyphs per font, placed as canvas `fillText` places them
/// (see `web/render.js`): the run's alignment against its total advance, its baseline against the
/// first font's em box (`top` = ascent above the alphabetic baseline, `bottom` = descent below,
/// `middle` halfway, from the OS/2 typo metrics normalised to 1 em, as Chromium does), and with
/// monospaced digits each digit centred in a cell as wide as the widest digit.
///
/// Glyphs come from each font's character map with unhinted advances and the font's pair
/// kerning (`kern` table); there is no further shaping (ligatures, combining marks and emoji
/// sequences are drawn glyph by glyph).
struct TextLayout {
    struct Segment {
        var face: OpaquePointer
        var glyphs: [cairo_glyph_t]
    }

    var segments: [Segment] = []
    var size: Double

    /// Lays out `run` with the font state of `cr` (which it changes: face and size).
    init(_ run: TextRun, fonts: FontLibrary, cr: OpaquePointer) {
        size = run.font.size
        let choices = fonts.choices(for: run.font)
        guard let primary = choices.first, size > 0, !run.string.isEmpty else { return }
        cairo_set_font_size(cr, size)
        // Split the text into runs of one font each: the first font that has the character.
        var pieces: [(choice: FontLibrary.Choice, text: String)] = []
        for scalar in Self.canvasText(run.string).unicodeScalars {
            let choice = FontLibrary.choice(for: scalar, in: choices) ?? primary
            if let last = pieces.last, last.choice === choice {
                pieces[pieces.count - 1].text.unicodeScalars.append(scalar)
            } else {
                pieces.append((choice, String(scalar)))
            }
        }
        let tabular = run.font.hasMonospacedDigits && run.string.unicodeScalars.contains { ("0"..."9").contains($0) }
        var digitCell = 0.0
        if tabular {
            cairo_set_font_face(cr, primary.face)
            for d in 0...9 { digitCell = Swift.max(digitCell, Self.glyphs(String(d), cr: cr, x: 0).advance) }
        }
        var x = 0.0
        for piece in pieces {
            cairo_set_font_face(cr, piece.choice.face)
            if tabular {
                var glyphs: [cairo_glyph_t] = []
                for scalar in piece.text.unicodeScalars {
                    let one = Self.glyphs(String(scalar), cr: cr, x: 0)
                    let isDigit = ("0"..."9").contains(scalar)
                    let cell = isDigit ? digitCell : one.advance
                    let offset = x + (cell - one.advance) / 2
                    glyphs += one.glyphs.map { var g = $0; g.x += offset; return g }
                    x += cell
                }
                segments.append(Segment(face: piece.choice.face, glyphs: glyphs))
            } else {
                let laid = Self.glyphs(piece.text, cr: cr, x: x)
                segments.append(Segment(face: piece.choice.face, glyphs: laid.glyphs))
                x += laid.advance
            }
        }
        let start: Double =
            switch run.alignment {
            case .leading: run.position.x
            case .center: run.position.x - x / 2
            case .trailing: run.position.x - x
            }
        let m = primary.metrics(cr: cr)
        let shift: Double =
            switch run.baseline {
            case .alphabetic: 0
            case .top: m.ascent * size
            case .middle: (m.ascent - m.descent) / 2 * size
            case .bottom: -m.descent * size
            }
        let y = run.position.y + shift
        for i in segments.indices {
            for j in segments[i].glyphs.indices {
                segments[i].glyphs[j].x += start
                segments[i].glyphs[j].y += y
            }
        }
    }

    /// `text` with each ASCII whitespace character (tab, line feed, form feed, carriage return)
    /// replaced by a space, as canvas `fillText` prepares text (HTML's text preparation
    /// algorithm): a tab is a space's width, not the font's missing-glyph box.
    static func canvasText(_ text: String) -> String {
        let whitespace: Set<Unicode.Scalar> = ["\t", "\n", "\u{0C}", "\r"]
        guard text.unicodeScalars.contains(where: whitespace.contains) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { out.append(whitespace.contains(scalar) ? " " : scalar) }
        return String(out)
    }

    /// The glyphs of `text` in the current font of `cr`, starting at (`x`, 0), and their advance.
    private static func glyphs(_ text: String, cr: OpaquePointer, x: Double) -> (glyphs: [cairo_glyph_t], advance: Double) {
        let font = cairo_get_scaled_font(cr)
        var pointer: UnsafeMutablePointer<cairo_glyph_t>?
        var count: Int32 = 0
        let utf8 = Array(text.utf8)
        let status = utf8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) {
                cairo_scaled_font_text_to_glyphs(font, x, 0, $0.baseAddress, Int32($0.count), &pointer, &count, nil, nil, nil)
            }
        }
        guard status == CAIRO_STATUS_SUCCESS, let pointer else { return ([], 0) }
        defer { cairo_glyph_free(pointer) }
        var extents = cairo_text_extents_t()
        cairo_scaled_font_glyph_extents(font, pointer, count, &extents)
        var glyphs = Array(UnsafeBufferPointer(start: pointer, count: Int(count)))
        let kerned = kern(&glyphs, font: font)
        return (glyphs, extents.x_advance + kerned)
    }

    /// Applies the font's pair kerning (its `kern` table, through FreeType) to `glyphs`, as
    /// Chromium's shaping does by default; returns the total shift in user units.
    private static func kern(_ glyphs: inout [cairo_glyph_t], font: OpaquePointer?) -> Double {
        guard glyphs.count > 1, let face = cairo_ft_scaled_font_lock_face(font) else { return 0 }
        defer { cairo_ft_scaled_font_unlock_face(font) }
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0, face.pointee.units_per_EM > 0 else { return 0 }
        var matrix = cairo_matrix_t()
        cairo_scaled_font_get_font_matrix(font, &matrix)
        let perUnit = matrix.xx / Double(face.pointee.units_per_EM)
        var shift = 0.0
        for i in 1..<glyphs.count {
            var delta = FT_Vector()
            if FT_Get_Kerning(face, FT_UInt(glyphs[i - 1].index), FT_UInt(glyphs[i].index), FT_UInt(FT_KERNING_UNSCALED.rawValue), &delta) == 0 {
                shift += Double(delta.x) * perUnit
            }
            glyphs[i].x += shift
        }
        return shift
    }

    /// Sets each segment's font on `cr` and runs `body` with its glyphs.
    func forEachSegment(_ cr: OpaquePointer, _ body: (UnsafeBufferPointer<cairo_glyph_t>) -> Void) {
        cairo_set_font_size(cr, size)
        for s in segments where !s.glyphs.isEmpty {
            cairo_set_font_face(cr, s.face)
            s.glyphs.withUnsafeBufferPointer(body)
        }
    }

    /// The user-space box the glyphs' ink covers, or nil without glyphs.
    func extents(_ cr: OpaquePointer) -> UserExtents? {
        var box: UserExtents?
        forEachSegment(cr) { glyphs in
            var e = cairo_text_extents_t()
            cairo_glyph_extents(cr, glyphs.baseAddress, Int32(glyphs.count), &e)
            // Bearings are measured from the first glyph's origin.
            let x = glyphs[0].x + e.x_bearing, y = glyphs[0].y + e.y_bearing
            let b = UserExtents(x1: x, y1: y, x2: x + e.width, y2: y + e.height)
            if let old = box {
                box = UserExtents(x1: Swift.min(old.x1, b.x1), y1: Swift.min(old.y1, b.y1), x2: Swift.max(old.x2, b.x2), y2: Swift.max(old.y2, b.y2))
            } else {
                box = b
            }
        }
        return box
    }

    /// Draws the glyphs with the current source of `cr`.
    func draw(_ cr: OpaquePointer) {
        forEachSegment(cr) { cairo_show_glyphs(cr, $0.baseAddress, Int32($0.count)) }
    }
}

extension FontLibrary.Choice {
    /// The font's ascent and descent as fractions of 1 em, normalised so that they add up to
    /// 1 em (Chromium's `NormalizedTypoAscentAndDescent`): from the OS/2 typo metrics, or from
    /// the face's ascender and descender without them.
    func metrics(cr: OpaquePointer) -> (ascent: Double, descent: Double) {
        cairo_set_font_face(cr, face)
        let scaled = cairo_get_scaled_font(cr)
        guard let ft = cairo_ft_scaled_font_lock_face(scaled) else { return (0.8, 0.2) }
        defer { cairo_ft_scaled_font_unlock_face(scaled) }
        var ascent = Double(ft.pointee.ascender), descent = -Double(ft.pointee.descender)
        if let raw = FT_Get_Sfnt_Table(ft, FT_SFNT_OS2) {
            let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
            if os2.sTypoAscender != 0 || os2.sTypoDescender != 0 {
                ascent = Double(os2.sTypoAscender)
                descent = -Double(os2.sTypoDescender)
            }
        }
        let total = ascent + descent
        guard total > 0 else { return (0.8, 0.2) }
        return (ascent / total, descent / total)
    }
}
