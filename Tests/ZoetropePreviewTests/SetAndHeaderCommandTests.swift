import Foundation
import Testing

@Suite("preview state/render: --set and the events file header")
struct SetAndHeaderCommandTests {
    private func state(_ arguments: [String]) throws -> [String: Any] {
        let result = try CommandRunner.run(["state"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    @Test("--set NAME=VALUE sets parameters from t = 0: numbers, text")
    func setsParameters() throws {
        let doc = try state(["demo", "--at", "0.5", "--set", "size=120", "--set", "color=blue"])
        let parameters = try #require(doc["parameters"] as? [String: Any])
        #expect(parameters["size"] as? Double == 120)
        #expect(parameters["color"] as? String == "blue")
    }

    @Test("--set gives the same state as a set event at t = 0 in an events file")
    func sameAsSetEvent() throws {
        let path = try temporaryFile(#"{"events": [{"t": 0, "type": "set", "name": "size", "value": 150}]}"#)
        let viaFile = try CommandRunner.run(["state", "demo", "--at", "1", "--events", path])
        let viaFlag = try CommandRunner.run(["state", "demo", "--at", "1", "--set", "size=150"])
        let a = try #require(try JSONSerialization.jsonObject(with: Data(viaFile.stdout.utf8)) as? [String: Any])
        let b = try #require(try JSONSerialization.jsonObject(with: Data(viaFlag.stdout.utf8)) as? [String: Any])
        #expect(NSDictionary(dictionary: a["state"] as? [String: Any] ?? [:]) == NSDictionary(dictionary: b["state"] as? [String: Any] ?? ["x": 1]))
        #expect(NSDictionary(dictionary: a["parameters"] as? [String: Any] ?? [:]) == NSDictionary(dictionary: b["parameters"] as? [String: Any] ?? ["x": 1]))
    }

    static let badSets: [([String], String)] = [
        (["state", "demo", "--at", "1", "--set", "size=5000"], "cannot be 5000"),
        (["state", "demo", "--at", "1", "--set", "colour=blue"], "colour"),
        (["state", "demo", "--at", "1", "--set", "size=big"], "size"),
        (["render", "demo", "--at", "1", "--set", "size"], "--set must look like NAME=VALUE"),
        (["render", "demo", "--at", "1", "--set", "=3"], "--set must look like NAME=VALUE"),
    ]

    @Test("a bad --set is refused like a bad set event, naming it", arguments: badSets)
    func badSet(arguments: [String], message: String) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status != 0)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    static let headerFile = """
        {"scene": "demo", "seed": 42, "viewport": {"width": 300, "height": 500},
         "parameters": {"size": 60},
         "events": [
          {"t": 0.5, "type": "pointerDown", "id": 1, "x": 150, "y": 250},
          {"t": 0.9, "type": "pointerMove", "id": 1, "x": 200, "y": 300}
        ]}
        """

    @Test("the header's scene, seed, viewport and parameters apply; the scene argument may be left out")
    func headerApplies() throws {
        let path = try temporaryFile(Self.headerFile)
        let doc = try state(["--at", "1", "--events", path])
        #expect(doc["scene"] as? String == "demo")
        #expect(doc["seed"] as? Double == 42)
        let viewport = try #require(doc["viewport"] as? [String: Any])
        #expect(viewport["width"] as? Double == 300 && viewport["height"] as? Double == 500)
        #expect((doc["parameters"] as? [String: Any])?["size"] as? Double == 60)
        let center = try #require((doc["state"] as? [String: Any])?["center"] as? [String: Any])
        #expect(center["x"] as? Double == 200 && center["y"] as? Double == 300)
    }

    @Test("the command line overrides the header: --seed, --size, --set")
    func commandLineWins() throws {
        let path = try temporaryFile(Self.headerFile)
        let doc = try state(["demo", "--at", "0", "--events", path, "--seed", "7", "--size", "400x400", "--set", "size=80"])
        #expect(doc["seed"] as? Double == 7)
        #expect((doc["viewport"] as? [String: Any])?["width"] as? Double == 400)
        #expect((doc["parameters"] as? [String: Any])?["size"] as? Double == 80)
    }

    @Test("a scene argument that contradicts the header, or no scene at all, is an error")
    func sceneMismatch() throws {
        let path = try temporaryFile(Self.headerFile)
        let other = try CommandRunner.run(["state", "pull-to-refresh", "--at", "1", "--events", path])
        #expect(other.status != 0)
        #expect(other.stderr.contains("recorded on scene \"demo\""), "\(other.stderr)")
        let bare = try temporaryFile(#"{"events": []}"#)
        let none = try CommandRunner.run(["state", "--at", "1", "--events", bare])
        #expect(none.status != 0)
        #expect(none.stderr.contains("names no scene"), "\(none.stderr)")
        let nothing = try CommandRunner.run(["state", "--at", "1"])
        #expect(nothing.status != 0)
        #expect(nothing.stderr.contains("name the scene"), "\(nothing.stderr)")
    }
}
