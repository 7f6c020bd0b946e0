/// Why a frame could not be rasterised or written. Messages say what was wrong and what to do.
public enum RasterError: Error, Equatable, CustomStringConvertible {
    /// The scale is not a finite number above 0.
    case invalidScale(Double)
    /// The image would exceed `RasterLimits` (sizes in device pixels).
    case tooLarge(width: Int, height: Int)
    /// Cairo reported an error (its status text).
    case cairo(String)
    /// Writing a file failed.
    case write(path: String, reason: String)

    public var description: String {
        switch self {
        case .invalidScale(let s):
            "the scale must be a number above 0 (e.g. 1 or 2), not \(s)"
        case .tooLarge(let w, let h):
            "an image of \(w)×\(h) pixels is too large: at most \(RasterLimits.maximumSide) pixels a side and "
                + "\(RasterLimits.maximumPixelCount / 1_048_576) megapixels (\(RasterLimits.maximumPixelCount) pixels) "
                + "in all; use a smaller --size or --scale"
        case .cairo(let status):
            "Cairo failed: \(status)"
        case .write(let path, let reason):
            "cannot write \(path): \(reason)"
        }
    }
}
