import NIOCore
import NIOWebSocket
import PreviewServer
import Testing

/// The WebSocket holes of issue #26 (items 4 and 8): compression bombs, unmetered continuation
/// frames, unmasked client frames and invalid UTF-8, each tried against a real server.
@Suite("Live server: WebSocket hardening")
struct LiveServerWebSocketHardeningTests {
    static let target = "/session?scene=dot"

    static func frame(_ opcode: WebSocketOpcode, _ bytes: [UInt8], fin: Bool = true, compressed: Bool = false) -> WebSocketFrame {
        WebSocketFrame(fin: fin, rsv1: compressed, opcode: opcode, data: ByteBuffer(bytes: bytes))
    }

    // MARK: 4. permessage-deflate bombs and continuation floods

    @Test("a compressed ping (fixed-Huffman deflate) is inflated and answered: compression still works")
    func compressedMessage() async throws {
        try await withLiveServer(compression: .always) { port, _ in
            try await TestWebSocket.with(port: port, target: Self.target, offerDeflate: true) { socket in
                try await socket.send(frame: Self.frame(.text, RawDeflate.literals(#"{"type":"ping","id":7}"#.utf8), compressed: true))
                #expect(try await socket.receive(type: "pong")["id"] as? Int == 7)
            }
        }
    }

    @Test("over loopback, where compression is not negotiated by default, a compressed (RSV1) frame or a deflate bomb is a protocol error: 1002, nothing inflated",
          arguments: [false, true])
    func compressedWithoutCompression(_ bomb: Bool) async throws {
        try await withLiveServer { port, _ in
            try await TestWebSocket.with(port: port, target: Self.target, offerDeflate: true) { socket in
                let payload = bomb ? RawDeflate.bomb(matches: 20_000) : RawDeflate.literals(#"{"type":"ping","id":7}"#.utf8)
                try await socket.send(frame: Self.frame(.text, payload, compressed: true))
                let close = try await socket.receiveClose()
                #expect(close.code == 1002)
            }
        }
    }

    @Test("a one-frame deflate bomb (33 KB inflating to 5 MB) is closed with 1009, not 1011")
    func bombInOneFrame() async throws {
        try await withLiveServer(compression: .always) { port, _ in
            try await TestWebSocket.with(port: port, target: Self.target, offerDeflate: true) { socket in
                let bomb = RawDeflate.bomb(matches: 20_000)
                #expect(bomb.count < 40_000 && RawDeflate.bombSize(matches: 20_000) > 5_000_000)
                try await socket.send(frame: Self.frame(.text, bomb, compressed: true))
                let close = try await socket.receiveClose()
                #expect(close.code == 1009)
            }
        }
    }

    @Test("a deflate bomb fragmented into small frames is closed with 1009 once it inflates past 64 KiB")
    func fragmentedBomb() async throws {
        try await withLiveServer(compression: .always) { port, _ in
            try await TestWebSocket.with(port: port, target: Self.target, offerDeflate: true) { socket in
                // 100-byte frames, each inflating to about 16 KB: no frame is too big, the message is.
                let chunks = Array(RawDeflate.bomb(matches: 20_000).chunks(ofCount: 100))
                for (index, chunk) in chunks.enumerated() {
                    let frame = Self.frame(index == 0 ? .text : .continuation, Array(chunk), fin: index == chunks.count - 1, compressed: index == 0)
                    do { try await socket.send(frame: frame) } catch { break }  // closed meanwhile
                }
                let close = try await socket.receiveClose()
                #expect(close.code == 1009)
            }
        }
    }

    @Test("continuation frames count against the message rate: one message in 200 frames floods a burst of 50")
    func continuationFlood() async throws {
        var limits = SessionLimits.standard
        limits.messageBurst = 50
        limits.messagesPerSecond = 10
        try await withLiveServer(limits: limits) { port, _ in
            try await TestWebSocket.with(port: port, target: Self.target) { socket in
                _ = try await socket.receive(type: "hello")
                for index in 0..<200 {
                    let frame = Self.frame(index == 0 ? .text : .continuation, Array(" ".utf8), fin: index == 199)
                    do { try await socket.send(frame: frame) } catch { break }
                }
                let close = try await socket.receiveClose()
                #expect(close.code == 1008)
                #expect(close.reason.contains("too many messages"))
            }
        }
    }

    // MARK: 8. Unmasked frames, invalid UTF-8

    @Test("an unmasked client frame is closed with 1002 (RFC 6455 §5.1)")
    func unmaskedFrame() async throws {
        try await withLiveServer { port, _ in
            try await TestWebSocket.with(port: port, target: Self.target) { socket in
                _ = try await socket.receive(type: "hello")
                try await socket.send(frame: Self.frame(.text, Array(#"{"type":"ping","id":1}"#.utf8)), masked: false)
                let close = try await socket.receiveClose()
                #expect(close.code == 1002)
            }
        }
    }

    @Test("a text message that is not valid UTF-8 is closed with 1007, before any JSON decoding")
    func invalidUTF8() async throws {
        try await withLiveServer { port, _ in
            try await TestWebSocket.with(port: port, target: Self.target) { socket in
                _ = try await socket.receive(type: "hello")
                try await socket.send(frame: Self.frame(.text, [0x7B, 0xFF, 0xFE, 0x7D]))
                let close = try await socket.receiveClose()
                #expect(close.code == 1007)
            }
        }
    }

    @Test("invalid UTF-8 split across frames (a sequence cut in two is fine, a bad byte is not)")
    func invalidUTF8AcrossFrames() async throws {
        try await withLiveServer { port, _ in
            try await TestWebSocket.with(port: port, target: Self.target) { socket in
                _ = try await socket.receive(type: "hello")
                // "é" (C3 A9) cut between two frames of a ping: valid once joined.
                let text = Array(#"{"type":"ping","id":"é"}"#.utf8)
                let cut = text.firstIndex(of: 0xC3)! + 1
                try await socket.send(frame: Self.frame(.text, Array(text[..<cut]), fin: false))
                try await socket.send(frame: Self.frame(.continuation, Array(text[cut...])))
                #expect(try await socket.receive(type: "pong")["id"] as? String == "é")
                try await socket.send(frame: Self.frame(.text, [0x7B], fin: false))
                try await socket.send(frame: Self.frame(.continuation, [0xC3, 0x28, 0x7D]))
                let close = try await socket.receiveClose()
                #expect(close.code == 1007)
            }
        }
    }
}

extension Array {
    /// The array cut into consecutive pieces of `count` elements (the last may be shorter).
    func chunks(ofCount count: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: self.count, by: count).map { self[$0..<Swift.min($0 + count, self.count)] }
    }
}
