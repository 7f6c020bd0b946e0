import Foundation

/// The kernel's view of a TCP connection on this machine (Linux `/proc/net/tcp` and `tcp6`), for
/// tests that need a peer's writes to have backed up: a client that stops reading leaves the
/// server's data in the server's send queue once its own receive buffer is full.
public enum TCPSendQueue {
    /// Bytes queued for sending (written, not yet acknowledged by the peer) on the socket bound
    /// to `localPort` and connected to `remotePort`, or `nil` when no such socket is listed (or
    /// not on Linux).
    ///
    /// - Parameters:
    ///   - localPort: The socket's own port (a server's listening port for its side).
    ///   - remotePort: The peer's port.
    public static func bytes(localPort: Int, remotePort: Int) -> Int? {
        for table in ["/proc/net/tcp", "/proc/net/tcp6"] {
            guard let text = read(table) else { continue }
            for line in text.split(separator: "\n").dropFirst() {
                let fields = line.split(separator: " ", omittingEmptySubsequences: true)
                guard fields.count > 4, port(fields[1]) == localPort, port(fields[2]) == remotePort else { continue }
                let queues = fields[4].split(separator: ":")
                return queues.first.flatMap { Int($0, radix: 16) }
            }
        }
        return nil
    }

    /// The whole of a `/proc` file, read to its end (its size says 0, and a single read returns
    /// one page: a busy machine's table is longer).
    private static func read(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The port of an `ADDRESS:PORT` field (both hexadecimal).
    private static func port(_ field: Substring) -> Int? {
        field.split(separator: ":").last.flatMap { Int($0, radix: 16) }
    }
}
