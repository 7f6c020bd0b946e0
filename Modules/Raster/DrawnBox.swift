import CCairo
import Drawing
import Geometry

/// Where one fill, stroke or text run of a frame lands, measured as `FrameRasterizer` draws it:
/// the same fonts, glyph advances, kerning and stroke geometry as the PNG (and, on Linux, the
/// page's Chromium, which picks the same fonts).
public struct DrawnBox: Hashable, Sendable {
    /// The index of the operation in `Frame.operations`.
    public var operationIndex: Int
    /// The draw's box in viewport points, before filters (shadows, blurs): a fill's or stroke's
    /// extents (a stroke's include its width, caps and joins), a text run's ink (its glyphs'
    /// outlines, not the em box), all transformed to the viewport and boxed axis-aligned.
    public var bounds: Rect
    /// The box of the clip the draw goes through, in viewport points: ±1e9 points
    /// without a clip, so that a draw's part outside the viewport is still seen; a clip's box
    /// is cut to the viewport (Cairo's clip extents); empty when the clip has no area.
    public var clip: Rect
    /// The opacity the draw is composited with: the state's, times every enclosing layer's
    /// (0…1; draws at opacity 0 are not listed).
    public var opacity: Double

    /// Creates a box.
    ///
    /// - Parameters:
    ///   - operationIndex: The operation's index in the frame.
    ///   - bounds: The draw's box, viewport points.
    ///   - clip: The clip's box, viewport points.
    ///   - opacity: The effective opacity, 0…1.
    public init(operationIndex: Int, bounds: Rect, clip: Rect, opacity: Double) {
        self.operationIndex = operationIndex
        self.bounds = bounds
        self.clip = clip
        self.opacity = opacity
    }
}

extension FrameRasterizer {
    /// The box of every fill, stroke and text run of `frame` that would draw, in order, without
    /// drawing anything: what a layout check needs to see with the renderer's own metrics.
    ///
    /// Draws that cannot show are left out: under a singular transform, at opacity 0, strokes of
    /// width 0, empty text. Paints are not looked at (a transparent colour is listed).
    ///
    /// - Parameter frame: The frame, in points (measured at scale 1).
    /// - Returns: The boxes in operation order.
    /// - Throws: `RasterError.tooLarge` beyond `RasterLimits`, or `RasterError.cairo`.
    public func drawnBoxes(of frame: Frame) throws -> [DrawnBox] {
        let (w, h) = try RasterLimits.pixelSize(of: frame.size, scale: 1)
        let target = try CairoSurface(width: w, height: h)
        var boxes: [DrawnBox] = []
        var drawer = FrameDrawer(target: target, scale: 1, fonts: fonts, layerSurface: { _ in target })
        drawer.probe = { index, box, clip, opacity in
            boxes.append(DrawnBox(
                operationIndex: index, bounds: Rect(x: box.x1, y: box.y1, width: box.x2 - box.x1, height: box.y2 - box.y1),
                clip: Rect(x: clip.x1, y: clip.y1, width: Swift.max(0, clip.x2 - clip.x1), height: Swift.max(0, clip.y2 - clip.y1)),
                opacity: opacity))
        }
        try drawer.draw(frame)
        return boxes
    }
}
