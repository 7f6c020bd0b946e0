import Foundation
import Logging
import PreviewServer
import Testing

/// Issue #26 (soak): a session leaves nothing behind once it has closed. Found with heaptrack on a
/// reconnect storm: every WebSocket session leaked its request context and logger (a reference
/// cycle in hummingbird-websocket's router upgrade), so the server's memory grew with the number
/// of sessions ever opened.
@Suite("Live server: nothing kept per closed session")
struct LiveServerLeakTests {
    /// An object every copy of the server's logger holds a reference to: its retain count counts
    /// the loggers alive (Hummingbird derives one per connection, with its own metadata).
    final class Marker: Sendable {}

    /// A log handler that drops everything and holds the marker.
    struct MarkedLogHandler: LogHandler {
        let marker: Marker
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .warning
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(event: LogEvent) {}
    }

    /// Opens and closes `count` sessions, one after another.
    static func sessions(_ count: Int, port: Int) async throws {
        for _ in 0..<count {
            try await TestWebSocket.with(port: port, target: "/session?scene=dot") { socket in
                _ = try await socket.receive(type: "hello")
                try await socket.send(#"{"type":"frame","t":1}"#)
                _ = try await socket.receive(type: "frame")
            }
        }
    }

    /// The loggers alive once the closed sessions' teardown has finished: the smallest count seen
    /// over a few polls (a connection's teardown finishes on its event loop a moment after the
    /// client sees the close).
    static func settledLoggers(_ marker: Marker) async throws -> Int {
        var lowest = Int.max
        for _ in 0..<20 {
            lowest = min(lowest, Int(_getRetainCount(marker)))
            try await Task.sleep(for: .milliseconds(50))
        }
        return lowest
    }

    @Test("the loggers (and request contexts) of closed sessions are released: 30 more sessions keep no more of them alive")
    func closedSessionsAreReleased() async throws {
        let marker = Marker()
        let logger = Logger(label: "leak-test") { _ in MarkedLogHandler(marker: marker) }
        try await withLiveServer(logger: logger) { port, _ in
            try await Self.sessions(5, port: port)  // warm-up: whatever the server keeps once
            let before = try await Self.settledLoggers(marker)
            try await Self.sessions(30, port: port)
            let after = try await Self.settledLoggers(marker)
            // Before the fix each session kept one logger: at least 30 more. A few may be the
            // last connection's, still closing.
            #expect(after - before < 5, "loggers alive: \(before) after the warm-up, \(after) after 30 more sessions")
        }
    }
}
