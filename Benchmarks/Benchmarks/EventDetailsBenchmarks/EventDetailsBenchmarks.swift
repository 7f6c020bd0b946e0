import Benchmark
import Drawing
import EventDetails
import Geometry
import Stage

// Benchmarks for the event-details scene. Run: scripts/bench EventDetails
//
// Target (issue 17): one frame — update + draw + wire encoding with a warm cache — ≤ 200 µs
// median. Bytes per warm frame are deterministic and checked in Tests/EventDetailsTests
// (WireBudgetTests), which print them.

/// Two minutes of use in 10 s cycles: the filter shown (chips swinging in), two sports toggled
/// (cards scaling out and sliding), a refresh, the filter cleared and hidden; then the first
/// event's details opened, scrolled past the collapse with the wheel and back, and closed.
func minutesOfUse() -> [SceneEvent] {
    var events: [SceneEvent] = []
    for cycle in 0..<12 {
        let base = Double(cycle) * 10
        func at(_ t: Double) -> SceneTime { SceneTime(seconds: base + t) }
        events += [
            .action(name: "toggle-filter", time: at(0.1)), .action(name: "toggle-basketball", time: at(0.8)),
            .action(name: "toggle-tennis", time: at(1.6)), .action(name: "refresh", time: at(2.4)),
            .action(name: "toggle-basketball", time: at(3.2)), .action(name: "toggle-tennis", time: at(3.4)),
            .action(name: "toggle-filter", time: at(4.5)), .action(name: "open-first", time: at(5)),
            .wheel(dy: 60, x: 195, y: 500, at: at(5.6)), .wheel(dy: 60, x: 195, y: 500, at: at(6.2)),
            .wheel(dy: -120, x: 195, y: 500, at: at(7.4)), .action(name: "back", time: at(8.5)),
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
        var session = try! SceneSession<EventDetailsScene>()
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
}
