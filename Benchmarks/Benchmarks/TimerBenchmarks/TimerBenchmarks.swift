import Benchmark
import Drawing
import Geometry
import Stage
import Timer

// Benchmarks for the tea brew timer. Run: scripts/bench Timer
//
// Targets (issue 14): median frame cost — update + draw + wire encode with a warm cache — per
// screen ≤ 150 µs (the done screen with the pour ≤ 300 µs). Bytes per warm frame per screen are
// deterministic and printed by Tests/TimerTests (WireBudgetTests). The thread's CPU time per frame
// (ns) is reported beside the wall clock, which a loaded machine inflates.

/// The scripted screens: parameters set at 0 and the events that bring each one to life.
let screens: [(name: String, parameters: [(String, ParameterValue)], events: [SceneEvent])] = [
    ("list", [], []),
    ("timer, digital, running", [("screen", "timer")], [.action(name: "play", time: 0.5)]),
    ("timer, analog, running", [("screen", "timer"), ("face", "analog")], [.action(name: "play", time: 0.5)]),
    ("timer, paused", [("screen", "timer")], [.action(name: "play", time: 0.5), .action(name: "pause", time: 1)]),
    ("ratings, radar switching", [("screen", "ratings"), ("tea", "3")],
     (0..<40).map { .key($0 % 4 < 2 ? "ArrowRight" : "ArrowLeft", at: SceneTime(seconds: 0.5 + Double($0) * 0.4)) }),
    ("done (pour)", [("screen", "done")], []),
]

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, threadCPU, .throughput, .mallocCountTotal],
        timeUnits: .microseconds,
        maxDuration: .seconds(3)
    )

    for screen in screens {
        // Each sample builds the session outside the measurement, then measures 1000 consecutive
        // frames at 60 fps (16.7 s of scene time); times are per frame.
        Benchmark("frame: update + draw + wire encode — \(screen.name)", configuration: .init(scalingFactor: .kilo)) { benchmark in
            var session = try! SceneSession<TimerScene>()
            for (name, value) in screen.parameters { try! session.append(.set(name: name, value: value, time: 0)) }
            try! session.append(contentsOf: screen.events)
            var encoder = WireEncoder()
            blackHole(try! encoder.encode(session.frame(at: 0)))
            var frame = 0
            benchmark.startMeasurement()
            let cpu = threadCPUNanoseconds()
            for _ in benchmark.scaledIterations {
                frame += 1
                blackHole(try! encoder.encode(session.frame(at: SceneTime(seconds: Double(frame) / 60))))
            }
            benchmark.measurement(threadCPU, (threadCPUNanoseconds() - cpu) / benchmark.scaledIterations.count)
            benchmark.stopMeasurement()
        }
    }
}
