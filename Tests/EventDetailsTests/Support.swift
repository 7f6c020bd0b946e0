import Drawing
import Geometry
import Testing
import ZoetropeTestSupport
@testable import EventDetails
@testable import Stage

/// A session of the scene with `events` appended.
func session(_ events: [SceneEvent] = [], viewport: Size? = nil) throws -> SceneSession<EventDetailsScene> {
    var s = try SceneSession<EventDetailsScene>(viewport: viewport)
    try s.append(contentsOf: events)
    return s
}

/// The action `name` at `time` seconds.
func action(_ name: String, at time: Double) -> SceneEvent { .action(name: name, time: SceneTime(seconds: time)) }

/// A tap at `point`, at `time` seconds.
func tap(_ point: Point, at time: Double, id: PointerID = 1) -> [SceneEvent] {
    let t = SceneTime(seconds: time)
    return [.pointer(.down, id: id, x: point.x, y: point.y, at: t), .pointer(.up, id: id, x: point.x, y: point.y, at: t)]
}
