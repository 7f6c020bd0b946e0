import Benchmark
import PullToRefresh
import Stage

// Issue 23: the Animations panel's cost. Closed, it asks for nothing: a frame is the suite's
// "per frame" benchmark. Open, the page asks for the description 10 times a second (every 6th
// frame at 60 fps) and for the selected property's samples 4 times a second (every 15th frame;
// web/page/inspection-messages.js). Target: the panel's update ≤ 10 % of frame time. One sample
// per frame over the scripted two minutes.

/// The scripted session's frames (`FrameSource`) with the panel open: a description (walk +
/// JSON text) after every 6th frame, as `preview serve` answers the page's `animations` request
/// (which lists at most 200 resting properties: `InspectionRequest.maximumRestingProperties`).
final class PanelSource: @unchecked Sendable {
    private let frames: FrameSource

    init(_ script: [SceneEvent]) { frames = FrameSource(script) }

    func prepare() { frames.prepare() }

    private var time: SceneTime { SceneTime(seconds: Double(frames.frame) / 60) }

    private func describe() -> String {
        let time = self.time
        return frames.withSession { $0.animations(at: time, restingLimit: 200).json.serialized() }
    }

    /// The plot's request: 150 samples of the ball's offset over 2 s around the time.
    private func sample() -> [[Double]?] {
        let time = self.time.seconds
        let times = (0..<150).map { SceneTime(seconds: max(0, time - 1) + 2 * Double($0) / 149) }
        return frames.withSession { $0.animatedValues(of: "refresh.ball.offsetY", at: times) }
    }

    /// The next frame, the description when one is due (every 6th frame) and the samples when
    /// they are due (every 15th frame).
    func next() {
        frames.next()
        if frames.frame % 6 == 0 { blackHole(describe()) }
        if frames.frame % 15 == 0 { blackHole(sample()) }
    }

    /// The next frame (not measured by `threadCPU`), then one description measured alone.
    func describeOnly(_ benchmark: Benchmark) {
        frames.next()
        let start = threadCPUNanoseconds()
        blackHole(describe())
        benchmark.measurement(threadCPU, threadCPUNanoseconds() - start)
    }

    /// The next 15 frames (not measured), then one samples request measured alone (the page asks
    /// at most 4 times a second).
    func sampleOnly(_ benchmark: Benchmark) {
        for _ in 0..<15 { frames.next() }
        let start = threadCPUNanoseconds()
        blackHole(sample())
        benchmark.measurement(threadCPU, threadCPUNanoseconds() - start)
    }
}

func animationsPanelBenchmarks(_ script: [SceneEvent]) {
    let tails = Benchmark.Configuration(metrics: [.wallClock, threadCPU, .mallocCountTotal], timeUnits: .microseconds,
                                        maxDuration: .seconds(3), maxIterations: 7_000)
    let open = PanelSource(script)
    Benchmark("per frame with the Animations panel open: frame + a description every 6th frame + samples every 15th",
              configuration: tails,
              closure: { benchmark in recordingThreadCPU(benchmark) { open.next() } }, setup: { open.prepare() })
    let describing = PanelSource(script)
    Benchmark("Animations panel: one description (Mirror walk + JSON text), per update",
              configuration: tails,
              closure: { benchmark in describing.describeOnly(benchmark) }, setup: { describing.prepare() })
    let sampling = PanelSource(script)
    Benchmark("Animations panel: 150 samples of refresh.ball.offsetY over 2 s, on a copy, per request",
              configuration: .init(metrics: [.wallClock, threadCPU], timeUnits: .microseconds,
                                   maxDuration: .seconds(3), maxIterations: 1_000),
              closure: { benchmark in sampling.sampleOnly(benchmark) }, setup: { sampling.prepare() })
}
