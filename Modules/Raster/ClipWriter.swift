import Foundation

/// Writes the frames of a clip: to `ffmpeg` on a pipe (raw frames in, the format's encoder out),
/// as an APNG file (`APNGEncoder`) or as numbered PNG files. Everything goes to a temporary sibling of `--out` (a
/// `.NAME.PID.partial` file or folder) that is renamed over `--out` only when the clip is
/// complete; `abandon()` removes it, so a failure leaves nothing half-written behind.
///
/// Not thread-safe: one thread at a time (`ClipRecorder` gives it to its writing thread).
public final class ClipWriter {
    private let format: ClipFormat
    private let out: String
    private let temporary: String
    private let width: Int
    private let height: Int
    private var process: Process?
    private var input: FileHandle?
    private var log: String?
    private var count = 0
    /// The APNG clip's file and encoder.
    private var file: FileHandle?
    private var apng: APNGEncoder?

    /// The `ffmpeg` executable on `PATH`, or nil.
    public static func findFFmpeg() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") where !dir.isEmpty {
            let candidate = "\(dir)/ffmpeg"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Starts a clip of `width` × `height` pixel frames at `fps` frames per second.
    ///
    /// - Throws: `ClipError` when ffmpeg is missing (naming the Debian package) or cannot
    ///   start, or the temporary output cannot be made.
    public convenience init(format: ClipFormat, out: String, width: Int, height: Int, fps: Int) throws(ClipError) {
        try self.init(format: format, out: out, width: width, height: height, fps: fps, inputPixelFormat: "rgba")
    }

    /// Starts a clip whose frames come as ffmpeg's `inputPixelFormat` (`rgba` for
    /// ``append(_:)``, `CairoSurface.nativePixelFormat` for ``append(pixels:)``).
    init(format: ClipFormat, out: String, width: Int, height: Int, fps: Int, inputPixelFormat: String) throws(ClipError) {
        self.format = format
        self.out = out.hasSuffix("/") && out.count > 1 ? String(out.dropLast()) : out
        self.width = width
        self.height = height
        let url = URL(fileURLWithPath: self.out)
        temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).partial").path
        if format == .pngFolder {
            do {
                try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: false)
            } catch {
                throw .write(path: out, reason: error.localizedDescription)
            }
            return
        }
        let found = format.usesFFmpeg ? Self.findFFmpeg() : nil
        if format.usesFFmpeg && found == nil { throw .ffmpegMissing }
        // The clip's temporary file is made first, so an unusable folder is reported as such.
        guard FileManager.default.createFile(atPath: temporary, contents: nil) else {
            throw .write(path: out, reason: "the folder \(url.deletingLastPathComponent().path) does not accept new files; choose another --out path")
        }
        guard let ffmpeg = found else {
            guard let handle = FileHandle(forWritingAtPath: temporary) else {
                throw .write(path: out, reason: "cannot open the temporary file \(temporary)")
            }
            file = handle
            let encoder = APNGEncoder(width: width, height: height, fps: fps)
            apng = encoder
            try writeFile(encoder.start())
            return
        }
        let logPath = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-ffmpeg-\(getpid()).log").path
        _ = FileManager.default.createFile(atPath: logPath, contents: nil)
        log = logPath
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = ["-hide_banner", "-nostdin", "-loglevel", "error", "-y",
                             "-f", "rawvideo", "-pix_fmt", inputPixelFormat, "-s", "\(width)x\(height)", "-framerate", "\(fps)", "-i", "pipe:0"]
            + format.ffmpegArguments(fps: fps) + [temporary]
        let pipe = Pipe()
        process.standardInput = pipe
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle(forWritingAtPath: logPath)
        do {
            try process.run()
        } catch {
            try? FileManager.default.removeItem(atPath: logPath)
            try? FileManager.default.removeItem(atPath: temporary)
            throw .ffmpeg("cannot start \(ffmpeg): \(error.localizedDescription)")
        }
        self.process = process
        input = pipe.fileHandleForWriting
        // A 1 MiB pipe (Linux's default limit for users) instead of 64 KiB: a 780×1688 frame
        // then crosses in 6 writes and wake-ups rather than 80.
        #if os(Linux)
        let setPipeSize: Int32 = 1031  // F_SETPIPE_SZ (linux/fcntl.h; not exported to Swift)
        _ = fcntl(pipe.fileHandleForWriting.fileDescriptor, setPipeSize, Int32(1 << 20))
        #endif
    }

    /// Adds the next frame (of the clip's size).
    public func append(_ image: RasterImage) throws(ClipError) {
        precondition(image.width == width && image.height == height, "ClipWriter: frame size changed")
        count += 1
        if format == .pngFolder {
            let name = String(format: "frame-%06d.png", count)
            do {
                try PNGEncoder.write(image, to: "\(temporary)/\(name)")
            } catch {
                throw .raster(error as? RasterError ?? .cairo("\(error)"))
            }
            return
        }
        if apng != nil {
            let chunks: [UInt8]
            do {
                chunks = try apng!.frame(image)
            } catch {
                throw .raster(error as? RasterError ?? .cairo("\(error)"))
            }
            try writeFile(chunks)
            return
        }
        try write(image.bytes)
    }

    /// Appends bytes to the APNG file.
    private func writeFile(_ bytes: [UInt8]) throws(ClipError) {
        do {
            try file?.write(contentsOf: bytes)
        } catch {
            throw .write(path: out, reason: error.localizedDescription)
        }
    }

    /// Adds the next frame as raw pixels in the writer's input pixel format (a clip written to
    /// ffmpeg; `width × height × 4` bytes).
    func append(pixels: [UInt8]) throws(ClipError) {
        precondition(format.usesFFmpeg && pixels.count == width * height * 4, "ClipWriter: wrong frame")
        count += 1
        try write(pixels)
    }

    /// Writes one frame's bytes to ffmpeg.
    private func write(_ bytes: [UInt8]) throws(ClipError) {
        do {
            try bytes.withUnsafeBytes { try input?.write(contentsOf: Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: $0.baseAddress!), count: $0.count, deallocator: .none)) }
        } catch {
            process?.waitUntilExit()
            throw .ffmpeg("ffmpeg stopped reading frames: \(ffmpegLog())")
        }
    }

    /// Ends the clip and moves it to `--out`.
    public func finish() throws(ClipError) {
        if let file, let apng {
            try writeFile(apng.end())
            do {
                // The frame count, now known, over the start's placeholder.
                try file.seek(toOffset: APNGEncoder.acTLOffset)
                try file.write(contentsOf: APNGEncoder.acTL(frameCount: count))
                try file.close()
            } catch {
                throw .write(path: out, reason: error.localizedDescription)
            }
            self.file = nil
        }
        if let process {
            try? input?.close()
            input = nil
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw .ffmpeg("ffmpeg failed (status \(process.terminationStatus)): \(ffmpegLog())")
            }
            if let log { try? FileManager.default.removeItem(atPath: log) }
        }
        var isDirectory: ObjCBool = false
        if format == .pngFolder, FileManager.default.fileExists(atPath: out, isDirectory: &isDirectory) {
            // An existing empty folder is replaced (the command refused non-empty ones).
            try? FileManager.default.removeItem(atPath: out)
        }
        guard rename(temporary, out) == 0 else {
            throw .write(path: out, reason: String(cString: strerror(errno)))
        }
    }

    /// Stops ffmpeg and removes every temporary file.
    public func abandon() {
        try? file?.close()
        file = nil
        try? input?.close()
        input = nil
        if let process, process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(atPath: temporary)
        if let log { try? FileManager.default.removeItem(atPath: log) }
    }

    /// The end of ffmpeg's error output.
    private func ffmpegLog() -> String {
        guard let log, let text = try? String(contentsOfFile: log, encoding: .utf8) else { return "no message" }
        let lines = text.split(separator: "\n").suffix(5).joined(separator: "; ")
        return lines.isEmpty ? "no message" : lines
    }
}
