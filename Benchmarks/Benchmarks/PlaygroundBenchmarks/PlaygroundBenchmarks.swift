import Benchmark
import Drawing
import Geometry
import Playground
import Stage

// Benchmarks for the animation-compare playground. Run: scripts/bench Playground
//
// Target (issue 17): one frame — update + draw + wire encoding with a warm cache — ≤ 200 µs
// median. Bytes per warm frame are deterministic and checked in Tests/PlaygroundTests
// (WireBudgetTests), which print them.

/// Two minutes of use in 10 s cycles: the six demo rows (one of each type) animated, pressed
/// again mid-flight, slow motion switched, the list scrolled with the wheel; then the
/// transitions tab with a preset hidden and shown.
func minutesOfUse() -> [SceneEvent] {
    var events: [SceneEvent] = [.action(name: "demo-set", time: 0)]
    for cycle in 0..<12 {
        let base = Double(cycle) * 10
        func at(_ t: Double) -> SceneTime { SceneTime(seconds: base + t) }
        events += [
            .action(name: "animations-tab", time: at(0.1)), .action(name: "animate", time: at(0.2)),
            .action(name: "animate", time: at(0.7)), .action(name: "toggle-slow", time: at(1.5)),
            .action(name: "animate", time: at(1.6)), .action(name: "toggle-slow", time: at(5)),
            .wheel(dy: 200, x: 195, y: 500, at: at(5.2)), .wheel(dy: -200, x: 195, y: 500, at: at(5.6)),
            .action(name: "transitions-tab", time: at(6)), .action(name: "next-transition", time: at(6)),
            .action(name: "toggle-square", time: at(6.1)), .action(name: "toggle-square", time: at(7)),
        ]
    }
    return events
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, threadCPU, .cpuTotal, .throughput, .mallocCountTotal],
        timeUnits: .microseconds,
        maxDuration: .seconds(3)
    )

    let script = minutesOfUse()

    // Each iteration: a fresh session's 1000 consecutive frames at 60 fps (16.7 s of scene time);
    // times are per frame, the thread-CPU metric too.
    Benchmark("frame: update + draw + wire encode (60 fps, warm cache)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        var session = try! SceneSession<PlaygroundScene>()
        try! session.append(contentsOf: script)
        var encoder = WireEncoder()
        blackHole(try! encoder.encode(session.frame(at: 0)))
        var frame = 0
        benchmark.startMeasurement()
        recordingThreadCPU(benchmark, runs: benchmark.scaledIterations.count) {
            frame += 1
            blackHole(try! encoder.encode(session.frame(at: SceneTime(seconds: Double(frame) / 60))))
        }
        benchmark.stopMeasurement()
    }

    Benchmark("frame: draw + wire encode only (six rows animating, warm cache)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        var session = try! SceneSession<PlaygroundScene>()
        try! session.append(contentsOf: script)
        let scene = session.scene(at: 1.7)
        let size = session.viewport(at: 1.7)
        var encoder = WireEncoder()
        var t = 1.7
        func next() -> Frame {
            t += 1.0 / 60
            if t > 4.5 { t = 1.7 }
            var context = GraphicsContext(size: size)
            scene.draw(in: &context, at: SceneTime(seconds: t))
            return context.frame
        }
        blackHole(try! encoder.encode(next()))
        benchmark.startMeasurement()
        recordingThreadCPU(benchmark, runs: benchmark.scaledIterations.count) {
            blackHole(try! encoder.encode(next()))
        }
        benchmark.stopMeasurement()
    }
}
