import Foundation
import Testing

/// `preview list`, `preview state` and `preview render` on the tea brew timer (timer.md), driven
/// by events files the way a user scripts it.
@Suite("preview: timer scripted sessions")
struct TimerCommandTests {
    private func state(at t: Double, events: String, extra: [String] = []) throws -> [String: Any] {
        let file = try temporaryFile(events)
        let result = try CommandRunner.run(["state", "timer", "--at", "\(t)", "--events", file] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return try #require(doc["state"] as? [String: Any])
    }

    private func value(_ s: [String: Any], _ keys: String...) -> Any? {
        var v: Any? = s
        for k in keys { v = (v as? [String: Any])?[k] }
        return v
    }

    @Test("preview list shows the timer with its §10 parameters and the four actions")
    func listed() throws {
        let result = try CommandRunner.run(["list", "--json"])
        #expect(result.status == 0)
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let scene = try #require((doc["scenes"] as? [[String: Any]])?.first { $0["id"] as? String == "timer" })
        let names = (scene["parameters"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(names == ["screen", "tea", "face", "schedule", "digitSlide", "secondTicks", "seed", "component", "status", "remaining", "rating"])
        #expect((scene["actions"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["play", "pause", "stop", "back"])
    }

    static let brew = """
        {"events": [
          {"t": 0, "type": "set", "name": "screen", "value": "timer"},
          {"t": 0, "type": "set", "name": "tea", "value": "Oolong Tea"},
          {"t": 1, "type": "action", "name": "play"},
          {"t": 2.5, "type": "action", "name": "pause"},
          {"t": 4, "type": "action", "name": "play"}
        ]}
        """

    @Test("an events file: Oolong's 150 s brew paused at 2.5 for 1.5 s ends at 152.5; the state says so")
    func brewState() throws {
        let paused = try state(at: 3, events: Self.brew)
        #expect(value(paused, "timer", "status") as? String == "paused" && value(paused, "timer", "remaining") as? Double == 148.5)
        #expect(value(paused, "border", "color") as? String == "#007AFF")
        let running = try state(at: 152.49, events: Self.brew)
        #expect(value(running, "timer", "status") as? String == "running" && value(running, "timer", "displayed") as? Double == 1)
        let done = try state(at: 152.5, events: Self.brew)
        #expect(value(done, "screen") as? String == "done" && value(done, "done", "pourTime") as? Double == 0)
    }

    @Test("render: the isolated dial as JSON names its hands; SVG renders")
    func render() throws {
        let file = try temporaryFile("""
            {"events": [{"t": 0, "type": "set", "name": "component", "value": "dial"}]}
            """)
        let json = try CommandRunner.run(["render", "timer", "--at", "1", "--events", file, "--size", "400x400"])
        #expect(json.status == 0, "\(json.stderr)")
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let names = (doc["operations"] as? [[String: Any]])?.compactMap { $0["name"] as? String } ?? []
        #expect(names.contains("hands/second") && names.contains("hands/minute") && names.contains("dial/numeral/9"))
        let svg = try CommandRunner.run(["render", "timer", "--at", "1", "--events", file, "--format", "svg"])
        #expect(svg.status == 0 && svg.stdout.contains("<svg"))
    }

    @Test("bad input: an unknown tea or a status outside the choices is refused with the allowed values")
    func refused() throws {
        let file = try temporaryFile("""
            {"events": [{"t": 0, "type": "set", "name": "tea", "value": "Earl Grey"}]}
            """)
        let result = try CommandRunner.run(["state", "timer", "--at", "1", "--events", file])
        #expect(result.status != 0 && result.stderr.contains("Oolong Tea"))
    }
}
