import Foundation
import Hummingbird
import Logging
import NIOCore
import NIOPosix
import ServiceLifecycle
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

    @Test("a client that never reads nor answers the close frame cannot hold the shutdown past its deadline")
    func deadline() async throws {
        let deadline = 0.25
        let fixture = try TemporaryWebRoot()
        let configuration = PreviewServerConfiguration(port: 0, webRoot: try WebRoot(path: fixture.web.path), shutdownDeadline: deadline)
        let (ports, portContinuation) = AsyncStream<Int>.makeStream()
        let group = PreviewService(configuration: configuration, scenes: TestSceneProvider()).makeServiceGroup { port in
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
            // A half-open WebSocket: upgraded, then never read from again, never closed.
            let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .connect(host: "127.0.0.1", port: port) { channel in
                    channel.eventLoop.makeCompletedFuture { try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel) }
                }
            let handshake = "GET /session?scene=dot HTTP/1.1\r\nHost: localhost:\(port)\r\nOrigin: http://localhost:\(port)\r\n"
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
                let start = clock.now
                await group.triggerGracefulShutdown()
                // A ceiling for a shutdown that never ends, not a timing bound (nil: it did not end).
                tasks.addTask {
                    try await Task.sleep(for: .seconds(60))
                    return .seconds(-1)
                }
                let first = try await tasks.next()!
                tasks.cancelAll()
                return first == nil ? clock.now - start : nil
            }
        }
        // The server closes the connection right after its close frame, so the shutdown usually
        // ends within milliseconds, well before the deadline (no lower bound: the CI run of
        // 2026-11-25 failed on one that assumed the client could hold it open). The ceiling is a
        // hang detector, not a timing bound: a shutdown held by this client would last until the
        // 60 s ceiling above; a loaded machine (load 25 on 2 cores) was seen taking 5 s to schedule it.
        let ended = try #require(elapsed, "the shutdown did not end within 60 s")
        #expect(ended < .seconds(30), "shutdown took \(ended): a client that never answers held it past the \(deadline) s deadline")
    }
}
