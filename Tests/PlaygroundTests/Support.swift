import Drawing
import Geometry
import Testing
import ZoetropeTestSupport
@testable import Playground
@testable import Stage

/// A session of the playground with `events` appended.
func session(_ events: [SceneEvent] = [], viewport: Size? = nil) throws -> SceneSession<PlaygroundScene> {
    var s = try SceneSession<PlaygroundScene>(viewport: viewport)
    try s.append(contentsOf: events)
    return s
}

/// The action `name` at `time` seconds.
func action(_ name: String, at time: Double) -> SceneEvent {
    .action(name: name, time: SceneTime(seconds: time))
}

/// A tap (press and release without moving) at `point`, at `time` seconds.
func tap(_ point: Point, at time: Double, id: PointerID = 1) -> [SceneEvent] {
    let t = SceneTime(seconds: time)
    return [.pointer(.down, id: id, x: point.x, y: point.y, at: t), .pointer(.up, id: id, x: point.x, y: point.y, at: t)]
}

/// The default layout (390 × 844).
let layout = PlaygroundLayout(viewport: Size(width: 390, height: 844))

/// The track width w for W = 390.
let w = 390.0 - 64

/// Taps that open the editor of animation row `row` (0-based, list unscrolled), at `time`.
func openEditor(row: Int, at time: Double) -> [SceneEvent] {
    tap(Point(x: 150, y: layout.rowTop(row + 1, scroll: 0) + 70), at: time)
}

/// Taps on the "+" (`steps` > 0) or "−" of stepper `index` in the open editor, from `time`,
/// 1 ms apart.
func stepper(_ index: Int, steps: Int, from time: Double) -> [SceneEvent] {
    let (minus, plus) = layout.stepperButtons(index)
    return (0..<abs(steps)).flatMap { k in tap(steps > 0 ? plus : minus, at: time + Double(k) * 0.001) }
}

/// A tap on the type picker's `kind` in the open editor.
func pick(_ kind: AnimationKind, at time: Double) -> [SceneEvent] {
    let k = Double(AnimationKind.allCases.firstIndex(of: kind)!)
    return tap(Point(x: 100, y: PlaygroundLayout.pickerTop + (k + 0.5) * PlaygroundLayout.pickerRowHeight), at: time)
}

/// A tap on the editor's back control.
func back(at time: Double) -> [SceneEvent] { tap(Point(x: 30, y: 60), at: time) }
