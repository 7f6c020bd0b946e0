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
