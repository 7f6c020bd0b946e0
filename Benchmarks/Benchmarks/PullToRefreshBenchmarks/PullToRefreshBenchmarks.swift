import Benchmark
import Drawing
import Geometry
import PullToRefresh
import Stage

// Benchmarks for the pull-to-refresh scene. Run: scripts/bench PullToRefresh
//
// Targets (issue 8): one frame — update (ticks and input) + draw + wire encoding with a warm
// cache — ≤ 100 µs median. The byte budget (≤ 1 KB per warm frame) and the permessage-deflate
// size of a 10 s session are deterministic and checked in Tests/PullToRefreshTests
// (WireBudgetTests), which print them.

/// rubberInverse for H = 844 (pull-to-refresh.md B.4).
func travel(_ pull: Double) -> Double { (844 / 0.55) * pull / (844 - pull) }

/// Two minutes of a user playing with the scene in 10 s cycles: a pull over 0.65 s to c = 125
/// (roll-in, threshold), a release, the 5 s refresh (bounce, return, roll-out), a scroll down
/// and back with the wheel, and an aborted pull. Pointer moves at 120 per second.
func minutesOfUse() -> [SceneEvent] {
    var events: [SceneEvent] = []
    for cycle in 0..<12 {
        let base = Double(cycle) * 10
        let id = PointerID(cycle * 2 + 1)
        events.append(.pointer(.down, id: id, x: 195, y: 300, at: SceneTime(seconds: base + 0.2), kind: .touch))
        for i in 1...78 {
            let pull = 125 * Double(i) / 78
            events.append(.pointer(.move, id: id, x: 195, y: 300 + travel(pull), at: SceneTime(seconds: base + 0.2 + Double(i) / 120), kind: .touch))
        }
        events.append(.pointer(.up, id: id, x: 195, y: 300 + travel(125), at: SceneTime(seconds: base + 1), kind: .touch))
        for (t, dy) in [(7.2, 120.0), (7.4, 200), (7.6, 150), (8.0, -600)] {
            events.append(.wheel(dy: dy, x: 195, y: 500, at: SceneTime(seconds: base + t)))
        }
        let abort = PointerID(cycle * 2 + 2)
        events.append(.pointer(.down, id: abort, x: 195, y: 300, at: SceneTime(seconds: base + 8.5), kind: .touch))
        for i in 1...36 {
            events.append(.pointer(.move, id: abort, x: 195, y: 300 + travel(Double(i) * 1.5), at: SceneTime(seconds: base + 8.5 + Double(i) / 120), kind: .touch))
        }
        events.append(.pointer(.up, id: abort, x: 195, y: 300 + travel(54), at: SceneTime(seconds: base + 8.9), kind: .touch))
    }
    return events
}

/// The scripted session's frames, one drawn and wire-encoded per `next()` call at 60 fps, so
/// that each benchmark sample is one frame: p99 and max are real tails and the malloc count is
/// per frame. `prepare()` builds the session and encodes its cold first frame. With
/// `retainsFrames` the encoder sends only what changed, as `preview serve` does.
final class FrameSource: @unchecked Sendable {
    private let script: [SceneEvent]
    private let retainsFrames: Bool
    private var session: SceneSession<PullToRefreshScene>?
    private var encoder = WireEncoder()
    /// Frames drawn since `prepare()`; frame k is at k/60 s.
    private(set) var frame = 0

    init(_ script: [SceneEvent], retainsFrames: Bool = false) {
        self.script = script
        self.retainsFrames = retainsFrames
    }

    func prepare() {
        var session = try! SceneSession<PullToRefreshScene>()
        try! session.append(contentsOf: script)
        encoder = WireEncoder(retainsFrames: retainsFrames)
        frame = 0
        blackHole(try! encoder.encode(session.frame(at: 0)))
        self.session = session
    }

    func next() {
        frame += 1
        blackHole(try! encoder.encode(session!.frame(at: SceneTime(seconds: Double(frame) / 60))))
    }

    /// Runs `body` on the session (as simulated up to the last frame).
    func withSession<T>(_ body: (inout SceneSession<PullToRefreshScene>) -> T) -> T {
        body(&session!)
    }

    /// The first frame of a new session with a new encoder (the session is built in `prepare`).
    func cold() {
        var encoder = WireEncoder()
        var session = self.session!
        blackHole(try! encoder.encode(session.frame(at: 0)))
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, threadCPU, .throughput, .mallocCountTotal],
        timeUnits: .microseconds,
        maxDuration: .seconds(3)
    )

    let script = minutesOfUse()
    animationsPanelBenchmarks(script)

    // Issue 24: steady-state mallocs per frame ≤ 10, with the tails the 1000-frame averages
    // below hide. One sample per frame over 2 minutes of scene time.
    let frames = FrameSource(script)
    Benchmark("per frame: update + draw + wire encode (60 fps, warm cache; tails, mallocs)",
              configuration: .init(metrics: [.wallClock, threadCPU, .mallocCountTotal], timeUnits: .microseconds,
                                   maxDuration: .seconds(3), maxIterations: 7_000),
              closure: { benchmark in recordingThreadCPU(benchmark) { frames.next() } }, setup: { frames.prepare() })
    let retainedFrames = FrameSource(script, retainsFrames: true)
    Benchmark("per frame, retained encoder as served: update + draw + wire encode (tails, mallocs)",
              configuration: .init(metrics: [.wallClock, threadCPU, .mallocCountTotal], timeUnits: .microseconds,
                                   maxDuration: .seconds(3), maxIterations: 7_000),
              closure: { benchmark in recordingThreadCPU(benchmark) { retainedFrames.next() } }, setup: { retainedFrames.prepare() })
    let coldFrames = FrameSource(script)
    Benchmark("cold frame: a new session's first frame, new encoder",
              configuration: .init(metrics: [.wallClock, threadCPU, .mallocCountTotal], timeUnits: .microseconds,
                                   maxDuration: .seconds(2), maxIterations: 500),
              closure: { benchmark in recordingThreadCPU(benchmark) { coldFrames.cold() } }, setup: { coldFrames.prepare() })

    // Each sample builds a session with the script outside the measurement, then measures 1000
    // consecutive frames (16.7 s of scene time: a pull, a refresh, a scroll, an aborted pull);
    // times are per frame.
    Benchmark("frame: update + draw + wire encode (60 fps, warm cache)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        var session = try! SceneSession<PullToRefreshScene>()
        try! session.append(contentsOf: script)
        var encoder = WireEncoder()
        blackHole(try! encoder.encode(session.frame(at: 0)))  // the cold first frame
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

    Benchmark("frame: draw + wire encode only (mid-bounce, warm cache)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        var session = try! SceneSession<PullToRefreshScene>()
        try! session.append(contentsOf: script)
        let scene = session.scene(at: 2)
        let size = session.viewport(at: 2)
        var encoder = WireEncoder()
        var t = 2.0
        func next() -> Frame {
            t += 1.0 / 60
            if t > 5.5 { t = 2 }
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

    Benchmark("update alone: one tick of scene time with pointer input (60 fps)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        var session = try! SceneSession<PullToRefreshScene>()
        try! session.append(contentsOf: script)
        var frame = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            frame += 1
            blackHole(session.scene(at: SceneTime(seconds: Double(frame) / 60)))
        }
        benchmark.stopMeasurement()
    }

    Benchmark("semantic state at a frame (inspector)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        var session = try! SceneSession<PullToRefreshScene>()
        try! session.append(contentsOf: script)
        var frame = 0
        blackHole(session.sceneState(at: 10))
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            frame += 1
            blackHole(session.sceneState(at: SceneTime(seconds: 10 + Double(frame) / 60)))
        }
        benchmark.stopMeasurement()
    }
}
