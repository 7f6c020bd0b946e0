import Drawing
import Foundation
@testable import PreviewServer
import Stage
import Testing
import ZoetropeTestSupport
@testable import zoetrope_view_previews

/// Every `preview` command for a ZoetropeUI view: the executable of Tests/ViewPreviewsFixture is
/// a package's `preview` listing `TapProbe_Previews.scene` (id `tap-probe`) beside the starter's
/// `orbit`, run as a user runs theirs. The view: a 200-point circle in the middle of the
/// viewport whose tap toggles `on` (a one-second ease-in-out) and counts `taps`; a child `Pulse`
/// whose `wide` starts a repeating two-second animation when it appears.
@Suite("preview commands for a view")
struct ViewPreviewCommandTests {
    static var executable: URL { CommandRunner.viewPreviewsURL }

    static func run(_ arguments: [String], in folder: URL? = nil) throws -> CommandResult {
        try CommandRunner.run(arguments, in: folder, executable: executable)
    }

    /// A tap on the circle at 0.25 s.
    static let tap = """
        {"events": [
          {"t": 0.25, "type": "pointerDown", "id": 1, "x": 195, "y": 380},
          {"t": 0.25, "type": "pointerUp", "id": 1, "x": 195, "y": 380}
        ]}
        """

    /// `preview state tap-probe` with `arguments`, parsed.
    static func state(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> JSONValue {
        let result = try run(["state", "tap-probe"] + arguments)
        #expect(result.status == 0, "\(result.stderr)", sourceLocation: sourceLocation)
        return try #require(try JSONValue.parse(result.stdout)["state"], sourceLocation: sourceLocation)
    }

    /// The state of the view at `path` whose path ends in `suffix`.
    static func owner(_ state: JSONValue, endingWith suffix: String) -> JSONValue? {
        state["state"]?.objectValue?.first { $0.key.hasSuffix(suffix) }?.value
    }

    // MARK: list

    @Test("list: the view is listed beside the scene, named after its PreviewProvider, ticking 60 times a second")
    func list() throws {
        let json = try Self.run(["list", "--json"])
        #expect(json.status == 0, "\(json.stderr)")
        let scenes = try #require(try JSONValue.parse(json.stdout)["scenes"]?.arrayValue)
        #expect(scenes.compactMap { $0["id"]?.stringValue } == ["orbit", "tap-probe"])
        let probe = try #require(scenes.first { $0["id"] == "tap-probe" })
        #expect(probe["title"] == "Tap probe")
        #expect(probe["summary"] == "The Tap probe view.")
        #expect(probe["viewport"]?["width"] == 390 && probe["viewport"]?["height"] == 844)
        #expect(probe["tickRate"] == 60)
        let plain = try Self.run(["list"])
        #expect(plain.status == 0)
        #expect(plain.stdout.contains("tap-probe  Tap probe — The Tap probe view."), "\(plain.stdout)")
    }

    // MARK: state

    @Test("state: @State values by view path, running animated attributes, no diagnostics; a tap changes them")
    func state() throws {
        let before = try Self.state(["--at", "0.1"])
        #expect(before["state"]?["TapProbe"]?["on"] == false)
        #expect(before["state"]?["TapProbe"]?["taps"] == 0)
        #expect(Self.owner(before, endingWith: "Pulse")?["wide"] == true, "onAppear ran: \(before.serialized())")
        #expect(before["diagnostics"] == [])
        let pulsing = try #require(before["animations"]?.arrayValue?.filter { $0["animating"] == true })
        #expect(!pulsing.isEmpty, "the pulse animates: \(before.serialized())")
        #expect(pulsing.allSatisfy { $0["path"]?.stringValue?.contains("Pulse") == true }, "\(pulsing)")

        let tap = try temporaryFile(Self.tap)
        let after = try Self.state(["--at", "0.75", "--events", tap])
        #expect(after["state"]?["TapProbe"]?["on"] == true)
        #expect(after["state"]?["TapProbe"]?["taps"] == 1)
        let moving = try #require(after["animations"]?.arrayValue?.filter {
            $0["animating"] == true && $0["path"]?.stringValue?.contains("Pulse") == false
        })
        #expect(!moving.isEmpty, "the tap's ease-in-out runs at 0.75 s: \(after.serialized())")
        #expect(moving.contains { $0["animations"]?.arrayValue?.first?.stringValue?.contains("easeInOut") == true }, "\(moving)")
        // --animations (the page's Animations panel): the same attributes, by view path.
        let panel = try Self.run(["state", "tap-probe", "--at", "0.75", "--events", tap, "--animations", "--json"])
        #expect(panel.status == 0, "\(panel.stderr)")
        let paths = try JSONValue.parse(panel.stdout)["properties"]?.arrayValue?.compactMap { $0["path"]?.stringValue } ?? []
        #expect(paths.contains("TapProbe/VStack/3.offset"), "\(paths)")
        #expect(paths.contains { $0.hasPrefix("TapProbe/VStack/2/Pulse") }, "\(paths)")
        // At 2 s the toggle's animation has ended; the pulse repeats forever.
        let later = try Self.state(["--at", "2", "--events", tap])
        #expect(later["animations"]?.arrayValue?.filter { $0["animating"] == true }.allSatisfy {
            $0["path"]?.stringValue?.contains("Pulse") == true
        } == true, "\(later.serialized())")
    }

    // MARK: render

    @Test("render: canonical JSON whose operations are named by view path, SVG, and PNG")
    func render() throws {
        let tap = try temporaryFile(Self.tap)
        let json = try Self.run(["render", "tap-probe", "--at", "0.75", "--events", tap])
        #expect(json.status == 0, "\(json.stderr)")
        let frame = try Frame(canonicalJSON: json.stdout)
        #expect(frame.size.width == 390 && frame.size.height == 844)
        let names = frame.operations.compactMap(\.name)
        #expect(names.contains { $0.hasPrefix("TapProbe/VStack/0") }, "the circle: \(names)")
        #expect(names.contains { $0.contains("Pulse") }, "\(names)")
        #expect(names.contains { $0.contains("Text") }, "\(names)")
        // Mid-animation differs from the start and from the end.
        let start = try Self.run(["render", "tap-probe", "--at", "0.2", "--events", tap]).stdout
        let end = try Self.run(["render", "tap-probe", "--at", "1.25", "--events", tap]).stdout
        #expect(json.stdout != start && json.stdout != end)

        let svg = try Self.run(["render", "tap-probe", "--at", "0.75", "--events", tap, "--format", "svg"])
        #expect(svg.status == 0, "\(svg.stderr)")
        #expect(svg.stdout.hasPrefix("<svg") || svg.stdout.hasPrefix("<?xml"), "\(svg.stdout.prefix(80))")
        #expect(svg.stdout.contains("TapProbe/VStack/0"))

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-view-png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("probe.png")
        let png = try Self.run(["render", "tap-probe", "--at", "0.75", "--events", tap, "--format", "png", "--scale", "2", "--out", out.path])
        #expect(png.status == 0, "\(png.stderr)")
        let bytes = try Data(contentsOf: out)
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // The PNG's size in its IHDR chunk: 780 × 1688 pixels at scale 2.
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 780 && height == 1688)
    }

    // MARK: record

    @Test("record: a GIF and numbered PNG files of the view's animation, the frame count as asked")
    func record() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-view-record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let tap = try temporaryFile(Self.tap)
        let gif = folder.appendingPathComponent("probe.gif")
        let result = try Self.run(["record", "tap-probe", "--events", tap, "--fps", "10", "--to", "1", "--size", "195x422", "--out", gif.path])
        #expect(result.status == 0, "\(result.stderr)")
        let probe = try VideoProbe(gif.path)
        #expect(probe.frames == 10)
        #expect(probe.width == 195 && probe.height == 422)

        let pngs = folder.appendingPathComponent("frames")
        let frames = try Self.run(["record", "tap-probe", "--events", tap, "--fps", "4", "--to", "1", "--out", pngs.path + "/"])
        #expect(frames.status == 0, "\(frames.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: pngs.path).sorted()
        #expect(files == (1...4).map { String(format: "frame-%06d.png", $0) })
        // The animation moves between recorded frames.
        let first = try Data(contentsOf: pngs.appendingPathComponent(files[1]))
        let second = try Data(contentsOf: pngs.appendingPathComponent(files[2]))
        #expect(first != second)
    }

    // MARK: mcp

    @Test("mcp: list_scenes, scene_state, render_frame answer for the view what the commands print")
    func mcp() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-view-mcp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Events"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.tap.utf8).write(to: folder.appendingPathComponent("Events/tap.json"))
        let events: JSONValue = try #require(try JSONValue.parse(Self.tap)["events"])
        let client = try MCPClient(folder: folder, executable: Self.executable)
        try client.initialize()
        let cases: [(String, JSONValue, [String])] = [
            ("list_scenes", [:], ["list", "--json"]),
            ("scene_state", ["scene": "tap-probe", "at": 0.75, "events": events], ["state", "tap-probe", "--at", "0.75", "--events", "Events/tap.json"]),
            ("scene_state", ["scene": "tap-probe", "at": 0.5, "eventsFile": "Events/tap.json", "size": "300x600"],
             ["state", "tap-probe", "--at", "0.5", "--events", "Events/tap.json", "--size", "300x600"]),
            ("animation_tracks", ["scene": "tap-probe", "at": 0.75, "events": events],
             ["state", "tap-probe", "--at", "0.75", "--events", "Events/tap.json", "--animations", "--json"]),
            ("render_frame", ["scene": "tap-probe", "at": 0.75, "events": events], ["render", "tap-probe", "--at", "0.75", "--events", "Events/tap.json", "--format", "svg"]),
            ("render_frame", ["scene": "tap-probe", "at": 0.75, "events": events, "format": "json"], ["render", "tap-probe", "--at", "0.75", "--events", "Events/tap.json"]),
        ]
        for (tool, arguments, command) in cases {
            let answer = try client.call(tool, arguments)
            let cli = try Self.run(command, in: folder)
            #expect(cli.status == 0, "\(command): \(cli.stderr)")
            #expect(!answer.isError, "\(tool): \(answer.content)")
            #expect(answer.text == cli.stdout, "\(tool) \(arguments.serialized(.compact)) differs from \(command)")
        }
        let state = try JSONValue.parse(try client.call("scene_state", ["scene": "tap-probe", "at": 0.75, "events": events]).text ?? "")
        #expect(state["state"]?["state"]?["TapProbe"]?["taps"] == 1)
        let png = try client.call("render_frame", ["scene": "tap-probe", "at": 0.75, "events": events, "format": "png"])
        #expect(!png.isError && png.content.first?["mimeType"] == "image/png")
        #expect(client.close() == 0)
    }

    // MARK: serve

    /// A session of the view through the server's own session code (what each WebSocket
    /// runs), with the messages the page sends.
    static func session() throws -> SessionController {
        let provider = RegistrySceneProvider(registry: try SceneRegistry(validating: ViewPreviewsScenes.list))
        return SessionController(session: try #require(provider.makeSession(sceneID: "tap-probe")), stopwatch: { 0 })
    }

    /// Frame requests 62.5 ms apart from `from` to `to` (page milliseconds, inclusive): the
    /// session's clock reaches each multiple of 1/16 s exactly (it moves at most 0.1 s a message).
    static func frameRequests(from: Double, to: Double) -> [String] {
        stride(from: from, through: to, by: 62.5).map { #"{"type":"frame","t":\#($0)}"# }
    }

    /// The page's messages up to 0.75 s: frames from t = 1000 (scene time 0), a tap on the circle
    /// at 0.25 s, frames to 0.75 s.
    static let tapSession: [String] = frameRequests(from: 1000, to: 1250) + [
        #"{"type":"pointerDown","id":1,"x":195,"y":380,"t":1250}"#,
        #"{"type":"pointerUp","id":1,"x":195,"y":380,"t":1250}"#,
    ] + frameRequests(from: 1312.5, to: 1750)

    @Test("serve: a frame over a real WebSocket of `serve`, with the view's state in its info and its drawings named by view path")
    func serveSocket() throws {
        let server = try ServerProcess(["serve", "--port", "0"], executable: Self.executable)
        defer { server.signal(SIGTERM); _ = try? server.waitForExit(timeout: 15) }
        let line = try server.waitForLine(timeout: 30)
        let port = try #require(line.wholeMatch(of: /Zoetrope preview: http:\/\/127\.0\.0\.1:(\d+)\//).flatMap { Int($0.1) })
        let page = try HTTPGet.fetch(port: port, path: "/")
        #expect(page.hasPrefix("HTTP/1.1 200"))
        let socket = try WebSocketTestClient(port: port, path: "/session?scene=tap-probe")
        defer { socket.close() }
        let hello = try socket.receiveText { $0.hasPrefix(#"{"type":"hello""#) }
        #expect(hello.contains(#""id":"tap-probe""#), "\(hello)")
        var decoder = WireDecoder()
        var last: (info: String, frame: Frame)?
        var state: JSONValue?
        for text in Self.tapSession {
            try socket.send(text)
            guard text.contains(#""type":"frame""#) else { continue }
            // The page sends the next request when the frame has arrived: one binary message.
            let (info, wire) = try #require(FrameMessage.split(try socket.receiveBinary()))
            last = (info, try decoder.decode(wire))
            state = try JSONValue.parse(info)["state"] ?? state
        }
        let (info, frame) = try #require(last)
        #expect(info.contains(#""time":0.75"#), "\(info)")
        #expect(state?["state"]?["TapProbe"]?["taps"] == 1, "\(state?.serialized() ?? "no state")")
        #expect(state?["state"]?["TapProbe"]?["on"] == true)
        #expect(frame.operations.contains { $0.name?.hasPrefix("TapProbe/VStack/0") == true }, "\(frame.operations.compactMap(\.name))")
    }

    @Test("serve: scrubbing back and forth and changing speed give the straight run's state and frame")
    func serveScrubAndSpeed() throws {
        var controller = try Self.session()
        var state: JSONValue?
        var info: String?
        var frame: [UInt8]?
        func send(_ text: String) throws {
            let reply = controller.receive(text: Array(text.utf8))
            #expect(!reply.isRejection, "\(text): \(reply.messages)")
            for message in reply.messages {
                guard let json = message.json, json.hasPrefix(#"{"type":"frame""#) else { continue }
                info = json
                frame = message.wireFrame
                if let s = try JSONValue.parse(json)["state"] { state = s }
            }
        }
        func time() -> Double? { info.flatMap { try? JSONValue.parse($0)["time"]?.doubleValue } }
        for text in Self.tapSession { try send(text) }
        #expect(time() == 0.75)
        #expect(state?["state"]?["TapProbe"]?["taps"] == 1)
        // The straight run's frames at 0.1 and 0.5 s, from fresh sessions.
        func straightFrame(at seconds: Double) throws -> [UInt8]? {
            var fresh = try Self.session()
            var result: [UInt8]?
            let end = 1000 + seconds * 1000
            var messages = Self.tapSession.filter { text in
                let t = (try? JSONValue.parse(text)["t"]?.doubleValue) ?? 0
                return t <= end
            }
            messages.append(#"{"type":"requestFullFrame"}"#)
            messages.append(#"{"type":"frame","t":\#(end)}"#)
            for text in messages {
                for message in fresh.receive(text: Array(text.utf8)).messages where message.wireFrame != nil { result = message.wireFrame }
            }
            return result
        }
        // Paused, back before the tap (its state is undone), forward past it, back again.
        try send(#"{"type":"pause","t":1750}"#)
        for (seek, taps, on) in [(0.125, 0, false), (0.5, 1, true), (0.1875, 0, false)] {
            try send(#"{"type":"seek","time":\#(seek),"t":1750}"#)
            try send(#"{"type":"requestFullFrame"}"#)
            try send(#"{"type":"frame","t":1750}"#)
            #expect(time() == seek)
            #expect(state?["state"]?["TapProbe"]?["taps"] == .number(Double(taps)), "after seeking to \(seek)")
            #expect(state?["state"]?["TapProbe"]?["on"] == .bool(on), "after seeking to \(seek)")
            if seek == 0.5 { #expect(frame == (try straightFrame(at: 0.5)), "the scrubbed frame is the straight run's") }
        }
        // A quarter speed from 0.5 s: one second of page time is a quarter second of scene time.
        try send(#"{"type":"seek","time":0.5,"t":1750}"#)
        try send(#"{"type":"speed","value":0.25,"t":1750}"#)
        try send(#"{"type":"play","t":1750}"#)
        for text in Self.frameRequests(from: 1812.5, to: 2750) { try send(text) }
        #expect(info?.contains(#""speed":0.25"#) == true, "\(info ?? "no frame")")
        #expect(time() == 0.75, "\(info ?? "no frame")")
    }

    @Test("serve --watch hand-over: a new build (edited colours) replays the log and keeps @State by identity")
    func liveReloadKeepsState() async throws {
        let hub = LiveReloadHub()
        try await hub.install(SceneHostProcess(executable: Self.executable.path, arguments: ["scene-host"], timeout: 20), grace: 0)
        var session = HostedSession(hub: hub, sceneID: "tap-probe")
        _ = await session.opening()
        func send(_ text: String) async -> [String] {
            await session.respond(to: Array(text.utf8)).messages.compactMap(\.json)
        }
        func state(_ texts: [String]) -> JSONValue? {
            texts.lazy.compactMap { text in text.hasPrefix(#"{"type":"frame""#) ? (try? JSONValue.parse(text))?["state"] : nil }.first
        }
        var before: JSONValue?
        for t in stride(from: 1000.0, through: 2600, by: 62.5) {
            if [1250, 1437.5, 1625, 1812.5].contains(t) {
                _ = await send(#"{"type":"pointerDown","id":1,"x":195,"y":380,"t":\#(t)}"#)
                _ = await send(#"{"type":"pointerUp","id":1,"x":195,"y":380,"t":\#(t)}"#)
            }
            before = state(await send(#"{"type":"frame","t":\#(t)}"#)) ?? before
        }
        #expect(before?["state"]?["TapProbe"]?["taps"] == 4, "\(before?.serialized() ?? "no state")")

        // The edited build: the hand-over replays the session's log in the new host.
        setenv("ZOETROPE_VIEW_FIXTURE_VARIANT", "2", 1)
        let host = try SceneHostProcess(executable: Self.executable.path, arguments: ["scene-host"], timeout: 20)
        unsetenv("ZOETROPE_VIEW_FIXTURE_VARIANT")
        try await hub.install(host, grace: 0)
        let moved = await send(#"{"type":"frame","t":2662.5}"#)
        #expect(moved.contains { $0.hasPrefix(#"{"type":"reload""#) && $0.contains(#""notes":[]"#) }, "\(moved)")
        let after = try #require(state(moved))
        #expect(after["state"] == before?["state"], "the same @State values by the same view paths")
        await session.close()
        hub.current?.host.terminate()
    }
}

/// The fixture's scene list, seen from the tests (the same two types).
enum ViewPreviewsScenes {
    static var list: [any Scene.Type] { ViewPreviews.scenes }
}
