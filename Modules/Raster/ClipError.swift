/// Why a clip could not be recorded. Messages say what was wrong and what to do.
public enum ClipError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The output path's extension names no clip format (`extension` is empty without one).
    case unknownExtension(path: String, extension: String)
    /// `ffmpeg` is not on `PATH`.
    case ffmpegMissing
    /// `ffmpeg` could not be started, stopped reading frames or failed (its last lines).
    case ffmpeg(String)
    /// The output (or its temporary sibling) could not be written.
    case write(path: String, reason: String)
    /// The scene's viewport changed during the clip (sizes in points, at `time` seconds).
    case viewportChanged(time: Double, from: String, to: String)
    /// A frame could not be drawn.
    case raster(RasterError)
    /// The recording was cancelled (`ClipRecorder`'s `isCancelled` said so).
    case cancelled
    /// The frame at `time` seconds could not be had from its source (`reason`: e.g. the scene
    /// host of `serve --watch` stopped).
    case frameUnavailable(time: Double, reason: String)

    /// The Debian package that provides `ffmpeg`.
    public static let ffmpegPackage = "ffmpeg"

    public var description: String {
        switch self {
        case .unknownExtension(let path, let ext):
            "cannot record to \(path): it \(ext.isEmpty ? "has no extension" : "ends in .\(ext)"); use .mp4 (H.264), .webm (VP9), .gif, .apng, "
                + "or a folder path ending in / for numbered PNG files"
        case .ffmpegMissing:
            "ffmpeg was not found on PATH; it encodes clips. Install Debian's package: sudo apt-get install \(Self.ffmpegPackage) "
                + "(or run scripts/setup), or record to a folder of PNG files with --out DIR/"
        case .ffmpeg(let message):
            message
        case .write(let path, let reason):
            "cannot write \(path): \(reason)"
        case .viewportChanged(let time, let from, let to):
            "the viewport changes at t = \(time) s (\(from) → \(to)); a clip has one size: record a range without the change"
        case .raster(let error):
            error.description
        case .cancelled:
            "the recording was cancelled"
        case .frameUnavailable(let time, let reason):
            "the frame at t = \(time) s could not be had: \(reason)"
        }
    }
}
