/// What `preview record` writes, chosen by the `--out` path: a video or animation file by its
/// extension, or a folder of numbered PNG files for a path ending in `/`.
public enum ClipFormat: String, Equatable, Sendable, CaseIterable {
    /// H.264 in MP4 (yuv420p; dimensions padded to even numbers; no alpha).
    case mp4
    /// VP9 in WebM, with alpha (yuva420p).
    case webm
    /// Animated GIF with a palette made for the clip (`palettegen`/`paletteuse`), 1-bit alpha.
    case gif
    /// Animated PNG (full colour and alpha), looping; encoded here (`APNGEncoder`), not by ffmpeg.
    case apng
    /// `frame-000001.png`, … in a folder.
    case pngFolder = "png"

    /// The single-file formats (video or animation): every format but the PNG folder. ffmpeg
    /// encodes MP4, WebM and GIF; APNG is encoded here (`usesFFmpeg` tells which).
    public static let allVideo: [ClipFormat] = [.mp4, .webm, .gif, .apng]

    /// The format for `path`.
    ///
    /// - Throws: `ClipError.unknownExtension` for any other extension, naming the ones there are.
    public init(path: String) throws(ClipError) {
        if path.hasSuffix("/") {
            self = .pngFolder
            return
        }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let ext = name.contains(".") ? String(name.split(separator: ".").last!).lowercased() : ""
        switch ext {
        case "mp4": self = .mp4
        case "webm": self = .webm
        case "gif": self = .gif
        case "apng": self = .apng
        default:
            throw .unknownExtension(path: path, extension: ext)
        }
    }

    /// The file's media type (`video/mp4`, …; a PNG folder has none of its own: `image/png` for its files).
    public var mediaType: String {
        switch self {
        case .mp4: "video/mp4"
        case .webm: "video/webm"
        case .gif: "image/gif"
        case .apng: "image/apng"
        case .pngFolder: "image/png"
        }
    }

    /// Whether ffmpeg encodes the format (MP4, WebM, GIF); APNG and PNG files are written here.
    public var usesFFmpeg: Bool { self == .mp4 || self == .webm || self == .gif }

    /// Whether the format keeps transparency (MP4 does not: it is drawn over a background).
    public var keepsAlpha: Bool { self != .mp4 }

    /// ffmpeg's output arguments (after the raw input), for a clip at `fps` frames per second
    /// (none for the formats ffmpeg does not encode).
    /// Chosen by measurement (Modules/Raster/README.md, "Clips"): x264 `superfast` at CRF 18
    /// costs three quarters of `veryfast`'s CPU for ~1.8× the bytes at the same SSIM; VP9 in
    /// libvpx's realtime mode at its fastest speed; GIF dithers only the rectangle that changed.
    public func ffmpegArguments(fps: Int) -> [String] {
        switch self {
        case .mp4:
            // Odd sizes are padded by one transparent (→ background) row or column: H.264 in
            // yuv420p needs even dimensions.
            return ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-preset", "superfast",
                    "-crf", "18", "-movflags", "+faststart", "-f", "mp4"]
        case .webm:
            return ["-c:v", "libvpx-vp9", "-pix_fmt", "yuva420p", "-b:v", "0", "-crf", "32", "-deadline", "realtime",
                    "-cpu-used", "8", "-row-mt", "1", "-f", "webm"]
        case .gif:
            return ["-filter_complex", "split[a][b];[a]palettegen=reserve_transparent=1:stats_mode=full[p];[b][p]paletteuse=dither=sierra2_4a:diff_mode=rectangle:alpha_threshold=128",
                    "-loop", "0", "-f", "gif"]
        case .apng, .pngFolder:
            return []
        }
    }
}
