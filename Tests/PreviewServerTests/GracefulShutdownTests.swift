import Foundation
import Hummingbird
import Logging
import NIOCore
import NIOPosix
import Drawing
import ServiceLifecycle
import Stage
import Testing
@testable import PreviewServer
import ZoetropeTestSupport

@Suite("Graceful shutdown")
struct GracefulShutdownTests {
    @Test("shutting down closes open sessions with a WebSocket close frame")
    func closesSessions() async throws {
        let fixture = try TemporaryWebRoot()
        let configuration = PreviewServerConfiguration(port: 0, webRoot: try WebRoot(path: fixture.web.path))
        let (ports, portContinuation) = AsyncStream<Int>.makeStream()
        let app = PreviewService(configuration: configuration, scenes: TestSceneProvider()).makeApplication { port in
            portContinuation.yield(port)
        }
        let group = ServiceGroup(configuration: .init(services: [app], logger: Logger(label: "test")))
        try await withThrowingTaskGroup(of: Void.self) { tasks in
            tasks.addTask { try await group.run() }
            var iterator = ports.makeAsyncIterator()
            let port = try #require(await iterator.next())
            try await TestWebSocket.with(port: port, target: "/session?scene=dot") { socket in
                _ = try await socket.receive(type: "hello")
                await group.triggerGracefulShutdown()
                var received: TestWebSocket.Received?
                for _ in 0..<10 {
                    received = try await socket.receive()
                    if case .close = received { break }
                }
                guard case .close(let code, _) = received else {
                    Issue.record("expected a close frame, got \(String(describing: received))")
                    return
                }
                #expect(code == 1000 || code == 1001)
            }
            try await tasks.waitForAll()
        }
    }

    @Test("a client that stops reading cannot hold the shutdown past its deadline: the rest is closed then")
    func deadline() async throws {
        let deadline = 0.25
        let fixture = try TemporaryWebRoot()
        let configuration = PreviewServerConfiguration(port: 0, webRoot: try WebRoot(path: fixture.web.path), shutdownDeadline: deadline)
        let (ports, portContinuation) = AsyncStream<Int>.makeStream()
        let group = PreviewService(configuration: configuration, scenes: LargeFrameScene.Provider()).makeServiceGroup { port in
            portContinuation.yield(port)
        }
        let clock = ContinuousClock()
        let elapsed = try await withThrowingTaskGroup(of: Duration?.self) { tasks in
            tasks.addTask {
                try await group.run()
                return nil
            }
            var iterator = ports.makeAsyncIterator()
            let port = try #require(await iterator.next())
            // A receive buffer of a few KiB: the server's frames back up after a few of them.
            let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .channelOption(ChannelOptions.socketOption(.so_rcvbuf), value: 4096)
                .connect(host: "127.0.0.1", port: port) { channel in
                    channel.eventLoop.makeCompletedFuture { try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel) }
                }
            let clientPort = try #require(channel.channel.localAddress?.port)
            let handshake = "GET /session?scene=large HTTP/1.1\r\nHost: localhost:\(port)\r\nOrigin: http://localhost:\(port)\r\n"
                + "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
            return try await channel.executeThenClose { inbound, outbound -> Duration? in
                try await outbound.write(ByteBuffer(string: handshake))
                // Read the 101 and the session's first frame (its hello): from then on the session
                // runs and the shutdown has it to close. (Shutting down between the 101 and the
                // session's start ends at once, with nothing to wait for: a load-dependent race.)
                var received = inbound.makeAsyncIterator()
                var bytes: [UInt8] = []
                let headEnd = Array("\r\n\r\n".utf8)
                func frameStart() -> Int? {
                    guard bytes.count >= headEnd.count else { return nil }
                    for index in 0...(bytes.count - headEnd.count) where Array(bytes[index..<index + headEnd.count]) == headEnd {
                        return index + headEnd.count
                    }
                    return nil
                }
                while frameStart().map({ $0 >= bytes.count }) ?? true {
                    let chunk = try #require(try await received.next(), "the connection ended before the session's first frame")
                    bytes += chunk.readableBytesView
                }
                #expect(String(decoding: bytes.prefix(12), as: UTF8.self) == "HTTP/1.1 101")
                // Ask for 64 frames of 256 KiB (16 MiB) and read none of them: once this client's
                // buffers are full, the server's writes wait, and its close frame can never be
                // written (nor the FIN that would make this client's NIO close the connection).
                var requests: [UInt8] = []
                for index in 1...64 { requests += Self.clientText(#"{"type":"frame","t":\#(index * 16)}"#) }
                try await outbound.write(ByteBuffer(bytes: requests))
                // Until 256 KiB wait in the server's send queue (more than this client's receive
                // window, so they are stuck, not in flight): polled, a loaded machine may be slow.
                var queued = 0
                for _ in 0..<3000 {
                    queued = TCPSendQueue.bytes(localPort: port, remotePort: clientPort) ?? 0
                    if queued >= 256 << 10 { break }
                    try await Task.sleep(for: .milliseconds(10))
                }
                try #require(queued >= 256 << 10, "the server's writes never backed up (\(queued) bytes queued)")
                let start = clock.now
                await group.triggerGracefulShutdown()
                // A ceiling for a shutdown that never ends (nil: it did not end): without the
                // deadline, this client holds it for ever.
                tasks.addTask {
                    try await Task.sleep(for: .seconds(60))
                    return .seconds(-1)
                }
                let first = try await tasks.next()!
                tasks.cancelAll()
                return first == nil ? clock.now - start : nil
            }
        }
        // With a huge deadline this fails: the shutdown lasts until the 60 s ceiling. The bound is
        // the deadline plus a margin for a loaded machine (load 25 on 2 cores was seen taking 5 s
        // to schedule a shutdown), well under the ceiling.
        let ended = try #require(elapsed, "the shutdown did not end within 60 s: a client that stops reading held it")
        #expect(ended < .seconds(deadline + 15), "shutdown took \(ended), past the \(deadline) s deadline")
    }

    /// A masked client text frame (RFC 6455 §5.2) of fewer than 126 bytes.
    static func clientText(_ text: String) -> [UInt8] {
        let payload = Array(text.utf8)
        precondition(payload.count < 126, "one-byte lengths only")
        let mask: [UInt8] = [1, 2, 3, 4]
        return [0x81, 0x80 | UInt8(payload.count)] + mask + payload.enumerated().map { $1 ^ mask[$0 % 4] }
    }
}

/// A scene whose every frame is 256 KiB of bytes (scene `large`): a few of them fill a socket's
/// buffers.
struct LargeFrameScene: LiveScene {
    static let frameBytes = 256 << 10
    var clock = VirtualClock()

    var sceneJSON: String { #"{"id":"large","title":"Large"}"# }
    var state: JSONValue { .null }
    mutating func advance(by wallTime: RealDuration) { clock.advance(by: wallTime) }
    mutating func apply(_ event: SceneEvent) throws(LiveSceneError) {}
    mutating func perform(_ command: TransportCommand) throws(LiveSceneError) {}
    mutating func requestFullFrame() {}
    mutating func renderFrame() throws(LiveSceneError) -> [UInt8] { [UInt8](repeating: 0x5a, count: Self.frameBytes) }

    /// The provider: scene `large`.
    struct Provider: SceneProvider {
        var listJSON: String { #"{"scenes":[{"id":"large","title":"Large"}]}"# }
        func contains(sceneID: String) -> Bool { sceneID == "large" }
        func makeSession(sceneID: String) -> (any LiveScene)? { sceneID == "large" ? LargeFrameScene() : nil }
    }
}
