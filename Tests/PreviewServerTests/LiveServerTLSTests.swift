import Drawing
import Foundation
import NIOCore
import NIOSSL
import Testing
@testable import PreviewServer

/// A real server serving HTTPS/WSS with a certificate ``GeneratedCertificateStore`` made, and
/// clients that trust that certificate only (full verification, server name `localhost`).
@Suite("Live server: TLS")
struct LiveServerTLSTests {
    @Test("a session over WSS with the generated certificate: hello, then a frame")
    func sessionOverWSS() async throws {
        let certificate = try TemporaryCertificate()
        let context = try certificate.clientContext()
        try await withLiveServer(tls: certificate.identity) { port, _ in
            try await TestWebSocket.with(port: port, target: "/session?scene=dot", tls: context) { socket in
                let hello = try await socket.receive(type: "hello")
                #expect((hello["scene"] as? [String: Any])?["id"] as? String == "dot")
                try await socket.send(#"{"type":"frame","t":16}"#)
                guard case .binary(let message) = try await socket.receive(), let (text, bytes) = FrameMessage.split(message) else {
                    Issue.record("expected a binary frame message")
                    return
                }
                let info = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
                #expect(info["type"] as? String == "frame")
                #expect(info["seq"] as? Int == 1)
                #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("dot "))
            }
        }
    }

    @Test("a shared session over WSS with the generated certificate: shared and joined over TLS, both viewers decode identical frames")
    func sharedSessionOverWSS() async throws {
        let certificate = try TemporaryCertificate()
        let context = try certificate.clientContext()
        try await withLiveServer(scenes: LiveServerSharedSessionTests.scenes, tls: certificate.identity) { port, _ in
            try await TestWebSocket.with(port: port, target: "/session?scene=demo&share=1", tls: context) { owner in
                let share = try await LiveServerSharedSessionTests.share(owner)
                try await owner.send(#"{"type":"pointerDown","id":1,"x":195,"y":422,"t":0}"#)
                try await TestWebSocket.with(port: port, target: LiveServerSharedSessionTests.joinTarget(share), tls: context) { viewer in
                    let hello = try await viewer.receive(type: "hello")
                    #expect((hello["share"] as? [String: Any])?["id"] as? String == share.id)
                    let streams = try await withThrowingTaskGroup(of: (Int, [Int: (wire: [UInt8], frame: Frame)]).self) { group in
                        for (index, socket) in [owner, viewer].enumerated() {
                            group.addTask {
                                var decoder = WireDecoder()
                                var frames: [Int: (wire: [UInt8], frame: Frame)] = [:]
                                for step in 0..<30 {
                                    if index == 0 {
                                        try await socket.send(#"{"type":"pointerMove","id":1,"x":\#(195 + step),"y":422,"t":1}"#)
                                    }
                                    let (info, wire) = try await LiveServerSharedSessionTests.frame(socket)
                                    frames[try #require(info["seq"] as? Int)] = (wire, try decoder.decode(wire))
                                }
                                return (index, frames)
                            }
                        }
                        var all: [Int: [Int: (wire: [UInt8], frame: Frame)]] = [:]
                        for try await (index, frames) in group { all[index] = frames }
                        return all
                    }
                    let mine = try #require(streams[0]), theirs = try #require(streams[1])
                    var compared = 0, identical = 0
                    for (seq, own) in mine {
                        guard let other = theirs[seq] else { continue }
                        compared += 1
                        #expect(other.frame == own.frame, "frame \(seq) decodes alike for both viewers")
                        if (other.wire[3] | own.wire[3]) & 0x01 == 0 {
                            #expect(other.wire == own.wire, "frame \(seq): the very same message")
                            identical += 1
                        }
                    }
                    #expect(compared >= 15, "both viewers saw the same frame numbers (\(compared) compared)")
                    #expect(identical >= 5, "\(identical) identical messages")
                }
            }
        }
    }

    @Test("HTTPS GET of the page and of the health check")
    func httpsGet() async throws {
        let certificate = try TemporaryCertificate()
        let context = try certificate.clientContext()
        try await withLiveServer(tls: certificate.identity) { port, _ in
            let page = try await TLSExchange.get("/", port: port, context: context)
            #expect(page.hasPrefix("HTTP/1.1 200"))
            #expect(page.hasSuffix(TemporaryWebRoot.files["index.html"]!))
            let health = try await TLSExchange.get("/api/health", port: port, context: context)
            #expect(health.hasPrefix("HTTP/1.1 200"))
            #expect(health.contains(#""status":"ok""#))
        }
    }

    @Test("the Origin of a WSS upgrade must be the https page: https://localhost:port upgrades, http:// and another port are 403")
    func originScheme() async throws {
        let certificate = try TemporaryCertificate()
        let context = try certificate.clientContext()
        try await withLiveServer(tls: certificate.identity) { port, _ in
            func upgrade(origin: String) async throws -> String {
                try await TLSExchange.send(
                    "GET /session?scene=dot HTTP/1.1\r\nHost: localhost:\(port)\r\nOrigin: \(origin)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                        + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n",
                    port: port, context: context)
            }
            let https = try await upgrade(origin: "https://localhost:\(port)")
            let http = try await upgrade(origin: "http://localhost:\(port)")
            let otherPort = try await upgrade(origin: "https://localhost:\(port == 1 ? 2 : port - 1)")
            #expect(https.hasPrefix("HTTP/1.1 101"))
            #expect(http.hasPrefix("HTTP/1.1 403"))
            #expect(otherPort.hasPrefix("HTTP/1.1 403"))
        }
    }

    @Test("a client that does not trust the certificate fails the handshake")
    func untrustedCertificate() async throws {
        let certificate = try TemporaryCertificate()
        let other = try TemporaryCertificate()
        try await withLiveServer(tls: certificate.identity) { port, _ in
            await #expect(throws: (any Error).self) {
                _ = try await TLSExchange.get("/", port: port, context: try TemporaryCertificate.systemTrustContext())
            }
            await #expect(throws: (any Error).self, "another generated certificate is not this one") {
                _ = try await TLSExchange.get("/", port: port, context: try other.clientContext())
            }
        }
    }

    @Test("a connection that never starts its handshake is closed by the request head timeout")
    func stalledHandshake() async throws {
        let certificate = try TemporaryCertificate()
        try await withLiveServer(requestHeadTimeout: 0.3, tls: certificate.identity) { port, _ in
            let exchange = try await RawHTTPClient.exchange(port: port, bytes: [], for: 20)
            // Closed by the server (not by the exchange's 20 s ceiling), with no HTTP answer: the
            // 408 would have to go through the handshake that never happened.
            #expect(exchange.closedAfter != nil)
            #expect(!exchange.text.contains("HTTP/1.1"))
        }
    }
}
