import CCairo
import Drawing
import Geometry

/// Draws `Frame`s into pixels with Cairo, as the page's canvas renderer (`web/render.js`) draws
/// them: same operations, same state rules (docs/protocol.md), same fonts.
///
/// A rasteriser keeps its surface, layer surfaces and fonts between frames of one size, so
/// rendering a clip frame by frame allocates little. It is not thread-safe: use one per thread.
///
/// ```swift
/// let image = try FrameRasterizer().render(frame, scale: 2)
/// try PNGEncoder.write(image, to: "frame.png")
/// ```
public final class FrameRasterizer {
    private var surface: CairoSurface?
    private var layerSurfaces: [CairoSurface] = []
    let fonts = FontLibrary()

    /// Creates a rasteriser.
    public init() {}

    /// Draws `frame` at `scale` device pixels per point, on a transparent background.
    ///
    /// The frame is first sanitised and rounded as the wire format carries it
    /// (`Frame.wireQuantized()`), so the pixels are those of the frame the page receives.
    ///
    /// - Parameters:
    ///   - frame: The frame; its size in points times `scale`, rounded, is the image size.
    ///   - scale: Device pixels per point (the page's `devicePixelRatio`), above 0.
    /// - Returns: The image, straight-alpha RGBA.
    /// - Throws: `RasterError.invalidScale`, `RasterError.tooLarge` beyond `RasterLimits`, or
    ///   `RasterError.cairo` if Cairo fails (out of memory).
    public func render(_ frame: Frame, scale: Double = 1) throws -> RasterImage {
        let target = try draw(frame, scale: scale)
        return RasterImage(width: target.width, height: target.height, bytes: target.straightRGBA())
    }

    /// Draws `frame` and returns the surface (premultiplied), reused by the next call.
    func draw(_ frame: Frame, scale: Double) throws -> CairoSurface {
        let (w, h) = try RasterLimits.pixelSize(of: frame.size, scale: scale)
        let target: CairoSurface
        if let s = surface, s.width == w, s.height == h {
            target = s
            target.clear()
        } else {
            target = try CairoSurface(width: w, height: h)
            surface = target
            layerSurfaces = []
        }
        var drawer = FrameDrawer(target: target, scale: scale, fonts: fonts, layerSurface: { [unowned self] depth in
            try self.layerSurface(depth: depth, width: w, height: h)
        })
        try drawer.draw(frame.wireQuantized())
        return target
    }

    /// The cleared offscreen surface for a layer at `depth` (one per nesting level, reused).
    private func layerSurface(depth: Int, width: Int, height: Int) throws -> CairoSurface {
        while layerSurfaces.count <= depth { layerSurfaces.append(try CairoSurface(width: width, height: height)) }
        let s = layerSurfaces[depth]
        s.clear()
        return s
    }
}
