import Foundation

/// A one-line progress bar on standard error (frames done, frames per second, time left),
/// redrawn at most ten times a second; silent when standard error is not a terminal.
struct ProgressLine {
    private let total: Int
    private let enabled: Bool
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private var lastDraw: ContinuousClock.Instant?

    /// - Parameters:
    ///   - total: The number of frames.
    ///   - enabled: Whether to draw (default: standard error is a terminal).
    init(total: Int, enabled: Bool = isatty(STDERR_FILENO) != 0) {
        self.total = total
        self.enabled = enabled
        start = clock.now
    }

    /// Seconds since the start.
    var elapsed: Double {
        let d = clock.now - start
        return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }

    /// The line for `done` frames after `seconds`: `[#####.....] 120/300 frames  58.1 fps  ETA 3.1 s`.
    static func text(done: Int, total: Int, seconds: Double) -> String {
        let width = 24
        let filled = total > 0 ? width * done / total : width
        let fps = seconds > 0 ? Double(done) / seconds : 0
        let eta = fps > 0 ? Double(total - done) / fps : 0
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        return "[\(bar)] \(done)/\(total) frames  \(String(format: "%.1f", fps)) fps  ETA \(String(format: "%.1f", eta)) s"
    }

    /// Shows that `done` frames are finished.
    mutating func update(done: Int) {
        guard enabled else { return }
        let now = clock.now
        if let lastDraw, now - lastDraw < .milliseconds(100), done < total { return }
        lastDraw = now
        FileHandle.standardError.write(Data(("\r" + Self.text(done: done, total: total, seconds: elapsed) + "\u{1B}[K").utf8))
    }

    /// Ends the line.
    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\n".utf8))
    }
}
