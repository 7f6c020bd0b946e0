import Stage
import Testing
import ZoetropeStarter
@testable import ZoetropePreview

struct NoScenesApp: PreviewApp { static let scenes: [any Scene.Type] = [] }
struct DuplicateApp: PreviewApp { static let scenes: [any Scene.Type] = [OrbitScene.self, OrbitScene.self] }
struct OrbitApp: PreviewApp { static let scenes: [any Scene.Type] = [OrbitScene.self] }

/// What a package's scene list does to its executable before any argument is read. (Which lists
/// are wrong, with two different types or invalid ids, is SceneRegistry's, tested in StageTests.)
@Suite("PreviewApp start-up")
struct PreviewAppTests {
    @Test("a valid list is the registry, in order")
    func valid() throws {
        #expect(try OrbitApp.sceneRegistry().ids == ["orbit"])
    }

    @Test("an empty list names the app and says what to write")
    func empty() {
        let error = #expect(throws: PreviewAppError.self) { try NoScenesApp.sceneRegistry() }
        #expect(error == .noScenes(app: "ZoetropePreviewTests.NoScenesApp"))
        #expect(error?.description.contains("static let scenes") == true)
    }

    @Test("a list the registry refuses is refused with the registry's error")
    func duplicate() {
        let error = #expect(throws: PreviewAppError.self) { try DuplicateApp.sceneRegistry() }
        #expect(error == .invalidSceneList(.duplicateID("orbit", first: "ZoetropeStarter.OrbitScene", second: "ZoetropeStarter.OrbitScene")))
    }

    @Test("main() refuses a bad list before reading arguments: the message on standard error, status 1")
    func mainExits() async {
        let result = await #expect(processExitsWith: .exitCode(1), observing: [\.standardErrorContent]) {
            await DuplicateApp.main()
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.hasPrefix("Error: the scene id \"orbit\" is used by both ZoetropeStarter.OrbitScene and ZoetropeStarter.OrbitScene"))
    }

    @Test("main() with an empty list exits 1 too")
    func mainExitsEmpty() async {
        let result = await #expect(processExitsWith: .exitCode(1), observing: [\.standardErrorContent]) {
            await NoScenesApp.main()
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("ZoetropePreviewTests.NoScenesApp.scenes is empty"))
    }
}
