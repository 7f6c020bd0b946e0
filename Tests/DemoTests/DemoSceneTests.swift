import Demo
import Geometry
import Testing
import Stage
import ZoetropeTestSupport

@Suite("DemoScene")
struct DemoSceneTests {
    private func run(_ events: [SceneEvent]) throws -> SceneSession<DemoScene> {
        var s = try SceneSession<DemoScene>()
        try s.append(contentsOf: events)
        return s
    }

    @Test("a press outside the square does not drag it")
    func pressOutside() throws {
        var s = try run([.pointer(.down, id: 1, x: 10, y: 10, at: 0.1), .pointer(.move, id: 1, x: 100, y: 100, at: 0.2)])
        #expect(s.sceneState(at: 0.2)["center"]?["x"] == 195)
        #expect(s.sceneState(at: 0.2)["dragging"] == false)
    }

    @Test("pressing the square while it springs back catches it where it is")
    func catchWhileSpringing() throws {
        var s = try run(demoDrag())
        let release = 0.5 + 31.0 / 60
        let catchTime = release + 0.1
        let caught = try #require(s.sceneState(at: SceneTime(seconds: catchTime))["center"])
        let x = try #require(caught["x"]?.doubleValue), y = try #require(caught["y"]?.doubleValue)
        try s.append(.pointer(.down, id: 2, x: x, y: y, at: SceneTime(seconds: catchTime)))
        let held = try #require(s.sceneState(at: SceneTime(seconds: catchTime + 1))["center"])
        #expect(abs((held["x"]?.doubleValue ?? 0) - x) < 1e-6)
        #expect(s.sceneState(at: SceneTime(seconds: catchTime + 1))["animating"] == false)
    }

    @Test("taps on the square are counted; a drag is not a tap")
    func taps() throws {
        var s = try run([
            .pointer(.down, id: 1, x: 195, y: 422, at: 0.1), .pointer(.up, id: 1, x: 196, y: 422, at: 0.2),
            .pointer(.down, id: 1, x: 195, y: 422, at: 0.4), .pointer(.up, id: 1, x: 197, y: 423, at: 0.5),
        ] + demoDrag(start: 1))
        #expect(s.sceneState(at: 3)["taps"] == 2)
    }

    @Test("Control + wheel pinches the square; r resets; nudge moves it with the seeded generator")
    func wheelKeyAction() throws {
        var s = try run([
            .wheel(dy: -100, x: 195, y: 422, modifiers: .control, at: 0.1),
            .action(name: "nudge", time: 0.2),
            .key("r", at: 2),
        ])
        #expect(abs((s.sceneState(at: 0.15)["scale"]?.doubleValue ?? 0) - 1.2214027582) < 1e-9)
        #expect(s.sceneState(at: 1.9)["offset"] != ["x": 0, "y": 0])
        #expect(s.sceneState(at: 2)["offset"] == ["x": 0, "y": 0])
        #expect(s.sceneState(at: 2)["scale"] == 1)
    }

    @Test("the frame names its operations and follows the viewport")
    func frame() throws {
        var s = try run([.viewport(size: Size(width: 500, height: 300), time: 1)])
        let frame = s.frame(at: 1)
        #expect(frame.size == Size(width: 500, height: 300))
        #expect(!frame.operations(named: "square").isEmpty)
        #expect(!frame.operations(named: "background").isEmpty)
        #expect(s.sceneState(at: 1)["center"] == ["x": 250, "y": 150])
    }
}
