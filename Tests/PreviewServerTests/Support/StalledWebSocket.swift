import Foundation

/// A WebSocket client that sends but stops reading after the handshake: a viewer whose page froze
/// with its socket open. A plain POSIX socket with a small receive buffer (an NIO client would
/// keep reading into memory), so the server's writes to it back up within a few frames' bytes.
/// Sendable: its descriptor never changes; a test sends from one task at a time.
final class StalledWebSocket: @unchecked Sendable {
    struct Failed: Error, CustomStringConvertible {
        var description: String
    }

    private let descriptor: Int32

    /// Connects to `127.0.0.1:port`, upgrades `target` as a page from `localhost:port` would,
    /// and reads up to the end of the 101's head (bytes after it stay unread).
    init(port: Int, target: String, receiveBuffer: Int32 = 4096) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failed(description: "socket: errno \(errno)") }
        var size = receiveBuffer
        setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(descriptor)
            throw Failed(description: "connect: errno \(errno)")
        }
        let handshake = "GET \(target) HTTP/1.1\r\nHost: localhost:\(port)\r\nOrigin: http://localhost:\(port)\r\n"
            + "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
        try write(Array(handshake.utf8))
        // One byte at a time up to the blank line: nothing of the session is read.
        var head: [UInt8] = []
        var byte: UInt8 = 0
        while !head.suffix(4).elementsEqual("\r\n\r\n".utf8) {
            guard read(descriptor, &byte, 1) == 1 else {
                close(descriptor)
                throw Failed(description: "the connection ended during the handshake: \(String(decoding: head, as: UTF8.self))")
            }
            head.append(byte)
        }
        guard head.starts(with: Array("HTTP/1.1 101".utf8)) else {
            close(descriptor)
            throw Failed(description: "not upgraded: \(String(decoding: head, as: UTF8.self))")
        }
    }

    deinit {
        close(descriptor)
    }

    /// Sends one masked text frame (`text` shorter than 126 bytes).
    func send(_ text: String) throws {
        let payload = Array(text.utf8)
        precondition(payload.count < 126, "short messages only")
        let mask: [UInt8] = [0x11, 0x22, 0x33, 0x44]
        try write([0x81, 0x80 | UInt8(payload.count)] + mask + payload.enumerated().map { $0.element ^ mask[$0.offset % 4] })
    }

    /// Bytes that have arrived and are waiting in the socket's receive buffer, unread.
    var waitingBytes: Int {
        var count: Int32 = 0
        _ = ioctl(descriptor, UInt(FIONREAD), &count)
        return Int(count)
    }

    /// Reads, at last, everything the server sent: until nothing more has come for `quiet`
    /// seconds (the server's buffered bytes arrive as the socket's are read).
    func readEverything(quiet: Double = 0.5) -> [UInt8] {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var lastData = ContinuousClock.now
        while ContinuousClock.now - lastData < .milliseconds(Int(quiet * 1000)) {
            let count = read(descriptor, &buffer, buffer.count)
            if count > 0 {
                received += buffer.prefix(count)
                lastData = .now
            } else if count == 0 {
                break
            } else {
                usleep(10_000)
            }
        }
        return received
    }

    /// The opcodes of the whole server frames (unmasked) in `bytes`, in order.
    static func opcodes(in bytes: [UInt8]) -> [UInt8] {
        var opcodes: [UInt8] = []
        var index = 0
        while index + 2 <= bytes.count {
            var length = Int(bytes[index + 1] & 0x7F)
            var header = 2
            if length == 126, index + 4 <= bytes.count {
                length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
                header = 4
            } else if length == 127, index + 10 <= bytes.count {
                length = (2..<10).reduce(0) { $0 << 8 | Int(bytes[index + $1]) }
                header = 10
            } else if length >= 126 {
                break
            }
            guard index + header + length <= bytes.count else { break }
            opcodes.append(bytes[index] & 0x0F)
            index += header + length
        }
        return opcodes
    }

    private func write(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { throw Failed(description: "send: errno \(errno)") }
            sent += count
        }
    }
}
