import Geometry

/// The largest images the rasteriser makes, so that a typo in `--size` or `--scale` gives an
/// error instead of allocating gigabytes: at most 8192 pixels a side and 32 Mi pixels in all
/// (128 MiB of RGBA; 390×844 points at 3× is 1.3 Mi pixels).
public enum RasterLimits {
    /// The longest side, in device pixels.
    public static let maximumSide = 8192
    /// The most pixels in one image (32 × 2²⁰).
    public static let maximumPixelCount = 33_554_432

    /// The size in device pixels of a viewport of `size` points at `scale` pixels per point:
    /// each side rounded to the nearest pixel and at least 1 (as the page sizes its canvas).
    ///
    /// - Throws: `RasterError.invalidScale` unless `scale` is finite and above 0;
    ///   `RasterError.tooLarge` above the limits.
    public static func pixelSize(of size: Size, scale: Double) throws -> (width: Int, height: Int) {
        guard scale.isFinite, scale > 0 else { throw RasterError.invalidScale(scale) }
        func side(_ points: Double) -> Double {
            let p = points.isFinite ? Swift.max(points, 0) : 0
            return Swift.max(1, (p * scale).rounded())
        }
        let w = side(size.width), h = side(size.height)
        let limit = Double(maximumSide)
        guard w <= limit, h <= limit, w * h <= Double(maximumPixelCount) else {
            throw RasterError.tooLarge(width: w < 1e15 ? Int(w) : Int.max, height: h < 1e15 ? Int(h) : Int.max)
        }
        return (Int(w), Int(h))
    }
}
