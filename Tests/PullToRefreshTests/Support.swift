import Drawing
import Geometry
import Testing
@testable import PullToRefresh
@testable import Stage
import ZoetropeTestSupport

/// The time of tick `k` at 60 Hz, computed as the session computes it.
func tick(_ k: Int) -> SceneTime { SceneTime(seconds: Double(k) / 60) }

/// The spec's rubber band for the default viewport (H = 844, k = 0.55).
let defaultRubberBand = RubberBand(constant: 0.55, dimension: 844)

/// Pointer y where scripted drags press (below the header).
let pressY = 400.0

/// A session of the scene with `events` appended.
func session(_ events: [SceneEvent] = [], viewport: Size? = nil, seed: UInt64? = nil)
    throws -> SceneSession<PullToRefreshScene>
{
    var s = try SceneSession<PullToRefreshScene>(seed: seed, viewport: viewport)
    try s.append(contentsOf: events)
    return s
}

/// A scripted drag (B.10): a press at tick `start`, then moves that make c take the given values
/// exactly on the given ticks (pointer y from `rubberInverse`), then optionally a release.
///
/// - Parameters:
///   - start: The tick of the press.
///   - pulls: (tick, c) pairs, ticks increasing, c > 0.
///   - release: The tick of the release, nil to keep holding.
///   - id: The pointer id.
///   - rubberBand: The rubber band (default: H = 844).
func scriptedDrag(start: Int, pulls: [(Int, Double)], release: Int? = nil, id: PointerID = 1,
                  rubberBand: RubberBand = defaultRubberBand, x: Double = 195) -> [SceneEvent]
{
    var events: [SceneEvent] = [.pointer(.down, id: id, x: x, y: pressY, at: tick(start))]
    var y = pressY
    for (k, c) in pulls {
        y = pressY + rubberBand.travel(forPull: c)
        events.append(.pointer(.move, id: id, x: x, y: y, at: tick(k)))
    }
    if let release { events.append(.pointer(.up, id: id, x: x, y: y, at: tick(release))) }
    return events
}

/// The drag of observable check 1: press at tick 10, c = 120 on tick 20 (so the refresh starts
/// on tick 21), release on tick `release` (nil: hold).
func refreshDrag(release: Int? = 30) -> [SceneEvent] {
    scriptedDrag(start: 10, pulls: [(20, 120)], release: release)
}

/// The tick on which `refreshDrag` starts the refresh, and its time t_on.
let refreshTick = 21
var tOn: Double { Double(refreshTick) / 60 }

extension JSONValue {
    /// The number at `path` (keys), or NaN when missing, so comparisons fail loudly.
    func number(_ path: String...) -> Double {
        var v: JSONValue? = self
        for key in path { v = v?[key] }
        return v?.doubleValue ?? .nan
    }

    /// The string at `key`.
    func string(_ key: String) -> String? { self[key]?.stringValue }
}

/// `isClose` with the spec's default tolerance of 0.01 (false for NaN).
func close(_ a: Double, _ b: Double, _ tolerance: Double = 0.01) -> Bool {
    isClose(a, b, tolerance)
}

/// The angle `degrees` reduced to −180 ..< 180, to compare rotations modulo a full turn.
func wrapped(degrees: Double) -> Double {
    var d = degrees.truncatingRemainder(dividingBy: 360)
    if d >= 180 { d -= 360 }
    if d < -180 { d += 360 }
    return d
}

/// A reference interpreter of frame semantics: the transform each drawing operation draws in.
enum FrameReader {
    struct Draw {
        var command: Frame.Command
        var name: String?
        var transform: AffineTransform
    }

    static func draws(_ frame: Frame) -> [Draw] {
        var transform = AffineTransform.identity
        var stack: [(transform: AffineTransform, isLayer: Bool)] = []
        var out: [Draw] = []
        for op in frame.operations {
            switch op.command {
            case .save: stack.append((transform, false))
            case .restore: if let top = stack.last, !top.isLayer { transform = stack.removeLast().transform }
            case .beginLayer: stack.append((transform, true))
            case .endLayer:
                if let i = stack.lastIndex(where: \.isLayer) {
                    transform = stack[i].transform
                    stack.removeSubrange(i...)
                }
            case .concatenate(let t): transform = t.concatenating(transform)
            case .setTransform(let t): transform = t
            case .setOpacity, .clip, .addFilter, .resetFilters: break
            case .fill, .stroke, .text: out.append(Draw(command: op.command, name: op.name, transform: transform))
            }
        }
        return out
    }

    /// The first drawing operation named `name`.
    static func draw(named name: String, in frame: Frame) -> Draw? {
        draws(frame).first { $0.name == name }
    }

    /// Card `index`'s operations: its named body, then the unnamed border, band and texts
    /// (sport, venue, team, date, tickets, chevron) up to the next named operation.
    static func card(_ index: Int, in frame: Frame) -> (body: Draw, border: Draw, band: Draw, texts: [String: Draw])? {
        let all = draws(frame)
        guard let start = all.firstIndex(where: { $0.name == "list/row/\(index)" }) else { return nil }
        let rest = all[(start + 1)...].prefix { $0.name == nil }
        guard rest.count >= 7 else { return nil }
        let parts = Array(rest)
        let labels = ["sport", "venue", "team", "date", "tickets", "chevron"]
        var texts: [String: Draw] = [:]
        for (label, draw) in zip(labels, parts[2...]) { texts[label] = draw }
        return (all[start], parts[0], parts[1], texts)
    }

    /// The names of the drawing operations, in order.
    static func names(_ frame: Frame) -> [String] {
        draws(frame).compactMap(\.name)
    }
}
