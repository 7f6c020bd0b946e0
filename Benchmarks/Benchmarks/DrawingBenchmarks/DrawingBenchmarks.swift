import Benchmark
import Drawing
import Foundation
import Geometry

// Benchmarks for the Drawing module. Run: scripts/bench Drawing
//
// Targets (issue 5): wire encoding ≤ 1 µs per operation, and a 20-operation animated frame
// ≤ 400 bytes once the session cache is warm. The frames come from `BenchmarkFrames.swift`, a
// symbolic link to Tests/DrawingTests/Support/BenchmarkFrames.swift, so the byte budgets checked
// by `WireSizeBudgetTests` and the timings measured here are of the very same frames.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .instructions, .throughput, .mallocCountTotal],
        timeUnits: .microseconds,
        maxDuration: .seconds(3)
    )

    // Issue 24: a frame drawn through GraphicsContext and wire-encoded, fresh every time (not a
    // re-encoded Frame value), at 1k, 10k and 100k operations: ≤ 2 ms median at 10k, and the
    // cost per operation flat across sizes (divide the medians by the operation counts). One
    // sample per frame, so p99 and max are real tails; the cold frame (a new encoder, every path
    // and name defined) is measured on its own. Wall clock in microseconds; the thread's CPU
    // time in nanoseconds (ThreadCPUTime.swift), which a loaded machine does not inflate.
    for operations in [1_000, 10_000, 100_000] {
        let session = SeatSession(operations: operations)
        let label = "\(operations / 1000)k"
        Benchmark("Fresh \(label)-op frame: draw + wire encode, warm encoder",
                  configuration: .init(metrics: [.wallClock, threadCPU, .mallocCountTotal], timeUnits: .microseconds,
                                       maxDuration: .seconds(4), maxIterations: 2_000),
                  closure: { benchmark in recordingThreadCPU(benchmark) { session.next() } }, setup: { session.prepare() })
        Benchmark("Fresh \(label)-op frame: draw + wire encode, cold (new encoder)",
                  configuration: .init(metrics: [.wallClock, threadCPU, .mallocCountTotal], timeUnits: .microseconds,
                                       maxDuration: .seconds(2), maxIterations: 200),
                  closure: { benchmark in recordingThreadCPU(benchmark) { session.cold() } })
        // What `preview serve` runs: the retained encoder (only the changed operations sent; the
        // diff against the previous frame costs a comparison per operation).
        let retained = SeatSession(operations: operations, retainsFrames: true)
        Benchmark("Fresh \(label)-op frame: draw + wire encode, warm retained encoder (as served)",
                  configuration: .init(metrics: [.wallClock, threadCPU, .mallocCountTotal], timeUnits: .microseconds,
                                       maxDuration: .seconds(4), maxIterations: 2_000),
                  closure: { benchmark in recordingThreadCPU(benchmark) { retained.next() } }, setup: { retained.prepare() })
    }

    Benchmark("Wire encode 10,000 seats (20,000 ops), warm cache") { benchmark in
        let frames = [BenchmarkFrames.seatFrame(selected: 17), BenchmarkFrames.seatFrame(selected: 18)]
        var encoder = WireEncoder()
        _ = try encoder.encode(frames[0])
        _ = try encoder.encode(frames[1])
        var i = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try encoder.encode(frames[i & 1]))
            i += 1
        }
    }

    Benchmark("Wire encode 20-op animated frame, warm cache", configuration: .init(scalingFactor: .kilo)) { benchmark in
        let frames = (0..<120).map { BenchmarkFrames.animatedFrame(Double($0) / 60) }
        var encoder = WireEncoder()
        for f in frames.prefix(2) { _ = try encoder.encode(f) }
        var i = 2
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try encoder.encode(frames[i % frames.count]))
            i += 1
        }
    }

    Benchmark("Wire decode 10,000 seats (20,000 ops), warm cache") { benchmark in
        let frames = [BenchmarkFrames.seatFrame(selected: 17), BenchmarkFrames.seatFrame(selected: 18)]
        var encoder = WireEncoder()
        var decoder = WireDecoder()
        _ = try decoder.decode(try encoder.encode(frames[0]))
        let warm = try encoder.encode(frames[1])
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var d = decoder
            blackHole(try d.decode(warm))
        }
    }

    Benchmark("Canonical JSON 20-op animated frame", configuration: .init(scalingFactor: .kilo)) { benchmark in
        let frames = (0..<120).map { BenchmarkFrames.animatedFrame(Double($0) / 60) }
        var i = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(frames[i % frames.count].canonicalJSON())
            i += 1
        }
    }
}
