import Benchmark
import Demo
import Drawing
import Stage

// Benchmarks for the Stage module. Run: scripts/bench Stage
//
// Targets (issue 6): host overhead per frame, excluding the scene's own drawing, ≤ 20 µs;
// replaying a 60 s session of dense pointer input (120 events/s) to seek to its end ≤ 200 ms.

/// A scene that draws nothing and reacts to nothing: every cost measured with it is the host's
/// (advancing the simulation, checkpoints, transactions, the recorder, extracting the frame).
struct NullScene: Scene {
    static let info = SceneInfo(id: "null", title: "Null", summary: "Draws nothing.")
    var count = 0
    init(_ context: SceneContext) {}
    mutating func receive(_ input: InputEvent, in context: SceneContext) { count += 1 }
    func draw(in context: inout GraphicsContext, at time: SceneTime) {}
    func state(at time: SceneTime) -> JSONValue { ["count": JSONValue(count)] }
}

/// The same host work with a ticking scene (60 Hz, one tick per frame).
struct NullTickingScene: Scene {
    static let info = SceneInfo(id: "null-ticking", title: "Null ticking", summary: "Ticks.", tickRate: 60)
    var ticks = 0
    init(_ context: SceneContext) {}
    mutating func tick(in context: SceneContext) { ticks += 1 }
    func draw(in context: inout GraphicsContext, at time: SceneTime) {}
    func state(at time: SceneTime) -> JSONValue { ["ticks": JSONValue(ticks)] }
}

/// 60 s of dense pointer input on the demo square: drags of 1 s (down, 118 moves, up) at
/// 120 events per second, 7200 events in all.
func densePointerSession() -> [SceneEvent] {
    var events: [SceneEvent] = []
    events.reserveCapacity(7200)
    for drag in 0..<60 {
        let start = Double(drag)
        for i in 0..<120 {
            let t = SceneTime(seconds: start + Double(i) / 120)
            let x = 195 + 100 * Double(i) / 119 * (drag % 2 == 0 ? 1 : -1)
            let y = 422 + 50 * Double(i) / 119
            let phase: PointerEvent.Phase = i == 0 ? .down : i == 119 ? .up : .move
            events.append(.pointer(phase, id: PointerID(drag + 1), x: i == 0 ? 195 : x, y: i == 0 ? 422 : y, at: t, kind: .touch))
        }
    }
    return events
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput],
        timeUnits: .microseconds,
        maxDuration: .seconds(3)
    )

    Benchmark("host overhead per frame (60 fps, null scene)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        var session = try! SceneSession<NullScene>()
        var frame = 0
        for _ in benchmark.scaledIterations {
            frame += 1
            if frame == 60 * 3000 { session = try! SceneSession<NullScene>(); frame = 1 }
            blackHole(session.frame(at: SceneTime(seconds: Double(frame) / 60)))
        }
    }

    Benchmark("host overhead per frame (60 fps, ticking null scene)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        var session = try! SceneSession<NullTickingScene>()
        var frame = 0
        for _ in benchmark.scaledIterations {
            frame += 1
            if frame == 60 * 3000 { session = try! SceneSession<NullTickingScene>(); frame = 1 }
            blackHole(session.frame(at: SceneTime(seconds: Double(frame) / 60)))
        }
    }

    Benchmark("host overhead per frame with 2 pointer events per frame (null scene)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        var session = try! SceneSession<NullScene>()
        var frame = 0
        for _ in benchmark.scaledIterations {
            frame += 1
            if frame == 60 * 3000 { session = try! SceneSession<NullScene>(); frame = 1 }
            let t = Double(frame) / 60
            if frame % 60 == 1 { try! session.append(.pointer(.down, id: 1, x: 10, y: 10, at: SceneTime(seconds: t - 0.001))) }
            try! session.append(.pointer(.move, id: 1, x: t, y: 10, at: SceneTime(seconds: t - 0.0005)))
            if frame % 60 == 0 { try! session.append(.pointer(.up, id: 1, x: t, y: 10, at: SceneTime(seconds: t))) }
            blackHole(session.frame(at: SceneTime(seconds: t)))
        }
    }

    Benchmark("demo scene frame (host + drawing)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        var session = try! SceneSession<DemoScene>()
        try! session.append(contentsOf: densePointerSession())
        var frame = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            frame = frame % (60 * 60) + 1
            blackHole(session.frame(at: SceneTime(seconds: Double(frame) / 60)))
        }
        benchmark.stopMeasurement()
    }

    Benchmark("demo scene drawing alone") { benchmark in
        var session = try! SceneSession<DemoScene>()
        let scene = session.scene(at: 1)
        for _ in benchmark.scaledIterations {
            var context = GraphicsContext(size: session.viewport(at: 1))
            scene.draw(in: &context, at: 1)
            blackHole(context.frame)
        }
    }

    let dense = densePointerSession()

    Benchmark("replay 60 s of pointer input (120 events/s) and seek to its end", configuration: .init(timeUnits: .milliseconds)) { benchmark in
        for _ in benchmark.scaledIterations {
            var session = try! SceneSession<DemoScene>()
            try! session.append(contentsOf: dense)
            blackHole(session.frame(at: 60))
        }
    }

    Benchmark("scrub between 30.5 s and 60 s in that session (checkpoint + replay, per seek)",
              configuration: .init(scalingFactor: .kilo)) { benchmark in
        var session = try! SceneSession<DemoScene>()
        try! session.append(contentsOf: dense)
        _ = session.frame(at: 60)
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            blackHole(session.frame(at: i % 2 == 0 ? 30.5 : 60))
        }
        benchmark.stopMeasurement()
    }
}
