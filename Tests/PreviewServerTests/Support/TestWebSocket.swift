import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL
import NIOWebSocket
import PreviewServer

/// A minimal WebSocket client for tests: it sends the exact Host and Origin a browser would
/// (general-purpose clients send an Origin without the port), single-frame messages, and
/// reports every frame it receives. No compression is offered unless asked for (then the
/// server's compressed messages arrive as they are, not inflated).
final class TestWebSocket: Sendable {
    enum Received: Equatable {
        case text(String)
        case binary([UInt8])
        case close(code: UInt16?, reason: String)
    }

    struct NotUpgraded: Error {}
    struct TimedOut: Error {}
    /// The session closed (or the connection ended: `code` nil) while a message was awaited.
    struct Closed: Error, CustomStringConvertible {
        var code: UInt16?
        var reason: String
        var awaiting: String
        var description: String { "the session closed (code \(code.map(String.init) ?? "none"), \"\(reason)\") while awaiting a \(awaiting) message" }
    }

    /// How long a receive waits by default: a ceiling for a server that never answers, not a
    /// timing bound (answers take longer on a loaded machine; a test that means a bound says so).
    static let ceiling: Duration = .seconds(30)

    private let outbound: NIOAsyncChannelOutboundWriter<WebSocketFrame>
    private let frames: AsyncThrowingStream<WebSocketFrame, any Error>

    private init(outbound: NIOAsyncChannelOutboundWriter<WebSocketFrame>, frames: AsyncThrowingStream<WebSocketFrame, any Error>) {
        self.outbound = outbound
        self.frames = frames
    }

    /// Connects, runs `body` with the socket, then closes the connection.
    ///
    /// - Parameter tls: A client TLS context (trusting the server's certificate): the socket is
    ///   then `wss://` to `localhost`, and the default `Origin` is `https://localhost:port`.
    static func with<Value: Sendable>(
        port: Int, target: String, origin: String? = nil, offerDeflate: Bool = false, tls: NIOSSLContext? = nil,
        _ body: (TestWebSocket) async throws -> Value
    ) async throws -> Value {
        let channel = try await connect(port: port, target: target, origin: origin, offerDeflate: offerDeflate, tls: tls)
        return try await channel.executeThenClose { inbound, outbound in
            try await withThrowingTaskGroup(of: Void.self) { group in
                let (frames, continuation) = AsyncThrowingStream<WebSocketFrame, any Error>.makeStream()
                group.addTask {
                    do {
                        for try await frame in inbound { continuation.yield(frame) }
                        continuation.finish()
                    } catch {
                        continuation.finish(throwing: error)
                    }
                }
                let result = try await body(TestWebSocket(outbound: outbound, frames: frames))
                outbound.finish()
                group.cancelAll()
                return result
            }
        }
    }

    /// Connects to `ws://127.0.0.1:port/target` (`wss://` with `tls`) as a page served from
    /// `localhost:port` would.
    private static func connect(
        port: Int, target: String, origin: String?, offerDeflate: Bool, tls: NIOSSLContext?
    ) async throws -> NIOAsyncChannel<WebSocketFrame, WebSocketFrame> {
        var headers = HTTPHeaders()
        headers.add(name: "Host", value: "localhost:\(port)")
        headers.add(name: "Origin", value: origin ?? "\(tls == nil ? "http" : "https")://localhost:\(port)")
        if offerDeflate { headers.add(name: "Sec-WebSocket-Extensions", value: "permessage-deflate") }
        let head = HTTPRequestHead(version: .http1_1, method: .GET, uri: target, headers: headers)
        let upgraded = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: "127.0.0.1", port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    if let tls {
                        try channel.pipeline.syncOperations.addHandler(NIOSSLClientHandler(context: tls, serverHostname: "localhost"))
                    }
                    let upgrader = NIOTypedWebSocketClientUpgrader<NIOAsyncChannel<WebSocketFrame, WebSocketFrame>?>(
                        maxFrameSize: 1 << 24,
                        upgradePipelineHandler: { channel, _ in
                            channel.eventLoop.makeCompletedFuture {
                                try NIOAsyncChannel<WebSocketFrame, WebSocketFrame>(wrappingChannelSynchronously: channel)
                            }
                        }
                    )
                    var configuration = NIOUpgradableHTTPClientPipelineConfiguration(
                        upgradeConfiguration: NIOTypedHTTPClientUpgradeConfiguration(
                            upgradeRequestHead: head,
                            upgraders: [upgrader],
                            notUpgradingCompletionHandler: { channel in channel.eventLoop.makeSucceededFuture(nil) }
                        )
                    )
                    // The hello often arrives in the same packet as the 101 response: keep those bytes.
                    configuration.leftOverBytesStrategy = .forwardBytes
                    return try channel.pipeline.syncOperations.configureUpgradableHTTPClientPipeline(configuration: configuration)
                }
            }
        guard let channel = try await upgraded.get() else { throw NotUpgraded() }
        return channel
    }

    /// Sends one text message in one frame.
    func send(_ text: String) async throws {
        try await send(frame: WebSocketFrame(fin: true, opcode: .text, data: ByteBuffer(string: text)))
    }

    /// Sends one frame, masked as clients must (NIO's encoder applies the mask key) unless
    /// `masked` is false.
    func send(frame: WebSocketFrame, masked: Bool = true) async throws {
        var frame = frame
        frame.maskKey = masked ? WebSocketMaskingKey([1, 2, 3, 4]) : nil
        try await outbound.write(frame)
    }

    /// The next data or close frame (pings are answered, pongs skipped), within `timeout`.
    func receive(timeout: Duration = TestWebSocket.ceiling) async throws -> Received {
        let frames = self.frames
        return try await withThrowingTaskGroup(of: Received.self) { group in
            group.addTask {
                for try await frame in frames {
                    switch frame.opcode {
                    case .text: return .text(String(buffer: frame.unmaskedData))
                    case .binary: return .binary(Array(frame.unmaskedData.readableBytesView))
                    case .connectionClose:
                        var data = frame.unmaskedData
                        let code = data.readInteger(as: UInt16.self)
                        return .close(code: code, reason: data.readString(length: data.readableBytes) ?? "")
                    default: continue
                    }
                }
                return .close(code: nil, reason: "connection ended")
            }
            group.addTask {
                try await Task.sleep(for: timeout)
                throw TimedOut()
            }
            let result = try await group.next()!
            group.cancelAll()
            return result
        }
    }

    /// What ``receiveFrame(timeout:)`` saw.
    enum Frame: Equatable {
        case pong
        case close(code: UInt16?)
        case other
    }

    /// The next frame of any kind, pongs included (the end of the connection counts as a close
    /// without a code), within `timeout`.
    func receiveFrame(timeout: Duration = TestWebSocket.ceiling) async throws -> Frame {
        let frames = self.frames
        return try await withThrowingTaskGroup(of: Frame.self) { group in
            group.addTask {
                for try await frame in frames {
                    switch frame.opcode {
                    case .pong: return .pong
                    case .connectionClose:
                        var data = frame.unmaskedData
                        return .close(code: data.readInteger(as: UInt16.self))
                    default: return .other
                    }
                }
                return .close(code: nil)
            }
            group.addTask {
                try await Task.sleep(for: timeout)
                throw TimedOut()
            }
            let result = try await group.next()!
            group.cancelAll()
            return result
        }
    }

    /// Receives until the server's close frame (or the end of the connection) arrives; returns its
    /// code (`nil` when the connection ended without one) and reason.
    func receiveClose(timeout: Duration = TestWebSocket.ceiling) async throws -> (code: UInt16?, reason: String) {
        while true {
            if case .close(let code, let reason) = try await receive(timeout: timeout) { return (code, reason) }
        }
    }

    /// Receives until a message of the given `type` arrives; returns it as a dictionary. A frame
    /// message counts by its info (`frame`), and as `state` when its info carries the state.
    /// What is not JSON (a compressed message, when deflate was offered) is skipped.
    /// `timeout` bounds the whole wait, not each message (a scene streaming frames would otherwise
    /// keep it waiting forever); a close frame or the end of the connection throws `Closed`.
    func receive(type: String, timeout: Duration = TestWebSocket.ceiling) async throws -> [String: Any] {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while true {
            let left = deadline - clock.now
            guard left > .zero else { throw TimedOut() }
            let json: String? =
                switch try await receive(timeout: left) {
                case .text(let text): text
                case .binary(let bytes): FrameMessage.split(bytes)?.info
                case .close(let code, let reason): throw Closed(code: code, reason: reason, awaiting: type)
                }
            guard let json, let object = (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any] else { continue }
            if object["type"] as? String == type { return object }
            if type == "state", object["type"] as? String == "frame", let state = object["state"] { return ["type": "state", "state": state] }
        }
    }

}
