import Foundation
import Testing

@Suite("preview list")
struct ListCommandTests {
    @Test("--help describes the command and its --json flag")
    func help() throws {
        let result = try CommandRunner.run(["list", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("List the scenes"))
        #expect(result.stdout.contains("--json"))
    }

    @Test("--json prints every scene with its actions and parameters")
    func jsonDocument() throws {
        let result = try CommandRunner.run(["list", "--json"])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        let document = try #require(object as? [String: Any])
        let scenes = try #require(document["scenes"] as? [[String: Any]])
        let demo = try #require(scenes.first { $0["id"] as? String == "demo" })
        #expect(demo["title"] as? String == "Demo square")
        #expect((demo["summary"] as? String)?.isEmpty == false)
        let actions = try #require(demo["actions"] as? [[String: Any]])
        #expect(actions.compactMap { $0["name"] as? String } == ["nudge", "reset"])
        let parameters = try #require(demo["parameters"] as? [[String: Any]])
        let size = try #require(parameters.first { $0["name"] as? String == "size" })
        #expect(size["type"] as? String == "number")
        #expect(size["min"] as? Double == 20 && size["max"] as? Double == 300 && size["default"] as? Double == 96)
    }

    @Test("the plain listing shows id, title, summary, actions and parameters")
    func plain() throws {
        let result = try CommandRunner.run(["list"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("demo  Demo square — "))
        #expect(result.stdout.contains("actions: nudge, reset"))
        #expect(result.stdout.contains("parameter size: number 20…300, default 96"))
    }
}
