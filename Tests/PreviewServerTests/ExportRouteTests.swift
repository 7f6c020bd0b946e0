import Demo
import Drawing
import Foundation
import Geometry
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Raster
import Stage
import Testing
@testable import PreviewServer
import ZoetropeTestSupport

/// A drag of the demo square from its centre, 80 points right, held (t in scene seconds).
private let drag = #"[{"t":0.1,"type":"pointerDown","id":1,"x":195,"y":422},{"t":0.2,"type":"pointerMove","id":1,"x":275,"y":422}]"#

private func log(events: String = "[]", extra: String = "") -> String {
    #"{"scene":"demo","viewport":{"width":390,"height":844}\#(extra),"events":\#(events)}"#
}

private func pngBody(_ log: String = log(), time: String = "0.5", scale: String = "2") -> String {
    #"{"log":\#(log),"time":\#(time),"scale":\#(scale)}"#
}

private func clipBody(_ log: String = log(), from: String = "0", to: String = "0.5", fps: String = "10", scale: String = "1", format: String = #""mp4""#) -> String {
    #"{"log":\#(log),"from":\#(from),"to":\#(to),"fps":\#(fps),"scale":\#(scale),"format":\#(format)}"#
}

/// `POST /api/export/png` and `/api/export/clip` (docs/session-protocol.md §1.4), in-process
/// through HummingbirdTesting's router (middleware included; the Host is `localhost`).
@Suite("Export routes")
struct ExportRouteTests {
    static let registry = SceneRegistry([DemoScene.self])
    static let page: HTTPFields = [.origin: "http://localhost", .contentType: "application/json"]

    func withRouter<Value: Sendable>(
        limits: ExportLimits = .standard, _ body: @Sendable (any TestClientProtocol) async throws -> Value
    ) async throws -> Value {
        let fixture = try TemporaryWebRoot()
        let configuration = PreviewServerConfiguration(port: 0, webRoot: try WebRoot(path: fixture.web.path), exportLimits: limits)
        return try await PreviewService(configuration: configuration, scenes: RegistrySceneProvider(registry: Self.registry))
            .makeApplication().test(.router) { client in try await body(client) }
    }

    /// The PNG Raster draws for the demo session with `events` at `time`, straight from Stage.
    static func expectedPNG(events: String, time: Double, scale: Double) throws -> [UInt8] {
        var session = try registry.makeSession(id: "demo", viewport: Size(width: 390, height: 844))
        for event in try EventsFile.parse(#"{"events":\#(events)}"#) { try session.append(event) }
        return try PNGEncoder.data(FrameRasterizer().render(session.frame(at: SceneTime(seconds: time)), scale: scale))
    }

    @Test("Export PNG answers the frame of the replayed log at the time and scale: the bytes Raster draws from Stage")
    func png() async throws {
        let expected = try Self.expectedPNG(events: drag, time: 0.5, scale: 2)
        let still = try Self.expectedPNG(events: "[]", time: 0.5, scale: 2)
        #expect(expected != still, "the log matters: the drag moves the square")
        try await withRouter { client in
            for _ in 0..<2 {  // deterministic: the same request gives the same bytes
                try await client.execute(uri: "/api/export/png", method: .post, headers: Self.page,
                                         body: ByteBuffer(string: pngBody(log(events: drag)))) { response in
                    #expect(response.status == .ok, "\(String(buffer: response.body))")
                    #expect(response.headers[.contentType] == "image/png")
                    #expect(response.headers[.contentDisposition] == #"attachment; filename="demo-0.5s.png""#)
                    #expect(response.headers[.accessControlAllowOrigin] == nil)
                    let bytes = Array(buffer: response.body)
                    #expect(bytes == expected)
                    #expect(Array(bytes[16..<24]) == [0, 0, 3, 12, 0, 0, 6, 152], "IHDR: 780 × 1688")
                }
            }
        }
    }

    @Test("A 1×1 viewport at scale 1 is a 1×1 PNG")
    func tiny() async throws {
        try await withRouter { client in
            let log = #"{"scene":"demo","viewport":{"width":1,"height":1},"events":[]}"#
            try await client.execute(uri: "/api/export/png", method: .post, headers: Self.page, body: ByteBuffer(string: pngBody(log, scale: "1"))) { response in
                #expect(response.status == .ok)
                #expect(Array(Array(buffer: response.body)[16..<24]) == [0, 0, 0, 1, 0, 0, 0, 1])
            }
        }
    }

    @Test("Bad PNG requests get a status and a message saying what is wrong", arguments: [
        (pngBody(time: "-1"), 400, #""time" must be a scene time in seconds from 0 to 3600, not -1"#),
        (pngBody(time: "3601"), 400, "not 3601"),
        (pngBody(time: #""soon""#), 400, #"not "soon""#),
        (pngBody(scale: "0"), 400, #""scale" must be a number of device pixels per point above 0"#),
        (pngBody(scale: "-2"), 400, "above 0 (e.g. 1 or 2), not -2"),
        (pngBody(scale: "5"), 400, "a scale of 5 is too large: at most 4"),
        (#"{"log":\#(log()),"time":1,"scale":1,"colour":"red"}"#, 400, #"unknown field "colour""#),
        (#"{"time":1,"scale":1}"#, 400, #""log" (the session's events file) is missing"#),
        (#"{"log":[],"time":1,"scale":1}"#, 400, #""log" must be an events file object, not array"#),
        (pngBody(#"{"events":[]}"#), 400, #""log" must name its scene"#),
        (pngBody(#"{"scene":"nope","events":[]}"#), 400, "nope"),
        (pngBody(log(events: #"[{"t":0.1,"type":"pointerMove","id":1,"x":1,"y":1}]"#)), 400, "event 0"),
        (pngBody(log(events: #"[{"t":0.1,"type":"fly"}]"#)), 400, "fly"),
        (pngBody(log(extra: #","parameters":{"size":9999}"#)), 400, "size"),
        (pngBody(#"{"scene":"demo","viewport":{"width":16384,"height":16384},"events":[]}"#, scale: "1"), 400, "too large"),
        ("[1,2]", 400, "the body must be a JSON object, not array"),
        ("{\"log\":", 400, "the body is not JSON"),
        ("", 400, "the body is not JSON"),
    ])
    func badPNG(body: String, status: Int, message: String) async throws {
        try await withRouter { client in
            try await client.execute(uri: "/api/export/png", method: .post, headers: Self.page, body: ByteBuffer(string: body)) { response in
                #expect(response.status.code == status)
                #expect(response.headers[.contentType] == "application/json")
                let text = String(buffer: response.body)
                #expect(text.hasPrefix(#"{"error":"#) && text.contains(escaped(message)), "\(text)")
            }
        }
    }

    @Test("Exports come from the page only: an Origin naming it, JSON, no other site", arguments: [
        ([("Content-Type", "application/json")], 403, "needs an Origin header naming this page"),
        ([("Origin", "http://evil.example"), ("Content-Type", "application/json")], 403, "is not this page"),
        ([("Origin", "http://localhost:8080"), ("Content-Type", "application/json")], 403, "is not this page"),
        ([("Origin", "http://localhost"), ("Content-Type", "text/plain")], 415, "must be application/json, not 'text/plain'"),
        ([("Origin", "http://localhost")], 415, "not missing"),
        ([("Origin", "http://localhost"), ("Content-Type", "application/x-www-form-urlencoded")], 415, "application/json"),
        ([("Origin", "http://localhost"), ("Content-Type", "application/json"), ("Sec-Fetch-Site", "cross-site")], 403, "other sites"),
        ([("Origin", "http://localhost"), ("Content-Type", "application/json"), ("Host", "evil.example")], 403, "is not allowed"),
    ])
    func guarded(fields: [(String, String)], status: Int, message: String) async throws {
        let headers = HTTPFields(fields.map { HTTPField(name: HTTPField.Name($0.0)!, value: $0.1) })
        try await withRouter { client in
            for uri in ["/api/export/png", "/api/export/clip"] {
                let body = uri.hasSuffix("png") ? pngBody() : clipBody()
                try await client.execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(string: body)) { response in
                    #expect(response.status.code == status, "\(uri)")
                    #expect(String(buffer: response.body).contains(escaped(message)), "\(uri): \(String(buffer: response.body))")
                }
            }
        }
    }

    @Test("A request body over the limit is refused with 413 before it is parsed")
    func bodyLimit() async throws {
        var limits = ExportLimits.standard
        limits.maximumBodyBytes = 1000
        try await withRouter(limits: limits) { client in
            let padding = String(repeating: " ", count: 1000)
            try await client.execute(uri: "/api/export/png", method: .post, headers: Self.page, body: ByteBuffer(string: pngBody() + padding)) { response in
                #expect(response.status == .contentTooLarge)
                #expect(String(buffer: response.body).contains("larger than 1000 bytes"))
            }
        }
    }

    @Test("Export clip streams progress, then the file: an MP4 ffprobe reads with the frames and size asked for")
    func clip() async throws {
        try await withRouter { client in
            try await client.execute(uri: "/api/export/clip", method: .post, headers: Self.page,
                                     body: ByteBuffer(string: clipBody(log(events: drag), to: "0.5", fps: "10", scale: "0.5"))) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == ExportStream.mediaType)
                let (lines, bytes) = try Self.stream(response.body)
                let done = try #require(lines.last)
                #expect(done["type"] as? String == "done" && done["name"] as? String == "demo.mp4" && done["mediaType"] as? String == "video/mp4")
                #expect(done["bytes"] as? Int == bytes.count)
                let progress = lines.dropLast().map { $0["done"] as? Int ?? -1 }
                #expect(!progress.isEmpty && progress == progress.sorted() && progress.allSatisfy { (0...5).contains($0) }, "\(progress)")
                #expect(lines.dropLast().allSatisfy { $0["type"] as? String == "progress" && $0["total"] as? Int == 5 })
                let file = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-export-test-\(UUID().uuidString).mp4")
                try Data(bytes).write(to: file)
                defer { try? FileManager.default.removeItem(at: file) }
                let probe = try VideoProbe(file.path)
                #expect(probe.frames == 5 && probe.width == 196 && probe.height == 422, "\(probe)")
            }
        }
    }

    @Test("Export clip as PNG files: one ZIP archive of frames/frame-000001.png, …, each the PNG Raster draws of that frame")
    func pngFiles() async throws {
        var session = try Self.registry.makeSession(id: "demo", viewport: Size(width: 390, height: 844))
        for event in try EventsFile.parse(#"{"events":\#(drag)}"#) { try session.append(event) }
        var archive = ZipArchive()
        for i in 0..<4 {
            let frame = session.frame(at: SceneTime(seconds: 0.1 + Double(i) / 20))
            try archive.append(name: String(format: "frames/frame-%06d.png", i + 1), bytes: PNGEncoder.data(FrameRasterizer().render(frame, scale: 0.5)))
        }
        let expected = archive.finished()
        try await withRouter { client in
            try await client.execute(uri: "/api/export/clip", method: .post, headers: Self.page,
                                     body: ByteBuffer(string: clipBody(log(events: drag), from: "0.1", to: "0.3", fps: "20", scale: "0.5", format: #""png""#))) { response in
                #expect(response.status == .ok)
                let (lines, bytes) = try Self.stream(response.body)
                let done = try #require(lines.last)
                #expect(done["name"] as? String == "demo-frames.zip" && done["mediaType"] as? String == "application/zip", "\(done)")
                #expect(Array(bytes) == expected)
            }
        }
    }

    /// A clip response's JSON lines up to `done`, and the bytes after it (the file).
    static func stream(_ body: ByteBuffer) throws -> (lines: [[String: Any]], file: ArraySlice<UInt8>) {
        var bytes = Array(buffer: body)[...]
        var lines: [[String: Any]] = []
        while let newline = bytes.firstIndex(of: 10) {
            let line = try #require(try JSONSerialization.jsonObject(with: Data(bytes[..<newline])) as? [String: Any])
            lines.append(line)
            bytes = bytes[(newline + 1)...]
            if line["type"] as? String == "done" { break }
        }
        return (lines, bytes)
    }

    @Test("Bad clip requests get a status and a message saying what is wrong", arguments: [
        (clipBody(from: "1", to: "1"), 400, #""to" (1) must be later than "from" (1)"#),
        (clipBody(from: "-1"), 400, #""from" must be a scene time in seconds from 0 to 3600, not -1"#),
        (clipBody(to: "3700"), 400, #""to" must be a scene time"#),
        (clipBody(to: "61"), 400, "a clip of 61 s is too long: at most 60 s"),
        (clipBody(to: "60", fps: "120"), 400, "a clip of 7200 frames is too long: at most 3600 frames"),
        (clipBody(fps: "0"), 400, #""fps" must be a whole number of frames per second from 1 to 120, not 0"#),
        (clipBody(fps: "1000"), 400, "not 1000"),
        (clipBody(fps: "29.97"), 400, "not 29.97"),
        (clipBody(to: "0.01", fps: "10"), 400, "shorter than one frame"),
        (clipBody(format: #""mov""#), 400, #""format" must be one of "mp4", "webm", "gif", "apng", "png", not "mov""#),
        (clipBody(format: #""zip""#), 400, #"not "zip""#),
        (clipBody(scale: "0"), 400, "above 0"),
        (clipBody(#"{"scene":"demo","viewport":{"width":4000,"height":3000},"events":[]}"#), 400, "clip frames of 4000×3000 pixels are too large"),
        (clipBody(log(events: #"[{"t":0.2,"type":"viewport","width":200,"height":200}]"#)), 400, "the viewport changes at t = 0.2 s"),
    ])
    func badClip(body: String, status: Int, message: String) async throws {
        try await withRouter { client in
            try await client.execute(uri: "/api/export/clip", method: .post, headers: Self.page, body: ByteBuffer(string: body)) { response in
                let text = String(buffer: response.body)
                if message.hasPrefix("the viewport changes") {
                    // Found while drawing, after the response started: the stream's last line.
                    #expect(response.status == .ok)
                    #expect(text.contains(#"{"type":"error","message":"the viewport changes at t = 0.2 s (390x844 → 200x200)"#), "\(text)")
                    return
                }
                #expect(response.status.code == status)
                #expect(text.contains(escaped(message)), "\(text)")
            }
        }
    }

    @Test("One export of a kind at a time: the gate")
    func gate() {
        let gate = ExportGate()
        #expect(gate.enter())
        #expect(!gate.enter())
        gate.leave()
        #expect(gate.enter())
    }

    @Test("The error texts name the statuses a page sees", arguments: [
        (ExportError.busy, 429, "another export of this kind is running"),
        (.ffmpegMissing, 503, "apt-get install ffmpeg"),
        (.unavailable, 503, "no scene host is running"),
    ])
    func statuses(error: ExportError, status: Int, message: String) {
        let (actual, text) = ErrorResponse.statusAndMessage(for: error)
        #expect(actual.code == status && text.contains(message))
    }
}

/// `text` as it appears inside a JSON string (quotes and backslashes escaped).
private func escaped(_ text: String) -> String {
    String(JSONValue.string(text).serialized().dropFirst().dropLast())
}
