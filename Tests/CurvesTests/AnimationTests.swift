import Testing

@testable import Curves
import ZoetropeTestSupport

/// The fraction of a change of 1 that `animation` presents at `time` (1 once finished: the model).
func fraction(_ animation: Animation, _ time: Double) -> Double {
    animation.animate(value: 1.0, time: time) ?? 1
}

@Suite("Animation")
struct AnimationTests {
    // MARK: Factories and defaults (spec §1)

    static let timingDefaults: [(String, Animation, Animation)] = [
        ("linear", .linear, .timingCurve(0, 0, 1, 1, duration: 0.35)),
        ("easeIn", .easeIn, .timingCurve(0.42, 0, 1, 1, duration: 0.35)),
        ("easeOut", .easeOut, .timingCurve(0, 0, 0.58, 1, duration: 0.35)),
        ("easeInOut", .easeInOut, .timingCurve(0.42, 0, 0.58, 1, duration: 0.35)),
        ("timingCurve default duration", .timingCurve(0.1, 0.75, 0.85, 0.35), .timingCurve(0.1, 0.75, 0.85, 0.35, duration: 0.35)),
    ]

    @Test("timing-curve factories default to 0.35 s and the spec's control points", arguments: timingDefaults)
    func timingFactories(row: (String, Animation, Animation)) {
        #expect(row.1 == row.2)
        #expect(row.1.finishTime(animating: 1.0) == 0.35)
    }

    static func springOf(_ animation: Animation) -> Spring? {
        switch animation.node {
        case .fluidSpring(let fluid): return fluid.spring
        case .systemDefault: return FluidSpringAnimation.systemDefault.spring
        case .interpolatingSpring(let interpolating): return interpolating.spring
        default: return nil
        }
    }

    // (name, animation, stiffness, damping) from the spec §1 preset table.
    static let springDefaults: [(String, Animation, Double, Double)] = [
        ("spring", .spring, 157.914, 25.133),
        ("spring()", .spring(), 157.914, 25.133),
        ("spring(response:dampingFraction:) defaults", .spring(response: 0.5), 157.914, 20.735),
        ("smooth", .smooth, 157.914, 25.133),
        ("snappy", .snappy, 157.914, 21.363),
        ("bouncy", .bouncy, 157.914, 17.593),
        ("default", .default, 130.507, 22.848),
        ("interactiveSpring", .interactiveSpring, 1754.596, 71.209),
        ("interactiveSpring(response:) defaults", .interactiveSpring(response: 0.15), 1754.596, 72.047),
        ("interpolatingSpring", .interpolatingSpring, 157.914, 25.133),
        ("interpolatingSpring()", .interpolatingSpring(), 157.914, 25.133),
    ]

    @Test("spring factories default to the spec's current-SDK constants", arguments: springDefaults)
    func springFactories(row: (String, Animation, Double, Double)) throws {
        let spring = try #require(Self.springOf(row.1))
        #expect(isClose(spring.stiffness, row.2, 1e-3))
        #expect(isClose(spring.damping, row.3, 1e-3))
        #expect(spring.mass == 1)
    }

    @Test("factory equivalences of spec §1")
    func equivalences() {
        #expect(Animation.spring(duration: 0.4, bounce: 0.2, blendDuration: 0.1) == .spring(response: 0.4, dampingFraction: 0.8, blendDuration: 0.1))
        #expect(Animation.spring(duration: 0.4, bounce: -0.5) == .spring(response: 0.4, dampingFraction: 2))
        #expect(Animation.smooth(duration: 0.3, extraBounce: 0.1) == .spring(duration: 0.3, bounce: 0.1))
        #expect(Animation.snappy(duration: 0.3, extraBounce: 0.1) == .spring(duration: 0.3, bounce: 0.25))
        #expect(Animation.bouncy(duration: 0.3, extraBounce: 0.1) == .spring(duration: 0.3, bounce: 0.4))
        #expect(Animation.interactiveSpring(duration: 0.2, extraBounce: 0.05) == .spring(duration: 0.2, bounce: 0.2, blendDuration: 0.25))
        #expect(Animation.spring(Spring(response: 0.3, dampingRatio: 0.6)) == .spring(response: 0.3, dampingFraction: 0.6))
        #expect(Animation.interpolatingSpring(Spring(mass: 2, stiffness: 80, damping: 4)) == .interpolatingSpring(mass: 2, stiffness: 80, damping: 4))
    }

    @Test(".default equals only itself, even against a spring with its parameters")
    func defaultIdentity() {
        #expect(Animation.default == .default)
        #expect(Animation.default != .spring(response: 0.55, dampingFraction: 1))
        #expect(fraction(.default, 0.3) == fraction(.spring(response: 0.55, dampingFraction: 1), 0.3))
    }

    @Test("easeIn(duration:) and timingCurve(.easeIn, duration:) move alike but only the latter reports velocity")
    func bezierVersusUnitCurve() {
        let classic = Animation.easeIn(duration: 1)
        let curve = Animation.timingCurve(.easeIn, duration: 1)
        #expect(classic != curve)
        for t in [0.1, 0.5, 0.9] { #expect(isClose(fraction(classic, t), fraction(curve, t), 1e-12)) }
        #expect(!classic.reportsVelocity)
        #expect(curve.reportsVelocity)
        #expect(Animation.spring.reportsVelocity)
    }

    @Test("a timing curve presents start + f(t/D)·Δ and finishes strictly after D")
    func timingCurveEvaluation() throws {
        let animation = Animation.easeInOut(duration: 2)
        #expect(isClose(try #require(animation.animate(value: 10.0, time: 0.5)), 10 * UnitCurve.easeInOut.value(at: 0.25), 1e-12))
        #expect(try #require(animation.animate(value: 10.0, time: 2)) == 10)
        #expect(animation.animate(value: 10.0, time: 2.0001) == nil)
        #expect(isClose(try #require(animation.velocity(value: 10.0, time: 1)), 10 * UnitCurve.easeInOut.velocity(at: 0.5) / 2, 1e-9))
    }

    // MARK: Modifiers (spec §2)

    @Test("delay holds the start with zero velocity, then runs the base", arguments: [0.0, 0.3, 0.5, 0.75, 1.5, 1.6])
    func delay(time: Double) {
        let animation = Animation.linear(duration: 1).delay(0.5)
        let expected = time > 1.5 ? 1 : max(0, time - 0.5)
        #expect(isClose(fraction(animation, time), expected, 1e-12))
        #expect(animation.finishTime(animating: 1.0) == 1.5)
        if time < 0.5 { #expect(animation.velocity(value: 1.0, time: time) == 0) }
    }

    @Test("speed scales time: ×2 halves the duration, ×0.25 makes it four times longer")
    func speed() {
        #expect(Animation.linear(duration: 1).speed(2).finishTime(animating: 1.0) == 0.5)
        #expect(Animation.linear(duration: 1).speed(0.25).finishTime(animating: 1.0) == 4)
        #expect(isClose(fraction(.linear(duration: 1).speed(0.25), 1), 0.25, 1e-12))
        #expect(isClose(Animation.linear(duration: 1).speed(2).velocity(value: 1.0, time: 0.2) ?? 0, 2, 1e-12))
    }

    // (animation, [(time, expected fraction)]) for a linear 1 s base (spec §2 table).
    static let repeatTables: [(String, Animation, [(Double, Double)])] = [
        ("repeatCount(1) plays once, no reverse", .linear(duration: 1).repeatCount(1),
         [(0.5, 0.5), (1, 1), (1.2, 1)]),
        ("repeatCount(2) forward, back, then jumps to the end", .linear(duration: 1).repeatCount(2),
         [(0.25, 0.25), (1.25, 0.75), (1.75, 0.25), (2, 0), (2.01, 1)]),
        ("repeatCount(3) ends at 1 without a jump", .linear(duration: 1).repeatCount(3),
         [(0.5, 0.5), (1.5, 0.5), (2.25, 0.25), (2.75, 0.75), (3, 1), (3.5, 1)]),
        ("repeatCount(3, autoreverses: false) restarts each pass", .linear(duration: 1).repeatCount(3, autoreverses: false),
         [(0.5, 0.5), (1.25, 0.25), (2.75, 0.75), (3, 1), (3.1, 1)]),
        ("repeatForever() goes back and forth", .linear(duration: 1).repeatForever(),
         [(0.5, 0.5), (1.5, 0.5), (1.75, 0.25), (2.25, 0.25), (101.25, 0.75), (100.25, 0.25)]),
        ("repeatForever(autoreverses: false) saws", .linear(duration: 1).repeatForever(autoreverses: false),
         [(0.5, 0.5), (1.5, 0.5), (1.75, 0.75), (7.25, 0.25)]),
        ("delay before every pass", .linear(duration: 1).delay(1).repeatForever(autoreverses: false),
         [(0.5, 0), (1.5, 0.5), (2.5, 0), (3.5, 0.5)]),
        ("delay once", .linear(duration: 1).repeatForever(autoreverses: false).delay(1),
         [(0.5, 0), (1.5, 0.5), (2.5, 0.5), (3.5, 0.5)]),
        ("repeatCount(3).speed(0.5) runs every pass at half speed", .linear(duration: 1).repeatCount(3).speed(0.5),
         [(1, 0.5), (3, 0.5), (5, 0.5), (5.5, 0.75), (6, 1), (6.1, 1)]),
        ("speed wraps a delay too: delay(1).speed(2) waits 0.5 s and runs 0.5 s", .linear(duration: 1).delay(1).speed(2),
         [(0.25, 0), (0.5, 0), (0.75, 0.5), (1, 1)]),
        ("a reversed pass holds at the end through its own delay", .linear(duration: 1).delay(1).repeatCount(2),
         [(0.5, 0), (1.5, 0.5), (2, 1), (2.5, 1), (3.5, 0.5), (4.01, 1)]),
        ("speed(0.5).repeatCount(3) is the same motion", .linear(duration: 1).speed(0.5).repeatCount(3),
         [(1, 0.5), (3, 0.5), (5, 0.5), (5.5, 0.75)]),
    ]

    @Test("repeat, delay and speed compose as the spec's table says", arguments: repeatTables)
    func repeatTable(row: (String, Animation, [(Double, Double)])) {
        for (time, expected) in row.2 {
            #expect(isClose(fraction(row.1, time), expected, 1e-9), "t = \(time)")
        }
    }

    @Test("finish times of repeats: count × pass, forever never")
    func repeatFinish() {
        #expect(Animation.linear(duration: 1).repeatCount(3).finishTime(animating: 1.0) == 3)
        #expect(Animation.linear(duration: 1).delay(0.5).repeatCount(2).finishTime(animating: 1.0) == 3)
        #expect(Animation.linear(duration: 1).repeatCount(2).delay(0.5).finishTime(animating: 1.0) == 2.5)
        #expect(Animation.linear(duration: 1).repeatForever().finishTime(animating: 1.0) == .infinity)
    }

    @Test("a reversed pass reports the negated velocity")
    func reversedVelocity() {
        let animation = Animation.easeIn(duration: 1).repeatCount(2)
        let forward = animation.velocity(value: 1.0, time: 0.7) ?? 0
        let backward = animation.velocity(value: 1.0, time: 1.7) ?? 0
        #expect(isClose(forward, -backward, 1e-9))
    }

    @Test("logicallyComplete(after:) only shortens logical completion, never the animation")
    func logicalCompletion() {
        let base = Animation.linear(duration: 1)
        #expect(base.logicalCompletionTime(animating: 1.0) == 1)
        #expect(base.logicallyComplete(after: 0.4).logicalCompletionTime(animating: 1.0) == 0.4)
        #expect(base.logicallyComplete(after: 3).logicalCompletionTime(animating: 1.0) == 1)
        #expect(base.logicallyComplete(after: 0.4).finishTime(animating: 1.0) == 1)
        #expect(isClose(Animation.spring(response: 0.3, dampingFraction: 0.5).logicalCompletionTime(animating: 1.0), 0.3, 1e-12))
        #expect(isClose(Animation.interpolatingSpring(stiffness: 100, damping: 10).logicalCompletionTime(animating: 1.0), 2 * .pi / 10, 1e-12))
        #expect(Animation.linear(duration: 1).repeatCount(3).logicalCompletionTime(animating: 1.0) == 3)
        #expect(Animation.linear(duration: 1).repeatForever().logicalCompletionTime(animating: 1.0) == .infinity)
        #expect(Animation.linear(duration: 1).delay(2).logicalCompletionTime(animating: 1.0) == 3)
    }

    // MARK: Springs

    @Test("a persistent spring presents the closed form and stops by SwiftUI's rest rule")
    func fluidSpring() throws {
        let animation = Animation.spring(response: 0.5, dampingFraction: 0.825)
        let spring = Spring(response: 0.5, dampingRatio: 0.825)
        for t in stride(from: 0.0, through: 0.6, by: 0.05) {
            #expect(isClose(try #require(animation.animate(value: 100.0, time: t)), spring.value(target: 100.0, time: t), 1e-9))
        }
        let finish = animation.finishTime(animating: 100.0)
        // At the end the speed is at most 0.06 units/s and the distance at most 1 % of the change.
        #expect(abs(spring.velocity(target: 100.0, time: finish)) <= 0.06)
        #expect(abs(spring.value(target: 100.0, time: finish) - 100) <= 1)
        #expect(animation.animate(value: 100.0, time: finish + 1e-6) == nil)
        // Absolute thresholds: a larger change takes longer to come to rest.
        #expect(animation.finishTime(animating: 1000.0) > animation.finishTime(animating: 1.0))
        #expect(animation.finishTime(animating: 0.0) == 0)
    }

    @Test("persistent springs stay within 0.6 % of SwiftUI's 300 Hz integrator (spec §4.4)",
          arguments: [(0.5, 0.825), (0.5, 0.7), (0.55, 1.0), (0.5, 0.85)])
    func closeToSteppedIntegrator(row: (Double, Double)) {
        let (response, fraction) = row
        let k = (2 * .pi / response) * (2 * .pi / response)
        let c = 2 * fraction * k.squareRoot()
        let h = 1.0 / 300
        var x = 0.0, v = 0.0, a = 0.0
        let animation = Animation.spring(response: response, dampingFraction: fraction)
        for step in 1...300 {
            let half = v + a * h / 2
            x += half * h
            a = k * (1 - x) - c * half
            v = half + a * h / 2
            let closed = animation.animate(value: 1.0, time: Double(step) * h) ?? 1
            #expect(abs(closed - x) <= 0.006, "step \(step)")
        }
    }

    @Test("an interpolating spring follows its Spring with the initial velocity and ends at its settling duration")
    func interpolatingSpring() throws {
        let animation = Animation.interpolatingSpring(mass: 1, stiffness: 80, damping: 4, initialVelocity: 2)
        let spring = Spring(mass: 1, stiffness: 80, damping: 4)
        for t in stride(from: 0.0, through: 1.0, by: 0.1) {
            #expect(isClose(try #require(animation.animate(value: 1.0, time: t)), spring.value(target: 1.0, initialVelocity: 2.0, time: t), 1e-12))
        }
        let settle = spring.settlingDuration(target: 1.0, initialVelocity: 2.0, epsilon: 0.001)
        #expect(animation.finishTime(animating: 1.0) == settle)
        #expect(animation.animate(value: 1.0, time: settle + 0.01) == nil)
    }

    @Test("interpolatingSpring(mass:stiffness:damping:) clamps over-damping to critical; duration/bounce keeps it")
    func interpolatingOverDamping() throws {
        let clamped = Animation.interpolatingSpring(stiffness: 100, damping: 100)
        let critical = Spring(response: 2 * .pi / 10, dampingRatio: 1)
        #expect(isClose(try #require(clamped.animate(value: 1.0, time: 0.2)), critical.value(target: 1.0, time: 0.2), 1e-9))
        let overDamped = Animation.interpolatingSpring(duration: 0.5, bounce: -0.5)
        let spring = Spring(duration: 0.5, bounce: -0.5)
        #expect(isClose(try #require(overDamped.animate(value: 1.0, time: 0.2)), spring.value(target: 1.0, time: 0.2), 1e-9))
    }

    @Test("merging: persistent springs merge with anything; wrappers only with the same wrapper")
    func merging() {
        #expect(Animation.spring.shouldMerge(previous: .easeIn))
        #expect(Animation.default.shouldMerge(previous: .bouncy))
        #expect(!Animation.easeIn.shouldMerge(previous: .easeIn))
        #expect(!Animation.interpolatingSpring.shouldMerge(previous: .interpolatingSpring))
        #expect(Animation.spring.speed(2).shouldMerge(previous: .smooth.speed(2)))
        #expect(!Animation.spring.speed(2).shouldMerge(previous: .smooth.speed(3)))
        #expect(!Animation.spring.speed(2).shouldMerge(previous: .smooth))
        #expect(Animation.spring.delay(1).shouldMerge(previous: .bouncy.delay(1)))
        #expect(!Animation.spring.repeatCount(2).shouldMerge(previous: .spring.repeatCount(2)))
    }

    // MARK: Equality and description

    static let described: [(Animation, String)] = [
        (.default, ".default"),
        (.easeInOut, ".easeInOut(duration: 0.35)"),
        (.linear(duration: 1), ".linear(duration: 1)"),
        (.timingCurve(0.24, 1.4, 1, -1, duration: 1).delay(0.2), ".timingCurve(0.24, 1.4, 1, -1, duration: 1).delay(0.2)"),
        (.timingCurve(.circularEaseOut, duration: 1), ".timingCurve(.circularEaseOut, duration: 1)"),
        (.bouncy, ".spring(response: 0.5, dampingFraction: 0.7)"),
        (.interactiveSpring, ".spring(response: 0.15, dampingFraction: 0.85, blendDuration: 0.25)"),
        (.interpolatingSpring(stiffness: 80, damping: 4), ".interpolatingSpring(mass: 1, stiffness: 80, damping: 4)"),
        (.easeInOut(duration: 0.35).repeatCount(3).speed(0.5), ".easeInOut(duration: 0.35).repeatCount(3, autoreverses: true).speed(0.5)"),
        (.easeIn.repeatForever(autoreverses: false), ".easeIn(duration: 0.35).repeatForever(autoreverses: false)"),
        (.linear.logicallyComplete(after: 0.1), ".linear(duration: 0.35).logicallyComplete(after: 0.1)"),
    ]

    @Test("descriptions are readable SwiftUI source", arguments: described)
    func descriptions(row: (Animation, String)) {
        #expect(row.0.description == row.1)
    }

    static let roundTrips: [Animation] = [
        .default, .linear, .easeIn(duration: 2), .easeOut, .easeInOut(duration: 0.1),
        .timingCurve(0.68, -0.55, 0.265, 1.55, duration: 0.8), .timingCurve(.circularEaseInOut, duration: 2),
        .timingCurve(.bezier(startControlPoint: .init(x: 0.2, y: 0.1), endControlPoint: .init(x: 0.3, y: 1.4)), duration: 1),
        .spring, .smooth, .snappy(duration: 0.3), .bouncy(extraBounce: 0.1), .spring(response: 0.3, dampingFraction: 0.4, blendDuration: 0.2),
        .interactiveSpring, .interpolatingSpring, .interpolatingSpring(mass: 2, stiffness: 30, damping: 3, initialVelocity: -1),
        .interpolatingSpring(duration: 0.5, bounce: -0.4), .interpolatingSpring(Spring.bouncy, initialVelocity: 2),
        .easeIn.delay(0.5).repeatCount(4, autoreverses: false).speed(2).logicallyComplete(after: 0.3),
        .spring.repeatForever().delay(-0.25),
    ]

    @Test("parsing a description gives back an equal animation", arguments: roundTrips)
    func descriptionRoundTrip(animation: Animation) throws {
        #expect(try Animation(parsing: animation.description) == animation)
    }

    // MARK: Bad input

    @Test("bad parameters are documented clamps that never produce NaN")
    func badInput() {
        #expect(Animation.linear(duration: -1) == .linear(duration: 0))
        #expect(Animation.linear(duration: .nan) == .linear(duration: 0))
        #expect(fraction(.linear(duration: 0), 0) == 1)
        #expect(Animation.linear(duration: 0).animate(value: 1.0, time: 0.01) == nil)
        #expect(Animation.linear.repeatCount(0) == .linear.repeatCount(1))
        #expect(Animation.linear.repeatCount(-5) == .linear.repeatCount(1))
        #expect(Animation.linear.speed(.nan) == .linear.speed(1))
        #expect(Animation.linear.speed(-2) == .linear.speed(0))
        #expect(Animation.linear.speed(0).finishTime(animating: 1.0) == .infinity)
        #expect(Animation.linear.delay(.nan) == .linear.delay(0))
        #expect(Animation.spring(response: -1) == .spring(response: 0))
        #expect(Animation.spring(response: .nan) == .spring(response: 0))
        #expect(Animation.spring(response: 0, dampingFraction: -3) == .spring(response: 0, dampingFraction: 0))
        #expect(Animation.spring(duration: 0.5, bounce: -1) == .spring(duration: 0.5, bounce: -2))
        let extremes: [Animation] = [
            .linear(duration: .infinity), .linear(duration: 1e-300), .spring(response: 0), .spring(response: .infinity),
            .spring(response: 0.5, dampingFraction: 0), .spring(duration: 0.5, bounce: -1), .spring(duration: 0.5, bounce: 5),
            .interpolatingSpring(mass: .nan, stiffness: .infinity, damping: -1, initialVelocity: .infinity),
            .interpolatingSpring(stiffness: 0, damping: 0), .timingCurve(.nan, .infinity, -1e308, 1e308, duration: 1),
            .timingCurve(.circularEaseOut, duration: 1e-9), .linear.speed(.infinity), .linear.delay(.infinity),
            .linear.delay(-.infinity), .linear.logicallyComplete(after: .nan), .spring.repeatForever().speed(1e6),
        ]
        for animation in extremes {
            for time in [0.0, 1e-7, 0.1, 1, 10, 1e9, .infinity, -.infinity, .nan] {
                for value in [0.0, 1.0, 1e6, -3] {
                    let presented = animation.animate(value: value, time: time)
                    let velocity = animation.velocity(value: value, time: time)
                    #expect(presented.map { !$0.isNaN } ?? true, "\(animation) at \(time)")
                    #expect(velocity.map { !$0.isNaN } ?? true, "\(animation) velocity at \(time)")
                }
            }
            #expect(!animation.finishTime(animating: 1.0).isNaN)
            #expect(!animation.logicalCompletionTime(animating: 1.0).isNaN)
        }
    }
}
