import Benchmark
import Curves

// Benchmarks for the Curves module. Run: scripts/bench Curves
//
// Targets (issue 4): a Bézier value(at:) at random progress ≤ 25 ns, a spring value ≤ 25 ns,
// one frame of 1 000 animated values with one running animation each ≤ 50 µs. Issue 24 (honest
// benchmarks): Bézier value(at:) on 2^20 random inputs — too many for the branch predictor to
// learn — for easeIn, easeOut, easeInOut and an overshooting curve, ≤ 20 ns median each, with
// an error ≤ 1e-9 against a bisection of the curve (checked in setup; the run fails above it).
// For the Bézier curves read "Thread CPU per evaluation (ps)" (20 ns = 20,000 ps); the wall
// clock (per sample of 2^20 evaluations) counts the time the benchmark waits for a core on a
// loaded machine. The issue-4 targets above are kept for the spring and frame benchmarks.

/// SplitMix64, seeded: the inputs are random but identical on every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// 4 096 seeded random numbers in `range`.
func randomTable(_ range: ClosedRange<Double>, seed: UInt64) -> [Double] {
    var generator = SeededGenerator(state: seed)
    return (0..<4096).map { _ in Double.random(in: range, using: &generator) }
}

/// 1 000 values, each animating from 0 to a random target with `animation` started at a random
/// time in the last 0.2 s before `frameTime` 0.3 s.
func animatedValues(_ animation: (Int) -> Animation) -> [AnimatedValue<Double>] {
    let targets = randomTable(-500...500, seed: 7)
    let starts = randomTable(0.1...0.3, seed: 8)
    return (0..<1000).map { index in
        var value = AnimatedValue(0.0)
        value.set(targets[index], animation: animation(index), at: starts[index])
        return value
    }
}

func frame(_ values: [AnimatedValue<Double>], times: [Double], iterations: some Sequence) {
    var index = 0
    for _ in iterations {
        let time = 0.3 + times[index & 4095]
        index &+= 1
        var sum = 0.0
        for value in values {
            sum += value.presentation(at: time)
        }
        blackHole(sum)
    }
}

/// Thread CPU time per Bézier evaluation, in picoseconds (integer metrics would truncate
/// nanoseconds at the target's scale).
let threadCPUPerEvaluation = BenchmarkMetric.custom("Thread CPU per evaluation (ps)", polarity: .prefersSmaller, useScalingFactor: false)

/// 2^20 seeded random numbers in 0…1.
let randomProgress: [Double] = {
    var generator = SeededGenerator(state: 24)
    return (0..<(1 << 20)).map { _ in Double.random(in: 0...1, using: &generator) }
}()

/// The y of the cubic Bézier (0,0) (x1,y1) (x2,y2) (1,1) where its x is `x`, by bisection on the
/// parameter to the last bit: the reference the fast `value(at:)` is checked against.
func bisectedBezier(x1: Double, y1: Double, x2: Double, y2: Double, at x: Double) -> Double {
    func coordinate(_ a: Double, _ b: Double, _ t: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
    }
    var low = 0.0, high = 1.0
    for _ in 0..<80 {
        let mid = (low + high) / 2
        if coordinate(x1, x2, mid) < x { low = mid } else { high = mid }
    }
    return coordinate(y1, y2, (low + high) / 2)
}

/// The benchmarked Bézier curves: SwiftUI's three eases and an overshooting back-out curve.
let bezierCurves: [(name: String, controls: (Double, Double, Double, Double))] = [
    ("easeIn", (0.42, 0, 1, 1)),
    ("easeOut", (0, 0, 0.58, 1)),
    ("easeInOut", (0.42, 0, 0.58, 1)),
    ("overshooting (0.34, 1.56, 0.64, 1)", (0.34, 1.56, 0.64, 1)),
]

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput],
        timeUnits: .nanoseconds,
        maxDuration: .seconds(2)
    )

    for (name, c) in bezierCurves {
        let curve = UnitCurve.bezier(startControlPoint: .init(x: c.0, y: c.1), endControlPoint: .init(x: c.2, y: c.3))
        // Each sample evaluates all 2^20 random inputs once, in order (a sample's wall clock is
        // the time for all of them); the custom metric is the thread's CPU time per evaluation in
        // picoseconds, so 20.9 ns reads 20,900 and is not truncated to 20.
        Benchmark("UnitCurve \(name) value(at:), 2^20 random inputs",
                  configuration: .init(metrics: [.wallClock, threadCPUPerEvaluation], timeUnits: .milliseconds,
                                       maxDuration: .seconds(3))) { benchmark in
            var sum = 0.0
            benchmark.startMeasurement()
            let cpu = threadCPUNanoseconds()
            for x in randomProgress {
                sum += curve.value(at: x)
            }
            let picoseconds = (threadCPUNanoseconds() - cpu) * 1000 / randomProgress.count
            benchmark.stopMeasurement()
            benchmark.measurement(threadCPUPerEvaluation, picoseconds)
            blackHole(sum)
        } setup: {
            // The error on every one of the 2^20 inputs against the bisection.
            var worst = 0.0
            for x in randomProgress {
                worst = max(worst, abs(curve.value(at: x) - bisectedBezier(x1: c.0, y1: c.1, x2: c.2, y2: c.3, at: x)))
            }
            print("UnitCurve \(name): largest error \(worst) on the 2^20 random inputs (limit 1e-9)")
            if worst > 1e-9 { fatalError("UnitCurve \(name) value(at:) error \(worst) > 1e-9") }
        }
    }

    let times = randomTable(0...1.5, seed: 2)
    let frameTimes = randomTable(0...0.25, seed: 3)

    Benchmark("Spring.value(target:time:) bouncy, random time", configuration: .init(scalingFactor: .kilo)) { benchmark in
        let spring = Spring.bouncy
        var index = 0
        var sum = 0.0
        for _ in benchmark.scaledIterations {
            sum += spring.value(target: 1.0, time: times[index & 4095])
            index &+= 1
        }
        blackHole(sum)
    }

    Benchmark("Spring.value(target:time:) smooth (critical), random time", configuration: .init(scalingFactor: .kilo)) { benchmark in
        let spring = Spring.smooth
        var index = 0
        var sum = 0.0
        for _ in benchmark.scaledIterations {
            sum += spring.value(target: 1.0, time: times[index & 4095])
            index &+= 1
        }
        blackHole(sum)
    }

    let easing = animatedValues { _ in .easeInOut(duration: 1) }
    Benchmark("Frame: 1 000 AnimatedValue<Double>, easeInOut") { benchmark in
        frame(easing, times: frameTimes, iterations: benchmark.scaledIterations)
    }

    let springs = animatedValues { _ in .bouncy }
    Benchmark("Frame: 1 000 AnimatedValue<Double>, bouncy spring") { benchmark in
        frame(springs, times: frameTimes, iterations: benchmark.scaledIterations)
    }

    let mixed = animatedValues { index in
        switch index % 4 {
        case 0: return .easeInOut(duration: 1)
        case 1: return .snappy
        case 2: return .interpolatingSpring(stiffness: 170, damping: 15)
        default: return .linear(duration: 0.8).delay(0.05)
        }
    }
    Benchmark("Frame: 1 000 AnimatedValue<Double>, mixed animations") { benchmark in
        frame(mixed, times: frameTimes, iterations: benchmark.scaledIterations)
    }
}
