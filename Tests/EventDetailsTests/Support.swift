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

extension JSONValue {
    /// The number at `path` (keys or indices), NaN when missing.
    func number(_ path: Any...) -> Double { value(path)?.doubleValue ?? .nan }
    /// The value at `path`.
    func value(_ path: [Any]) -> JSONValue? {
        var v: JSONValue? = self
        for key in path {
            if let k = key as? String { v = v?[k] } else if let i = key as? Int { v = v?[i] } else { return nil }
        }
        return v
    }
    /// The array's element count (0 when not an array).
    var arrayCount: Int { arrayValue?.count ?? 0 }
}

extension SceneSession {
    /// The state at `seconds`.
    mutating func state(_ seconds: Double) -> JSONValue { sceneState(at: SceneTime(seconds: seconds)) }
}
