import Foundation

/// A blocking WebSocket client over a plain socket to 127.0.0.1, for tests of `serve`: opens
/// `path` with the page's upgrade request (an Origin the server accepts), sends masked text
/// messages and reads the server's unmasked text and binary messages.
final class WebSocketTestClient {
    struct Failure: Error, CustomStringConvertible { var description: String }

    private let descriptor: Int32
    private var buffer: [UInt8] = []
    /// Messages read while looking for another, in order: (isText, payload).
    private var pending: [(Bool, [UInt8])] = []

    init(port: Int, path: String) throws {
        let upgrade = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: http://127.0.0.1:\(port)\r\n"
            + "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
        descriptor = try HTTPGet.connection(port: port, sending: upgrade)
        // The response head.
        while true {
            if let end = buffer.firstRange(of: Array("\r\n\r\n".utf8)) {
                let head = String(decoding: buffer[..<end.lowerBound], as: UTF8.self)
                guard head.hasPrefix("HTTP/1.1 101") else { throw Failure(description: "no upgrade: \(head)") }
                buffer.removeSubrange(..<end.upperBound)
                break
            }
            try fill()
        }
    }

    func close() { _ = Glibc.close(descriptor) }

    /// Sends a masked text message (any length).
    func send(_ text: String) throws {
        let payload = Array(text.utf8)
        var frame: [UInt8] = [0x81]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else {
            precondition(payload.count < 65536)
            frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        }
        let mask: [UInt8] = [7, 3, 5, 1]
        frame += mask + payload.enumerated().map { $1 ^ mask[$0 % 4] }
        guard Glibc.send(descriptor, frame, frame.count, 0) == frame.count else { throw Failure(description: "send failed") }
    }

    /// The first text message (pending or new) that `accept` takes; others stay pending.
    func receiveText(timeout: Int = 200, where accept: (String) -> Bool) throws -> String {
        for _ in 0..<timeout {
            if let index = pending.firstIndex(where: { $0.0 && accept(String(decoding: $0.1, as: UTF8.self)) }) {
                return String(decoding: pending.remove(at: index).1, as: UTF8.self)
            }
            pending.append(try readMessage())
        }
        throw Failure(description: "no such text among \(pending.count) messages")
    }

    /// The first binary message, pending or new.
    func receiveBinary(timeout: Int = 200) throws -> [UInt8] {
        for _ in 0..<timeout {
            if let index = pending.firstIndex(where: { !$0.0 }) { return pending.remove(at: index).1 }
            pending.append(try readMessage())
        }
        throw Failure(description: "no binary message")
    }

    /// One whole message (the server sends no fragments or control frames unasked).
    private func readMessage() throws -> (Bool, [UInt8]) {
        while true {
            if buffer.count >= 2 {
                let opcode = buffer[0] & 0x0F
                var length = Int(buffer[1] & 0x7F)
                var offset = 2
                if length == 126, buffer.count >= 4 {
                    length = Int(buffer[2]) << 8 | Int(buffer[3]); offset = 4
                } else if length == 127, buffer.count >= 10 {
                    length = buffer[2..<10].reduce(0) { $0 << 8 | Int($1) }; offset = 10
                } else if length >= 126 {
                    try fill(); continue
                }
                if buffer.count >= offset + length {
                    let payload = Array(buffer[offset..<(offset + length)])
                    buffer.removeSubrange(..<(offset + length))
                    if opcode == 0x8 { throw Failure(description: "closed by the server: \(payload)") }
                    return (opcode == 0x1, payload)
                }
            }
            try fill()
        }
    }

    private func fill() throws {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = recv(descriptor, &chunk, chunk.count, 0)
        guard count > 0 else { throw Failure(description: "connection ended or timed out") }
        buffer += chunk[..<count]
    }
}
