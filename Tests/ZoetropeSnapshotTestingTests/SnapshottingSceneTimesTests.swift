import Drawing
import SnapshotTesting
import Stage
import Testing
import ZoetropeSnapshotTesting

/// `.frames(at:)`: a scene at several times in one reference.
@Suite("Snapshotting: a scene at times")
struct SnapshottingSceneTimesTests {
    @Test("each time is a '# t =' line followed by that frame's text, in the order given")
    func layout() throws {
        var session = try SceneSession<SlideScene>()
        let text = SnapshottingFrameTests.text(session, .frames(at: [1, 0.25]))
        #expect(text == "# t = 1\n" + session.frame(at: 1).canonicalJSON() + "\n# t = 0.25\n" + session.frame(at: 0.25).canonicalJSON())
        let svg = SnapshottingFrameTests.text(session, .frames(at: [0.5], as: .svg))
        #expect(svg == "# t = 0.5\n" + session.frame(at: 0.5).svgDocument())
        #expect(Snapshotting<SceneSession<SlideScene>, String>.frames(at: [0]).pathExtension == "txt")
    }

    @Test("the scene type is a fresh session with its defaults, or the given seed and viewport")
    func sceneType() throws {
        let fresh = try SceneSession<SlideScene>()
        #expect(SnapshottingFrameTests.text(SlideScene.self, .frames(at: [0, 0.5])) == SnapshottingFrameTests.text(fresh, .frames(at: [0, 0.5])))
        let small = try SceneSession<SlideScene>(seed: 3, viewport: .init(width: 50, height: 40))
        #expect(SnapshottingFrameTests.text(SlideScene.self, .frames(at: [0.5], seed: 3, viewport: .init(width: 50, height: 40)))
            == SnapshottingFrameTests.text(small, .frames(at: [0.5])))
    }

    @Test("an invalid viewport is written into the snapshot, naming the scene")
    func invalidViewport() {
        let text = SnapshottingFrameTests.text(SlideScene.self, .frames(at: [0], viewport: .init(width: 0, height: 10)))
        #expect(text.hasPrefix("cannot start a session of ZoetropeSnapshotTestingTests.SlideScene: viewport 0×10"))
    }

    @Test("the recorded references match: defaults, and a session with an action")
    func references() throws {
        assertSnapshot(of: SlideScene.self, as: .frames(at: [0, 0.5, 1]))
        var session = try SceneSession<SlideScene>()
        try session.append(.action(name: "jump", time: 0.4))
        assertSnapshot(of: session, as: .frames(at: [0.3, 0.5]))
    }
}
