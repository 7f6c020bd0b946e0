import Foundation
import Testing

/// `preview list`, `preview state` and `preview render` for the honeycomb scene, from scripted
/// events files (honeycomb.md §16; 390 × 844, G = 390 × 700, C = (195, 406)).
@Suite("preview: honeycomb scripted sessions")
struct HoneycombCommandTests {
    /// Check 7's slow drag (ms → s), then a tap on Politics where it rests 3 s later
    /// (C.x + 137.375 − 67.375/3: the fish-eye pulls it in by a third of its excess).
    static let events = """
        {"events": [
          {"t": 0, "type": "pointerDown", "id": 1, "x": 195, "y": 406, "pointerType": "touch"},
          {"t": 0.1, "type": "pointerMove", "id": 1, "x": 205, "y": 406, "pointerType": "touch"},
          {"t": 0.2, "type": "pointerMove", "id": 1, "x": 215, "y": 406, "pointerType": "touch"},
          {"t": 0.3, "type": "pointerMove", "id": 1, "x": 225, "y": 406, "pointerType": "touch"},
          {"t": 0.4, "type": "pointerMove", "id": 1, "x": 235, "y": 406, "pointerType": "touch"},
          {"t": 0.5, "type": "pointerMove", "id": 1, "x": 245, "y": 406, "pointerType": "touch"},
          {"t": 0.6, "type": "pointerUp", "id": 1, "x": 255, "y": 406, "pointerType": "touch"},
          {"t": 3.6, "type": "pointerDown", "id": 2, "x": 309.917, "y": 406, "pointerType": "touch"},
          {"t": 3.64, "type": "pointerUp", "id": 2, "x": 309.917, "y": 406, "pointerType": "touch"}
        ]}
        """

    private func state(at t: Double, events: String = events, extra: [String] = []) throws -> [String: Any] {
        try sceneState("honeycomb", ["--at", "\(t)", "--events", try temporaryFile(events)] + extra)
    }

    @Test("preview list shows the scene with its parameters and reset action")
    func listed() throws {
        let result = try CommandRunner.run(["list", "--json"])
        #expect(result.status == 0)
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let scenes = try #require(doc["scenes"] as? [[String: Any]])
        let scene = try #require(scenes.first { $0["id"] as? String == "honeycomb" })
        #expect(scene["title"] as? String == "Honeycomb topic picker")
        let parameters = try #require(scene["parameters"] as? [[String: Any]])
        #expect(parameters.map { $0["name"] as? String } == ["springResponse", "springDampingFraction", "pressDuration",
                                                           "progressDuration", "fishEye"])
        #expect((scene["actions"] as? [[String: Any]])?.map { $0["name"] as? String } == ["reset"])
    }

    @Test("check 4: the initial state: Politics at (195, 406), scale 1, \"Pick 5 more!\"")
    func initial() throws {
        let s = try state(at: 0, events: #"{"events": []}"#)
        let bubbles = try #require(s["bubbles"] as? [[String: Any]])
        #expect(bubbles.count == 14 && bubbles[0]["topic"] as? String == "Politics")
        #expect(number(bubbles[0], "x") == 195 && number(bubbles[0], "y") == 406 && number(bubbles[0], "scale") == 1)
        #expect(s["status"] as? String == "Pick 5 more!" && number(s, "progress", "fraction") == 0)
    }

    @Test("check 7 through the events file: E.x = 137.375, x = 117.648 at 0.8 s; then the tap selects Politics")
    func slowDragThenTap() throws {
        #expect(abs(number(try state(at: 0.6), "settleOffset", "x") - 137.375) < 1e-9)
        #expect(abs(number(try state(at: 0.8), "offset", "x") - 117.648) < 0.006 * 77.375)
        let after = try state(at: 3.64)
        #expect(after["selected"] as? [String] == ["Politics"] && after["status"] as? String == "Pick 4 more!")
        #expect((after["bubbles"] as? [[String: Any]])?.count == 17)
        #expect(number(try state(at: 8), "offset", "x") == 0)
    }

    @Test("render names each bubble's disc; SVG works")
    func render() throws {
        let file = try temporaryFile(Self.events)
        let render = try CommandRunner.run(["render", "honeycomb", "--at", "4", "--events", file])
        #expect(render.status == 0, "\(render.stderr)")
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(render.stdout.utf8)) as? [String: Any])
        let names = (doc["operations"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(names.contains("bubble/Politics") && names.contains("bubble/\u{2022} Politics's subtopic 3"))
        let svg = try CommandRunner.run(["render", "honeycomb", "--at", "4", "--events", file, "--format", "svg", "--size", "200x200"])
        #expect(svg.status == 0 && svg.stdout.contains("<svg"))
    }

    @Test("bad parameter values are refused with a message")
    func badValue() throws {
        let file = try temporaryFile(#"{"events": [{"t": 0, "type": "set", "name": "pressDuration", "value": 9}]}"#)
        let result = try CommandRunner.run(["state", "honeycomb", "--at", "1", "--events", file])
        #expect(result.status != 0 && result.stderr.contains("cannot be 9"), "\(result.stderr)")
    }
}
