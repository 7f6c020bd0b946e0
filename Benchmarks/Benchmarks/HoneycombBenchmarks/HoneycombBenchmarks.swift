import Benchmark
import Drawing
import Foundation
import Geometry
import Honeycomb
import Stage

// Benchmarks for the honeycomb scene. Run: scripts/bench Honeycomb
//
// Target (issue 15): one frame — update (events) + draw + wire encoding with a warm cache —
// ≤ 300 µs median with the fish-eye on and every subtopic expanded (56 bubbles). The bytes per
// warm frame while dragging are deterministic and checked in Tests/HoneycombTests
// (WireBudgetTests), which prints them.

/// Taps the fourteen main topics in spiral order (each is a neighbour of the one before, so it
/// is visible once that one is centred), 1.5 s apart, each where it is drawn at that moment:
/// every topic selected and expanded, 56 bubbles. Returns the session and the time after.
func expandedSession() -> (SceneSession<HoneycombScene>, Double) {
    var session = try! SceneSession<HoneycombScene>()
    let topics = ["Politics", "Science", "Animals", "Plants", "Tech", "Music", "Sports", "Books", "Cooking", "Traveling",
                  "TV-series", "Art", "Finance", "Fashion"]
    var t = 0.0
    for (i, topic) in topics.enumerated() {
        let bubble = session.sceneState(at: SceneTime(seconds: t))["bubbles"]!.arrayValue!.first { $0["topic"]?.stringValue == topic }!
        let x = bubble["x"]!.doubleValue!, y = bubble["y"]!.doubleValue!
        let id = PointerID(i + 1)
        try! session.append(.pointer(.down, id: id, x: x, y: y, at: SceneTime(seconds: t), kind: .touch))
        try! session.append(.pointer(.up, id: id, x: x, y: y, at: SceneTime(seconds: t + 0.04), kind: .touch))
        t += 1.5
    }
    return (session, t)
}

/// `cycles` drag-and-fling cycles of 2 s from `start`: a press, 0.5 s of circular dragging with
/// moves at 120 per second, a release that flings, and 1.5 s of settling.
func drags(from start: Double, cycles: Int, firstID: Int = 100) -> [SceneEvent] {
    var events: [SceneEvent] = []
    for c in 0..<cycles {
        let base = start + Double(c) * 2
        let id = PointerID(firstID + c)
        let centre = Point(x: 195, y: 406)
        func at(_ k: Int) -> Point {
            let a = Double(k) / 60 * (c.isMultiple(of: 2) ? 1 : -1)
            return Point(x: centre.x + 120 * sin(a), y: centre.y + 160 * (1 - cos(a)))
        }
        events.append(.pointer(.down, id: id, x: centre.x, y: centre.y, at: SceneTime(seconds: base), kind: .touch))
        for k in 1...60 {
            let p = at(k)
            events.append(.pointer(.move, id: id, x: p.x, y: p.y, at: SceneTime(seconds: base + Double(k) / 120), kind: .touch))
        }
        let end = at(60)
        events.append(.pointer(.up, id: id, x: end.x, y: end.y, at: SceneTime(seconds: base + 0.5), kind: .touch))
    }
    return events
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput],
        timeUnits: .microseconds,
        maxDuration: .seconds(3)
    )

    // Each sample builds the expanded session with 60 s of drag-and-fling cycles outside the
    // measurement, then measures 1000 consecutive frames at 60 fps (16.7 s: 8 drags, flings,
    // settles); times are per frame.
    Benchmark("frame: update + draw + wire encode, 56 bubbles, fish-eye on, dragging (60 fps, warm cache)",
              configuration: .init(scalingFactor: .kilo)) { benchmark in
        var (session, t0) = expandedSession()
        try! session.append(contentsOf: drags(from: t0, cycles: 30))
        var encoder = WireEncoder()
        blackHole(try! encoder.encode(session.frame(at: SceneTime(seconds: t0))))
        var frame = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            frame += 1
            blackHole(try! encoder.encode(session.frame(at: SceneTime(seconds: t0 + Double(frame) / 60))))
        }
        benchmark.stopMeasurement()
    }

    Benchmark("frame: update + draw + wire encode, initial 14 bubbles, dragging (60 fps, warm cache)",
              configuration: .init(scalingFactor: .kilo)) { benchmark in
        var session = try! SceneSession<HoneycombScene>()
        try! session.append(contentsOf: drags(from: 0.5, cycles: 30))
        var encoder = WireEncoder()
        blackHole(try! encoder.encode(session.frame(at: 0)))
        var frame = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            frame += 1
            blackHole(try! encoder.encode(session.frame(at: SceneTime(seconds: Double(frame) / 60))))
        }
        benchmark.stopMeasurement()
    }

    Benchmark("draw + wire encode only, 56 bubbles mid-drag (warm cache)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        var (session, t0) = expandedSession()
        try! session.append(contentsOf: drags(from: t0, cycles: 3))
        let scene = session.scene(at: SceneTime(seconds: t0 + 0.3))
        let size = session.viewport(at: SceneTime(seconds: t0))
        var encoder = WireEncoder()
        var t = t0 + 0.3
        func next() -> Frame {
            t += 1.0 / 240
            var context = GraphicsContext(size: size)
            scene.draw(in: &context, at: SceneTime(seconds: t))
            return context.frame
        }
        blackHole(try! encoder.encode(next()))
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try! encoder.encode(next()))
        }
        benchmark.stopMeasurement()
    }

    Benchmark("semantic state at a frame, 56 bubbles (inspector)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        var (session, t0) = expandedSession()
        try! session.append(contentsOf: drags(from: t0, cycles: 30))
        var frame = 0
        blackHole(session.sceneState(at: SceneTime(seconds: t0)))
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            frame += 1
            blackHole(session.sceneState(at: SceneTime(seconds: t0 + Double(frame) / 60)))
        }
        benchmark.stopMeasurement()
    }
}
