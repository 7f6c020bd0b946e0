import Foundation
import Testing
@testable import PreviewServer

/// A real server on a free port, reached over TCP with hand-written requests.
@Suite("Live server: HTTP")
struct LiveServerHTTPTests {
    @Test("requests naming another host are refused 403 (DNS rebinding)", arguments: [
        "evil.example", "evil.example:7070", "localhost.evil.example", "127.0.0.2", "0.0.0.0",
    ])
    func foreignHost(host: String) async throws {
        try await withLiveServer { port, _ in
            let response = try await RawHTTPClient.get(port: port, target: "/", host: host)
            #expect(response.status == 403)
            #expect(response.body.contains("is not allowed"))
        }
    }

    @Test("a request without Host or with two Host headers is refused")
    func missingOrDoubleHost() async throws {
        try await withLiveServer { port, _ in
            let missing = try await RawHTTPClient.get(port: port, target: "/", host: nil)
            #expect(missing.status == 403 || missing.status == 400)
            let double = try await RawHTTPClient.get(port: port, target: "/", host: "localhost", headers: [("Host", "evil.example")])
            #expect(double.status == 403 || double.status == 400)
        }
    }

    @Test("loopback host names are served", arguments: ["localhost", "127.0.0.1", "[::1]"])
    func loopbackHosts(host: String) async throws {
        try await withLiveServer { port, _ in
            let response = try await RawHTTPClient.get(port: port, target: "/", host: "\(host):\(port)")
            #expect(response.status == 200)
            #expect(response.body == TemporaryWebRoot.files["index.html"])
        }
    }

    @Test("no traversal form reaches a file outside the web root", arguments: [
        "/../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E%2Fsecret.txt", "/.%2e/secret.txt", "/%252e%252e/secret.txt",
        "/..%5csecret.txt", "/..\\secret.txt", "/\\..\\secret.txt", "/%5c%2e%2e%5csecret.txt", "/secret.txt%00.html",
        "//secret.txt", "/link-out.txt", "/dir-out/secret.txt", "/abs-out", "/sub/../../secret.txt",
        "/sub/%2e%2e/%2e%2e/secret.txt", "http://localhost/../secret.txt", "/%c0%ae%c0%ae/secret.txt",
        "/..%c0%afsecret.txt", "/%u002e%u002e/secret.txt",
    ])
    func traversal(target: String) async throws {
        try await withLiveServer { port, _ in
            let response = try await RawHTTPClient.get(port: port, target: target)
            #expect([400, 403, 404].contains(response.status), "\(target) → \(response.status)")
            #expect(!response.body.contains("top secret"))
        }
    }

    @Test("NUL and other raw control bytes in the request line are refused")
    func rawControlBytes() async throws {
        try await withLiveServer { port, _ in
            for bytes in [Array("GET /index.html\0 HTTP/1.1\r\nHost: localhost\r\n\r\n".utf8),
                          Array("GET /../secret.txt\u{1} HTTP/1.1\r\nHost: localhost\r\n\r\n".utf8)] {
                let response = try await RawHTTPClient.send(port: port, bytes: bytes)
                #expect(response.status == 400)
                #expect(!response.body.contains("top secret"))
            }
        }
    }

    @Test("a client that sends part of a request and stalls is answered 408 and closed (slowloris)")
    func stalledRequestHead() async throws {
        // The stalled clients and the well-behaved one share the server and run at once. The
        // well-behaved client writes its whole head in one go, so it needs milliseconds of the
        // 3 s: a margin a loaded machine (all test suites at once, load 25 on 2 cores) does not
        // eat, where 0.3 s was (it once got 408). The 408s cannot come from load: a stalled head
        // never completes, however long the server takes.
        try await withLiveServer(requestHeadTimeout: 3) { port, _ in
            let partials = ["GET /index.html HTTP/1.1\r\nHost: local", "GET /session?scene=dot HTTP/1.1\r\nUpgrade: websocket\r\n", ""]
            try await withThrowingTaskGroup(of: (String?, RawHTTPClient.Response).self) { group in
                for partial in partials {
                    group.addTask { (partial, try await RawHTTPClient.send(port: port, bytes: Array(partial.utf8))) }
                }
                // A request that arrives in time is unaffected.
                group.addTask { (nil, try await RawHTTPClient.get(port: port, target: "/", host: "localhost:\(port)")) }
                var stalled = 0
                for try await (partial, response) in group {
                    if let partial {
                        stalled += 1
                        #expect(response.status == 408, "\(partial.debugDescription)")
                        #expect(response.body.contains("did not arrive in time"))
                    } else {
                        #expect(response.status == 200)
                    }
                }
                #expect(stalled == partials.count)
            }
        }
    }

    @Test("WebSocket upgrades need the page's own Origin and an allowed Host", arguments: [
        ("http://evil.example", "localhost", 403),
        (nil, "localhost", 403),
        ("http://localhost:1", "localhost", 403),
        ("null", "localhost", 403),
        ("http://evil.example", "evil.example", 403),
    ] as [(String?, String, Int)])
    func upgradeRefused(origin: String?, host: String, status: Int) async throws {
        try await withLiveServer { port, _ in
            let origin = origin == "http://localhost:1" ? "http://localhost:\(port + 1 > 65535 ? 1 : port + 1)" : origin
            let response = try await RawHTTPClient.webSocketHandshake(port: port, target: "/session?scene=dot", host: "\(host):\(port)", origin: origin)
            #expect(response.status == status)
        }
    }

    @Test("an upgrade for an unknown scene is refused 404")
    func unknownScene() async throws {
        try await withLiveServer { port, _ in
            let response = try await RawHTTPClient.webSocketHandshake(
                port: port, target: "/session?scene=nope", host: "localhost:\(port)", origin: "http://localhost:\(port)"
            )
            #expect(response.status == 404)
        }
    }

    @Test("an upgrade anywhere but /session is refused 404 with a JSON reason", arguments: ["/api/health", "/", "/index.html", "/session/"])
    func upgradeElsewhere(target: String) async throws {
        try await withLiveServer { port, _ in
            let response = try await RawHTTPClient.webSocketHandshake(
                port: port, target: target, host: "localhost:\(port)", origin: "http://localhost:\(port)"
            )
            #expect(response.status == 404)
            #expect(response.body.contains("sessions are at /session?scene=ID"))
            #expect(response.header("X-Content-Type-Options") == "nosniff")
        }
    }

    @Test("only a GET upgrades (RFC 6455 §4.1), as the WebSocket router's GET route did",
          .bug(id: 26, "review: the upgrade closure of the #26 leak fix upgraded any method"),
          arguments: ["POST", "PUT", "DELETE"])
    func upgradeNeedsGet(method: String) async throws {
        try await withLiveServer { port, _ in
            let response = try await RawHTTPClient.webSocketHandshake(
                port: port, target: "/session?scene=dot", host: "localhost:\(port)", origin: "http://localhost:\(port)", method: method
            )
            #expect(response.status != 101)
            #expect(response.status >= 400)
        }
    }

    @Test("a proper upgrade switches protocols and, with compression for every peer, negotiates permessage-deflate")
    func upgradeAccepted() async throws {
        try await withLiveServer(compression: .always) { port, _ in
            let response = try await RawHTTPClient.webSocketHandshake(
                port: port, target: "/session?scene=dot", host: "localhost:\(port)", origin: "http://localhost:\(port)", offerDeflate: true
            )
            #expect(response.status == 101)
            #expect(response.header("Sec-WebSocket-Extensions")?.contains("permessage-deflate") == true)
        }
    }

    @Test("by default a peer on loopback is not given permessage-deflate though it offers it, and with .never nobody is",
          arguments: [WebSocketCompression.remotePeers, .never])
    func upgradeWithoutCompression(_ compression: WebSocketCompression) async throws {
        try await withLiveServer(compression: compression) { port, _ in
            let response = try await RawHTTPClient.webSocketHandshake(
                port: port, target: "/session?scene=dot", host: "localhost:\(port)", origin: "http://localhost:\(port)", offerDeflate: true
            )
            #expect(response.status == 101)
            #expect(response.header("Sec-WebSocket-Extensions") == nil)
        }
    }
}
