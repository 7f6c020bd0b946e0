import Drawing
import Geometry

/// The ball-row layout tiles A1, A3, A4 and A5 share (effects-gallery.md §3.3): a caption at
/// x = 8 wrapped to 92 units (at most 2 lines of 13) and vertically centred on the row, and a
/// disc of radius 16 travelling on x ∈ [120, 370].
struct BallRow: Sendable {
    /// The row's centre line, tile y.
    let y: Double
    /// The ball's fill.
    let color: Color
    /// The caption, already wrapped.
    let captionLines: [String]

    /// The row centres of four-row tiles.
    static let fourRows: [Double] = [70, 120, 170, 220]
    /// The ball's leftmost centre (progress 0), tile x.
    static let left = 120.0
    /// The ball's travel, design units: `x = 120 + 250·progress`.
    static let travel = 250.0
    /// The ball's rightmost centre (progress 1).
    static var right: Double { left + travel }
    /// The ball's radius.
    static let radius = 16.0
    /// The captions' font: 11 points.
    static let captionFont = Font.system(size: 11)
    /// A caption's line height.
    static let lineHeight = 13.0

    /// A row at `y` with `caption` wrapped at word boundaries to 92 units, at most 2 lines.
    init(y: Double, color: Color, caption: String) {
        self.y = y
        self.color = color
        captionLines = Array(Self.captionFont.lines(wrapping: caption, maxWidth: 92).prefix(2))
    }

    /// The ball's x for `progress`: `120 + 250·progress`.
    static func x(progress: Double) -> Double { left + travel * progress }

    /// Draws the caption and the ball centred at (`x`, `y`).
    func draw(ballX x: Double, in context: inout GraphicsContext, name: String) {
        let top = y - Double(captionLines.count) * Self.lineHeight / 2
        for (i, line) in captionLines.enumerated() {
            context.draw(
                line, at: Point(x: 8, y: top + Self.lineHeight * (Double(i) + 0.5)), font: Self.captionFont,
                paint: .color(GalleryPalette.caption), alignment: .leading, baseline: .middle,
                name: name + "/caption/\(i)")
        }
        let r = Self.radius
        context.fill(Path(ellipseIn: Rect(x: x - r, y: y - r, width: 2 * r, height: 2 * r)), with: .color(color), name: name + "/ball")
    }
}
