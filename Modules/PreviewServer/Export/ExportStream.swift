/// The body of a clip export's response (docs/session-protocol.md §1.4): JSON lines, then the file.
///
/// ```text
/// {"type":"progress","done":12,"total":180}
/// {"type":"progress","done":30,"total":180}
/// {"type":"done","total":180,"mediaType":"video/mp4","name":"demo.mp4","bytes":48213}
/// <exactly 48213 bytes: the clip>
/// ```
///
/// or, when drawing or encoding fails after the response has started, a last line
/// `{"type":"error","message":"…"}`. Progress comes at most every 100 ms (and for the last frame).
enum ExportStream {
    /// The response's media type.
    static let mediaType = "application/vnd.zoetrope.export-stream"

    /// What the export thread reports.
    enum Event: Sendable {
        /// `done` of `total` frames are written.
        case progress(done: Int, total: Int)
        /// The clip's bytes.
        case done([UInt8])
        /// The export failed: the message.
        case failed(String)
    }

    /// The line for `event` (the clip's bytes follow a `done` line; they are not in it).
    static func encode(_ event: Event, total: Int, mediaType: String, name: String) -> [UInt8] {
        var line = JSONText()
        switch event {
        case .progress(let done, let total):
            line.string("type", "progress")
            line.integer("done", done)
            line.integer("total", total)
        case .done(let bytes):
            line.string("type", "done")
            line.integer("total", total)
            line.string("mediaType", mediaType)
            line.string("name", name)
            line.integer("bytes", bytes.count)
        case .failed(let message):
            line.string("type", "error")
            line.string("message", message)
        }
        return Array((line.result + "\n").utf8)
    }

    /// Lets progress through at most every 100 ms of wall time, and always for the last frame.
    struct Throttle {
        private let clock = ContinuousClock()
        private var last: ContinuousClock.Instant?

        mutating func shouldReport(done: Int, total: Int) -> Bool {
            let now = clock.now
            if done < total, let last, now - last < .milliseconds(100) { return false }
            last = now
            return true
        }
    }
}
