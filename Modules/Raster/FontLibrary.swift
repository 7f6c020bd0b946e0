import CCairo
import Drawing

/// Fonts for text runs, found through fontconfig the way Chromium on Linux finds them for the
/// page's CSS font stacks (`web/render.js`): the default design's stack starts with `system-ui`,
/// which Chromium resolves to fontconfig's `sans-serif`; the others try the stacks' named fonts
/// (Georgia, Menlo, Liberation Mono, …) before their generic family (`serif`, `monospace`); with
/// the CSS weight and italic; then, per character, the first font of
/// fontconfig's sorted fallback list that has a glyph for it (emoji from the first colour font,
/// Noto Color Emoji, see `choice(for:in:)`). Not thread-safe: one library per rasteriser.
final class FontLibrary {
    /// One font of a fallback list.
    final class Choice {
        let pattern: OpaquePointer
        let charset: OpaquePointer?
        /// Whether the font has colour glyphs (Noto Color Emoji).
        let isColor: Bool
        private(set) lazy var face: OpaquePointer = cairo_ft_font_face_create_for_pattern(pattern)

        init(pattern: OpaquePointer, charset: OpaquePointer?, isColor: Bool) {
            self.pattern = pattern
            self.charset = charset
            self.isColor = isColor
        }

        func has(_ scalar: Unicode.Scalar) -> Bool {
            guard let charset else { return false }
            return FcCharSetHasChar(charset, scalar.value) != 0
        }

        deinit {
            cairo_font_face_destroy(face)
            FcPatternDestroy(pattern)
            if let charset { FcCharSetDestroy(charset) }
        }
    }

    private struct Key: Hashable {
        var design: Font.Design
        var weight: Int
        var italic: Bool
    }

    private var lists: [Key: [Choice]] = [:]

    /// The families asked for, in order, for a design (from the CSS stacks in `web/render.js`).
    static func families(_ design: Font.Design) -> [String] {
        switch design {
        // `system-ui` leads the default stack and always resolves (to the desktop's sans-serif).
        case .default: ["sans-serif"]
        case .serif: ["Georgia", "Times New Roman", "serif"]
        case .rounded: ["SF Pro Rounded", "sans-serif"]
        case .monospaced: ["SFMono-Regular", "Menlo", "Consolas", "Liberation Mono", "monospace"]
        }
    }

    /// The font for `scalar` from `choices`: a character with emoji presentation (😀, not ©)
    /// takes the first colour font that has it, as Chromium's emoji fallback does even when the
    /// text font has a monochrome glyph (DejaVu Sans has 😀); others the first font that has it;
    /// the first font when none has it.
    static func choice(for scalar: Unicode.Scalar, in choices: [Choice]) -> Choice? {
        if scalar.properties.isEmojiPresentation, let colour = choices.first(where: { $0.isColor && $0.has(scalar) }) {
            return colour
        }
        return choices.first { $0.has(scalar) } ?? choices.first
    }

    /// The fallback list for `font`: best match first.
    func choices(for font: Font) -> [Choice] {
        let key = Key(design: font.design, weight: font.weight.value, italic: font.isItalic)
        if let list = lists[key] { return list }
        let list = Self.sortedFonts(key)
        lists[key] = list
        return list
    }

    private static func sortedFonts(_ key: Key) -> [Choice] {
        let pattern = FcPatternCreate()!
        defer { FcPatternDestroy(pattern) }
        for family in families(key.design) {
            var bytes = Array(family.utf8)
            bytes.append(0)
            _ = FcPatternAddString(pattern, FC_FAMILY, bytes)
        }
        _ = FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(key.weight)))
        _ = FcPatternAddInteger(pattern, FC_SLANT, key.italic ? Int32(FC_SLANT_ITALIC) : Int32(FC_SLANT_ROMAN))
        _ = FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultMatch
        guard let set = FcFontSort(nil, pattern, 1, nil, &result) else { return [] }
        defer { FcFontSetDestroy(set) }
        var out: [Choice] = []
        for i in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[i], let prepared = FcFontRenderPrepare(nil, pattern, font) else { continue }
            var charset: OpaquePointer?
            if FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch, let cs = charset {
                charset = FcCharSetCopy(cs)
            } else {
                charset = nil
            }
            var color: FcBool = 0
            let isColor = FcPatternGetBool(font, FC_COLOR, 0, &color) == FcResultMatch && color != 0
            out.append(Choice(pattern: prepared, charset: charset, isColor: isColor))
        }
        return out
    }
}
