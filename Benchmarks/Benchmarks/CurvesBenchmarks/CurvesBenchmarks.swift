import Benchmark
import Curves

// Benchmarks for the Curves module. Run: scripts/bench Curves
//
// Targets (issue 4): a Bézier value(at:) at random progress ≤ 25 ns, a spring value ≤ 25 ns,
// one frame of 1 000 animated values with one running animation each ≤ 50 µs.

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

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput],
        timeUnits: .nanoseconds,
        maxDuration: .seconds(2)
    )

    let progress = randomTable(0...1, seed: 1)
    let times = randomTable(0...1.5, seed: 2)
    let frameTimes = randomTable(0...0.25, seed: 3)

    Benchmark("UnitCurve.bezier value(at:) random progress", configuration: .init(scalingFactor: .kilo)) { benchmark in
        let curve = UnitCurve.bezier(
            startControlPoint: .init(x: 0.25, y: 0.1), endControlPoint: .init(x: 0.25, y: 1))
        var index = 0
        var sum = 0.0
        for _ in benchmark.scaledIterations {
            sum += curve.value(at: progress[index & 4095])
            index &+= 1
        }
        blackHole(sum)
    }

    Benchmark("UnitCurve.easeInOut value(at:) random progress", configuration: .init(scalingFactor: .kilo)) { benchmark in
        let curve = UnitCurve.easeInOut
        var index = 0
        var sum = 0.0
        for _ in benchmark.scaledIterations {
            sum += curve.value(at: progress[index & 4095])
            index &+= 1
        }
        blackHole(sum)
    }

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
