import Foundation
import NIOCore
import NIOWebSocket
import PreviewServer
import Testing

/// The holes the second hostile battery found (issue #43) in the HTTP side of a real server:
/// hidden names behind combining marks, and the handshake and HTTP/1.1 rules.
@Suite("Live server: issue 43")
struct LiveServerIssue43Tests {
    // MARK: 5. Hidden names

    @Test("a file or folder whose name is a dot and a combining accent answers 404, in the root and in sub-folders",
          .bug(id: "43"), arguments: ["/.%CC%81", "/sub/.%CC%81secret.js", "/.%CC%81dir/page.html", "/sub/%EF%BC%8Eenv"])
    func combiningDotIsHidden(_ target: String) async throws {
        try await withLiveServer { port, fixture in
            let web = fixture.web
            try "hidden".write(to: web.appendingPathComponent(".\u{301}"), atomically: true, encoding: .utf8)
            try "hidden".write(to: web.appendingPathComponent("sub/.\u{301}secret.js"), atomically: true, encoding: .utf8)
            try FileManager.default.createDirectory(at: web.appendingPathComponent(".\u{301}dir"), withIntermediateDirectories: true)
            try "hidden".write(to: web.appendingPathComponent(".\u{301}dir/page.html"), atomically: true, encoding: .utf8)
            try "hidden".write(to: web.appendingPathComponent("sub/\u{FF0E}env"), atomically: true, encoding: .utf8)
            let response = try await RawHTTPClient.get(port: port, target: target, host: "localhost:\(port)")
            #expect(response.status == 404, "\(target)")
            #expect(!response.body.contains("hidden"))
        }
    }

    // MARK: 4. The opening handshake (RFC 6455 §4.2)

    static func handshake(port: Int, version: String = "HTTP/1.1", replacing: [String: String?] = [:]) async throws -> RawHTTPClient.Response {
        var headers: [(String, String?)] = [
            ("Host", "localhost:\(port)"), ("Upgrade", "websocket"), ("Connection", "Upgrade"),
            ("Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ=="), ("Sec-WebSocket-Version", "13"), ("Origin", "http://localhost:\(port)"),
        ]
        headers = headers.map { name, value in replacing.keys.contains(name) ? (name, replacing[name]!) : (name, value) }
        var text = "GET /session?scene=dot \(version)\r\n"
        for case let (name, value?) in headers { text += "\(name): \(value)\r\n" }
        return try await RawHTTPClient.send(port: port, bytes: Array((text + "\r\n").utf8))
    }

    @Test("a handshake that breaks RFC 6455 §4.2.1 is answered 400", .bug(id: "43"), arguments: [
        ("HTTP/1.0", [:]),
        ("HTTP/1.1", ["Connection": "keep-alive"]),
        ("HTTP/1.1", ["Connection": nil]),
        ("HTTP/1.1", ["Sec-WebSocket-Key": nil]),
        ("HTTP/1.1", ["Sec-WebSocket-Key": "not-a-nonce"]),
        ("HTTP/1.1", ["Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ"]),
        ("HTTP/1.1", ["Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZSE="]),
    ] as [(String, [String: String?])])
    func malformedHandshake(_ version: String, _ replacing: [String: String?]) async throws {
        try await withLiveServer { port, _ in
            let response = try await Self.handshake(port: port, version: version, replacing: replacing)
            #expect(response.status == 400, "\(version) \(replacing): \(response.head)")
            #expect(response.body.contains("WebSocket handshake"))
        }
    }

    @Test("a version other than 13, or none, is answered 426 naming version 13 (RFC 6455 §4.2.2)", .bug(id: "43"),
          arguments: ["8", "12", "14", "13, 8", nil] as [String?])
    func unsupportedVersion(_ version: String?) async throws {
        try await withLiveServer { port, _ in
            let response = try await Self.handshake(port: port, replacing: ["Sec-WebSocket-Version": version])
            #expect(response.status == 426, "\(version ?? "none"): \(response.head)")
            #expect(response.header("Sec-WebSocket-Version") == "13")
            #expect(response.header("Upgrade") == "websocket")
        }
    }

    @Test("a proper handshake still upgrades, with 'Connection: keep-alive, Upgrade' too", .bug(id: "43"))
    func properHandshake() async throws {
        try await withLiveServer { port, _ in
            let plain = try await Self.handshake(port: port)
            #expect(plain.status == 101)
            let listed = try await Self.handshake(port: port, replacing: ["Connection": "keep-alive, Upgrade"])
            #expect(listed.status == 101)
        }
    }

    // MARK: 4. HTTP/1.1: Expect: 100-continue, one answer per request

    @Test("Expect: 100-continue is answered 100 Continue before the body is sent, then the response", .bug(id: "43"))
    func expectContinue() async throws {
        try await withLiveServer { port, _ in
            let head = "GET /app.js HTTP/1.1\r\nHost: localhost:\(port)\r\nContent-Length: 4\r\nExpect: 100-continue\r\n\r\n"
            let exchange = try await RawHTTPClient.exchange(port: port, bytes: Array(head.utf8), for: 10) { $0.statuses.count >= 2 }
            #expect(exchange.statuses == [100, 200], "\(exchange.text)")
        }
    }

    @Test("an HTTP/1.0 request's Expect: 100-continue is ignored (RFC 9110 §10.1.1)", .bug(id: "43"))
    func expectContinueHTTP10() async throws {
        try await withLiveServer { port, _ in
            let request = "GET /app.js HTTP/1.0\r\nHost: localhost:\(port)\r\nExpect: 100-continue\r\n\r\n"
            let exchange = try await RawHTTPClient.exchange(port: port, bytes: Array(request.utf8), for: 10) { $0.text.contains("export const") }
            #expect(!exchange.text.contains("100 Continue"))
            #expect(exchange.text.contains("200 OK"))
        }
    }

    @Test("a chunk size ended by a bare LF gets one answer, and the connection is closed", .bug(id: "43"),
          arguments: ["/nope.js", "/app.js"])
    func bareLineFeedChunk(_ target: String) async throws {
        try await withLiveServer { port, _ in
            let request = "GET \(target) HTTP/1.1\r\nHost: localhost:\(port)\r\nTransfer-Encoding: chunked\r\n\r\n5\nhello\r\n0\r\n\r\n"
            let exchange = try await RawHTTPClient.exchange(port: port, bytes: Array(request.utf8), for: 10)
            #expect(exchange.statuses.count == 1, "\(exchange.text)")
            #expect(exchange.closedAfter != nil)
        }
    }

    // MARK: 4. Framing (RFC 6455 §5.2, §5.5.1; RFC 7692 §6.1)

    static let target = "/session?scene=dot"

    @Test("a control frame with an RSV bit set closes with 1002: no pong", .bug(id: "43"), arguments: [
        (WebSocketOpcode.ping, true, false, false), (.ping, false, false, true), (.ping, false, true, false),
        (.pong, true, false, false), (.connectionClose, true, false, false),
    ])
    func reservedBitsOnControlFrames(_ opcode: WebSocketOpcode, _ rsv1: Bool, _ rsv2: Bool, _ rsv3: Bool) async throws {
        try await withLiveServer(compression: .always) { port, _ in
            try await TestWebSocket.with(port: port, target: Self.target, offerDeflate: true) { socket in
                var payload = ByteBuffer()
                if opcode == .connectionClose { payload.write(webSocketErrorCode: .normalClosure) } else { payload.writeString("hi") }
                try await socket.send(frame: WebSocketFrame(fin: true, rsv1: rsv1, rsv2: rsv2, rsv3: rsv3, opcode: opcode, data: payload))
                var sawPong = false
                while true {
                    switch try await socket.receiveFrame() {
                    case .pong: sawPong = true
                    case .close(let code): 
                        #expect(code == 1002)
                        #expect(!sawPong)
                        return
                    case .other: continue
                    }
                }
            }
        }
    }

    @Test("RSV1 on a continuation frame closes with 1002, compressed connection or not", .bug(id: "43"), arguments: [
        (WebSocketCompression.always, false), (.always, true), (.never, false),
    ])
    func reservedBitOnContinuation(_ compression: WebSocketCompression, _ compressedFirst: Bool) async throws {
        try await withLiveServer(compression: compression) { port, _ in
            try await TestWebSocket.with(port: port, target: Self.target, offerDeflate: compression == .always) { socket in
                let first = compressedFirst ? RawDeflate.literals(#"{"type":"pi"#.utf8) : Array(#"{"type":"pi"#.utf8)
                try await socket.send(frame: WebSocketFrame(fin: false, rsv1: compressedFirst, opcode: .text, data: ByteBuffer(bytes: first)))
                try await socket.send(frame: WebSocketFrame(fin: true, rsv1: true, opcode: .continuation, data: ByteBuffer(string: #"ng"}"#)))
                let close = try await socket.receiveClose()
                #expect(close.code == 1002)
            }
        }
    }

    @Test("a close frame whose reason is not UTF-8 closes with 1007", .bug(id: "43"))
    func closeReasonNotUTF8() async throws {
        try await withLiveServer { port, _ in
            try await TestWebSocket.with(port: port, target: Self.target) { socket in
                _ = try await socket.receive(type: "hello")
                var payload = ByteBuffer()
                payload.write(webSocketErrorCode: .normalClosure)
                payload.writeBytes([0x62, 0x79, 0xFF, 0xFE])
                try await socket.send(frame: WebSocketFrame(fin: true, opcode: .connectionClose, data: payload))
                let close = try await socket.receiveClose()
                #expect(close.code == 1007)
            }
        }
    }

    @Test("a close frame with a UTF-8 reason is answered 1000 as before", .bug(id: "43"))
    func closeReasonUTF8() async throws {
        try await withLiveServer { port, _ in
            try await TestWebSocket.with(port: port, target: Self.target) { socket in
                _ = try await socket.receive(type: "hello")
                var payload = ByteBuffer()
                payload.write(webSocketErrorCode: .normalClosure)
                payload.writeString("bye é")
                try await socket.send(frame: WebSocketFrame(fin: true, opcode: .connectionClose, data: payload))
                let close = try await socket.receiveClose()
                #expect(close.code == 1000)
            }
        }
    }
}
