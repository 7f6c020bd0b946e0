import Drawing
import RealModule
import Geometry
import Testing
@testable import Seating
@testable import Stage

/// The reference configuration (§2.5): viewport 900 × 900, L = 720, B = (90, 90).
let referenceSide = 720.0
let reference = StadiumLayout(side: referenceSide)

/// The tribune `id` of the reference layout.
func tribune(_ id: String) -> Tribune {
    reference.tribune(TribuneID(id)!)!
}

/// A session of the scene (900 × 900 unless given) with `events` appended.
func session(_ events: [SceneEvent] = [], viewport: Size? = nil) throws -> SceneSession<SeatingScene> {
    var s = try SceneSession<SeatingScene>(viewport: viewport)
    try s.append(contentsOf: events)
    return s
}

/// A mouse tap (down and up at the same spot and time) at canvas (x, y).
func tap(_ x: Double, _ y: Double, at t: Double, id: PointerID = 1) -> [SceneEvent] {
    [.pointer(.down, id: id, x: x, y: y, at: SceneTime(seconds: t)),
     .pointer(.up, id: id, x: x, y: y, at: SceneTime(seconds: t))]
}

extension JSONValue {
    /// The number at `path` (keys), or NaN when missing, so comparisons fail loudly.
    func number(_ path: String...) -> Double {
        var v: JSONValue? = self
        for key in path { v = v?[key] }
        return v?.doubleValue ?? .nan
    }

    /// The point {x, y} at `key`.
    func point(_ key: String) -> Point { Point(x: number(key, "x"), y: number(key, "y")) }
}

extension SceneSession<SeatingScene> {
    /// The scene's own state at `t` seconds.
    mutating func at(_ t: Double) -> JSONValue { sceneState(at: SceneTime(seconds: t)) }
}

/// A one-pointer pan starting at `t`: down at `start`, then moves at 60 per second along a
/// Lissajous swing of ±200 × ±120 points for `seconds`, then up.
func panEvents(from t: Double, seconds: Double, start: Point = Point(x: 450, y: 450), id: PointerID = 7) -> [SceneEvent] {
    var events: [SceneEvent] = [.pointer(.down, id: id, x: start.x, y: start.y, at: SceneTime(seconds: t), kind: .touch)]
    let n = Int(seconds * 60)
    var p = start
    for i in 1...max(1, n) {
        let phase = Double(i) / Double(max(1, n)) * 2 * .pi
        p = Point(x: start.x + 200 * Double.sin(phase), y: start.y + 120 * Double.sin(2 * phase))
        events.append(.pointer(.move, id: id, x: p.x, y: p.y, at: SceneTime(seconds: t + Double(i) / 60), kind: .touch))
    }
    events.append(.pointer(.up, id: id, x: p.x, y: p.y, at: SceneTime(seconds: t + seconds + 0.001), kind: .touch))
    return events
}
