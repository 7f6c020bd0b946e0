import Drawing
import Geometry
import Stage
@testable import Pour

/// The reference viewport, 390 × 844.
let referenceViewport = Size(width: 390, height: 844)

/// Scene time `seconds`.
func at(_ seconds: Double) -> SceneTime { SceneTime(seconds: seconds) }

/// Whether `a` is within `tolerance` of `b`.
func near(_ a: Double, _ b: Double, _ tolerance: Double = 0.01) -> Bool { abs(a - b) <= tolerance }

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

extension JSONValue {
    /// The number at `path`, or NaN when missing, so comparisons fail loudly.
    func number(_ path: String...) -> Double {
        var v: JSONValue? = self
        for key in path { v = v?[key] }
        return v?.doubleValue ?? .nan
    }
}
