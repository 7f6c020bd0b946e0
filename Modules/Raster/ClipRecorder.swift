import Dispatch
import Drawing
import Geometry
import Synchronization

/// Records a clip: draws its frames with a `FrameRasterizer` on the calling thread while a
/// second thread writes the previous ones (to ffmpeg's pipe, or as PNG files through
/// `ClipWriter`), so drawing frame n + 1 overlaps writing — and ffmpeg encoding — frame n.
///
/// At most ``framesAhead`` drawn frames wait for the writer (each is width × height × 4 bytes).
/// Frames are drawn in order on one thread and written in order by one thread, so the clip is
/// the same, byte for byte, as a one-thread recording of the same frames.
///
/// ```swift
/// try ClipRecorder(format: .mp4, out: "clip.mp4", fps: 60, scale: 2)
///     .record(frames: 300) { i in session.frame(at: SceneTime(seconds: Double(i) / 60)) }
/// ```
public struct ClipRecorder: Sendable {
    /// What to write.
    public var format: ClipFormat
    /// Where: a file path, or a folder path ending in `/` for `.pngFolder`.
    public var out: String
    /// Frames per second (the clip's timing; frames are drawn as fast as they can be).
    public var fps: Int
    /// Device pixels per point.
    public var scale: Double
    /// A colour drawn under every frame, or nil for a transparent background.
    public var background: Color?
    /// The scene time of frame 0 in seconds (for messages: frame i is at `startTime + i / fps`).
    public var startTime: Double
    /// Drawn frames that may wait for the writer; 2 keeps both threads busy when drawing and
    /// writing a frame take about as long. 0 writes each frame on the calling thread before the
    /// next is drawn (one core; for measurements).
    public var framesAhead: Int

    /// Creates a recorder.
    ///
    /// - Parameters:
    ///   - format: The clip format.
    ///   - out: The clip file, or a folder path ending in `/` for numbered PNG files.
    ///   - fps: Frames per second, ≥ 1.
    ///   - scale: Device pixels per point, above 0.
    ///   - background: A colour under every frame (nil: transparent).
    ///   - startTime: The scene time of frame 0, in seconds (for messages).
    ///   - framesAhead: How many drawn frames may wait for the writer (0: no second thread).
    public init(format: ClipFormat, out: String, fps: Int, scale: Double, background: Color? = nil, startTime: Double = 0, framesAhead: Int = 2) {
        self.format = format
        self.out = out
        self.fps = fps
        self.scale = scale
        self.background = background
        self.startTime = startTime
        self.framesAhead = Swift.max(0, framesAhead)
    }

    /// Draws frames `0..<count` and writes the clip; it appears at ``out`` only when complete,
    /// and nothing is left behind on failure or cancellation.
    ///
    /// - Parameters:
    ///   - count: The number of frames (≥ 1).
    ///   - frame: The frame with index `i` (called in order, on the calling thread); it may
    ///     throw (``ClipError/frameUnavailable(time:reason:)``), which stops the clip.
    ///   - progress: Called on the calling thread with the number of frames written so far.
    ///   - isCancelled: Asked before each frame; `true` stops the recording.
    /// - Throws: `ClipError` (a size that changes mid-clip, a frame too large to draw, ffmpeg
    ///   missing or failing, an unwritable output, cancellation, a frame its source could not give).
    public func record(
        frames count: Int, frame: (Int) throws(ClipError) -> Frame, progress: (Int) -> Void = { _ in }, isCancelled: () -> Bool = { false }
    ) throws(ClipError) {
        let rasterizer = FrameRasterizer()
        let writing = WritingThread(format: format, out: out, fps: fps, framesAhead: framesAhead)
        var firstSize: Size?
        do {
            for i in 0..<count {
                if isCancelled() { throw ClipError.cancelled }
                try writing.checkFailure()
                var next = try frame(i)
                if let firstSize, next.size != firstSize {
                    throw ClipError.viewportChanged(
                        time: startTime + Double(i) / Double(fps), from: Self.text(firstSize), to: Self.text(next.size))
                }
                firstSize = next.size
                if let background {
                    let all = Path(Rect(x: 0, y: 0, width: next.size.width, height: next.size.height))
                    next.operations.insert(Frame.Operation(.fill(all, .color(background), .nonZero)), at: 0)
                }
                do {
                    if !format.usesFFmpeg {
                        writing.submit(.image(try rasterizer.render(next, scale: scale)))
                    } else {
                        // ffmpeg takes Cairo's own pixel layout: no byte reordering here, and the
                        // buffer comes back from the writer for a later frame.
                        let surface = try rasterizer.draw(next, scale: scale)
                        var pixels = writing.takeBuffer(bytes: surface.width * surface.height * 4)
                        pixels.withUnsafeMutableBytes { surface.straightNative(into: $0) }
                        writing.submit(.pixels(pixels, width: surface.width, height: surface.height))
                    }
                } catch {
                    throw ClipError.raster(error as? RasterError ?? .cairo("\(error)"))
                }
                progress(writing.written)
            }
            try writing.finish()
            progress(count)
        } catch {
            writing.abandon()
            throw error as? ClipError ?? .ffmpeg("\(error)")
        }
    }

    private static func text(_ size: Size) -> String { "\(Int(size.width))x\(Int(size.height))" }
}

/// A drawn frame on its way to the writer: an RGBA image (PNG files) or straight-alpha pixels
/// in Cairo's word layout (`CairoSurface.nativePixelFormat`, for ffmpeg).
private enum ClipFrame: Sendable {
    case image(RasterImage)
    case pixels([UInt8], width: Int, height: Int)
}

/// The writing side of a ``ClipRecorder``: a serial queue that owns the `ClipWriter` (made on
/// the first frame, when the size is known), fed through a semaphore of `framesAhead` slots.
private final class WritingThread: @unchecked Sendable {
    // `writer` is touched only on `queue`, and by the recording thread after `drain()`.
    private var writer: ClipWriter?
    private let format: ClipFormat
    private let out: String
    private let fps: Int
    private let queue = DispatchQueue(label: "zoetrope.clip-writer")
    private let slots: DispatchSemaphore
    private let failure = Mutex<ClipError?>(nil)
    private let writtenCount = Atomic<Int>(0)
    /// Pixel buffers written and free for the next frames (at most `framesAhead` + 1 exist).
    private let spare = Mutex<[[UInt8]]>([])

    /// Whether frames are written on the calling thread (no second thread).
    private let inline: Bool

    init(format: ClipFormat, out: String, fps: Int, framesAhead: Int) {
        self.format = format
        self.out = out
        self.fps = fps
        inline = framesAhead == 0
        slots = DispatchSemaphore(value: Swift.max(1, framesAhead))
    }

    /// Frames written so far.
    var written: Int { writtenCount.load(ordering: .acquiring) }

    /// Throws the writer's first error, if any.
    func checkFailure() throws(ClipError) {
        if let error = failure.withLock({ $0 }) { throw error }
    }

    /// A pixel buffer of `bytes` bytes for the next frame: one the writer is done with, or a new one.
    func takeBuffer(bytes: Int) -> [UInt8] {
        if let buffer = spare.withLock({ $0.popLast() }), buffer.count == bytes { return buffer }
        return [UInt8](repeating: 0, count: bytes)
    }

    /// Queues `frame` for writing (or writes it, inline); waits while `framesAhead` frames already wait.
    func submit(_ frame: ClipFrame) {
        slots.wait()
        if inline {
            queue.sync { write(frame) }
            return
        }
        queue.async { [self] in write(frame) }
    }

    /// Writes one frame (on `queue`), unless an earlier one failed.
    private func write(_ frame: ClipFrame) {
        defer { slots.signal() }
        guard failure.withLock({ $0 == nil }) else { return }
        do throws(ClipError) {
            switch frame {
            case .image(let image):
                if writer == nil {
                    writer = try ClipWriter(format: format, out: out, width: image.width, height: image.height, fps: fps)
                }
                try writer?.append(image)
            case .pixels(let pixels, let width, let height):
                if writer == nil {
                    writer = try ClipWriter(format: format, out: out, width: width, height: height, fps: fps,
                                            inputPixelFormat: CairoSurface.nativePixelFormat)
                }
                try writer?.append(pixels: pixels)
                spare.withLock { $0.append(pixels) }
            }
            writtenCount.add(1, ordering: .releasing)
        } catch {
            failure.withLock { $0 = error }
        }
    }

    /// Waits for the queued frames, then ends the clip.
    func finish() throws(ClipError) {
        drain()
        try checkFailure()
        try writer?.finish()
    }

    /// Waits for the queued frames, then removes everything written.
    func abandon() {
        drain()
        writer?.abandon()
    }

    private func drain() { queue.sync {} }
}
