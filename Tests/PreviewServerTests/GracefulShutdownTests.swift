import Foundation
import Hummingbird
import Logging
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
}
