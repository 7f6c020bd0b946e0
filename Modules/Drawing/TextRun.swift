import Geometry

/// Horizontal placement of a text run relative to its anchor point (SwiftUI's `TextAlignment`).
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// The text starts at the anchor (left-to-right text extends to the right).
    case leading
    /// The text is centred on the anchor.
    case center
    /// The text ends at the anchor.
    case trailing
}

/// Vertical placement of a text run relative to its anchor point (canvas `textBaseline`).
public enum TextBaseline: Hashable, Sendable, CaseIterable {
    /// The anchor lies on the alphabetic baseline.
    case alphabetic
    /// The anchor lies on the top of the em box.
    case top
    /// The anchor lies halfway up the em box: text is vertically centred on it.
    case middle
    /// The anchor lies on the bottom of the em box.
    case bottom
}

/// One line of text drawn at a point: the string, its font, its paint and how it sits on the
/// anchor. No wrapping and no shaping happen here: the browser shapes the text; layout code
/// can use `Font.estimatedWidth(of:)` and `Font.lines(wrapping:maxWidth:)`.
public struct TextRun: Hashable, Sendable {
    /// The text. Line breaks are not interpreted; draw one run per line.
    public var string: String
    /// The anchor point in user space, points (origin top-left, y down).
    public var position: Point
    /// The font.
    public var font: Font
    /// The fill of the glyphs.
    public var paint: Paint
    /// Horizontal placement relative to `position`.
    public var alignment: TextAlignment
    /// Vertical placement relative to `position`.
    public var baseline: TextBaseline

    /// Creates a text run. The defaults centre the text on `position` in black.
    ///
    /// - Parameters:
    ///   - string: The text (one line).
    ///   - position: The anchor point, in points.
    ///   - font: The font.
    ///   - paint: The glyph fill; defaults to black.
    ///   - alignment: Horizontal placement; defaults to centre.
    ///   - baseline: Vertical placement; defaults to middle.
    @inlinable
    public init(
        _ string: String, at position: Point, font: Font, paint: Paint = .color(.black),
        alignment: TextAlignment = .center, baseline: TextBaseline = .middle
    ) {
        self.string = string
        self.position = position
        self.font = font
        self.paint = paint
        self.alignment = alignment
        self.baseline = baseline
    }
}
