import Benchmark
import Drawing
import Geometry
import Stage
import TicketsApp

// Benchmarks for the tickets app (issue 28). Run: scripts/bench TicketsApp
//
// What navigation costs on top of its screens: frames during a push (two screens drawn, one
// translated over the other with a shadow) against frames at rest, and the app's state with
// the whole stack.

/// Ten 4-second cycles: the first event's details pushed, its seating chart pushed, the chart
/// popped, the details popped.
func cycles() -> [SceneEvent] {
    var events: [SceneEvent] = []
    for cycle in 0..<10 {
        let base = Double(cycle) * 4
        events += [
            .action(name: "open-first", time: SceneTime(seconds: base + 0.1)),
            .action(name: "seating-chart", time: SceneTime(seconds: base + 1.0)),
            .action(name: "back", time: SceneTime(seconds: base + 2.0)),
            .action(name: "back", time: SceneTime(seconds: base + 3.0)),
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

    let script = cycles()

    // Each iteration: a fresh session's 1000 consecutive frames at 60 fps through the cycles
    // (pushes, pops and rest); times are per frame, the thread-CPU metric too.
    Benchmark("frame: update + draw + wire encode (60 fps through pushes and pops)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        var session = try! SceneSession<TicketsScene>()
        try! session.append(contentsOf: script)
        var encoder = WireEncoder()
        blackHole(try! encoder.encode(session.frame(at: 0)))
        var frame = 0
        benchmark.startMeasurement()
        recordingThreadCPU(benchmark, runs: benchmark.scaledIterations.count) {
            frame += 1
            blackHole(try! encoder.encode(session.frame(at: SceneTime(seconds: Double(frame % 2400) / 60))))
        }
        benchmark.stopMeasurement()
    }

    // The state mid-push (the stack with every screen's state).
    Benchmark("state with the stack (details and chart pushed)") { benchmark in
        var session = try! SceneSession<TicketsScene>()
        try! session.append(contentsOf: script)
        blackHole(session.sceneState(at: SceneTime(seconds: 1.7)))
        benchmark.startMeasurement()
        recordingThreadCPU(benchmark, runs: benchmark.scaledIterations.count) {
            blackHole(session.sceneState(at: SceneTime(seconds: 1.7)))
        }
        benchmark.stopMeasurement()
    }
}
