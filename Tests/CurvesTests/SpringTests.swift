import RealModule
import Testing

@testable import Curves
import ZoetropeTestSupport

@Suite("Spring")
struct SpringTests {
    @Test("Apple's documented conversion: Spring(duration: 0.5, bounce: 0.3) is mass 1, stiffness 157.9, damping 17.6")
    func durationBounceToPhysical() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        #expect(isClose(spring.stiffness, 157.9137, 1e-4))
        #expect(isClose(spring.damping, 17.5929, 1e-4))
    }

    @Test("Apple's documented conversion: Spring(mass: 1, stiffness: 100, damping: 10) is duration 0.63, bounce 0.5")
    func physicalToDurationBounce() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(isClose(spring.duration, 0.628319, 1e-6))
        #expect(isClose(spring.response, 0.628319, 1e-6))
        #expect(isClose(spring.bounce, 0.5, 1e-12))
        #expect(isClose(spring.dampingRatio, 0.5, 1e-12))
    }

    // Spec §1 preset table: response, ζ, k, c, λ.
    static let presets: [(String, Spring, Double, Double, Double, Double, Double)] = [
        ("smooth", .smooth, 0.5, 1.0, 157.914, 25.133, 12.566),
        ("Spring()", Spring(), 0.5, 1.0, 157.914, 25.133, 12.566),
        ("snappy", .snappy, 0.5, 0.85, 157.914, 21.363, 10.681),
        ("bouncy", .bouncy, 0.5, 0.70, 157.914, 17.593, 8.796),
        ("response 0.5 / 0.825", Spring(response: 0.5, dampingRatio: 0.825), 0.5, 0.825, 157.914, 20.735, 10.367),
        ("default 0.55 / 1", Spring(response: 0.55, dampingRatio: 1), 0.55, 1.0, 130.507, 22.848, 11.424),
        ("interactive 0.15 / 0.85", Spring(duration: 0.15, bounce: 0.15), 0.15, 0.85, 1754.596, 71.209, 35.605),
        ("interactive 0.15 / 0.86", Spring(response: 0.15, dampingRatio: 0.86), 0.15, 0.86, 1754.596, 72.047, 36.024),
    ]

    @Test("preset constants match the spec table", arguments: presets)
    func presetConstants(row: (String, Spring, Double, Double, Double, Double, Double)) {
        let (_, spring, response, zeta, k, c, lambda) = row
        #expect(isClose(spring.response, response, 1e-9))
        #expect(isClose(spring.dampingRatio, zeta, 1e-9))
        #expect(isClose(spring.stiffness, k, 1e-3))
        #expect(isClose(spring.damping, c, 1e-3))
        #expect(isClose(spring.decayConstant, lambda, 1e-3))
    }

    @Test("presets with extra bounce add to their base bounce")
    func tunedPresets() {
        #expect(Spring.smooth(duration: 0.4, extraBounce: 0.2) == Spring(duration: 0.4, bounce: 0.2))
        #expect(Spring.snappy(duration: 0.4, extraBounce: 0.1) == Spring(duration: 0.4, bounce: 0.25))
        #expect(Spring.bouncy(duration: 0.4, extraBounce: -0.1) == Spring(duration: 0.4, bounce: 0.3 - 0.1))
        #expect(Spring.bouncy() == .bouncy)
    }

    @Test("bounce ↔ damping ratio: ζ = 1 − b for b ≥ 0, ζ = 1/(1 + b) for b < 0, and back",
          arguments: [-0.9, -0.5, -0.2, 0, 0.15, 0.3, 0.7, 0.99])
    func bounceRoundTrip(bounce: Double) {
        let spring = Spring(duration: 0.7, bounce: bounce)
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        #expect(isClose(spring.dampingRatio, zeta, 1e-12))
        #expect(isClose(spring.bounce, bounce, 1e-12))
        #expect(isClose(spring.duration, 0.7, 1e-12))
    }

    @Test("mass, stiffness and damping round-trip through every regime",
          arguments: [(2.0, 50.0, 4.0), (1.0, 100.0, 20.0), (0.5, 300.0, 80.0)])
    func physicalRoundTrip(row: (Double, Double, Double)) {
        let (m, k, c) = row
        let spring = Spring(mass: m, stiffness: k, damping: c, allowOverDamping: true)
        #expect(isClose(spring.mass, m, 1e-12))
        #expect(isClose(spring.stiffness, k, 1e-9 * k))
        #expect(isClose(spring.damping, c, 1e-9 * c))
        #expect(isClose(spring.dampingRatio, c / (2 * (k * m).squareRoot()), 1e-12))
    }

    @Test("over-damping is clamped to critical unless allowed")
    func overDampingClamp() {
        let clamped = Spring(mass: 1, stiffness: 100, damping: 80)
        #expect(isClose(clamped.dampingRatio, 1, 1e-12))
        #expect(isClose(clamped.damping, 20, 1e-9))
        let kept = Spring(mass: 1, stiffness: 100, damping: 80, allowOverDamping: true)
        #expect(isClose(kept.dampingRatio, 4, 1e-12))
        #expect(isClose(kept.stiffness, 100, 1e-9))
    }

    // Closed forms against an independent Runge–Kutta integration of m·x″ = k(T − x) − c·x′.
    static let regimes: [(String, Spring, Double, Double)] = [
        ("under-damped (bouncy)", .bouncy, 1, 0),
        ("under-damped with velocity", Spring(mass: 2, stiffness: 80, damping: 3), 1.5, -4),
        ("nearly undamped", Spring(response: 0.3, dampingRatio: 0.02), 1, 2),
        ("critically damped", .smooth, 1, 0),
        ("critically damped with velocity", Spring(response: 0.8, dampingRatio: 1), -2, 5),
        ("over-damped", Spring(duration: 0.7, bounce: -0.2), 1, 0),
        ("strongly over-damped with velocity", Spring(mass: 1, stiffness: 40, damping: 60, allowOverDamping: true), 3, 10),
        ("barely over-damped", Spring(response: 0.5, dampingRatio: 1.000001), 1, 0),
    ]

    @Test("value and velocity equal a numerical integration of the ODE", arguments: regimes)
    func closedFormMatchesIntegration(row: (String, Spring, Double, Double)) {
        let (_, spring, target, v0) = row
        let times = stride(from: 0.0, through: 2.0, by: 0.05).map { $0 }
        let numeric = integrateSpring(
            mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, target: target,
            initialVelocity: v0, times: times)
        for (time, expected) in zip(times, numeric) {
            let x = spring.value(target: target, initialVelocity: v0, time: time)
            let v = spring.velocity(target: target, initialVelocity: v0, time: time)
            #expect(isClose(x, expected.x, 1e-7), "x at \(time)")
            #expect(isClose(v, expected.v, 1e-6), "v at \(time)")
        }
    }

    @Test("at time 0 the value is 0 and the velocity is the initial velocity", arguments: regimes)
    func initialConditions(row: (String, Spring, Double, Double)) {
        let (_, spring, target, v0) = row
        #expect(isClose(spring.value(target: target, initialVelocity: v0, time: 0), 0, 1e-12))
        #expect(isClose(spring.velocity(target: target, initialVelocity: v0, time: 0), v0, 1e-9))
    }

    @Test("vector targets move component-wise, like scalar springs")
    func vectorTargets() {
        let spring = Spring.bouncy
        let target = AnimatablePair(3.0, -2.0)
        let velocity = AnimatablePair(1.0, 0.5)
        for time in [0.0, 0.1, 0.37, 1.2] {
            let value = spring.value(target: target, initialVelocity: velocity, time: time)
            #expect(isClose(value.first, spring.value(target: 3.0, initialVelocity: 1.0, time: time), 1e-12))
            #expect(isClose(value.second, spring.value(target: -2.0, initialVelocity: 0.5, time: time), 1e-12))
        }
    }

    @Test("force is k·(target − position) − c·velocity")
    func force() {
        let spring = Spring(mass: 2, stiffness: 50, damping: 6)
        #expect(isClose(spring.force(target: 1.0, position: 0.25, velocity: 2.0), 50 * 0.75 - 6 * 2, 1e-9))
    }

    @Test("update advances exactly: many small steps equal one big step")
    func updateIsExact() {
        let spring = Spring.snappy
        var value = 0.0
        var velocity = 0.0
        for _ in 0..<37 { spring.update(value: &value, velocity: &velocity, target: 1, deltaTime: 1.0 / 60) }
        #expect(isClose(value, spring.value(target: 1.0, time: 37.0 / 60), 1e-12))
        #expect(isClose(velocity, spring.velocity(target: 1.0, time: 37.0 / 60), 1e-10))
    }

    @Test("value(fromValue:toValue:) works on animatable values")
    func fromToValue() {
        let spring = Spring.smooth
        let value = spring.value(fromValue: 10.0, toValue: 20.0, initialVelocity: 0.0, time: 0.2)
        #expect(isClose(value, 10 + spring.value(target: 10.0, time: 0.2), 1e-12))
    }

    // Spec §4.3 table: SwiftUI's estimator.
    static let settling: [(String, Spring, Double)] = [
        ("Spring()", Spring(), 0.8),
        ("snappy", .snappy, 0.87683),
        ("bouncy", Spring(duration: 0.5, bounce: 0.3), 1.04471),
        ("mass 1, stiffness 100, damping 10", Spring(mass: 1, stiffness: 100, damping: 10), 1.73990),
        ("duration 0.7, bounce −0.2", Spring(duration: 0.7, bounce: -0.2), 1.7),
    ]

    @Test("settlingDuration matches SwiftUI's estimator", arguments: settling)
    func settlingDurations(row: (String, Spring, Double)) {
        #expect(isClose(row.1.settlingDuration, row.2, 1e-5))
    }

    @Test("critical settling durations are sums of 0.1 steps, like SwiftUI's")
    func settlingGrid() {
        var grid = 0.0
        for _ in 0..<8 { grid += 0.1 }
        #expect(Spring().settlingDuration == grid)  // 0.7999999999999999
    }

    @Test("an undamped spring never settles")
    func undampedSettling() {
        #expect(Spring(response: 0.5, dampingRatio: 0).settlingDuration == .infinity)
        #expect(Spring(duration: 0.5, bounce: 1.5).settlingDuration == .infinity)
    }

    @Test("a very slow over-damped spring reports its envelope bound instead of 0 (deviation)")
    func slowOverDampedSettling() {
        let spring = Spring(duration: 0.5, bounce: -0.999)
        let settle = spring.settlingDuration
        #expect(settle > 100)
        #expect(settle.isFinite)
        #expect(abs(spring.value(target: 1.0, time: settle) - 1) <= 0.001)
    }

    @Test("Spring(settlingDuration:dampingRatio:) solves SwiftUI's equation for ω0",
          arguments: [(1.0, 0.5), (0.5, 0.8), (2.0, 0.3), (1.0, 1.0), (0.3, 1.0)])
    func settlingInitialiser(row: (Double, Double)) {
        let (duration, zeta) = row
        let spring = Spring(settlingDuration: duration, dampingRatio: zeta)
        #expect(isClose(spring.dampingRatio, zeta, 1e-9))
        let omega0 = 2 * Double.pi / spring.response
        let residual: Double
        if zeta < 1 {
            residual = zeta / (1 - zeta * zeta).squareRoot() * Double.exp(-zeta * omega0 * duration)
        } else {
            residual = (1 + omega0 * duration) * Double.exp(-omega0 * duration)
        }
        #expect(isClose(residual, 0.001, 1e-9))
    }

    @Test("Spring(settlingDuration:) clamps its inputs")
    func settlingInitialiserClamps() {
        #expect(Spring(settlingDuration: 100, dampingRatio: 0.5) == Spring(settlingDuration: 10, dampingRatio: 0.5))
        #expect(Spring(settlingDuration: 0, dampingRatio: 0.5) == Spring(settlingDuration: 0.01, dampingRatio: 0.5))
        #expect(Spring(settlingDuration: 1, dampingRatio: 3) == Spring(settlingDuration: 1, dampingRatio: 1))
        let tiny = Spring(settlingDuration: 1, dampingRatio: 0)
        #expect(tiny.response.isFinite && tiny.response > 0)
    }

    static let badInputs: [(String, Spring)] = [
        ("duration NaN", Spring(duration: .nan, bounce: 0)),
        ("duration 0", Spring(duration: 0, bounce: 0.2)),
        ("duration −1", Spring(duration: -1, bounce: 0.2)),
        ("duration ∞", Spring(duration: .infinity, bounce: 0)),
        ("bounce NaN", Spring(duration: 0.5, bounce: .nan)),
        ("bounce −1", Spring(duration: 0.5, bounce: -1)),
        ("bounce −5", Spring(duration: 0.5, bounce: -5)),
        ("bounce 3", Spring(duration: 0.5, bounce: 3)),
        ("response 0", Spring(response: 0, dampingRatio: 0.5)),
        ("damping ratio NaN", Spring(response: 0.5, dampingRatio: .nan)),
        ("damping ratio −2", Spring(response: 0.5, dampingRatio: -2)),
        ("mass 0", Spring(mass: 0, stiffness: 100, damping: 10)),
        ("mass NaN", Spring(mass: .nan, stiffness: 100, damping: 10)),
        ("negative damping", Spring(mass: 1, stiffness: 100, damping: -10)),
        ("negative stiffness", Spring(mass: 1, stiffness: -100, damping: 10, allowOverDamping: true)),
        ("infinite stiffness", Spring(mass: 1, stiffness: .infinity, damping: .infinity)),
        ("NaN everything", Spring(mass: .nan, stiffness: .nan, damping: .nan)),
        ("settling NaN", Spring(settlingDuration: .nan, dampingRatio: .nan, epsilon: .nan)),
    ]

    @Test("bad parameters are sanitised: no NaN from any query", arguments: badInputs)
    func badInputNeverNaN(row: (String, Spring)) {
        let spring = row.1
        for property in [spring.mass, spring.stiffness, spring.damping, spring.duration, spring.response,
                         spring.dampingRatio, spring.bounce, spring.settlingDuration] {
            #expect(!property.isNaN)
        }
        for time in [0.0, 0.01, 0.5, 3, 100, .infinity, -1, .nan] {
            #expect(!spring.value(target: 1.0, initialVelocity: 0.5, time: time).isNaN, "t = \(time)")
            #expect(!spring.velocity(target: 1.0, initialVelocity: 0.5, time: time).isNaN, "t = \(time)")
        }
    }

    @Test("documented clamps for bad parameters")
    func badInputClamps() {
        #expect(isClose(Spring(duration: 0).stiffness, 45_000, 1e-6))
        #expect(Spring(duration: .nan) == Spring(duration: 0))
        #expect(Spring(duration: 0.5, bounce: -1) == Spring(duration: 0.5, bounce: -0.999))
        #expect(isClose(Spring(duration: 0.5, bounce: -1).dampingRatio, 1000, 1e-6))
        #expect(Spring(duration: 0.5, bounce: 3).dampingRatio == 0)
        #expect(Spring(duration: 0.5, bounce: .nan) == Spring(duration: 0.5, bounce: 0))
        #expect(Spring(mass: -2, stiffness: 100, damping: 10) == Spring(mass: 1, stiffness: 100, damping: 10))
        #expect(Spring(mass: 1, stiffness: 100, damping: -10).damping == 0)
        #expect(Spring(duration: .infinity).value(target: 1.0, time: 5) == 0)
    }

    @Test("description is readable source that reads back to the same spring")
    func description() throws {
        #expect(Spring(mass: 1, stiffness: 100, damping: 10).description == "Spring(mass: 1, stiffness: 100, damping: 10)")
        for spring in [Spring.bouncy, .snappy, Spring(duration: 0.7, bounce: -0.2), Spring(mass: 3, stiffness: 20, damping: 1)] {
            let parsed = try Spring(parsing: spring.description)
            #expect(isClose(parsed.stiffness, spring.stiffness, 1e-9 * spring.stiffness))
            #expect(isClose(parsed.damping, spring.damping, 1e-9 * spring.damping))
            #expect(parsed.mass == spring.mass)
        }
    }
}
