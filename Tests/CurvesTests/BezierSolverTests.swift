import Testing

@testable import Curves
import ZoetropeTestSupport

/// The Bézier solver's accuracy: for every time fraction x in 0…1 and every control point
/// (x values clamped to ±1e6), `parameter(forX:)` returns s in 0…1 with |x(s) − x| ≤ 1e-9,
/// measured against an independent double-double evaluation of x(s) (`exactBezierXError`).
@Suite("Bézier solver")
struct BezierSolverTests {
    /// The bound the solver promises (issue #24, `CubicBezier`'s documentation).
    static let bound = 1e-9

    /// Time fractions that stress the solver: the ends and the values next to them, tiny and
    /// subnormal values, the guess table's nodes (k/32) and their neighbours, and ½.
    static let edgeXs: [Double] = {
        var xs: [Double] = [0, 1, 0.5, .leastNonzeroMagnitude, 1e-300, 1e-17, 1e-12, 1e-9, 1e-6]
        xs += [(1.0).nextDown, 1 - 1e-12, 1 - 1e-9, 1 - 1e-6, (0.5).nextDown, (0.5).nextUp]
        for k in 1..<32 {
            let node = Double(k) / 32
            xs += [node, node.nextDown, node.nextUp]
        }
        return xs
    }()

    /// The solver's error for `curve` at `x`, measured exactly; also checks that s is in 0…1.
    static func error(_ curve: CubicBezier, _ x: Double) -> Double {
        let s = curve.parameter(forX: x)
        #expect(s >= 0 && s <= 1, "curve \(curve), x = \(x): s = \(s)")
        return abs(exactBezierXError(x1: curve.x1, x2: curve.x2, s: s, x: x))
    }

    /// The largest error over `edgeXs` and `random` further uniform x values.
    static func worstError(_ curve: CubicBezier, random count: Int, using rng: inout SplitMix64) -> (Double, Double) {
        var worst = (error: 0.0, x: 0.0)
        for x in edgeXs + (0..<count).map({ _ in Double.random(in: 0...1, using: &rng) }) {
            let e = error(curve, x)
            if !(e <= worst.error) { worst = (e, x) }
        }
        return worst
    }

    @Test("the reference evaluation agrees with plain evaluation where that is exact enough")
    func referenceMatchesPlainEvaluation() {
        let curve = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
        for s in stride(from: 0.0, through: 1.0, by: 1.0 / 64) {
            #expect(abs(exactBezierXError(x1: 0.42, x2: 0.58, s: s, x: 0) - curve.x(s)) < 1e-15)
        }
        // s = ½ exactly: x = 3·x1/8 + 3·x2/8 + 1/8, exact in doubles for these controls.
        #expect(exactBezierXError(x1: 1e6, x2: -1e6, s: 0.5, x: 0.125) == 0)
    }

    @Test(
        "error ≤ 1e-9 for extreme control x values near ±1e6",
        arguments: [
            (1e6, 1e6), (-1e6, -1e6), (1e6, -1e6), (-1e6, 1e6), (999_999.999, -1e6), (1e6, 0.5), (0.5, -1e6),
            (-1e6, 0), (0, 1e6), (1e300, -.infinity), (123_456.789, -654_321.123), (65, -64), (-65, 1),
        ] as [(Double, Double)])
    func extremeControls(x1: Double, x2: Double) {
        var rng = SplitMix64(seed: 24)
        for (y1, y2) in [(0.0, 1.0), (-3.0, 4.0)] {
            let curve = CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
            let worst = BezierSolverTests.worstError(curve, random: 2_000, using: &rng)
            #expect(worst.0 <= BezierSolverTests.bound, "curve \(curve): error \(worst.0) at x = \(worst.1)")
        }
    }

    @Test(
        "error ≤ 1e-9 for degenerate controls: coincident points, flat or stationary x, the identity",
        arguments: [
            // Control points on the ends (dx/ds = 0 there) and on each other.
            (0, 0, 1, 1), (0, 0, 0, 0), (1, 1, 1, 1), (0.5, 0.5, 0.5, 0.5), (0, 0.3, 1, 0.7), (0, 1, 0, 1),
            (1, 0, 1, 0), (1, 1, 0, 0),
            // x(s) = s exactly (x controls at ⅓ and ⅔) with a non-linear y.
            (1.0 / 3, 0.9, 2.0 / 3, 0.1),
            // x monotone with a stationary inflection (dx/ds = 3(1 − 2s)², zero at s = ½) …
            (1, 0, 0, 1), (1, 2, 0, -1),
            // … and just past monotone either way.
            (1 + 1e-9, 0, -1e-9, 1), (1 - 1e-9, 0, 1e-9, 1),
            // x leaving 0…1 at one end only (non-monotone), and tiny but nonzero end slopes.
            (-1e-12, 0, 1, 1), (0, 0, 1 + 1e-12, 1), (1e-15, 0.5, 1 - 1e-15, 0.5),
        ] as [(Double, Double, Double, Double)])
    func degenerateControls(x1: Double, y1: Double, x2: Double, y2: Double) {
        var rng = SplitMix64(seed: 25)
        let curve = CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
        let worst = BezierSolverTests.worstError(curve, random: 2_000, using: &rng)
        #expect(worst.0 <= BezierSolverTests.bound, "curve \(curve): error \(worst.0) at x = \(worst.1)")
    }

    @Test("error ≤ 1e-9 for random control points: inside 0…1, overshooting, and up to ±1e6")
    func randomControls() {
        var rng = SplitMix64(seed: 42)
        let ranges: [ClosedRange<Double>] = [0...1, -2...3, -64...64, -1e6...1e6]
        for range in ranges {
            for _ in 0..<100 {
                let curve = CubicBezier(
                    x1: Double.random(in: range, using: &rng), y1: Double.random(in: -2...3, using: &rng),
                    x2: Double.random(in: range, using: &rng), y2: Double.random(in: -2...3, using: &rng))
                let worst = BezierSolverTests.worstError(curve, random: 200, using: &rng)
                #expect(worst.0 <= BezierSolverTests.bound, "curve \(curve): error \(worst.0) at x = \(worst.1)")
            }
        }
    }

    @Test("curves within ±64 in x meet 1e-10 (to rounding): the solver's tolerance in plain arithmetic")
    func moderateControlsMeetTheTolerance() {
        var rng = SplitMix64(seed: 43)
        for _ in 0..<200 {
            let curve = CubicBezier(
                x1: Double.random(in: -64...64, using: &rng), y1: 0, x2: Double.random(in: -64...64, using: &rng), y2: 1)
            let worst = BezierSolverTests.worstError(curve, random: 100, using: &rng)
            #expect(worst.0 <= 1.001e-10, "curve \(curve): error \(worst.0) at x = \(worst.1)")
        }
    }

    /// Curves for the one-step path: the benchmarked ones (easeIn, easeOut, easeInOut, an
    /// overshooting back-out), another overshooting one, and near-degenerate ones (a stationary
    /// inflection and nearly one, flat ends, control points on or next to the ends, x(s) = s).
    static let oneStepCurves: [(Double, Double, Double, Double)] = [
        (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.42, 0, 0.58, 1), (0.34, 1.56, 0.64, 1), (0.68, -0.6, 0.32, 1.6),
        (1, 0, 0, 1), (0.99, 0, 0.01, 1), (0.01, 0, 0.99, 1), (0, 0, 1, 1), (1e-9, 0, 1, 1), (0.5, 0, 1 - 1e-12, 1),
        (0.25, 0.1, 0.25, 1), (1, 0, 1, 0), (0, 1, 0, 1), (1.0 / 3, 0.9, 2.0 / 3, 0.1),
    ]

    @Test(
        "the one-step path (a bounded Newton step from the table guess) is what parameter(forX:) returns, meets 1e-10, and agrees with the careful path",
        arguments: oneStepCurves)
    func oneStepPathAgreesWithCarefulPath(x1: Double, y1: Double, x2: Double, y2: Double) {
        var rng = SplitMix64(seed: 26)
        let curve = CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
        let tolerance = 1.001e-10
        let xs = BezierSolverTests.edgeXs + (0..<20_000).map { _ in Double.random(in: 0...1, using: &rng) }
        for x in xs where x > 0 && x < 1 {
            let guess = curve.guess(forX: x)
            let careful = curve.refinedParameter(forX: x, from: guess)
            let carefulError = exactBezierXError(x1: curve.x1, x2: curve.x2, s: careful, x: x)
            #expect(abs(carefulError) <= tolerance, "curve \(curve), x = \(x): careful error \(carefulError)")
            guard let fast = curve.boundedNewtonStep(from: guess, forX: x) else {
                #expect(curve.parameter(forX: x) == careful, "curve \(curve), x = \(x)")
                continue
            }
            #expect(curve.parameter(forX: x) == fast, "curve \(curve), x = \(x)")
            let fastError = exactBezierXError(x1: curve.x1, x2: curve.x2, s: fast, x: x)
            #expect(abs(fastError) <= tolerance, "curve \(curve), x = \(x): one-step error \(fastError)")
            // Both solve x(s) = x: their x values agree to within the two tolerances.
            #expect(abs(fastError - carefulError) <= 2 * tolerance, "curve \(curve), x = \(x)")
        }
    }

    @Test(
        "one bounded Newton step suffices for at least 99.5 % of random inputs on the benchmarked curves",
        .bug(id: 24, "Bézier value(at:) ≤ 20 ns on random inputs: one step is the fast path"),
        arguments: Array(oneStepCurves.prefix(4)))
    func oneStepSufficesOnBenchmarkedCurves(x1: Double, y1: Double, x2: Double, y2: Double) {
        var rng = SplitMix64(seed: 27)
        let curve = CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
        let count = 100_000
        var oneStep = 0
        for _ in 0..<count {
            let x = Double.random(in: 0...1, using: &rng)
            if curve.boundedNewtonStep(from: curve.guess(forX: x), forX: x) != nil { oneStep += 1 }
        }
        #expect(Double(oneStep) >= 0.995 * Double(count), "curve \(curve): \(oneStep) of \(count)")
    }
}
