import Foundation

/// `preview mcp`'s standard input as lines, read by a thread of its own with blocking reads.
///
/// Each byte is looked at once: the search for the end of a line goes on where the last read
/// stopped, so reading a line takes time linear in its length (the SDK's transport searched the
/// whole pending line again after every 4 KiB, quadratic: a 13 MB line was still being read
/// after two minutes). A last line without a newline counts too. The stream ends at the end of
/// input or on a read error.
struct LineReader: Sendable {
    let descriptor: Int32

    /// How many bytes each read asks for.
    static let chunkSize = 1 << 16

    /// Starts reading; call once.
    func lines() -> AsyncStream<Data> {
        let (stream, continuation) = AsyncStream<Data>.makeStream()
        let descriptor = self.descriptor
        let thread = Thread {
            Self.read(descriptor) { continuation.yield($0) }
            continuation.finish()
        }
        thread.name = "preview mcp reader"
        thread.start()
        return stream
    }

    /// Reads `descriptor` to its end, handing each line (without its newline) to `line`.
    static func read(_ descriptor: Int32, line: (Data) -> Void) {
        var pending = Data()
        var searched = 0
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, chunkSize) }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK {
                    var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    _ = poll(&ready, 1, -1)
                    continue
                }
                break
            }
            if count == 0 { break }
            pending.append(contentsOf: chunk[..<count])
            var start = pending.startIndex
            var index = pending.startIndex + searched
            while index < pending.endIndex {
                if pending[index] == UInt8(ascii: "\n") {
                    line(Data(pending[start..<index]))
                    start = index + 1
                }
                index += 1
            }
            if start > pending.startIndex { pending = Data(pending[start...]) }
            searched = pending.count
        }
        if !pending.isEmpty { line(pending) }
    }
}
