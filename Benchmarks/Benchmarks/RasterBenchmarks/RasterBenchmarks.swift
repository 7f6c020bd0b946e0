import Benchmark
import Drawing
import Foundation
import Geometry
import PullToRefresh
import Raster
import Stage

// Benchmarks for the Raster module. Run: scripts/bench Raster
//
// Targets (issue 21): a PNG of a typical scene frame at 2× ≤ 20 ms (median); clip rendering
// throughput for pull-to-refresh at 390×844@2× (780×1688 pixels) ≥ 60 frames per second of output
// end to end on this 2-core machine (faster than real time): frames drawn, encoded through ffmpeg
// and written, as `preview record` does.
//
// What each group measures: "PNG …", "draw …" and "PNG encoding …" are thread CPU per frame;
// "clip: …" is drawing alone (frames drawn and converted to straight RGBA, no encoder), on one
// core and split over two threads (how drawing scales with the second core); "record: …" is the
// target itself, end to end (wall time per frame, 1 / fps, and the CPU of this process and ffmpeg
// together).

/// rubberInverse for H = 844 (pull-to-refresh.md B.4).
func travel(_ pull: Double) -> Double { (844 / 0.55) * pull / (844 - pull) }

/// A pull to c = 125 over 0.65 s and its release: the refresh runs from 1 s to 6 s.
func pull() -> [SceneEvent] {
    var events: [SceneEvent] = [.pointer(.down, id: 1, x: 195, y: 300, at: SceneTime(seconds: 0.2), kind: .touch)]
    for i in 1...78 {
        events.append(.pointer(.move, id: 1, x: 195, y: 300 + travel(125 * Double(i) / 78), at: SceneTime(seconds: 0.2 + Double(i) / 120), kind: .touch))
    }
    events.append(.pointer(.up, id: 1, x: 195, y: 300 + travel(125), at: SceneTime(seconds: 1), kind: .touch))
    return events
}

/// The pull-to-refresh frames of seconds 0…6 at 60 fps.
func clipFrames() -> [Frame] {
    var session = try! SceneSession<PullToRefreshScene>()
    try! session.append(contentsOf: pull())
    return (0..<360).map { session.frame(at: SceneTime(seconds: Double($0) / 60)) }
}

/// A fresh temporary path for a clip.
func temporaryClip(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-bench-\(getpid())-\(name)").path
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, threadCPU, .throughput],
        timeUnits: .milliseconds,
        maxDuration: .seconds(5)
    )
    let frames = clipFrames()
    let typical = frames[150]  // mid-refresh: list, header, spinner, text

    Benchmark("PNG of a typical frame at 2× (draw + RGBA + encode)") { benchmark in
        let rasterizer = FrameRasterizer()
        blackHole(try! rasterizer.render(typical, scale: 2))
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            recordingThreadCPU(benchmark) { blackHole(try! PNGEncoder.data(try! rasterizer.render(typical, scale: 2))) }
        }
        benchmark.stopMeasurement()
    }

    Benchmark("draw + RGBA only, typical frame at 2×") { benchmark in
        let rasterizer = FrameRasterizer()
        blackHole(try! rasterizer.render(typical, scale: 2))
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            recordingThreadCPU(benchmark) { blackHole(try! rasterizer.render(typical, scale: 2)) }
        }
        benchmark.stopMeasurement()
    }

    Benchmark("PNG encoding only, typical frame at 2× (780×1688)") { benchmark in
        let image = try! FrameRasterizer().render(typical, scale: 2)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            recordingThreadCPU(benchmark) { blackHole(try! PNGEncoder.data(image)) }
        }
        benchmark.stopMeasurement()
    }

    // Throughput = clip frames per second: 60 consecutive frames per iteration.
    Benchmark("clip: 60 pull-to-refresh frames at 390×844@2×, one core", configuration: .init(scalingFactor: .one)) { benchmark in
        let rasterizer = FrameRasterizer()
        var start = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            recordingThreadCPU(benchmark) {
                for f in frames[start..<start + 60] { blackHole(try! rasterizer.render(f, scale: 2)) }
            }
            start = (start + 60) % 300
        }
        benchmark.stopMeasurement()
    }

    Benchmark("clip: 60 pull-to-refresh frames at 390×844@2×, two threads", configuration: .init(scalingFactor: .one)) { benchmark in
        let rasterizers = [FrameRasterizer(), FrameRasterizer()]
        nonisolated(unsafe) let shared = rasterizers
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            DispatchQueue.concurrentPerform(iterations: 2) { half in
                for f in frames[half * 30..<half * 30 + 30] { blackHole(try! shared[half].render(f, scale: 2)) }
            }
        }
        benchmark.stopMeasurement()
    }

    // `preview record` end to end: frames drawn here and encoded with the settings
    // `record --out clip.EXT` uses (ffmpeg for MP4, WebM and GIF; `APNGEncoder` for APNG), writing
    // on the drawing thread (framesAhead 0) or on a second thread while the next frame is drawn
    // (2, what `record` does). Metrics per clip frame: wall time (1 / fps), and the CPU time of
    // this process and ffmpeg together (the machine's cost: with two idle cores, 60 fps needs at
    // most 33 ms of it).
    let clips: [(ClipFormat, Int, Int)] = [(.mp4, 120, 0), (.mp4, 120, 2), (.webm, 120, 2), (.gif, 60, 2), (.apng, 30, 2)]
    for (format, count, ahead) in clips {
        let encoder = format.usesFFmpeg ? "via ffmpeg" : "via APNGEncoder, no ffmpeg"
        Benchmark("record: \(count) frames to \(format.rawValue) \(encoder) at 390×844@2×, \(ahead == 0 ? "one thread" : "second thread writes")",
                  configuration: .init(metrics: [.wallClock, wallPerFrame, cpuPerFrame], maxDuration: .seconds(20), maxIterations: 5)) { benchmark in
            guard !format.usesFFmpeg || ClipWriter.findFFmpeg() != nil else { return }
            let out = temporaryClip("\(ahead).\(format.rawValue)")
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                let cpu = processAndChildrenCPUNanoseconds()
                let wall = ContinuousClock.now
                try! ClipRecorder(format: format, out: out, fps: 60, scale: 2, background: format == .mp4 ? .white : nil, framesAhead: ahead)
                    .record(frames: count) { frames[$0] }
                let elapsed = ContinuousClock.now - wall
                benchmark.measurement(wallPerFrame, Int(elapsed.components.seconds * 1_000_000 + elapsed.components.attoseconds / 1_000_000_000_000) / count)
                benchmark.measurement(cpuPerFrame, (processAndChildrenCPUNanoseconds() - cpu) / 1000 / count)
            }
            benchmark.stopMeasurement()
            try? FileManager.default.removeItem(atPath: out)
        }
    }
}

/// Wall-clock time per clip frame in microseconds (1 s / this = frames per second).
let wallPerFrame = BenchmarkMetric.custom("Wall per clip frame (µs)", polarity: .prefersSmaller, useScalingFactor: false)
/// CPU time of this process and its waited-for children (ffmpeg) per clip frame, in microseconds.
let cpuPerFrame = BenchmarkMetric.custom("CPU per clip frame, ours + ffmpeg (µs)", polarity: .prefersSmaller, useScalingFactor: false)

/// User + system CPU time of this process (all threads) and of its children that have been
/// waited for, in nanoseconds.
func processAndChildrenCPUNanoseconds() -> Int {
    var total = 0
    for who in [RUSAGE_SELF.rawValue, RUSAGE_CHILDREN.rawValue] {
        var usage = rusage()
        getrusage(who, &usage)
        total += (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1_000_000_000 + (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1000
    }
    return total
}
