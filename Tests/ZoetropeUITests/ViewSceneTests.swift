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

@Suite("View scenes in the inspector")
struct ViewSceneInspectionTests {
    /// The Animations panel lists a view's animated attributes by view path and attribute, with
    /// the SwiftUI source of the running animation and its start and end (view-layer.md §7).
    @Test func animationsAreListedByViewPath() throws {
        var session = try SceneSession<ViewScene<Additive_Previews>>(replaying: ViewSceneTests.tap(195, 422, at: 0.1))
        let animations = session.animations(at: SceneTime(seconds: 0.5))
        let offset = try #require(animations.property("Additive#1.offset"))
        #expect(offset.animations.map(\.animation) == [".linear(duration: 1)"])
        #expect(offset.animations.first?.start == SceneTime(seconds: 0.1))
        #expect(offset.animations.first?.end == SceneTime(seconds: 1.1))
        #expect(abs(offset.presented[0] - 40) < 1e-9)
        let samples = session.animatedValues(of: "Additive#1.offset", at: [SceneTime(seconds: 0.6), SceneTime(seconds: 2)])
        #expect(samples[0].map { abs($0[0] - 50) < 1e-9 } == true)
        #expect(samples[1] == [100, 0])   // at rest: the model value
    }
}
