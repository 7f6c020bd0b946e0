import Geometry
import Stage
import Testing
import ZoetropeTestSupport
import ZoetropeUI

@Suite("View scenes")
struct ViewSceneTests {
    static func tap(_ x: Double, _ y: Double, at t: Double) -> [SceneEvent] {
        [.input(.pointer(PointerEvent(.down, id: 1, location: Point(x: x, y: y), time: SceneTime(seconds: t)))),
         .input(.pointer(PointerEvent(.up, id: 1, location: Point(x: x, y: y), time: SceneTime(seconds: t))))]
    }

    @Test func previewProviderNamesTheScene() {
        #expect(ViewScene<Additive_Previews>.info.id == "additive")
        #expect(ViewScene<Additive_Previews>.info.title == "Additive")
    }

    /// The determinism rule for views: scrubbing back gives the straight run's frame and state.
    @Test(arguments: [0.25, 0.5, 0.8, 1.5])
    func scrubEqualsStraightRun(at seconds: Double) throws {
        let events = Self.tap(195, 422, at: 0.1) + Self.tap(295, 422, at: 0.6)
        try expectScrubEqualsStraightRun(ViewScene<Additive_Previews>.self, events, at: seconds, after: 2)
    }
}
