import Benchmark
import Drawing
import Foundation
import Gallery
import Geometry
import Stage

// Benchmarks for the effects gallery. Run: scripts/bench Gallery
//
// Target (issue 16): one frame of the whole gallery — update (events) + draw + wire encoding
// with a warm cache — ≤ 1 ms median with every tile animating, at 1280 × 800. The bytes per
// warm frame are deterministic and checked (and printed) in Tests/GalleryTests (WireBudgetTests).

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput],
        timeUnits: .microseconds,
        maxDuration: .seconds(3)
    )

    // Each sample builds a session with 40 s of `GalleryScene.workout` presses outside the measurement, then measures
    // 1000 consecutive frames at 60 fps (16.7 s) after a 5 s warm-up; times are per frame.
    Benchmark("frame: update + draw + wire encode, all 24 tiles animating, 1280 × 800 (60 fps, warm cache)",
              configuration: .init(scalingFactor: .kilo)) { benchmark in
        var session = try! SceneSession<GalleryScene>()
        try! session.append(contentsOf: GalleryScene.workout(from: 0.1, seconds: 40))
        var encoder = WireEncoder()
        let t0 = 5.0
        blackHole(try! encoder.encode(session.frame(at: SceneTime(seconds: t0))))
        var frame = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            frame += 1
            blackHole(try! encoder.encode(session.frame(at: SceneTime(seconds: t0 + Double(frame) / 60))))
        }
        benchmark.stopMeasurement()
    }

    Benchmark("draw + wire encode only, all tiles animating (warm cache)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        var session = try! SceneSession<GalleryScene>()
        try! session.append(contentsOf: GalleryScene.workout(from: 0.1, seconds: 12))
        let scene = session.scene(at: SceneTime(seconds: 10))
        let size = Size(width: 1280, height: 800)
        var encoder = WireEncoder()
        var t = 10.0
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

    Benchmark("semantic state at a frame, all tiles animating (inspector)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        var session = try! SceneSession<GalleryScene>()
        try! session.append(contentsOf: GalleryScene.workout(from: 0.1, seconds: 12))
        var frame = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            frame += 1
            blackHole(session.sceneState(at: SceneTime(seconds: 5 + Double(frame) / 60)))
        }
        benchmark.stopMeasurement()
    }
}
