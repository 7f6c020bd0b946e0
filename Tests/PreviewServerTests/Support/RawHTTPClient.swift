import Foundation
import NIOCore
import NIOPosix

/// Sends hand-written HTTP/1.1 requests over a fresh TCP connection, so tests control every
/// byte (Host headers, raw paths with backslashes or NUL bytes, WebSocket handshakes) that
/// normal clients would fix.
enum RawHTTPClient {
    /// A plain TCP connection to `127.0.0.1:port`, as bytes in and out.
    static func connect(port: Int) async throws -> NIOAsyncChannel<ByteBuffer, ByteBuffer> {
        try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: "127.0.0.1", port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
                }
            }
    }

    struct Response {
        var status: Int
        var head: String
        var body: String

        func header(_ name: String) -> String? {
            for line in head.split(separator: "\r\n").dropFirst() {
                let parts = line.split(separator: ":", maxSplits: 1)
                if parts.count == 2, parts[0].lowercased() == name.lowercased() {
                    return parts[1].trimmingCharacters(in: .whitespaces)
                }
            }
            return nil
        }
    }

    /// Sends a request with the given headers and reads the response head and body.
    static func get(
        port: Int, target: String, host: String? = "localhost", headers: [(String, String)] = [], method: String = "GET"
    ) async throws -> Response {
        var request = "\(method) \(target) HTTP/1.1\r\n"
        if let host { request += "Host: \(host)\r\n" }
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        request += "\r\n"
        return try await send(port: port, bytes: Array(request.utf8))
    }

    /// A WebSocket handshake for `target` with the given Host and Origin (either may be left out),
    /// as a `method` request (a handshake is a `GET`).
    static func webSocketHandshake(
        port: Int, target: String, host: String? = "localhost", origin: String?, offerDeflate: Bool = false, method: String = "GET"
    ) async throws -> Response {
        var headers = [("Upgrade", "websocket"), ("Connection", "Upgrade"), ("Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ=="), ("Sec-WebSocket-Version", "13")]
        if let origin { headers.append(("Origin", origin)) }
        if offerDeflate { headers.append(("Sec-WebSocket-Extensions", "permessage-deflate; client_max_window_bits")) }
        return try await get(port: port, target: target, host: host, headers: headers, method: method)
    }

    /// Sends raw bytes and reads one response: its head, then `Content-Length` bytes of body (none
    /// for 101 and 304), or until the server closes. Gives up after 30 seconds (a ceiling for a
    /// server that never answers, not a timing bound).
    static func send(port: Int, bytes: [UInt8]) async throws -> Response {
        let channel = try await connect(port: port)
        let received = try await channel.executeThenClose { inbound, outbound -> [UInt8] in
            // On a loaded machine the server may already have answered and closed (a 408 after
            // its request-head timeout) before this write: the answer is still there to read.
            try? await outbound.write(ByteBuffer(bytes: bytes))
            return try await withThrowingTaskGroup(of: [UInt8].self) { group in
                group.addTask {
                    var received: [UInt8] = []
                    for try await chunk in inbound {
                        received.append(contentsOf: chunk.readableBytesView)
                        if isComplete(received) { break }
                    }
                    return received
                }
                group.addTask {
                    try await Task.sleep(for: .seconds(30))
                    throw CancellationError()
                }
                let result = try await group.next()!
                group.cancelAll()
                return result
            }
        }
        let text = String(decoding: received, as: UTF8.self)
        let parts = text.components(separatedBy: "\r\n\r\n")
        let head = parts.first ?? ""
        let statusLine = head.split(separator: " ", maxSplits: 2)
        let status = statusLine.count > 1 ? Int(statusLine[1]) ?? 0 : 0
        return Response(status: status, head: head, body: parts.dropFirst().joined(separator: "\r\n\r\n"))
    }

    /// What ``exchange(port:bytes:for:)`` saw on a connection.
    struct Exchange {
        /// Everything the server sent, as text.
        var text: String
        /// Seconds from sending until the server closed the connection, or `nil` if it was
        /// still open when the exchange gave up.
        var closedAfter: Double?
        /// Everything the server sent, as bytes.
        var bytes: [UInt8] = []

        /// The status codes of every response in `text`, in order.
        var statuses: [Int] {
            text.components(separatedBy: "HTTP/1.1 ").dropFirst().compactMap { Int($0.prefix(3)) }
        }
    }

    /// Sends raw bytes (any number of requests, partial ones included) and reads everything
    /// the server sends until it closes the connection, `seconds` have passed, or what arrived
    /// satisfies `done` (a test's expected answers: then it need not wait for the close).
    ///
    /// `seconds` is a ceiling for a server that fails to answer or to close, not a timing
    /// bound: on a loaded machine answers take longer, so tests give it generously.
    static func exchange(port: Int, bytes: [UInt8], for seconds: Double, until done: @escaping @Sendable (Exchange) -> Bool = { _ in false }) async throws -> Exchange {
        let channel = try await connect(port: port)
        let clock = ContinuousClock()
        let start = clock.now
        return try await channel.executeThenClose { inbound, outbound -> Exchange in
            try await outbound.write(ByteBuffer(bytes: bytes))
            let (chunks, continuation) = AsyncStream<[UInt8]?>.makeStream()
            return await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    do {
                        for try await chunk in inbound { continuation.yield(Array(chunk.readableBytesView)) }
                    } catch {}
                    continuation.yield(nil)
                }
                group.addTask {
                    try? await Task.sleep(for: .seconds(seconds))
                    continuation.finish()
                }
                var received: [UInt8] = []
                var closedAfter: Double?
                for await chunk in chunks {
                    guard let chunk else {
                        let elapsed = clock.now - start
                        closedAfter = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
                        break
                    }
                    received += chunk
                    if done(Exchange(text: String(decoding: received, as: UTF8.self), closedAfter: nil)) { break }
                }
                group.cancelAll()
                return Exchange(text: String(decoding: received, as: UTF8.self), closedAfter: closedAfter, bytes: received)
            }
        }
    }

    /// Whether `bytes` hold a whole response: a 101's head, or a head and as many body bytes as
    /// its `Content-Length` says.
    static func isComplete(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let end = text.range(of: "\r\n\r\n") else { return false }
        let head = Response(status: 0, head: String(text[..<end.lowerBound]), body: "")
        if head.head.hasPrefix("HTTP/1.1 101") { return true }
        guard let length = head.header("Content-Length").flatMap(Int.init) else { return false }
        return text.utf8.count - text.utf8.distance(from: text.startIndex, to: end.upperBound) >= length
    }
}
