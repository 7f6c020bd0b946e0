import Foundation

/// The one writer of `preview mcp`'s standard output: messages are written whole, each followed
/// by a newline, one after another, by a thread of its own.
///
/// Blocking writes on a thread of their own: a reader that is slow to empty the pipe holds up
/// this thread only, never one of Swift's cooperative threads, and a message can never be cut
/// by another (the SDK's transport wrote without blocking and slept on `EAGAIN`, letting
/// concurrent answers interleave). A descriptor handed over non-blocking is waited on with
/// `poll`. Once a write fails (the reader went away) the rest is dropped.
final class LineWriter: @unchecked Sendable {
    private let descriptor: Int32
    private let condition = NSCondition()
    // Guarded by `condition`.
    private var queue: [(message: Data, written: CheckedContinuation<Void, Never>)] = []
    private var hasFailed = false

    /// - Parameter descriptor: Where to write (standard output); it stays open.
    init(descriptor: Int32) {
        self.descriptor = descriptor
        // A reader that has gone away must fail a write (EPIPE), not kill the process.
        signal(SIGPIPE, SIG_IGN)
        let thread = Thread { [self] in run() }
        thread.name = "preview mcp writer"
        thread.start()
    }

    /// Writes `message` and a newline; returns once they are written (or dropped).
    func write(_ message: Data) async {
        await withCheckedContinuation { (written: CheckedContinuation<Void, Never>) in
            condition.lock()
            queue.append((message, written))
            condition.signal()
            condition.unlock()
        }
    }

    private func run() {
        while true {
            condition.lock()
            while queue.isEmpty { condition.wait() }
            let (message, written) = queue.removeFirst()
            condition.unlock()
            var line = message
            line.append(UInt8(ascii: "\n"))
            if !hasFailed { hasFailed = !writeAll(line) }
            written.resume()
        }
    }

    /// Writes every byte of `bytes`; false if the descriptor fails.
    private func writeAll(_ bytes: Data) -> Bool {
        bytes.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Bool in
            guard let base = buffer.baseAddress else { return true }
            var offset = 0
            while offset < buffer.count {
                let count = Glibc.write(descriptor, base + offset, buffer.count - offset)
                if count > 0 {
                    offset += count
                } else if count < 0, errno == EINTR {
                    continue
                } else if count < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                    var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&ready, 1, -1)
                } else {
                    return false
                }
            }
            return true
        }
    }
}
