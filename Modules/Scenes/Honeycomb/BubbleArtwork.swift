import Drawing
import Geometry

/// How a bubble looks before scaling (honeycomb.md §6.1), in its local frame: origin at the
/// bubble's drawn centre, points, y down. The drawing scales the whole bubble about its centre.
enum BubbleArtwork {
    /// The disc's radius: the 125-point frame inset by 4 on every side, 117/2.
    static let discRadius = 58.5
    /// The disc, shared by every bubble (the wire encoder sends it once per session).
    static let disc = Path(ellipseIn: Rect(x: -discRadius, y: -discRadius, width: 2 * discRadius, height: 2 * discRadius))
    /// The label's font: 13 points [book: footnote].
    static let labelFont = Font(size: 13)
    /// The label's line height, points.
    static let labelLineHeight = 16.0
    /// The label's wrapping width: the disc inset by a further 4 points, 117 − 8.
    static let labelWidth = 109.0
    /// The shadow's blur radius, points (before the bubble's scale) [book].
    static let shadowRadius = 4.0

    /// The label of `topic`: wrapped to `labelWidth` by Drawing's width estimate, one centred
    /// run per line, the block centred vertically on the origin.
    static func label(_ topic: String) -> [TextRun] {
        let lines = labelFont.lines(wrapping: topic, maxWidth: labelWidth)
        let top = -Double(lines.count - 1) / 2 * labelLineHeight
        return lines.enumerated().map { i, line in
            TextRun(line, at: Point(x: 0, y: top + Double(i) * labelLineHeight), font: labelFont,
                    paint: .color(Palette.label), alignment: .center, baseline: .middle)
        }
    }

    /// Draws one bubble with its centre at the origin of `context` (already placed and scaled):
    /// the disc (named `name`) casting its shadow, the dim overlay when `dim` > 0, the label.
    ///
    /// - Parameters:
    ///   - fill: The disc colour (purple or green).
    ///   - dim: The overlay's alpha, 0…0.25.
    ///   - label: The label runs.
    ///   - name: The disc operation's name.
    ///   - context: The bubble's context.
    static func draw(fill: Color, dim: Double, label: [TextRun], name: String, in context: GraphicsContext) {
        var discContext = context
        castShadow(in: &discContext)
        discContext.fill(disc, with: .color(fill), name: name)
        if dim > 0 { context.fill(disc, with: .color(Palette.dim(dim))) }
        for run in label { context.draw(run) }
    }

    /// The disc's shadow (§6.1): black 33 %, blur radius 4 (σ, SwiftUI's convention), offset
    /// (0, 0). Added to the disc's context only, so the overlay and the label cast none; given in
    /// the bubble's user space, so it scales with the bubble.
    static func castShadow(in context: inout GraphicsContext) {
        context.addFilter(.shadow(color: Palette.shadow, radius: shadowRadius, x: 0, y: 0))
    }
}
