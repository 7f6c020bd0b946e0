import Drawing
import Testing
@testable import Stage

/// A scene whose only purpose is its id, for the registry's checks.
protocol IDOnlyScene: Scene {
    static var id: String { get }
    init()
}

extension IDOnlyScene {
    static var info: SceneInfo { SceneInfo(id: id, title: "Named", summary: "An id under test.") }
    init(_ context: SceneContext) { self.init() }
    func draw(in context: inout GraphicsContext, at time: SceneTime) {}
    func state(at time: SceneTime) -> JSONValue { [:] }
}

struct OrbitScene: IDOnlyScene { static let id = "orbit" }
struct OrbitAgainScene: IDOnlyScene { static let id = "orbit" }
struct OtherScene: IDOnlyScene { static let id = "other-1" }
struct SpacedIDScene: IDOnlyScene { static let id = "Orbit Scene" }
struct EmptyIDScene: IDOnlyScene { static let id = "" }
struct UppercaseIDScene: IDOnlyScene { static let id = "Orbit" }

@Suite("SceneRegistry(validating:)")
struct SceneRegistryValidationTests {
    @Test("a list of valid, distinct ids is kept in order")
    func valid() throws {
        let registry = try SceneRegistry(validating: [OtherScene.self, OrbitScene.self])
        #expect(registry.ids == ["other-1", "orbit"])
    }

    @Test("an empty list is a registry with no scenes")
    func empty() throws {
        #expect(try SceneRegistry(validating: []).ids.isEmpty)
    }

    @Test("two types with one id: the error names the id and both types, in list order")
    func duplicate() throws {
        let error = #expect(throws: SceneRegistryError.self) {
            try SceneRegistry(validating: [OrbitScene.self, OtherScene.self, OrbitAgainScene.self])
        }
        let first = String(reflecting: OrbitScene.self)
        let second = String(reflecting: OrbitAgainScene.self)
        #expect(error == .duplicateID("orbit", first: first, second: second))
        let text = try #require(error).description
        #expect(text.contains("\"orbit\"") && text.contains(first) && text.contains(second))
        #expect(first == "StageTests.OrbitScene")
    }

    @Test("an invalid id names the type and suggests a valid one", arguments: [
        (SpacedIDScene.self as any Scene.Type, "Orbit Scene", "orbit-scene"),
        (EmptyIDScene.self, "", "my-scene"),
        (UppercaseIDScene.self, "Orbit", "orbit"),
    ])
    func invalid(type: any Scene.Type, id: String, suggestion: String) throws {
        let error = #expect(throws: SceneRegistryError.self) { try SceneRegistry(validating: [OrbitScene.self, type]) }
        #expect(error == .invalidID(id, type: String(reflecting: type)))
        #expect(error?.description.contains("e.g. \"\(suggestion)\"") == true)
    }

    @Test("the suggested id is always valid", arguments: ["Orbit Scene", "  --ball__2 ", "ÄÖ", "a", "x-", "Ünïcode Ball"])
    func suggestionsAreValid(id: String) {
        #expect(SceneInfo.isValidID(SceneRegistryError.suggestedID(for: id)))
    }

    @Test("valid ids are lowercase ASCII letters, digits and hyphens", arguments: [
        ("demo", true), ("pull-to-refresh", true), ("a1", true), ("-", true),
        ("", false), ("Demo", false), ("a b", false), ("a_b", false), ("é", false), ("a/b", false),
    ])
    func validIDs(id: String, valid: Bool) {
        #expect(SceneInfo.isValidID(id) == valid)
    }
}
