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
}
