import Geometry
import Testing

@testable import Curves
import ZoetropeTestSupport

@Suite("AnimatedValue")
struct AnimatedValueTests {
    @Test("a fresh run presents old + animate(Δ, t) and ends at the model value")
    func freshRun() {
        var value = AnimatedValue(10.0)
        value.set(30, animation: .easeInOut(duration: 1), at: 2)
        #expect(value.value == 30)
        #expect(value.presentation(at: 2) == 10)
        #expect(isClose(value.presentation(at: 2.5), 10 + 20 * UnitCurve.easeInOut.value(at: 0.5), 1e-12))
        #expect(value.presentation(at: 3.5) == 30)
        #expect(value.isAnimating(at: 2.9))
        #expect(!value.isAnimating(at: 3.01))
        #expect(value.finishTime == 3)
        #expect(isClose(value.velocity(at: 2.5), 20 * UnitCurve.easeInOut.velocity(at: 0.5), 1e-9))
    }

    @Test("the identity curve presents 0 → 1 exactly: t at t", .bug(id: 42),
          arguments: [0.1, 0.3, 0.25, 0.7, 0.9, 1.0 / 3])
    func linearIsExact(t: Double) {
        var value = AnimatedValue(0.0)
        value.set(1, animation: .linear(duration: 1), at: 0)
        #expect(value.presentation(at: t) == t)
        // From a start other than 0 the start is still exact, and so is a whole travel.
        var other = AnimatedValue(2.0)
        other.set(4, animation: .linear(duration: 1), at: 0)
        #expect(other.presentation(at: 0.5) == 3)
    }

    @Test("a change to the same value starts nothing")
    func noChange() {
        var value = AnimatedValue(1.0)
        value.set(1, animation: .linear, at: 0)
        #expect(value.runningAnimationCount == 0)
    }

    @Test("timing curves combine additively: r = r_old + f_new·(Δ + Δ′ − r_old) (spec §5)",
          arguments: stride(from: 0.0, through: 2.0, by: 0.05).map { $0 })
    func additiveCombination(time: Double) {
        var value = AnimatedValue(0.0)
        value.set(1, animation: .easeIn(duration: 1), at: 0)
        value.set(3, animation: .linear(duration: 1), at: 0.4)
        let old = time > 1 ? 1 : UnitCurve.easeIn.value(at: time)
        let new = min(1, max(0, time - 0.4))
        let expected = time > 1.4 ? 3 : old + new * (3 - old)
        #expect(isClose(value.presentation(at: time), expected, 1e-12))
    }

    @Test("a combined run is not a restart: the old curve keeps running underneath")
    func notARestart() {
        var combined = AnimatedValue(0.0)
        combined.set(1, animation: .linear(duration: 1), at: 0)
        combined.set(2, animation: .linear(duration: 1), at: 0.5)
        // A restart from the frozen value 0.5 would present 0.5 + 0.5·1.5 = 1.25 at t = 1.
        #expect(isClose(combined.presentation(at: 1), 1 + 0.5 * (2 - 1), 1e-12))
    }

    // Pairs of (first, second) animations retargeted mid-flight.
    static let pairs: [(String, Animation, Animation)] = [
        ("easeIn → linear", .easeIn(duration: 1), .linear(duration: 0.8)),
        ("easeInOut → easeOut", .easeInOut(duration: 1), .easeOut(duration: 0.5)),
        ("linear → spring", .linear(duration: 1), .spring),
        ("spring → spring", .spring(response: 0.5, dampingFraction: 0.5), .bouncy),
        ("spring → easeInOut", .snappy, .easeInOut(duration: 0.6)),
        ("interpolating → interpolating", .interpolatingSpring(stiffness: 80, damping: 4), .interpolatingSpring(stiffness: 200, damping: 10)),
        ("repeatForever → spring", .linear(duration: 0.3).repeatForever(), .smooth),
        ("spring → repeatCount", .bouncy, .easeIn(duration: 0.2).repeatCount(3)),
        ("delayed spring → delayed spring", .spring.delay(0.1), .bouncy.delay(0.1)),
        ("fast spring → fast spring", .spring.speed(2), .bouncy.speed(2)),
        ("unit curve → spring", .timingCurve(.easeInOut, duration: 1), .spring(response: 0.3, dampingFraction: 0.9)),
    ]

    @Test("position is continuous on every retarget", arguments: pairs)
    func positionContinuity(row: (String, Animation, Animation)) {
        for retargetTime in [0.05, 0.2, 0.37, 0.6] {
            var value = AnimatedValue(0.0)
            value.set(100, animation: row.1, at: 0)
            let before = value.presentation(at: retargetTime)
            value.set(-40, animation: row.2, at: retargetTime)
            #expect(isClose(value.presentation(at: retargetTime), before, 1e-9), "retarget at \(retargetTime)")
            #expect(value.presentation(at: 20) == -40)
        }
    }

    @Test("springs keep their velocity when they take over (merge)", arguments: pairs.filter {
        $0.2.shouldMerge(previous: $0.1) && $0.1.reportsVelocity && !$0.0.contains("delayed")
    })
    func springVelocityContinuity(row: (String, Animation, Animation)) {
        for retargetTime in [0.05, 0.2, 0.37] {
            var value = AnimatedValue(0.0)
            value.set(100, animation: row.1, at: 0)
            let before = value.velocity(at: retargetTime)
            value.set(-40, animation: row.2, at: retargetTime)
            #expect(value.runningAnimationCount == 1)
            #expect(isClose(value.velocity(at: retargetTime), before, 1e-6 * max(1, abs(before))), "retarget at \(retargetTime)")
        }
    }

    @Test("a delayed spring that merges holds the current position during its delay, then springs from rest")
    func delayedMergeHolds() {
        var value = AnimatedValue(0.0)
        value.set(100, animation: .spring.delay(0.1), at: 0)
        let position = value.presentation(at: 0.3)
        value.set(-40, animation: .bouncy.delay(0.1), at: 0.3)
        #expect(value.runningAnimationCount == 1)
        #expect(isClose(value.presentation(at: 0.35), position, 1e-12))
        #expect(value.velocity(at: 0.35) == 0)
        #expect(value.presentation(at: 0.6) < position)
    }

    @Test("combined interpolating springs keep velocity continuous (their slope starts at 0)")
    func interpolatingVelocityContinuity() {
        var value = AnimatedValue(0.0)
        value.set(100, animation: .interpolatingSpring(stiffness: 80, damping: 4), at: 0)
        let before = value.velocity(at: 0.3)
        value.set(-40, animation: .interpolatingSpring(stiffness: 200, damping: 10), at: 0.3)
        #expect(value.runningAnimationCount == 2)
        #expect(isClose(value.velocity(at: 0.3), before, 1e-9))
    }

    @Test("a spring taking over a classic Bézier starts at rest from the current position (SwiftUI: no reported velocity)")
    func bezierGivesNoVelocity() {
        var value = AnimatedValue(0.0)
        value.set(100, animation: .linear(duration: 1), at: 0)
        value.set(50, animation: .spring, at: 0.5)
        #expect(value.runningAnimationCount == 1)
        #expect(isClose(value.presentation(at: 0.5), 50, 1e-9))
        #expect(isClose(value.velocity(at: 0.5), 0, 1e-12))
    }

    @Test("a merged spring follows the closed form from the inherited state")
    func mergedSpringClosedForm() {
        var value = AnimatedValue(0.0)
        value.set(1, animation: .spring(response: 0.4, dampingFraction: 0.6), at: 0)
        let position = value.presentation(at: 0.25)
        let velocity = value.velocity(at: 0.25)
        value.set(2, animation: .bouncy, at: 0.25)
        let spring = Spring(response: 0.5, dampingRatio: 0.7)
        for dt in [0.0, 0.1, 0.33, 0.8] {
            let expected = position + spring.value(target: 2 - position, initialVelocity: velocity, time: dt)
            #expect(isClose(value.presentation(at: 0.25 + dt), expected, 1e-9), "dt = \(dt)")
        }
    }

    @Test("a spring merges over several combined runs and keeps their combined velocity")
    func mergeOverCombination() {
        var value = AnimatedValue(0.0)
        value.set(1, animation: .timingCurve(.easeIn, duration: 1), at: 0)
        value.set(2, animation: .timingCurve(.linear, duration: 1), at: 0.3)
        #expect(value.runningAnimationCount == 2)
        let position = value.presentation(at: 0.6)
        let velocity = value.velocity(at: 0.6)
        value.set(0, animation: .spring, at: 0.6)
        #expect(value.runningAnimationCount == 1)
        #expect(isClose(value.presentation(at: 0.6), position, 1e-12))
        #expect(isClose(value.velocity(at: 0.6), velocity, 1e-9))
    }

    @Test("a speed-wrapped spring converts the inherited velocity to its own time")
    func mergeThroughSpeed() {
        var value = AnimatedValue(0.0)
        value.set(10, animation: .spring.speed(0.5), at: 0)
        let velocity = value.velocity(at: 0.4)
        value.set(-10, animation: .bouncy.speed(0.5), at: 0.4)
        #expect(value.runningAnimationCount == 1)
        #expect(isClose(value.velocity(at: 0.4), velocity, 1e-9))
    }

    @Test("finished runs are dropped at the next change")
    func finishedRunsDropped() {
        var value = AnimatedValue(0.0)
        value.set(1, animation: .linear(duration: 1), at: 0)
        value.set(2, animation: .linear(duration: 0.2), at: 0.5)
        #expect(value.runningAnimationCount == 2)
        // At 0.8 the newer run has finished: both runs go, the third runs alone.
        value.set(3, animation: .linear(duration: 1), at: 0.8)
        #expect(value.runningAnimationCount == 1)
        #expect(isClose(value.presentation(at: 0.8), 2, 1e-12))
        value.removeFinishedAnimations(at: 5)
        #expect(value.runningAnimationCount == 0)
        #expect(value.presentation(at: 5) == 3)
    }

    @Test("dropping finished runs never changes the presentation from that time on")
    func pruningIsInvisible() {
        var value = AnimatedValue(0.0)
        value.set(1, animation: .easeIn(duration: 1), at: 0)
        value.set(2, animation: .easeOut(duration: 0.3), at: 0.2)
        value.set(4, animation: .linear(duration: 2), at: 0.4)
        var pruned = value
        pruned.removeFinishedAnimations(at: 0.6)
        #expect(pruned.runningAnimationCount < value.runningAnimationCount)
        for t in stride(from: 0.6, through: 3, by: 0.1) {
            #expect(pruned.presentation(at: t) == value.presentation(at: t))
        }
    }

    @Test("a change without animation jumps by the change and lets running animations continue (as SwiftUI)")
    func unanimatedChange() {
        var value = AnimatedValue(0.0)
        value.set(10, animation: .linear(duration: 1), at: 0)
        let before = value.presentation(at: 0.5)
        value.set(20, animation: nil, at: 0.5)
        #expect(isClose(value.presentation(at: 0.5), before + 10, 1e-12))
        #expect(isClose(value.presentation(at: 0.75), 20 - 10 * 0.25, 1e-12))
        #expect(value.presentation(at: 2) == 20)
        value.removeAllAnimations()
        #expect(value.presentation(at: 0.75) == 20)
    }

    @Test("the newest run ends the stack: once it has finished nothing below it moves the value, repeats included")
    func newestRunEndsStack() throws {
        var value = AnimatedValue(1.0)
        value.set(1.5, animation: .easeInOut(duration: 0.5).repeatForever(), at: 0)
        #expect(value.finishTime == .infinity)
        value.set(2, animation: .linear(duration: 0.4), at: 0.3)
        #expect(value.finishTime == 0.7)
        #expect(value.isAnimating(at: 0.7) && !value.isAnimating(at: 0.7000001))
        for t in [0.7000001, 1, 5, 1e6] { #expect(value.presentation(at: t) == 2) }
        // A longer run below a shorter newer one does not extend it either.
        var combined = AnimatedValue(0.0)
        combined.set(10, animation: .linear(duration: 2), at: 0)
        combined.set(20, animation: .easeIn(duration: 0.5), at: 1)
        #expect(combined.finishTime == 1.5)
        #expect(!combined.isAnimating(at: 1.6) && combined.presentation(at: 1.6) == 20)
        #expect(combined.isLogicallyComplete(at: 1.6))
    }

    @Test("repeatCount(2) ends with the jump to the model value")
    func evenRepeatJump() {
        var value = AnimatedValue(0.0)
        value.set(1, animation: .linear(duration: 1).repeatCount(2), at: 0)
        #expect(isClose(value.presentation(at: 1.5), 0.5, 1e-12))
        #expect(isClose(value.presentation(at: 2), 0, 1e-12))
        #expect(value.presentation(at: 2.001) == 1)
    }

    @Test("sampling at 24, 60 or 120 frames per second gives identical values at shared instants")
    func frameRateIndependence() {
        func run(fps: Double) -> [Double: Double] {
            var value = AnimatedValue(0.0)
            let script: [(Double, Double, Animation)] = [
                (0, 100, .bouncy), (0.35, 20, .easeInOut(duration: 0.5)), (0.6, 80, .spring),
                (0.9, 0, .interpolatingSpring(stiffness: 120, damping: 8)), (1.3, 50, .snappy),
            ]
            var next = 0
            var samples: [Double: Double] = [:]
            for frame in 0...Int(3 * fps) {
                let time = Double(frame) / fps
                while next < script.count && script[next].0 <= time {
                    value.set(script[next].1, animation: script[next].2, at: script[next].0)
                    next += 1
                }
                value.removeFinishedAnimations(at: time)
                if frame % Int(fps / 12) == 0 { samples[Double(frame / Int(fps / 12)) / 12] = value.presentation(at: time) }
            }
            return samples
        }
        let at24 = run(fps: 24), at60 = run(fps: 60), at120 = run(fps: 120)
        #expect(at24.count == 37)
        for (time, sample) in at24 {
            #expect(at60[time] == sample, "t = \(time)")
            #expect(at120[time] == sample, "t = \(time)")
        }
    }

    @Test("persistent springs come to rest by absolute thresholds in animatable-data units")
    func restThresholds() throws {
        var value = AnimatedValue(0.0)
        value.set(300, animation: .smooth, at: 0)
        let end = try #require(value.finishTime)
        #expect(abs(value.velocity(at: end)) <= 0.06)
        #expect(abs(value.presentation(at: end) - 300) <= 3)
        // Angles are ×128, so a quarter turn rests later than the plain number 0.5π would.
        var angle = AnimatedValue(Angle.zero)
        angle.set(.degrees(90), animation: .smooth, at: 0)
        var plain = AnimatedValue(0.0)
        plain.set(.pi / 2, animation: .smooth, at: 0)
        #expect(try #require(angle.finishTime) > (try #require(plain.finishTime)))
        #expect(isClose(angle.presentation(at: 0.2).radians, plain.presentation(at: 0.2), 1e-12))
    }

    @Test("geometry values animate through their animatable data")
    func geometryValues() {
        var point = AnimatedValue(Point(x: 0, y: 0))
        point.set(Point(x: 100, y: -50), animation: .linear(duration: 1), at: 0)
        #expect(point.presentation(at: 0.25) == Point(x: 25, y: -12.5))
        var rect = AnimatedValue(Rect(x: 0, y: 0, width: 10, height: 10))
        rect.set(Rect(x: 10, y: 20, width: 30, height: 40), animation: .linear(duration: 2), at: 0)
        #expect(rect.presentation(at: 1) == Rect(x: 5, y: 10, width: 20, height: 25))
        var anchor = AnimatedValue(UnitPoint.topLeading)
        anchor.set(.bottomTrailing, animation: .linear(duration: 1), at: 0)
        #expect(anchor.presentation(at: 0.5) == .center)
    }

    @Test("logical completion follows the runs")
    func logicalCompletion() {
        var value = AnimatedValue(0.0)
        #expect(value.isLogicallyComplete(at: 0))
        value.set(1, animation: .linear(duration: 1).logicallyComplete(after: 0.3), at: 0)
        #expect(!value.isLogicallyComplete(at: 0.29))
        #expect(value.isLogicallyComplete(at: 0.3))
        #expect(value.isAnimating(at: 0.5))
    }

    @Test("no NaN from any query after bad times")
    func badTimes() {
        var value = AnimatedValue(0.0)
        value.set(1, animation: .bouncy, at: .nan)
        value.set(2, animation: .easeIn, at: -.infinity)
        for time in [Double.nan, -.infinity, .infinity, -1, 0, 1e12] {
            #expect(!value.presentation(at: time).isNaN)
            #expect(!value.velocity(at: time).isNaN)
        }
    }
}
