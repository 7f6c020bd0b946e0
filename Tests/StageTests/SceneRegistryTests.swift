import Demo
import Geometry
import Testing
@testable import Stage

@Suite("SceneRegistry")
struct SceneRegistryTests {
    let registry = SceneRegistry([DemoScene.self, TickScene.self])

    @Test("lists every scene with its actions and parameters")
    func listing() throws {
        #expect(registry.ids == ["demo", "tick-test"])
        let doc = registry.listDocument
        let demo = try #require(doc["scenes"]?[0])
        #expect(demo["id"] == "demo")
        #expect(demo["actions"]?.arrayValue?.compactMap { $0["name"]?.stringValue } == ["nudge", "reset"])
        let size = try #require(demo["parameters"]?[0])
        #expect(size["name"] == "size" && size["type"] == "number" && size["min"] == 20 && size["max"] == 300 && size["default"] == 96)
        #expect(demo["viewport"]?["width"] == 390)
        #expect(doc["scenes"]?[1]?["tickRate"] == 60)
        #expect(doc["scenes"]?[1]?["parameters"]?[0]?["type"] == "integer")
    }

    @Test("a scene's default seed is listed exactly, also above 2^53")
    func listedSeedIsExact() {
        let info = SceneInfo(id: "big-seed", title: "Big seed", summary: "A seed doubles cannot hold.", seed: .max)
        #expect(info.json["seed"] == "18446744073709551615")
        #expect(DemoScene.info.json["seed"] == 1)
    }

    @Test("sessions start with the given seed and viewport")
    func makeSession() throws {
        var s = try registry.makeSession(id: "demo", seed: 9, viewport: Size(width: 100, height: 80))
        #expect(s.seed == 9)
        #expect(s.info.id == "demo")
        #expect(s.viewport(at: 0) == Size(width: 100, height: 80))
        #expect(s.frame(at: 0).size == Size(width: 100, height: 80))
    }

    @Test("an unknown id is an error that lists the known ones")
    func unknown() {
        do {
            _ = try registry.makeSession(id: "demoo")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("\"demoo\"") && error.description.contains("\"demo\", \"tick-test\""))
        }
    }

    @Test("parameters validate their values")
    func parameterValidation() throws {
        let p = Parameter.integer("n", default: 2, in: 0...5, summary: "")
        #expect(throws: ParameterError.self) { try p.validate(2.5) }
        #expect(throws: ParameterError.self) { try p.validate(6) }
        #expect(try p.validate(5) == 5)
        let c = Parameter.choice("c", default: "a", options: ["a", "b"], summary: "")
        #expect(throws: ParameterError.self) { try c.validate("z") }
        let n = Parameter.number("x", default: 0, in: -1...1, summary: "")
        #expect(throws: ParameterError.self) { try n.validate(.number(.nan)) }
        #expect(Parameter.toggle("t", default: true, summary: "").json["type"] == "boolean")
    }
}
