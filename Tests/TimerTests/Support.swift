import Drawing
import Geometry
import Stage
import Testing
import ZoetropeTestSupport
@testable import Timer

/// A session of the timer scene with parameters set at t = 0 and `events` appended.
func session(_ parameters: [String: ParameterValue] = [:], events: [SceneEvent] = [], viewport: Size? = nil)
    throws -> SceneSession<TimerScene>
{
    var s = try SceneSession<TimerScene>(viewport: viewport)
    for (name, value) in parameters.sorted(by: { $0.key < $1.key }) {
        try s.append(.set(name: name, value: value, time: 0))
    }
    try s.append(contentsOf: events)
    return s
}

/// A click (down and up at the same place) at `time`, the up 0.05 s later.
func click(_ x: Double, _ y: Double, at time: Double, id: PointerID = 1) -> [SceneEvent] {
    [.pointer(.down, id: id, x: x, y: y, at: SceneTime(seconds: time)),
     .pointer(.up, id: id, x: x, y: y, at: SceneTime(seconds: time + 0.05))]
}

/// A click at `point`.
func click(_ point: Point, at time: Double) -> [SceneEvent] { click(point.x, point.y, at: time) }

extension JSONValue {
    /// The value at a path of keys and array indices (as strings), nil when missing.
    func at(_ path: [String]) -> JSONValue? {
        var v: JSONValue? = self
        for key in path {
            if let i = Int(key), case .array(let a)? = v {
                v = a.indices.contains(i) ? a[i] : nil
            } else {
                v = v?[key]
            }
        }
        return v
    }

    /// The number at `path`, NaN when missing (so comparisons fail loudly).
    func number(_ path: String...) -> Double { at(path)?.doubleValue ?? .nan }

    /// The string at `path`.
    func string(_ path: String...) -> String? { at(path)?.stringValue }

    /// The point {x, y} at `path`.
    func point(_ path: String...) -> Point {
        Point(x: at(path + ["x"])?.doubleValue ?? .nan, y: at(path + ["y"])?.doubleValue ?? .nan)
    }

    /// The array at `path` (empty when missing).
    func array(_ path: String...) -> [JSONValue] {
        if case .array(let a)? = at(path) { return a }
        return []
    }
}

/// `isClose` with the spec's default tolerance, ±0.01 (timer.md §12).
func close(_ a: Double, _ b: Double, _ tolerance: Double = 0.01) -> Bool { isClose(a, b, tolerance) }

/// `isClose` for points with the spec's default tolerance.
func close(_ a: Point, _ b: Point, _ tolerance: Double = 0.01) -> Bool { isClose(a, b, tolerance) }

/// The drawing operations of a frame with the transform and opacity each draws with.
enum Draws {
    struct Draw {
        var command: Frame.Command
        var name: String?
        var transform: AffineTransform
        var opacity: Double
    }

    static func all(_ frame: Frame) -> [Draw] {
        var transform = AffineTransform.identity, opacity = 1.0
        var stack: [(AffineTransform, Double)] = []
        var out: [Draw] = []
        for op in frame.operations {
            switch op.command {
            case .save: stack.append((transform, opacity))
            case .restore: if let s = stack.popLast() { (transform, opacity) = s }
            case .concatenate(let t): transform = t.concatenating(transform)
            case .setTransform(let t): transform = t
            case .setOpacity(let o): opacity = o
            case .fill, .stroke, .text: out.append(Draw(command: op.command, name: op.name, transform: transform, opacity: opacity))
            default: break   // clips, filters and layers move nothing
            }
        }
        return out
    }

    /// The first operation named `name`.
    static func named(_ name: String, in frame: Frame) -> Draw? { all(frame).first { $0.name == name } }

    /// The operations from the one named `name` up to (not including) the next named one.
    static func group(_ name: String, in frame: Frame) -> [Draw] {
        let a = all(frame)
        guard let i = a.firstIndex(where: { $0.name == name }) else { return [] }
        return [a[i]] + a[(i + 1)...].prefix { $0.name == nil }
    }
}

extension Draws {
    /// The unnamed operations just before the one named `name` (back to the previous named one).
    static func preceding(_ name: String, in frame: Frame) -> [Draw] {
        let a = all(frame)
        guard let i = a.firstIndex(where: { $0.name == name }) else { return [] }
        return Array(a[..<i].reversed().prefix { $0.name == nil }.reversed())
    }
}
