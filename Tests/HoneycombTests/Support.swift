import Drawing
import Foundation
import Geometry
import Stage
import Testing
import ZoetropeTestSupport
@testable import Honeycomb

/// The reference viewport of the checks: 390 × 844 (G = 390 × 700, C = (195, 406)).
let referenceViewport = Size(width: 390, height: 844)
/// The grid centre C for the reference viewport.
let referenceCentre = Point(x: 195, y: 406)

/// A session of the scene with `events` appended.
func session(_ events: [SceneEvent] = [], viewport: Size? = nil) throws -> SceneSession<HoneycombScene> {
    var s = try SceneSession<HoneycombScene>(viewport: viewport)
    try s.append(contentsOf: events)
    return s
}

/// Seconds from milliseconds, as the page sends them.
func ms(_ milliseconds: Double) -> SceneTime { SceneTime(seconds: milliseconds / 1000) }

/// One pointer sample of a scripted gesture: browser time in milliseconds and position.
struct Sample {
    var ms: Double
    var x: Double
    var y: Double
}

/// A gesture from samples: the first is the down, the last the up (or cancel), the rest moves.
func gesture(_ samples: [Sample], id: PointerID = 1, cancel: Bool = false, kind: PointerEvent.Kind = .touch) -> [SceneEvent] {
    samples.enumerated().map { i, s in
        let phase: PointerEvent.Phase = i == 0 ? .down : i == samples.count - 1 ? (cancel ? .cancel : .up) : .move
        return .pointer(phase, id: id, x: s.x, y: s.y, at: ms(s.ms), kind: kind)
    }
}

/// A tap (down and up 40 ms later, no movement) at `point`, at `start` milliseconds.
func tap(_ point: Point, at start: Double, id: PointerID = 1) -> [SceneEvent] {
    gesture([Sample(ms: start, x: point.x, y: point.y), Sample(ms: start + 40, x: point.x, y: point.y)], id: id)
}

/// The spec's formulas, written again here independently of the scene's code.
enum Reference {
    /// D.
    static let diameter = 125.0

    /// §8.3: the velocity from samples ending with the up sample (window 100 ms, ≥ 5 ms span,
    /// capped at 5000 px/s), in px/s.
    static func velocity(_ samples: [Sample]) -> Vector {
        guard let up = samples.last else { return .zero }
        let window = samples.filter { $0.ms >= up.ms - 100 }
        guard window.count >= 2, let first = window.first, up.ms - first.ms >= 5 else { return .zero }
        let dt = (up.ms - first.ms) / 1000
        var v = Vector(dx: (up.x - first.x) / dt, dy: (up.y - first.y) / dt)
        let speed = (v.dx * v.dx + v.dy * v.dy).squareRoot()
        if speed > 5000 { v = v * (5000 / speed) }
        return v
    }

    /// §8.2: the settle target for a drag from `start` with `translation` at release and
    /// velocity `v`, clamped to ±m.
    static func target(start: Vector, translation: Vector, velocity v: Vector, m: Double) -> Vector {
        let pred = translation + 0.499 * v
        let e = start + 1.25 * pred
        return Vector(dx: min(max(e.dx, -m), m), dy: min(max(e.dy, -m), m))
    }

    /// §14: the default spring's normalised step response from rest (response 0.55, ζ 0.825).
    static func spring(_ t: Double, response: Double = 0.55, damping: Double = 0.825) -> Double {
        let w0 = 2 * Double.pi / response
        let lambda = damping * w0
        let wd = w0 * (1 - damping * damping).squareRoot()
        return 1 - exp(-lambda * t) * (cos(wd * t) + lambda / wd * sin(wd * t))
    }

    /// §14: the tolerance for spring positions, 0.6 % of the travel.
    static func springTolerance(travel: Double) -> Double { 0.006 * abs(travel) + 1e-9 }

    /// §14: ease-in-out (0.42, 0, 0.58, 1) progress at time fraction `x`, by bisection on the
    /// Bézier's x(s).
    static func easeInOut(_ x: Double) -> Double {
        func bez(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var lo = 0.0, hi = 1.0
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            if bez(mid, 0.42, 0.58) < x { lo = mid } else { hi = mid }
        }
        return bez((lo + hi) / 2, 0, 1)
    }

    /// §3.3: the centre of (q, r).
    static func centre(q: Int, r: Int) -> Point {
        Point(x: 3.0.squareRoot() / 2 * diameter * Double(q), y: diameter * (Double(r) + Double(q) / 2))
    }
}

extension JSONValue {
    /// The bubble entry whose topic is `topic`.
    func bubble(_ topic: String) -> JSONValue? {
        self["bubbles"]?.arrayValue?.first { $0["topic"]?.stringValue == topic }
    }
}

extension SceneSession where S == HoneycombScene {
    /// The scene's state at `ms` milliseconds.
    mutating func state(ms t: Double) -> JSONValue { sceneState(at: ms(t)) }

    /// The grid offset (presented dragOffset + translation) at `ms` milliseconds.
    mutating func offset(ms t: Double) -> Vector {
        let s = sceneState(at: ms(t))
        return Vector(dx: s.number("offset", "x"), dy: s.number("offset", "y"))
    }
}

/// Taps the fourteen main topics in spiral order, `spacing` ms apart from `start`, each where it
/// is drawn at that moment (each is a neighbour of the one before, so it is visible once that
/// one is centred): everything selected and expanded, 56 bubbles. Returns the time after.
@discardableResult
func selectAllMainTopics(in s: inout SceneSession<HoneycombScene>, from start: Double = 0, spacing: Double = 1500) throws -> Double {
    var t = start
    for (i, topic) in Topics.initial.enumerated() {
        let b = try #require(s.state(ms: t).bubble(topic))
        try s.append(contentsOf: tap(Point(x: b.number("x"), y: b.number("y")), at: t, id: PointerID(1000 + i)))
        t += spacing
    }
    return t
}
