import Drawing
import Foundation
import Geometry
import Raster
import Stage

/// The work of an export, synchronous (run it on a thread of its own, never on one that serves
/// HTTP): replay the log on a fresh session, draw with Raster, encode. Deterministic: the same
/// request gives the same bytes.
enum ExportRenderer {
    /// The PNG of the frame at the request's time.
    static func png(_ request: ExportRequest, source: any ExportSource) throws(ExportError) -> [UInt8] {
        guard case .png(let time) = request.kind else { preconditionFailure("not a PNG request") }
        var session = try source.replay(log: request.log)
        let frame = try session.frame(at: time)
        do {
            return try PNGEncoder.data(try FrameRasterizer().render(frame, scale: request.scale))
        } catch let error as RasterError {
            throw Self.error(error)
        } catch {
            throw .failed("\(error)")
        }
    }

    /// A clip request whose log replays and whose frames fit the limits, ready to record.
    struct PreparedClip {
        var session: any ExportScene
        let request: ExportRequest
    }

    /// Replays the log and checks the clip's frame size, before any frame is drawn (so a request
    /// the server refuses is answered with a status, not in the middle of the stream).
    static func prepareClip(_ request: ExportRequest, source: any ExportSource, limits: ExportLimits) throws(ExportError) -> PreparedClip {
        guard case .clip(let from, _, _, _) = request.kind else { preconditionFailure("not a clip request") }
        var session = try source.replay(log: request.log)
        let size = try session.frame(at: from).size
        let pixels: (width: Int, height: Int)
        do {
            pixels = try RasterLimits.pixelSize(of: size, scale: request.scale)
        } catch {
            throw Self.error(error as? RasterError ?? .invalidScale(request.scale))
        }
        guard pixels.width * pixels.height <= limits.maximumClipPixels else {
            throw .tooLarge("clip frames of \(pixels.width)×\(pixels.height) pixels are too large: at most \(limits.maximumClipPixels) pixels a frame; use a smaller scale")
        }
        return PreparedClip(session: session, request: request)
    }

    /// The clip file's bytes. Written to a fresh temporary folder, read back, removed.
    ///
    /// - Parameters:
    ///   - progress: Called with the frames written so far (on the calling thread).
    ///   - isCancelled: Asked before each frame; `true` stops and removes everything.
    static func record(
        _ clip: PreparedClip, limits: ExportLimits, progress: (Int) -> Void, isCancelled: () -> Bool
    ) throws(ExportError) -> [UInt8] {
        guard case .clip(let from, _, let fps, let format) = clip.request.kind else { preconditionFailure("not a clip request") }
        var session = clip.session
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-export-\(getpid())-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        } catch {
            throw .failed("cannot make a temporary folder: \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        // Numbered PNG files go to a folder (path ending in /), then into one ZIP archive.
        let out = folder.appendingPathComponent(format == .pngFolder ? "frames/" : "clip.\(format.rawValue)").path
        let recorder = ClipRecorder(format: format, out: out, fps: fps, scale: clip.request.scale,
                                    background: format == .mp4 ? .white : nil, startTime: from)
        do {
            try recorder.record(frames: clip.request.frameCount, frame: { i throws(ClipError) in
                let time = from + Double(i) / Double(fps)
                do {
                    return try session.frame(at: time)
                } catch {
                    throw .frameUnavailable(time: time, reason: ErrorResponse.statusAndMessage(for: error).1)
                }
            }, progress: progress, isCancelled: isCancelled)
        } catch {
            switch error {
            case .ffmpegMissing: throw .ffmpegMissing
            case .viewportChanged: throw .invalidRequest(error.description)
            case .raster(let raster): throw Self.error(raster)
            default: throw .failed(error.description)
            }
        }
        if format == .pngFolder { return try zip(folder: out, limits: limits) }
        let bytes = (try? FileManager.default.attributesOfItem(atPath: out)[.size] as? Int) ?? 0
        try checkSize(bytes, limits: limits)
        guard let data = FileManager.default.contents(atPath: out) else { throw .failed("cannot read the clip back") }
        return [UInt8](data)
    }

    /// The PNG files of `folder`, in name order, as a ZIP archive (``ZipArchive``: stored entries
    /// under `frames/`).
    private static func zip(folder: String, limits: ExportLimits) throws(ExportError) -> [UInt8] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            throw .failed("cannot read the frames back: \(error.localizedDescription)")
        }
        var archive = ZipArchive()
        var total = 0
        for name in names {
            guard let data = FileManager.default.contents(atPath: "\(folder)/\(name)") else { throw .failed("cannot read \(name) back") }
            total += data.count
            try checkSize(total, limits: limits)
            do {
                try archive.append(name: "frames/\(name)", bytes: [UInt8](data))
            } catch {
                throw .tooLarge("\(error)")
            }
        }
        return archive.finished()
    }

    private static func checkSize(_ bytes: Int, limits: ExportLimits) throws(ExportError) {
        guard bytes <= limits.maximumClipBytes else {
            throw .tooLarge("the clip is \(bytes) bytes: at most \(limits.maximumClipBytes); record a shorter range or a smaller scale")
        }
    }

    private static func error(_ error: RasterError) -> ExportError {
        switch error {
        case .tooLarge, .invalidScale: .tooLarge(error.description)
        default: .failed(error.description)
        }
    }
}
