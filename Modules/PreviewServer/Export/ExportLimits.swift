import Raster

/// What an export request may ask for (docs/session-protocol.md §1.4). Checked on the server
/// before any work; the page only offers what fits.
public struct ExportLimits: Sendable, Equatable {
    /// The largest request body in bytes: the session log (an events file) and the settings.
    public var maximumBodyBytes: Int
    /// The largest scale, device pixels per point.
    public var maximumScale: Double
    /// The longest clip, in seconds of scene time.
    public var maximumClipSeconds: Double
    /// The most frames in a clip.
    public var maximumClipFrames: Int
    /// The highest clip frame rate.
    public var maximumFPS: Int
    /// The most pixels in one clip frame (a PNG may use all of `RasterLimits`).
    public var maximumClipPixels: Int
    /// The largest clip file sent back, in bytes.
    public var maximumClipBytes: Int

    /// The limits `preview serve` uses: 4 MiB of request, scale ≤ 4, clips of at most 60 s and
    /// 3600 frames at ≤ 120 fps, of frames up to 8 Mi pixels (3840 × 2160 fits), files up to 256 MiB.
    public static let standard = ExportLimits(
        maximumBodyBytes: 4 << 20, maximumScale: 4, maximumClipSeconds: 60, maximumClipFrames: 3600,
        maximumFPS: 120, maximumClipPixels: 8 << 20, maximumClipBytes: 256 << 20)

    /// Creates limits.
    public init(
        maximumBodyBytes: Int, maximumScale: Double, maximumClipSeconds: Double, maximumClipFrames: Int,
        maximumFPS: Int, maximumClipPixels: Int, maximumClipBytes: Int
    ) {
        self.maximumBodyBytes = maximumBodyBytes
        self.maximumScale = maximumScale
        self.maximumClipSeconds = maximumClipSeconds
        self.maximumClipFrames = maximumClipFrames
        self.maximumFPS = maximumFPS
        self.maximumClipPixels = maximumClipPixels
        self.maximumClipBytes = maximumClipBytes
    }
}
