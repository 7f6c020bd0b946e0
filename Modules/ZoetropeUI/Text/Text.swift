import Drawing
import Foundation
import Geometry

/// One or more lines of read-only text (SwiftUI's `Text`).
///
/// Text sizes to its content: with an unspecified width it is one line per paragraph, as wide
/// as the widest; with a width it wraps greedily at spaces to fit (a word wider than the width
/// gets a line of its own), at most `lineLimit` lines, the last one ended by "…" when cut.
/// Widths come from `Font.estimatedWidth(of:)`, the estimate the page's and the PNG renderer's
/// text layout share; each line is `TextMetrics.lineHeight` tall (1.2 em) and drawn centred
/// on its line, so the three renderers place it alike.
public struct Text: View, Equatable {
    var string: String
    var font: Font?
    var color: Color?
    var weight: Font.Weight?
    var isItalic = false
    var monospacedDigits = false

    /// Text showing `content` as it is.
    public init(verbatim content: String) { self.string = content }

    /// Text showing `content` (no localisation: the key is the text).
    public init(_ content: String) { self.string = content }

    /// Text showing `content` (no localisation: the key is the text).
    public init<S: StringProtocol>(_ content: S) { self.string = String(content) }

    /// Text showing a value formatted by `format` (Foundation's format styles).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.string = format.format(input)
    }

    /// Text in `font`.
    public func font(_ font: Font?) -> Text { var t = self; t.font = font; return t }
    /// Text in `color`.
    public func foregroundColor(_ color: Color?) -> Text { var t = self; t.color = color; return t }
    /// Text in `color`.
    public func foregroundStyle(_ color: Color) -> Text { foregroundColor(color) }
    /// Text in `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text { var t = self; t.weight = weight; return t }
    /// Bold text.
    public func bold() -> Text { fontWeight(.bold) }
    /// Bold text, or regular when `isActive` is false.
    public func bold(_ isActive: Bool) -> Text { fontWeight(isActive ? .bold : nil) }
    /// Italic text.
    public func italic() -> Text { var t = self; t.isItalic = true; return t }
    /// Text with digits of equal widths.
    public func monospacedDigit() -> Text { var t = self; t.monospacedDigits = true; return t }

    /// Two texts one after the other (the left one's style wins).
    public static func + (lhs: Text, rhs: Text) -> Text {
        var t = lhs
        t.string += rhs.string
        return t
    }

    /// A text has no body.
    public var body: Never { fatalError("Text has no body") }

    /// The font the text is set in, in `environment`.
    func resolvedFont(in environment: EnvironmentValues) -> Font {
        var f = font ?? environment.font ?? .body
        if let w = weight ?? environment.fontWeight { f = f.weight(w) }
        if isItalic { f = f.italic() }
        if monospacedDigits || environment.monospacedDigit { f = f.monospacedDigit() }
        return f
    }
}

extension Text: PrimitiveView {
    func resolve(in context: ResolveContext, path: ViewPath, environment: EnvironmentValues, output: inout [ViewNode]) {
        output.append(ViewNode(path: path.appending("Text"), content: TextContent(text: self), environment: environment))
    }
}

/// The line metrics ZoetropeUI lays text out with.
public enum TextMetrics {
    /// The height of one line, as a multiple of the font size (1.2 em; SF Pro's own is 1.19).
    public static let lineHeightFactor: CGFloat = 1.2
    /// The alphabetic baseline below the middle of a line, as a multiple of the font size.
    public static let baselineBelowMiddle: CGFloat = 0.35

    /// The height of one line of `font`, in points.
    public static func lineHeight(of font: Font) -> CGFloat { CGFloat(font.size) * lineHeightFactor }
}

/// A node of text.
struct TextContent: NodeContent {
    let text: Text

    /// The lines for a width (nil: no wrapping), honouring the line limit: when the text needs
    /// more lines than `lineLimit`, the last line shown holds as much of the rest as fits the
    /// width with "…" after it (tail truncation). Text without any characters has no lines.
    func lines(width: CGFloat?, font: Font, lineLimit: Int?) -> [String] {
        guard !text.string.isEmpty else { return [] }
        let paragraphs = text.string.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var lines: [String]
        if let width, !paragraphs.allSatisfy({ CGFloat(font.estimatedWidth(of: $0)) <= width }) {
            lines = font.lines(wrapping: text.string, maxWidth: Double(width))
        } else {
            // Every paragraph fits on a line (or there is no width): no wrapping, which also
            // spares wrapping long text at a huge width word by word.
            lines = paragraphs
        }
        if let limit = lineLimit, lines.count > Swift.max(limit, 1) {
            let keep = Swift.max(limit, 1)
            let rest = width == nil ? lines[keep - 1] : lines[(keep - 1)...].joined(separator: " ")
            lines = Array(lines.prefix(keep - 1)) + [Self.truncated(rest, toFit: width, font: font)]
        }
        return lines
    }

    /// `line` cut at its end so that it and "…" fit `width` (nil: any width), with "…" after it.
    static func truncated(_ line: String, toFit width: CGFloat?, font: Font) -> String {
        guard let width else { return line + "…" }
        // The estimate is a sum over characters, so prefixes are measured in one pass.
        let room = Double(width) - font.estimatedWidth(of: "…")
        var used = 0.0
        var end = line.startIndex
        for i in line.indices {
            used += font.estimatedWidth(of: String(line[i]))
            if used > room { break }
            end = line.index(after: i)
        }
        var kept = String(line[..<end])
        while kept.last == " " { kept.removeLast() }
        return kept + "…"
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        let font = text.resolvedFont(in: node.environment)
        let width = proposal.width.flatMap { $0.isFinite ? Swift.max($0, 0) : nil }
        let ls = lines(width: width, font: font, lineLimit: node.environment.lineLimit)
        let w = ls.map { CGFloat(font.estimatedWidth(of: $0)) }.max() ?? 0
        return CGSize(width: w, height: CGFloat(ls.count) * TextMetrics.lineHeight(of: font))
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {}

    func explicitAlignment(_ guide: VerticalAlignment, node: ViewNode, size: CGSize, pass: LayoutPass) -> CGFloat? {
        let font = text.resolvedFont(in: node.environment)
        let lh = TextMetrics.lineHeight(of: font), below = CGFloat(font.size) * TextMetrics.baselineBelowMiddle
        if guide == .firstTextBaseline { return lh / 2 + below }
        if guide == .lastTextBaseline { return Swift.max(size.height - lh / 2 + below, lh / 2 + below) }
        return nil
    }

    func explicitAlignment(_ guide: HorizontalAlignment, node: ViewNode, size: CGSize, pass: LayoutPass) -> CGFloat? { nil }

    func updateAnimations(node: ViewNode, previous: ViewNode?, in commit: inout CommitContext) {
        guard let previous, let old = previous.content as? TextContent else { return }
        let a = old.text.color ?? previous.environment.foregroundColor ?? .black
        let b = text.color ?? node.environment.foregroundColor ?? .black
        commit.animate(node, "color", from: a, to: b)
    }

    func draw(node: ViewNode, size: CGSize, in renderer: inout Renderer) {
        let font = text.resolvedFont(in: node.environment)
        // Lines are broken at the width layout gave the text (its model frame), not at the
        // presented width while that frame animates: SwiftUI lays text out once, at its new size.
        let ls = lines(width: node.frame.width + 0.001, font: font, lineLimit: node.environment.lineLimit)
        let lh = TextMetrics.lineHeight(of: font)
        let color = renderer.presented(node, "color", text.color ?? node.environment.foregroundColor ?? .black)
        let paint: Paint = text.color == nil && node.environment.foregroundGradient != nil
            ? resolvePaint(node.environment.foregroundGradient!, in: CGRect(origin: .zero, size: size), environment: node.environment)
            : .color(color)
        let (x, alignment): (CGFloat, Drawing.TextAlignment) = switch node.environment.multilineTextAlignment {
        case .leading: (0, .leading)
        case .center: (size.width / 2, .center)
        case .trailing: (size.width, .trailing)
        }
        for (i, line) in ls.enumerated() {
            renderer.context.draw(
                line, at: .init(x: Double(x), y: Double(lh * (CGFloat(i) + 0.5))), font: font, paint: paint,
                alignment: alignment, baseline: .middle, name: node.path.string)
        }
    }

    func hitTest(_ point: CGPoint, node: ViewNode, size: CGSize) -> Bool {
        CGRect(origin: .zero, size: size).contains(point)
    }
}

extension View {
    /// Sets the font of text below.
    public func font(_ font: Font?) -> some View { transformEnvironment(\.font) { $0 = font } }
    /// Sets the weight of text below.
    public func fontWeight(_ weight: Font.Weight?) -> some View { transformEnvironment(\.fontWeight) { $0 = weight } }
    /// Sets text below in bold.
    public func bold(_ isActive: Bool = true) -> some View { fontWeight(isActive ? .bold : nil) }
    /// Sets digits below in equal widths.
    public func monospacedDigit() -> some View { transformEnvironment(\.monospacedDigit) { $0 = true } }
    /// Limits text below to `number` lines (nil: no limit).
    public func lineLimit(_ number: Int?) -> some View { transformEnvironment(\.lineLimit) { $0 = number } }
    /// Aligns the lines of multi-line text below.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        transformEnvironment(\.multilineTextAlignment) { $0 = alignment }
    }
    /// Sets the colour of text and shapes below.
    public func foregroundColor(_ color: Color?) -> some View { transformEnvironment(\.foregroundColor) { $0 = color } }
    /// Sets the foreground style of text and shapes below: a colour, or a gradient over each
    /// shape's or text's frame.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { e in
            if let color = (style as? any PaintingStyle)?.solidColor {
                e.foregroundColor = color
                e.foregroundGradient = nil
            } else if style is ForegroundStyle {
                return
            } else {
                e.foregroundGradient = style
            }
        })
    }
}
