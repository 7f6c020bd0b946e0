import Drawing
import Geometry
import Stage
@testable import Pour

/// The reference viewport, 390 × 844.
let referenceViewport = Size(width: 390, height: 844)

/// Scene time `seconds`.
func at(_ seconds: Double) -> SceneTime { SceneTime(seconds: seconds) }

/// A session of the pour scene with `events` appended.
func session(_ events: [SceneEvent] = [], viewport: Size? = nil, seed: UInt64? = nil) throws -> SceneSession<PourScene> {
    var s = try SceneSession<PourScene>(seed: seed, viewport: viewport)
    try s.append(contentsOf: events)
    return s
}

/// A click (press and release without moving) at (`x`, `y`), released at `time`.
func click(x: Double = 200, y: Double = 400, at time: Double, id: PointerID = 1) -> [SceneEvent] {
    [.pointer(.down, id: id, x: x, y: y, at: at(time - 0.05)), .pointer(.up, id: id, x: x, y: y, at: at(time))]
}
