import Geometry
import Testing

@testable import Curves
import ZoetropeTestSupport

@Suite("UnitCurve")
struct UnitCurveTests {
    static let all: [UnitCurve] = [
        .linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut,
        .bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9)),
        .bezier(startControlPoint: UnitPoint(x: 0.68, y: -0.55), endControlPoint: UnitPoint(x: 0.265, y: 1.55)),
    ]

    @Test("every curve starts at 0 and ends at 1", arguments: all)
    func endpoints(curve: UnitCurve) {
        #expect(curve.value(at: 0) == 0)
        #expect(isClose(curve.value(at: 1), 1, 1e-12))
    }

    @Test("inputs outside 0…1 are clamped and NaN counts as 0", arguments: all)
    func clampsInput(curve: UnitCurve) {
        #expect(curve.value(at: -3) == curve.value(at: 0))
        #expect(curve.value(at: 7) == curve.value(at: 1))
        #expect(curve.value(at: .nan) == 0)
        #expect(curve.velocity(at: .nan) == curve.velocity(at: 0))
        #expect(curve.velocity(at: 2) == curve.velocity(at: 1))
    }

    // Spec §3.4, measured on SwiftUI (±0.01 for Béziers, ±0.001 for circular curves).
    static let measured: [(String, UnitCurve, [Double], [Double], Double)] = [
        ("easeIn", .easeIn, [0.09, 0.32, 0.62], [0, 0.67, 1.07, 1.37], 0.01),
        ("easeOut", .easeOut, [0.38, 0.68, 0.91], [1.37, 1.07, 0.67, 0], 0.01),
        ("easeInOut", .easeInOut, [0.13, 0.5, 0.87], [0, 1.06, 1.72, 1.06, 0], 0.01),
        ("circularEaseIn", .circularEaseIn, [0.032, 0.134, 0.339], [0, 0.258, 0.577, 1.134, .infinity], 0.001),
        ("circularEaseOut", .circularEaseOut, [0.661, 0.866, 0.968], [.infinity, 1.134, 0.577, 0.258, 0], 0.001),
        ("circularEaseInOut", .circularEaseInOut, [0.067, 0.5, 0.933], [0, 0.577, .infinity, 0.577, 0], 0.001),
    ]

    @Test("values and velocities match SwiftUI's measured table", arguments: measured)
    func measuredValues(row: (String, UnitCurve, [Double], [Double], Double)) {
        let (_, curve, values, velocities, tolerance) = row
        for (x, expected) in zip([0.25, 0.5, 0.75], values) {
            #expect(isClose(curve.value(at: x), expected, tolerance), "value(at: \(x))")
        }
        // easeIn/easeOut have four measured velocities (the 0/0 end is checked separately).
        let xs = velocities.count == 5 ? [0, 0.25, 0.5, 0.75, 1] : (curve == .easeIn ? [0, 0.25, 0.5, 0.75] : [0.25, 0.5, 0.75, 1])
        for (x, expected) in zip(xs, velocities) {
            #expect(isClose(curve.velocity(at: x), expected, tolerance), "velocity(at: \(x))")
        }
    }

    @Test("exact reference values (spec §3.4)")
    func exactValues() {
        #expect(isClose(UnitCurve.easeIn.value(at: 0.5), 0.315357, 1e-6))
        #expect(isClose(UnitCurve.easeOut.value(at: 0.5), 0.684643, 1e-6))
        #expect(isClose(UnitCurve.easeInOut.value(at: 0.25), 0.129162, 1e-6))
        #expect(isClose(UnitCurve.easeInOut.velocity(at: 0.5), 0.5 / 0.29, 1e-6))
        let gentle = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9))
        #expect(isClose(gentle.value(at: 0.5), 0.5, 1e-9))
        #expect(isClose(gentle.velocity(at: 0.5), 1.2, 1e-9))
        // x control values outside 0…1 are clamped: (−0.5, 2), (1.5, −1) evaluates as (0, 2), (1, −1).
        let wild = UnitCurve.bezier(startControlPoint: UnitPoint(x: -0.5, y: 2), endControlPoint: UnitPoint(x: 1.5, y: -1))
        #expect(isClose(wild.value(at: 0.5), 0.5, 1e-9))
        #expect(isClose(wild.velocity(at: 0.5), -1, 1e-9))
    }

    @Test("where only dx vanishes the velocity is infinite with the sign of dy (spec §3.3)")
    func verticalTangentInTheMiddle() {
        // (1, 0), (0, 1): x′(½) = 0 while y′(½) = 1.5 > 0, so the curve is vertical at x = ½.
        let steep = UnitCurve.bezier(startControlPoint: UnitPoint(x: 1, y: 0), endControlPoint: UnitPoint(x: 0, y: 1))
        #expect(steep.value(at: 0.5) == 0.5)
        #expect(steep.velocity(at: 0.5) == .infinity)
        // (1, 2), (0, −1): same x(s), but y′(½) = −1.5 < 0 there; y(½) = ½ as well.
        let falling = UnitCurve.bezier(startControlPoint: UnitPoint(x: 1, y: 2), endControlPoint: UnitPoint(x: 0, y: -1))
        #expect(isClose(falling.value(at: 0.5), 0.5, 1e-12))
        #expect(falling.velocity(at: 0.5) == -.infinity)
    }

    @Test("where dx and dy both vanish the velocity is the limit of their ratio (deviation: SwiftUI gives 1 and 0)")
    func zeroOverZeroEnds() {
        // The limit is dy″/dx″ = 6/3.48 = 1/0.58 for both ends, by the symmetry of the two curves.
        #expect(isClose(UnitCurve.easeOut.velocity(at: 0), 1 / 0.58, 1e-9))
        #expect(isClose(UnitCurve.easeIn.velocity(at: 1), 1 / 0.58, 1e-9))
        #expect(UnitCurve.linear.velocity(at: 0) == 1)
        #expect(UnitCurve.linear.velocity(at: 1) == 1)
    }

    @Test("linear is exactly the identity", arguments: [0.0, 0.1, 0.3333, 0.5, 0.999, 1])
    func linearIsIdentity(x: Double) {
        #expect(UnitCurve.linear.value(at: x) == x)
        #expect(UnitCurve.linear.velocity(at: x) == 1)
    }

    @Test("easeOut mirrors easeIn: out(x) = 1 − in(1 − x) and their slopes mirror",
          arguments: stride(from: 0.0, through: 1.0, by: 0.05).map { $0 })
    func easeOutMirrorsEaseIn(x: Double) {
        #expect(isClose(UnitCurve.easeOut.value(at: x), 1 - UnitCurve.easeIn.value(at: 1 - x), 1e-9))
        #expect(isClose(UnitCurve.easeOut.velocity(at: x), UnitCurve.easeIn.velocity(at: 1 - x), 1e-6))
        #expect(isClose(UnitCurve.circularEaseOut.value(at: x), 1 - UnitCurve.circularEaseIn.value(at: 1 - x), 1e-12))
    }

    @Test("easeInOut and circularEaseInOut are point-symmetric about (½, ½)",
          arguments: stride(from: 0.0, through: 1.0, by: 0.05).map { $0 })
    func inOutSymmetry(x: Double) {
        for curve in [UnitCurve.easeInOut, .circularEaseInOut] {
            #expect(isClose(curve.value(at: x), 1 - curve.value(at: 1 - x), 1e-9))
        }
    }

    @Test("velocity equals the finite-difference derivative of value", arguments: all)
    func velocityIsDerivative(curve: UnitCurve) {
        let h = 1e-6
        for x in stride(from: 0.02, through: 0.98, by: 0.02) where abs(x - 0.5) > 0.01 || curve != .circularEaseInOut {
            let numeric = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
            let analytic = curve.velocity(at: x)
            #expect(isClose(analytic, numeric, 1e-4 * max(1, abs(numeric))), "x = \(x)")
        }
    }

    @Test("inverse ∘ curve is the identity for monotone curves",
          arguments: [UnitCurve.linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut,
                      .bezier(startControlPoint: UnitPoint(x: 0.1, y: 0.6), endControlPoint: UnitPoint(x: 0.7, y: 0.2))])
    func inverseUndoes(curve: UnitCurve) {
        for x in stride(from: 0.0, through: 1.0, by: 0.01) {
            #expect(isClose(curve.inverse.value(at: curve.value(at: x)), x, 1e-7), "x = \(x)")
        }
    }

    @Test("inverse swaps control points, pairs the circular eases, and keeps circularEaseInOut (as SwiftUI)")
    func inverseMapping() {
        #expect(UnitCurve.easeIn.inverse == .bezier(startControlPoint: UnitPoint(x: 0, y: 0.42), endControlPoint: UnitPoint(x: 1, y: 1)))
        #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
        #expect(UnitCurve.circularEaseOut.inverse == .circularEaseIn)
        #expect(UnitCurve.circularEaseInOut.inverse == .circularEaseInOut)
        #expect(UnitCurve.linear.inverse == .linear)
        #expect(UnitCurve.easeInOut.inverse.inverse == .easeInOut)
    }

    @Test("y control values are not clamped: an overshooting curve leaves 0…1 (spec §3.5)")
    func overshoot() {
        let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.68, y: -0.55), endControlPoint: UnitPoint(x: 0.265, y: 1.55))
        #expect(isClose(curve.value(at: 0.198), -0.0927, 2e-4))
        #expect(isClose(curve.value(at: 0.785), 1.0927, 2e-4))
    }

    @Test("timingCurve(0.24, 1.4, 1, −1) stays inside 0…1 with a local max and min (spec §3.5)")
    func nonOvershootingWildControls() {
        let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.24, y: 1.4), endControlPoint: UnitPoint(x: 1, y: -1))
        #expect(isClose(curve.value(at: 0.2620), 0.4657, 2e-4))
        #expect(isClose(curve.value(at: 0.8012), 0.1627, 2e-4))
        #expect(abs(curve.velocity(at: 0.2620)) < 0.01)
    }

    @Test("descriptions are Swift source")
    func descriptions() {
        #expect(UnitCurve.easeIn.description == ".easeIn")
        #expect(UnitCurve.circularEaseInOut.description == ".circularEaseInOut")
        #expect(UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.1, y: 0.75), endControlPoint: UnitPoint(x: 0.85, y: 0.35)).description
            == ".bezier(startControlPoint: UnitPoint(x: 0.1, y: 0.75), endControlPoint: UnitPoint(x: 0.85, y: 0.35))")
    }

    @Test("NaN and huge control points are sanitised, never producing NaN")
    func badControlPoints() {
        let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: .nan, y: .infinity), endControlPoint: UnitPoint(x: 1e300, y: -.infinity))
        for x in stride(from: 0.0, through: 1.0, by: 0.1) {
            #expect(!curve.value(at: x).isNaN)
            #expect(!curve.velocity(at: x).isNaN)
        }
        #expect(curve == curve)
    }
}
