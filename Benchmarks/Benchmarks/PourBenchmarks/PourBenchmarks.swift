import Benchmark
import Drawing
import Geometry
import Pour
import Stage

// Benchmarks for the pour scene. Run: scripts/bench Pour
//
// Target (issue 13): the median frame — update + draw + wire encoding with a warm cache — at the
// moment of most live drops ≤ 300 µs. On 390 × 844 about 730–750 drops are alive from τ ≈ 1.3 s
// to the 7 s stop; the frames measured cycle through τ ∈ [1.5, 6.9] at 60 fps. Bytes per warm
// frame (raw and after permessage-deflate) are deterministic and printed by
// Tests/PourTests/WireBudgetTests. "How cost grows with particle count": the same frame on
// taller viewports (more drops alive at once), one benchmark per height.

/// Measures `body` once per scaled iteration with pour times stepping at 60 fps through
/// [start, end) and wrapping around; `body` gets the time.
func measureCycling(_ benchmark: Benchmark, from start: Double = 1.5, to end: Double = 6.9, _ body: (SceneTime) -> Void) {
    var t = start
    benchmark.startMeasurement()
    let cpu = threadCPUNanoseconds()
    for _ in benchmark.scaledIterations {
        t += 1.0 / 60
        if t >= end { t = start }
        body(SceneTime(seconds: t))
    }
    benchmark.measurement(threadCPU, (threadCPUNanoseconds() - cpu) / benchmark.scaledIterations.count)
    benchmark.stopMeasurement()
}

/// A session's frames at 60 fps cycling through pour times [start, end), warm-encoded.
func measureFrames(_ benchmark: Benchmark, viewport: Size, from start: Double = 1.5, to end: Double = 6.9) {
    var session = try! SceneSession<PourScene>(viewport: viewport)
    var encoder = WireEncoder()
    blackHole(try! encoder.encode(session.frame(at: SceneTime(seconds: start))))  // the cold first frame
    measureCycling(benchmark, from: start, to: end) { t in blackHole(try! encoder.encode(session.frame(at: t))) }
}

/// Live drops at τ = 3 for a viewport (the benchmark names say how many drops a frame draws).
func liveDrops(_ viewport: Size) -> Int {
    ParticleEmitter.liveParticles(at: 3, in: viewport, seed: 1).count
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, threadCPU, .cpuTotal, .throughput, .mallocCountTotal],
        timeUnits: .microseconds,
        maxDuration: .seconds(3)
    )

    Benchmark("frame at peak drops (390×844, ~740 live): update + draw + wire encode (60 fps, warm cache)",
              configuration: .init(scalingFactor: .kilo)) { benchmark in
        measureFrames(benchmark, viewport: Size(width: 390, height: 844))
    }

    Benchmark("draw alone at peak drops (390×844, τ cycling 1.5…6.9 s)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        let pour = Pour(seed: 1)
        let size = Size(width: 390, height: 844)
        measureCycling(benchmark) { t in
            var context = GraphicsContext(size: size)
            pour.draw(in: &context, in: Rect(origin: .zero, size: size), at: t)
            blackHole(context.frame)
        }
    }

    Benchmark("live set alone at peak drops (ParticleEmitter.forEachLive, 390×844)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        let size = Size(width: 390, height: 844)
        measureCycling(benchmark) { t in
            var n = 0
            ParticleEmitter.forEachLive(at: t.seconds, in: size, seed: 1) { _, p in n += p.y > 0 ? 1 : 0 }
            blackHole(n)
        }
    }

    Benchmark("frame after the stop (τ ≥ 7: two flat waves, static)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        measureFrames(benchmark, viewport: Size(width: 390, height: 844), from: 7.0, to: 60)
    }

    // Cost against particle count: same width, taller viewports keep more drops alive (the wave
    // paths grow with the width only).
    for height in [200.0, 422, 844, 1688, 3000] {
        let size = Size(width: 390, height: height)
        Benchmark("frame vs drops: 390×\(Int(height)), \(liveDrops(size)) live at τ = 3",
                  configuration: .init(scalingFactor: .kilo)) { benchmark in
            measureFrames(benchmark, viewport: size, from: 2.5, to: 3.5)
        }
    }

    Benchmark("semantic state at a frame (inspector)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        var session = try! SceneSession<PourScene>()
        measureCycling(benchmark) { t in blackHole(session.sceneState(at: t)) }
    }
}
