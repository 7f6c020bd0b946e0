import Demo
import Foundation
import Stage
import Testing
import ZoetropeTestSupport
@testable import PreviewServer

/// The holes a hostile battery found in `preview serve` (issue #26), each tried against a real
/// server on a free port with hand-written requests.
@Suite("Live server: hardening")
struct LiveServerHardeningTests {
    static func request(_ target: String, port: Int, headers: [(String, String)] = []) -> String {
        var text = "GET \(target) HTTP/1.1\r\nHost: localhost:\(port)\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        return text + "\r\n"
    }

    // MARK: 1. FIFOs, sockets and devices

    @Test("a FIFO in the web root answers 404 at once, however many ask, and files stay served")
    func fifo() async throws {
        try await withLiveServer { port, fixture in
            let fifo = fixture.web.appendingPathComponent("pipe.js").path
            #expect(mkfifo(fifo, 0o644) == 0)
            // More requests than NIO's blocking thread pool has threads: before the fix, each
            // blocked one in open(2) until a writer appeared, and then every file stalled.
            try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<6 {
                    group.addTask { try await RawHTTPClient.get(port: port, target: "/pipe.js", host: "localhost:\(port)").status }
                }
                for try await status in group { #expect(status == 404) }
            }
            let file = try await RawHTTPClient.get(port: port, target: "/app.js", host: "localhost:\(port)")
            #expect(file.status == 200)
        }
    }

    // MARK: 2. Cross-site requests (Fetch Metadata) and Cross-Origin-Resource-Policy

    @Test("requests a browser marks as cross-site or same-site are refused 403 unless they are top-level navigations", arguments: [
        ("cross-site", "no-cors", "script", 403), ("cross-site", "cors", "empty", 403), ("same-site", "no-cors", "script", 403),
        ("cross-site", "navigate", "iframe", 403), ("cross-site", "no-cors", "image", 403), ("bogus", "navigate", "document", 403),
        ("cross-site", "navigate", "document", 200), ("same-site", "navigate", "document", 200),
        ("same-origin", "no-cors", "script", 200), ("same-origin", "cors", "empty", 200), ("none", "navigate", "document", 200),
    ])
    func fetchMetadata(site: String, mode: String, destination: String, status: Int) async throws {
        try await withLiveServer { port, _ in
            let response = try await RawHTTPClient.get(
                port: port, target: "/app.js", host: "localhost:\(port)",
                headers: [("Sec-Fetch-Site", site), ("Sec-Fetch-Mode", mode), ("Sec-Fetch-Dest", destination)]
            )
            #expect(response.status == status, "\(site) \(mode) \(destination)")
            if status == 403 {
                #expect(response.body.contains("requests from other sites are refused"))
                #expect(!response.body.contains("export const"))
            }
        }
    }

    @Test("clients that send no Sec-Fetch-* (curl, scripts) are served")
    func noFetchMetadata() async throws {
        try await withLiveServer { port, _ in
            let response = try await RawHTTPClient.get(port: port, target: "/app.js", host: "localhost:\(port)")
            #expect(response.status == 200)
            #expect(response.body == TemporaryWebRoot.files["app.js"])
        }
    }

    @Test("a cross-site WebSocket upgrade is refused even with the page's Origin")
    func crossSiteUpgrade() async throws {
        try await withLiveServer { port, _ in
            let response = try await RawHTTPClient.get(
                port: port, target: "/session?scene=dot", host: "localhost:\(port)",
                headers: [("Upgrade", "websocket"), ("Connection", "Upgrade"), ("Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ=="),
                          ("Sec-WebSocket-Version", "13"), ("Origin", "http://localhost:\(port)"), ("Sec-Fetch-Site", "cross-site"),
                          ("Sec-Fetch-Mode", "websocket"), ("Sec-Fetch-Dest", "websocket")]
            )
            #expect(response.status == 403)
        }
    }

    @Test("every response carries Cross-Origin-Resource-Policy: same-origin")
    func resourcePolicy() async throws {
        // 2 s for a head: short enough for the stalled request's 408, long enough for the others
        // on a loaded machine (all tests run at once; each sends its whole head at once).
        try await withLiveServer(requestHeadTimeout: 2) { port, _ in
            var responses = [
                try await RawHTTPClient.get(port: port, target: "/", host: "localhost:\(port)"),
                try await RawHTTPClient.get(port: port, target: "/nope.js", host: "localhost:\(port)"),
                try await RawHTTPClient.get(port: port, target: "/", host: "evil.example"),
                try await RawHTTPClient.get(port: port, target: "/api/health", host: "localhost:\(port)"),
                try await RawHTTPClient.webSocketHandshake(port: port, target: "/session?scene=dot", host: "localhost:\(port)", origin: "http://evil.example"),
                try await RawHTTPClient.send(port: port, bytes: Array("GET / HTTP/1.1\r\nHost: loc".utf8)),
            ]
            responses.append(try await RawHTTPClient.send(port: port, bytes: Array("GET /\0 HTTP/1.1\r\n\r\n".utf8)))
            #expect(responses.map(\.status) == [200, 404, 403, 200, 403, 408, 400])
            for response in responses {
                #expect(response.header("Cross-Origin-Resource-Policy") == "same-origin", "\(response.head)")
            }
        }
    }

    // MARK: 3. Upgrades the server does not offer

    @Test("Upgrade: h2c (curl --http2) is ignored and the request answered over HTTP/1.1, first or later on a connection")
    func h2c() async throws {
        try await withLiveServer { port, _ in
            let h2c = [("Connection", "Upgrade, HTTP2-Settings"), ("Upgrade", "h2c"), ("HTTP2-Settings", "AAMAAABkAARAAAAAAAIAAAAA")]
            let first = try await RawHTTPClient.get(port: port, target: "/app.js", host: "localhost:\(port)", headers: h2c)
            #expect(first.status == 200)
            #expect(first.body == TemporaryWebRoot.files["app.js"])
            // Both answers, however long a loaded machine takes (the ceiling is for a server that
            // never answers the second; before the fix it closed the connection instead).
            let later = try await RawHTTPClient.exchange(
                port: port, bytes: Array((Self.request("/", port: port) + Self.request("/app.js", port: port, headers: h2c)).utf8), for: 30,
                until: { $0.statuses.count == 2 && $0.text.hasSuffix(TemporaryWebRoot.files["app.js"]!) }
            )
            #expect(later.statuses == [200, 200])
            #expect(later.text.hasSuffix(TemporaryWebRoot.files["app.js"]!))
        }
    }

    // MARK: 6. Idle kept-alive connections

    @Test("a kept-alive connection left idle after a response is closed after the idle timeout")
    func idleConnection() async throws {
        try await withLiveServer(idleTimeout: 0.3) { port, _ in
            // Without an idle timeout the connection stays open: the exchange gives up after 30 s
            // with no close (closedAfter nil). That ceiling is not a timing bound; the lower one is:
            // the close comes after the 0.3 s idle time, not at once.
            let exchange = try await RawHTTPClient.exchange(port: port, bytes: Array(Self.request("/", port: port).utf8), for: 30)
            #expect(exchange.statuses == [200])
            let closedAfter = try #require(exchange.closedAfter, "the idle connection was never closed")
            #expect(closedAfter >= 0.25)
        }
    }

    @Test("a second request head trickled in (slowloris) is closed after the idle timeout")
    func stalledSecondHead() async throws {
        try await withLiveServer(idleTimeout: 0.3) { port, _ in
            let bytes = Array((Self.request("/", port: port) + "GET /app.js HTTP/1.1\r\nHo").utf8)
            // A slowloris keeps the connection open for as long as it trickles (here: for ever, as
            // far as the 30 s ceiling of the exchange goes) unless the idle timeout closes it.
            let exchange = try await RawHTTPClient.exchange(port: port, bytes: bytes, for: 30)
            #expect(exchange.statuses == [200])
            let closedAfter = try #require(exchange.closedAfter, "the stalled connection was never closed")
            #expect(closedAfter >= 0.25)
        }
    }

    /// A `POST` whose body is trickled in, for a route that reads it (an export, scene `demo`
    /// of the real registry) and for one that answers without it (the test provider has no
    /// exports: 503, then Hummingbird drains the body).
    @Test("a request body trickled in a byte every 0.1 s (far below the minimum rate) is answered 408 and closed after its deadline", arguments: [true, false])
    func slowBody(readByRoute: Bool) async throws {
        let scenes: any SceneProvider = readByRoute ? RegistrySceneProvider(registry: SceneRegistry([DemoScene.self])) : TestSceneProvider()
        // 0.5 s + 6,400 bytes at 64 KiB/s (0.1 s) for the whole body, 15 s of idle time: each byte
        // restarts the idle timer, so only the body deadline can end this.
        try await withLiveServer(requestBodyTimeout: 0.5, scenes: scenes) { port, _ in
            let head = "POST /api/export/png HTTP/1.1\r\nHost: localhost:\(port)\r\nOrigin: http://localhost:\(port)\r\n"
                + "Content-Type: application/json\r\nContent-Length: 6400\r\n\r\n{"
            // Before the fix the trickle went on until this 30 s ceiling (closedAfter nil).
            let exchange = try await RawHTTPClient.trickle(port: port, head: head, interval: 0.1, for: 30)
            let closedAfter = try #require(exchange.closedAfter, "the slow body's connection was never closed")
            #expect(closedAfter >= 0.55)
            #expect(exchange.statuses == (readByRoute ? [408] : [503]), "\(exchange.text)")
            if readByRoute {
                #expect(exchange.text.contains("the request body did not arrive in time"))
                #expect(exchange.text.contains("X-Content-Type-Options: nosniff"))
            }
        }
    }

    @Test(
        "a body slower than the allowance alone but at twice the minimum rate arrives: its length earns it time",
        .bug(id: 26, "a fixed 10 s for the whole body refused a 4 MiB export slower than 400 KB/s (a phone over --tls) with 408"))
    func slowLinkBody() async throws {
        let scenes = RegistrySceneProvider(registry: SceneRegistry([DemoScene.self]))
        // 0.5 s + 65,537 bytes at 16 KiB/s: 4.5 s. Sent in 8 KiB pieces every 0.25 s (2 s, 32 KiB/s),
        // so the allowance alone (0.5 s, the rule before) would end it with 408.
        // The idle timeout is well above the 0.25 s between pieces, so a loaded machine's pause
        // between two of them is not taken for an idle client.
        try await withLiveServer(requestBodyTimeout: 0.5, requestBodyMinimumRate: 16_384, idleTimeout: 5, scenes: scenes) { port, _ in
            let head = "POST /api/export/png HTTP/1.1\r\nHost: localhost:\(port)\r\nOrigin: http://localhost:\(port)\r\n"
                + "Content-Type: application/json\r\nContent-Length: 65537\r\n\r\n{"
            let exchange = try await RawHTTPClient.trickle(port: port, head: head, interval: 0.25, chunk: 8192, total: 65_536, for: 30)
            // The body is not JSON: the route read all of it and refused it, not the deadline.
            #expect(exchange.statuses == [400], "\(exchange.text)")
            #expect(!exchange.text.contains("the request body did not arrive in time"))
        }
    }

    // MARK: 8. Off-spec details

    @Test("a WebSocket upgrade pipelined after another request goes through the checks and gets the security headers")
    func pipelinedUpgrade() async throws {
        // The 0.5 s idle timeout closes each connection after its answers, so the exchanges end
        // then; their 30 s ceiling only matters if the server neither answers nor closes.
        try await withLiveServer(idleTimeout: 0.5) { port, _ in
            let upgrade = [("Upgrade", "websocket"), ("Connection", "Upgrade"), ("Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ=="), ("Sec-WebSocket-Version", "13")]
            let foreign = try await RawHTTPClient.exchange(
                port: port,
                bytes: Array((Self.request("/", port: port) + Self.request("/session?scene=dot", port: port, headers: upgrade + [("Origin", "http://evil.example")])).utf8),
                for: 30
            )
            #expect(foreign.statuses == [200, 403])
            #expect(!foreign.text.contains("Location:"))
            let own = try await RawHTTPClient.exchange(
                port: port,
                bytes: Array((Self.request("/", port: port) + Self.request("/session?scene=dot", port: port, headers: upgrade + [("Origin", "http://localhost:\(port)")])).utf8),
                for: 30
            )
            #expect(own.statuses == [200, 426])
            #expect(own.text.components(separatedBy: "X-Content-Type-Options: nosniff").count == 3)
        }
    }

    @Test("an absolute-form target is judged by its own authority, not the Host header", arguments: [
        ("http://evil.example/app.js", 403), ("http://evil.example:7070/app.js", 403), ("http://localhost@evil.example/app.js", 403),
        ("evil.example", 400), ("http://localhost/app.js", 200), ("http://127.0.0.1:1/app.js", 200),
    ])
    func absoluteForm(target: String, status: Int) async throws {
        try await withLiveServer { port, _ in
            let response = try await RawHTTPClient.get(port: port, target: target, host: "localhost:\(port)")
            #expect(response.status == status, "\(target)")
            #expect(response.body.contains("export const") == (status == 200))
        }
    }

    @Test("an absolute-form WebSocket upgrade naming another host is refused")
    func absoluteFormUpgrade() async throws {
        try await withLiveServer { port, _ in
            let response = try await RawHTTPClient.webSocketHandshake(
                port: port, target: "http://evil.example/session?scene=dot", host: "localhost:\(port)", origin: "http://localhost:\(port)"
            )
            #expect(response.status == 403)
        }
    }
}
