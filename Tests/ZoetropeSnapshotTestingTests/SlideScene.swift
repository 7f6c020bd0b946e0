import Drawing
import Geometry
import Stage

/// A 20-point square sliding right at 100 points per second from x = 0; the action `jump` moves
/// its start 50 points down. Small, so that its frames are readable references.
struct SlideScene: Scene {
    static let info = SceneInfo(
        id: "slide", title: "Slide", summary: "A square slides right.", viewport: Size(width: 200, height: 100),
        actions: ["jump"])

    var top = 10.0

    init(_ context: SceneContext) {}

    mutating func perform(_ action: String, in context: SceneContext) { top += 50 }

    func draw(in context: inout GraphicsContext, at time: SceneTime) {
        context.fill(Path(Rect(x: 100 * time.seconds, y: top, width: 20, height: 20)), with: .color(.orange), name: "square")
    }

    func state(at time: SceneTime) -> JSONValue { ["x": .number(100 * time.seconds), "top": .number(top)] }
}
