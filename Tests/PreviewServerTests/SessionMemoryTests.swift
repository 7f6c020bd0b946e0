import Demo
import Foundation
import NIOCore
import Stage
import Testing
@testable import PreviewServer

/// Memory per session is bounded by design (issue #43, item 2): the event log stops growing at
/// `SessionLimits.maximumLoggedEvents`, with one clear notice to the page and nothing recorded
/// lost; static files are streamed with back-pressure.
@Suite("Session memory")
struct SessionMemoryTests {
    let provider = RegistrySceneProvider(registry: SceneRegistry([DemoScene.self]))

    @Test("at the log cap input is ignored with one notice, never counted as rejected; frames, transport and the recorded drag go on",
          .bug(id: "43"))
    func logCap() throws {
        var limits = SessionLimits.standard
        limits.maximumLoggedEvents = 50
        var controller = SessionController(session: try #require(provider.makeSession(sceneID: "demo")), limits: limits, stopwatch: { 0 })
        _ = controller.receive(text: Array(#"{"type":"pointerDown","id":1,"x":300,"y":200,"buttons":1,"t":1}"#.utf8))
        var notices: [String] = []
        for index in 1...200 {
            let reply = controller.receive(text: Array(#"{"type":"pointerMove","id":1,"x":\#(300 + index),"y":200,"buttons":1,"t":\#(1 + index)}"#.utf8))
            #expect(!reply.isRejection)
            for case .text(let text) in reply.messages { notices.append(text) }
        }
        #expect(notices.count == 1, "\(notices)")
        #expect(notices.first?.contains("recorded 50 input events") == true)
        #expect(controller.sceneForTesting.loggedEventCount == 50)
        // Frames and transport still work; the recorded drag is what they show.
        let frame = controller.receive(text: Array(#"{"type":"frame","t":300}"#.utf8))
        #expect(!frame.isRejection && !frame.messages.isEmpty)
        let seek = controller.receive(text: Array(#"{"type":"seek","time":0.01,"t":301}"#.utf8))
        #expect(!seek.isRejection)
    }

    @Test("ten clients that do not read a 16 MiB file hold pieces of it, not ten copies", .bug(id: "43"))
    func staticFileBackPressure() async throws {
        try await withLiveServer { port, fixture in
            let big = [UInt8](repeating: 0x61, count: 16 << 20)
            try Data(big).write(to: fixture.web.appendingPathComponent("big.bin"))
            let before = Self.residentBytes()
            var channels: [NIOAsyncChannelHolder] = []
            for _ in 0..<10 {
                let channel = try await RawHTTPClient.connect(port: port)
                try await channel.channel.writeAndFlush(ByteBuffer(string: "GET /big.bin HTTP/1.1\r\nHost: localhost:\(port)\r\n\r\n")).get()
                channels.append(NIOAsyncChannelHolder(channel: channel))
            }
            // Long enough for a whole-file response to be read and queued ten times over.
            try await Task.sleep(for: .seconds(3))
            let grown = Self.residentBytes() - before
            for holder in channels { try? await holder.channel.channel.close().get() }
            // Before: each connection held the file twice (its bytes and the response buffer),
            // ~330 MB for ten. Now: socket buffers and a 64 KiB piece or two each.
            #expect(grown < 100 << 20, "RSS grew by \(grown >> 20) MiB")
        }
    }

    /// This process's resident set, in bytes (the server runs in it).
    static func residentBytes() -> Int {
        let text = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = text.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return (line.split(separator: " ").compactMap { Int($0) }.first ?? 0) * 1024
    }
}

/// Keeps a raw connection open (unread) for the test's duration.
struct NIOAsyncChannelHolder: @unchecked Sendable {
    let channel: NIOAsyncChannel<ByteBuffer, ByteBuffer>
}
