import Foundation
import Testing

/// `preview list`, `preview state` and `preview render` run the pour scene as a user does
/// (pour.md §9, §11 on the reference viewport 390 × 844, seed 1 unless given).
@Suite("preview: the pour")
struct PourCommandTests {
    private func state(_ arguments: [String]) throws -> [String: Any] { try sceneState("pour", arguments) }

    @Test("preview list shows the pour with its replay action and particle shape parameter")
    func listed() throws {
        let result = try CommandRunner.run(["list", "--json"])
        #expect(result.status == 0)
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let scenes = try #require(doc["scenes"] as? [[String: Any]])
        let scene = try #require(scenes.first { $0["id"] as? String == "pour" })
        #expect(scene["seed"] as? Double == 1)
        #expect((scene["actions"] as? [[String: Any]])?.map { $0["name"] as? String } == ["replay"])
        let shape = try #require((scene["parameters"] as? [[String: Any]])?.first { $0["name"] as? String == "particleShape" })
        #expect(shape["options"] as? [String] == ["drop", "dot"] && shape["default"] as? String == "drop")
    }

    @Test("state at τ = 2.25: top 691.9167, amplitudes 15.8333 and 19, phases 0° and 135° (check 3)")
    func waveState() throws {
        let s = try state(["--at", "2.25"])
        #expect(abs(number(s, "waveTop") - 691.9167) < 1e-4)
        #expect(abs(number(s, "amplitude", "front") - 15.8333) < 1e-4)
        #expect(abs(number(s, "amplitude", "back") - 19) < 1e-4)
        #expect(abs(number(s, "phase", "front")) < 0.01 && abs(number(s, "phase", "back") - 135) < 0.01)
    }

    @Test("state with seed 42: 732 live drops at τ = 1.5 and check 10's first drop at τ = 0.5")
    func seededDrops() throws {
        #expect(number(try state(["--at", "1.5", "--seed", "42"]), "live") == 732)
        let s = try state(["--at", "0.5", "--seed", "42"])
        let first = try #require((s["drops"] as? [[String: Any]])?.first)
        #expect(first["index"] as? Double == 0 || first["index"] as? Int == 0)
        #expect(abs(number(first, "x") - 115.1946) < 1e-4 && abs(number(first, "y") - 304.2717) < 1e-4)
    }

    @Test("an events file with a click replays: pour time restarts at the release")
    func replayFromEventsFile() throws {
        let events = """
            {"events": [
              {"t": 3.95, "type": "pointerDown", "id": 1, "x": 200, "y": 300},
              {"t": 4.0, "type": "pointerUp", "id": 1, "x": 200, "y": 300}
            ]}
            """
        let s = try state(["--at", "5.5", "--events", try temporaryFile(events)])
        #expect(number(s, "pourTime") == 1.5 && number(s, "replays") == 1 && number(s, "pourStart") == 4)
    }

    @Test("render at τ = 7 as SVG: the liquid covers the viewport and no drop is drawn")
    func renderCovered() throws {
        let result = try CommandRunner.run(["render", "pour", "--at", "7", "--format", "svg"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("#2E88C7") || result.stdout.lowercased().contains("#2e88c7"))
        #expect(!result.stdout.lowercased().contains("#1898ff"))
    }
}
