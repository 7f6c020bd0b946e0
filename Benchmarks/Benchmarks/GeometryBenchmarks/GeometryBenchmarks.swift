import Benchmark
import Geometry

// Benchmarks for the Geometry module. Run: scripts/bench Geometry
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput],
        timeUnits: .nanoseconds,
        maxDuration: .seconds(2)
    )

    Benchmark("AffineTransform.concatenating + apply", configuration: .init(scalingFactor: .kilo)) { benchmark in
        let a = AffineTransform(rotationAngle: .degrees(30), anchor: Point(x: 10, y: 20))
        let b = AffineTransform(scaleX: 2, y: 0.5)
        var p = Point(x: 1, y: 2)
        for _ in benchmark.scaledIterations {
            p = p.applying(identity(a).concatenating(b))
            p.x *= 1e-3; p.y *= 1e-3
        }
        blackHole(p)
    }
}
