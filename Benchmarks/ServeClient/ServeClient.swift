// What the `scripts/bench serve` and `scripts/bench soak` clients share: the clock, a seeded
// generator, percentiles, the server's CPU time, and opening a preview session the way a page
// on 127.0.0.1 does.

import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket

/// Monotonic nanoseconds.
public func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// A seeded generator (xorshift64*), so a run's random choices reproduce.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// - Parameter seed: Any value (0 is replaced by a fixed non-zero one).
    public init(seed: UInt64) { state = seed == 0 ? 0x2545_F491_4F6C_DD1D : seed }

    public mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }
}

/// The `p`th percentile (0…100) of `values` by the nearest-rank rule; NaN when empty.
public func percentile(_ values: [Double], _ p: Double) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
    return sorted[max(0, min(sorted.count - 1, rank - 1))]
}

/// utime + stime of a process, in seconds, from /proc.
public func cpuSeconds(pid: Int32) -> Double? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = text.lastIndex(of: ")") else { return nil }
    let fields = text[text.index(after: close)...].split(separator: " ")
    guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
}

/// Opens a WebSocket session of `scene` on `127.0.0.1:port` with the page's Host and Origin
/// (and permessage-deflate offered when `deflate`); `handler` is added once upgraded.
///
/// - Returns: The channel, once the upgrade request is sent.
public func connectSession(
    on loop: any EventLoop, port: Int, scene: String, deflate: Bool, handler: @escaping @Sendable () -> any ChannelHandler
) -> EventLoopFuture<any Channel> {
    connectSession(on: loop, port: port, target: "/session?scene=\(scene)", deflate: deflate, handler: handler)
}

/// Opens a WebSocket session at `target` (path and query, e.g. `/session?join=ID&key=KEY`) on
/// `127.0.0.1:port`, as ``connectSession(on:port:scene:deflate:handler:)`` does.
public func connectSession(
    on loop: any EventLoop, port: Int, target: String, deflate: Bool, handler: @escaping @Sendable () -> any ChannelHandler
) -> EventLoopFuture<any Channel> {
    var headers = HTTPHeaders()
    headers.add(name: "Host", value: "127.0.0.1:\(port)")
    headers.add(name: "Origin", value: "http://127.0.0.1:\(port)")
    if deflate { headers.add(name: "Sec-WebSocket-Extensions", value: "permessage-deflate; client_max_window_bits") }
    let head = HTTPRequestHead(version: .http1_1, method: .GET, uri: target, headers: headers)
    let upgrader = NIOWebSocketClientUpgrader(maxFrameSize: 1 << 24, automaticErrorHandling: false) { channel, _ in
        channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(handler()) }
    }
    let bootstrap = ClientBootstrap(group: loop).channelInitializer { channel in
        channel.pipeline.addHTTPClientHandlers(
            leftOverBytesStrategy: .forwardBytes,
            withClientUpgrade: (upgraders: [upgrader], completionHandler: { _ in })
        )
    }
    // The upgrade request goes out once connected (writing from the initializer would wait for a
    // connection that waits for the initializer).
    return bootstrap.connect(host: "127.0.0.1", port: port).flatMap { channel in
        channel.writeAndFlush(HTTPClientRequestPart.head(head)).flatMap {
            channel.writeAndFlush(HTTPClientRequestPart.end(nil))
        }.map { channel }
    }
}

/// A client's side of a session's frames, for the handlers of both clients.
extension ChannelHandlerContext {
    /// Writes one text message in one masked frame (not flushed).
    public func writeText(_ text: String) {
        var buffer = channel.allocator.buffer(capacity: text.utf8.count)
        buffer.writeString(text)
        write(NIOAny(WebSocketFrame(fin: true, opcode: .text, maskKey: WebSocketMaskingKey([7, 3, 1, 9]), data: buffer)), promise: nil)
    }

    /// Answers a ping frame with its pong.
    public func answerPing(_ ping: WebSocketFrame) {
        writeAndFlush(NIOAny(WebSocketFrame(fin: true, opcode: .pong, maskKey: WebSocketMaskingKey([1, 2, 3, 4]), data: ping.unmaskedData)), promise: nil)
    }

    /// Sends a close frame with code 1000, then closes the connection.
    public func closeNormally() {
        guard channel.isActive else { return }
        var buffer = channel.allocator.buffer(capacity: 2)
        buffer.write(webSocketErrorCode: .normalClosure)
        let close = WebSocketFrame(fin: true, opcode: .connectionClose, maskKey: WebSocketMaskingKey([1, 2, 3, 4]), data: buffer)
        let channel = self.channel
        writeAndFlush(NIOAny(close)).whenComplete { _ in channel.close(promise: nil) }
    }
}

extension WebSocketFrame {
    /// Whether this is a whole, uncompressed `error` message of the session protocol.
    public var isErrorMessage: Bool {
        opcode == .text && fin && !rsv1 && unmaskedData.readableBytes > 10
            && unmaskedData.getString(at: unmaskedData.readerIndex, length: 10) == #"{"type":"e"#
    }
}
