import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// Writes `text` to a fresh temporary file and returns its path.
func temporaryFile(_ text: String, suffix: String = ".json") throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-\(UUID().uuidString)\(suffix)")
    try Data(text.utf8).write(to: url)
    return url.path
}

/// A drag of the demo square by (120, 90) between 0.5 s and 1 s, as an events file.
let dragEventsFile = """
    {"events": [
      {"t": 0.5, "type": "pointerDown", "id": 1, "x": 195, "y": 422},
      {"t": 0.7, "type": "pointerMove", "id": 1, "x": 255, "y": 467},
      {"t": 0.9, "type": "pointerMove", "id": 1, "x": 315, "y": 512},
      {"t": 1.0, "type": "pointerUp", "id": 1, "x": 315, "y": 512}
    ]}
    """

@Suite("preview state")
struct StateCommandTests {
    private func state(_ arguments: [String]) throws -> [String: Any] {
        let result = try CommandRunner.run(["state"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    @Test("prints the session and scene state at a time")
    func basic() throws {
        let doc = try state(["demo", "--at", "1.5"])
        #expect(doc["scene"] as? String == "demo")
        #expect(doc["time"] as? Double == 1.5)
        #expect(doc["seed"] as? Double == 1)
        let scene = try #require(doc["state"] as? [String: Any])
        let center = try #require(scene["center"] as? [String: Any])
        #expect(center["x"] as? Double == 195)
    }

    @Test("replays an events file: mid-drag the square has moved")
    func events() throws {
        let path = try temporaryFile(dragEventsFile)
        let doc = try state(["demo", "--at", "0.9", "--events", path])
        #expect(doc["eventsApplied"] as? Double == 3)
        let center = try #require((doc["state"] as? [String: Any])?["center"] as? [String: Any])
        #expect(center["x"] as? Double == 315)
        #expect(center["y"] as? Double == 512)
    }

    @Test("--size and --seed set the viewport and seed")
    func sizeAndSeed() throws {
        let doc = try state(["demo", "--at", "0", "--size", "300x200", "--seed", "42"])
        #expect(doc["seed"] as? Double == 42)
        let viewport = try #require(doc["viewport"] as? [String: Any])
        #expect(viewport["width"] as? Double == 300 && viewport["height"] as? Double == 200)
    }

    @Test("the same command twice prints the same bytes")
    func deterministic() throws {
        let path = try temporaryFile(dragEventsFile)
        let a = try CommandRunner.run(["state", "demo", "--at", "1.3", "--events", path])
        let b = try CommandRunner.run(["state", "demo", "--at", "1.3", "--events", path])
        #expect(a.stdout == b.stdout && a.status == 0)
    }
}

@Suite("preview render")
struct RenderCommandTests {
    @Test("prints the frame as canonical JSON by default")
    func json() throws {
        let result = try CommandRunner.run(["render", "demo", "--at", "0.25"])
        #expect(result.status == 0, "\(result.stderr)")
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(!doc.isEmpty)
        #expect(result.stdout.contains("\"square\""))
    }

    @Test("--format svg --out writes an SVG document that parses as XML")
    func svgToFile() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-\(UUID().uuidString).svg")
        let events = try temporaryFile(dragEventsFile)
        let result = try CommandRunner.run(["render", "demo", "--at", "0.9", "--events", events, "--format", "svg", "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let data = try Data(contentsOf: out)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("<svg"))
        let parser = XMLParser(data: data)
        #expect(parser.parse())
    }

    @Test("frames are byte-identical across runs")
    func deterministic() throws {
        let events = try temporaryFile(dragEventsFile)
        let a = try CommandRunner.run(["render", "demo", "--at", "1.2", "--events", events])
        let b = try CommandRunner.run(["render", "demo", "--at", "1.2", "--events", events])
        #expect(a.status == 0 && a.stdout == b.stdout)
    }
}

@Suite("preview state/render: bad input")
struct SessionCommandErrorTests {
    static let cases: [([String], String)] = [
        (["state", "nosuch", "--at", "1"], "no scene has the id \"nosuch\""),
        (["state", "demo", "--at", "-1"], "--at must be a time in seconds between 0 and 3600"),
        (["state", "demo", "--at", "nan"], "--at must be"),
        (["state", "demo", "--at", "99999"], "--at must be"),
        (["state", "demo"], "--at"),
        (["render", "demo", "--at", "1", "--size", "0x10"], "--size must look like 390x844"),
        (["render", "demo", "--at", "1", "--size", "wide"], "--size must look like"),
        (["render", "demo", "--at", "1", "--format", "png"], "png"),
        (["state", "demo", "--at", "1", "--seed", "-3"], "-3"),
        (["state", "demo", "--at", "1", "--events", "/nonexistent/zoetrope.json"], "cannot read the events file"),
    ]

    @Test("each bad input exits non-zero with a message that names it", arguments: cases)
    func badInput(arguments: [String], message: String) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status != 0)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test("unusable --events and --out paths say what is wrong with them, not a Foundation error code")
    func badPaths() throws {
        let folder = FileManager.default.temporaryDirectory.path
        let latin1 = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-\(UUID().uuidString).json")
        try Data([0x7B, 0xFF, 0xFE, 0x7D]).write(to: latin1)
        let cases: [([String], String)] = [
            (["state", "demo", "--at", "1", "--events", folder], "it is a folder"),
            (["state", "demo", "--at", "1", "--events", "/nonexistent/zoetrope.json"], "there is no such file"),
            (["state", "demo", "--at", "1", "--events", latin1.path], "it is not UTF-8 text"),
            (["state", "demo", "--at", "1", "--events", "/dev/null"], "cannot read the events file /dev/null: it is empty"),
            (["render", "demo", "--at", "1", "--out", folder], "it is a folder"),
            (["render", "demo", "--at", "1", "--out", "/nonexistent-zoetrope/frame.svg"],
             "the folder /nonexistent-zoetrope does not exist"),
        ]
        for (arguments, message) in cases {
            let result = try CommandRunner.run(arguments)
            #expect(result.status != 0)
            #expect(result.stderr.contains(message), "\(result.stderr)")
            #expect(!result.stderr.contains("NSCocoaErrorDomain") && !result.stderr.contains("could not be completed"))
        }
    }

    static let badFiles: [(String, String)] = [
        (#"{"events": [{"t": 1, "type": "action", "name": "jump"}]}"#, "event 0 (t = 1, action): scene \"demo\" has no action \"jump\""),
        (#"{"events": [{"t": 1, "type": "set", "name": "size", "value": 5000}]}"#, "cannot be 5000"),
        (#"{"events": [{"t": 1, "type": "pointerMove", "id": 4, "x": 0, "y": 0}]}"#, "event 0 (t = 1, pointerMove): pointerMove names pointer 4"),
        (#"{"events": [{"t": 2, "type": "key", "key": "r"}, {"t": 1, "type": "key", "key": "r"}]}"#, "event 1 (t = 1, key)"),
        (#"{"events": [{"t": 1, "type": "wheel", "dy": 3,}]}"#, "invalid JSON at line 1"),
        (#"{"events": [{"t": 1, "type": "pointerDown", "id": 1, "x": 1}]}"#, "missing field \"y\""),
    ]

    @Test("a bad events file exits non-zero naming the file, the event and the problem", arguments: badFiles)
    func badEventsFile(text: String, message: String) throws {
        let path = try temporaryFile(text)
        let result = try CommandRunner.run(["state", "demo", "--at", "3", "--events", path])
        #expect(result.status != 0)
        #expect(result.stderr.contains("events file \(path)"), "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }
}
