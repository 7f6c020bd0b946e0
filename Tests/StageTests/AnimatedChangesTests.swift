import Curves
import Testing
@testable import Stage

/// Issue #29: `@Animated` follows SwiftUI (animation-semantics.md §5, pull-to-refresh.md A.6).
/// A change without an animation is additive and never cancels; a finite animation combined on
/// top or a merging spring ends what runs; an identity reset (`reset(to:)`) stops everything;
/// `disablesAnimations` only keeps implicit declarations from inserting their animation.
@Suite("Animated: additive changes, identity resets")
struct AnimatedChangesTests {
    struct Model {
        @Animated var x = 0.0
        @Animated var scale = 1.0
        @Animated(.easeIn(duration: 1.5)) var implicit = 0.0
    }

    /// `body` dated at `time` with no animation (what a session callback sees).
    private func at(_ time: Double, _ body: () -> Void) {
        withTransaction(Transaction(time: SceneTime(seconds: time)), body)
    }

    private static let pulse = Animation.easeInOut(duration: 0.5).repeatForever()

    /// Sample times in `range`, `count` of them, both ends included.
    private func samples(_ range: ClosedRange<Double>, count: Int = 97) -> [Double] {
        (0...count).map { range.lowerBound + (range.upperBound - range.lowerBound) * Double($0) / Double(count) }
    }

    @Test("(1) a plain change mid-flight: the presentation jumps by the change at once, then keeps the original curve and end time")
    func plainChangeMidFlight() {
        var m = Model()
        at(0) { withAnimation(.easeInOut(duration: 1)) { m.x = 100 } }
        let untouched = m.$x
        at(0.5) { m.x = 50 }
        #expect(m.x == 50)
        #expect(abs(m.$x.at(0.5) - (untouched.at(0.5) - 50)) < 1e-12)  // the jump: −50 at once
        for t in samples(0.5...1.2) {
            // Law: the same motion shifted by the change, for every time.
            #expect(abs(m.$x.at(SceneTime(seconds: t)) - (untouched.at(SceneTime(seconds: t)) - 50)) < 1e-12, "t = \(t)")
            // Exact shape: the original easeInOut, now ending at 50.
            let f = UnitCurve.easeInOut.value(at: Swift.min(t, 1))
            #expect(abs(m.$x.at(SceneTime(seconds: t)) - (50 - 100 * (1 - f))) < 1e-6, "t = \(t)")
        }
        #expect(m.$x.finishTime == 1)
        #expect(m.$x.at(1) == 50)
        #expect(m.$x.isAnimating(at: 0.999) && !m.$x.isAnimating(at: 1.0001))
        #expect(m.$x.storage.runningAnimationCount == 1)
    }

    @Test("(2) repeatForever on scale 1 → 1.5, then a plain change back to 1: it keeps pulsing between 0.5 and 1.0, forever")
    func plainChangeKeepsRepeat() {
        var m = Model()
        at(0) { withAnimation(Self.pulse) { m.scale = 1.5 } }
        let untouched = m.$scale
        at(0.3) { m.scale = 1 }
        for t in samples(0.3...5.3, count: 503) + samples(10_000...10_001) {
            let v = m.$scale.at(SceneTime(seconds: t))
            #expect(abs(v - (untouched.at(SceneTime(seconds: t)) - 0.5)) < 1e-9, "t = \(t)")
            #expect(v >= 0.5 - 1e-12 && v <= 1 + 1e-12, "t = \(t)")
        }
        // Leg ends: 1.0 after a forward leg, 0.5 after a reverse one — still after 10⁴ s.
        for (t, v) in [(0.5, 1.0), (1.0, 0.5), (10_000.5, 1.0), (10_001, 0.5)] {
            #expect(abs(m.$scale.at(SceneTime(seconds: t)) - v) < 1e-12, "t = \(t)")
        }
        #expect(m.$scale.isAnimating(at: 1e6))
        #expect(m.$scale.finishTime == SceneTime(seconds: .infinity))
    }

    @Test("(2′) withAnimation(nil), Transaction(animation: nil) and disablesAnimations are plain changes too")
    func everyUnanimatedChangeIsAdditive() {
        func pulsing() -> Model {
            var m = Model()
            withTransaction(Transaction(time: 0)) { withAnimation(Self.pulse) { m.scale = 1.5 } }
            return m
        }
        var plain = pulsing(), none = pulsing(), noneTransaction = pulsing(), disabled = pulsing()
        at(0.3) { plain.scale = 1 }
        at(0.3) { withAnimation(nil) { none.scale = 1 } }
        withTransaction(Transaction(time: 0.3, animation: nil)) { noneTransaction.scale = 1 }
        withTransaction(Transaction(time: 0.3, disablesAnimations: true)) { disabled.scale = 1 }
        for t in samples(0.3...3) {
            let time = SceneTime(seconds: t)
            let v = plain.$scale.at(time)
            #expect(none.$scale.at(time) == v && noneTransaction.$scale.at(time) == v && disabled.$scale.at(time) == v)
        }
        #expect(disabled.$scale.isAnimating(at: 100))
    }

    @Test("(3) the same change with withAnimation(.linear(duration: 0)): the finite animation on top ends the repeat")
    func finiteAnimationEndsRepeat() {
        var m = Model()
        at(0) { withAnimation(Self.pulse) { m.scale = 1.5 } }
        at(0.3) { withAnimation(.linear(duration: 0)) { m.scale = 1 } }
        for t in [0.3] + samples(0.3...2) + [1e4] {
            #expect(m.$scale.at(SceneTime(seconds: t)) == 1, "t = \(t)")
        }
        #expect(!m.$scale.isAnimating(at: 0.3 + 1e-9))
        #expect(m.$scale.finishTime == 0.3)
        // The next change drops the ended stack.
        at(0.4) { withAnimation(.linear(duration: 1)) { m.scale = 2 } }
        #expect(m.$scale.storage.runningAnimationCount == 1)
        #expect(abs(m.$scale.at(0.9) - 1.5) < 1e-9)
    }

    @Test("(4) the same change with a merging spring: it replaces the repeat, continuous in position, and settles")
    func mergingSpringReplacesRepeat() throws {
        var m = Model()
        at(0) { withAnimation(Self.pulse) { m.scale = 1.5 } }
        let before = m.$scale.at(0.3)
        at(0.3) { withAnimation(.spring) { m.scale = 1 } }
        #expect(abs(m.$scale.at(0.3) - before) < 1e-12)
        #expect(m.$scale.storage.runningAnimations == [.spring])
        let end = try #require(m.$scale.finishTime)
        #expect(end > 0.3 && end.seconds < 0.3 + 3)
        #expect(m.$scale.isAnimating(at: SceneTime(seconds: end.seconds - 0.01)))
        #expect(!m.$scale.isAnimating(at: SceneTime(seconds: end.seconds + 1e-9)))
        for t in samples(end.seconds + 1e-9...end.seconds + 100) {
            #expect(m.$scale.at(SceneTime(seconds: t)) == 1, "t = \(t)")
        }
        // Closed-form spring from the captured offset (velocity 0: a Bézier reports none).
        let displacement = before - 1
        let spring = Spring(response: 0.5, dampingRatio: 1)
        for t in samples(0.3...(end.seconds - 0.01), count: 20) {
            let expected = 1 + displacement * (1 - spring.value(target: 1, time: t - 0.3))
            #expect(abs(m.$scale.at(SceneTime(seconds: t)) - expected) < 1e-9, "t = \(t)")
        }
    }

    @Test("(5) reset(to:) stops everything at once and starts fresh at the value")
    func resetStopsEverything() {
        var m = Model()
        at(0) { withAnimation(Self.pulse) { m.scale = 1.5 } }
        at(0.2) { withAnimation(.easeIn(duration: 2)) { m.scale = 3 } }
        at(0.4) { m.scale = 2 }
        #expect(m.$scale.storage.runningAnimationCount == 2)
        m.$scale.reset(to: 1.2)
        #expect(m.scale == 1.2)
        #expect(m.$scale.storage.runningAnimationCount == 0)
        #expect(m.$scale.finishTime == nil)
        for t in [0, 0.4, 0.41, 1, 2.2, 1e4] {
            #expect(m.$scale.at(SceneTime(seconds: t)) == 1.2, "t = \(t)")
            #expect(!m.$scale.isAnimating(at: SceneTime(seconds: t)))
            #expect(m.$scale.velocity(at: SceneTime(seconds: t)) == 0)
        }
        // Fresh: a later animation starts from 1.2, with nothing underneath.
        at(1) { withAnimation(.linear(duration: 1)) { m.scale = 2 } }
        #expect(abs(m.$scale.at(1.5) - 1.6) < 1e-12)
        #expect(m.$scale.at(2.001) == 2)
    }

    @Test("(6) disablesAnimations with an implicit declaration: no new animation, the running one continues")
    func disablesAnimationsKeepsRunning() {
        var m = Model()
        at(0) { m.implicit = 10 }  // the declared easeIn 1.5 s
        let untouched = m.$implicit
        withTransaction(Transaction(time: 0.5, disablesAnimations: true)) { m.implicit = 20 }
        #expect(m.$implicit.storage.runningAnimations == [.easeIn(duration: 1.5)])
        for t in samples(0.5...1.5) {
            #expect(abs(m.$implicit.at(SceneTime(seconds: t)) - (untouched.at(SceneTime(seconds: t)) + 10)) < 1e-12, "t = \(t)")
        }
        #expect(m.$implicit.finishTime == 1.5)
        #expect(m.$implicit.at(1.5001) == 20)
        // Without disablesAnimations the declaration inserts its animation (combined on top).
        var n = Model()
        at(0) { n.implicit = 10 }
        at(0.5) { n.implicit = 20 }
        #expect(n.$implicit.storage.runningAnimations == [.easeIn(duration: 1.5), .easeIn(duration: 1.5)])
        #expect(n.$implicit.finishTime == 2)
    }

    /// The scripts of (1)–(6) as scene actions (times in seconds).
    static let scripts: [[(String, Double)]] = [
        [("ease", 0.2), ("plain", 0.7)],
        [("pulse", 0.2), ("rest", 0.5)],
        [("pulse", 0.2), ("finite", 0.5)],
        [("pulse", 0.2), ("spring", 0.5)],
        [("pulse", 0.2), ("ease", 0.3), ("plain", 0.45), ("reset", 0.6), ("ease", 0.9)],
        [("implicit", 0.2), ("disabled", 0.6), ("implicit", 1.0)],
    ]

    @Test("(7) scrubbing back and forth across each change equals a straight run", arguments: 0..<6, [0.05, 0.25, 3600])
    func scrubbing(script: Int, checkpoints: Double) throws {
        let events = Self.scripts[script].map { SceneEvent.action(name: $0.0, time: SceneTime(seconds: $0.1)) }
        var scrubbed = try SceneSession<AnimatedChangesScene>(checkpointInterval: SceneDuration(seconds: checkpoints))
        try scrubbed.append(contentsOf: events)
        let order: [Double] = [3.1, 0.45, 1.3, 0.1, 0.65, 7.2, 0.55, 0.2, 1.0, 0.6, 2.05, 0.3, 0.71]
        for t in order {
            var straight = try SceneSession<AnimatedChangesScene>()
            try straight.append(contentsOf: events)
            let time = SceneTime(seconds: t)
            #expect(scrubbed.frame(at: time) == straight.frame(at: time), "t = \(t)")
            #expect(scrubbed.state(at: time) == straight.state(at: time), "t = \(t)")
        }
    }

    @Test("(7′) the scene's actions show the laws: the pulse keeps running after `rest`, and not after `reset`")
    func sceneShowsLaws() throws {
        func scale(_ s: inout SceneSession<AnimatedChangesScene>, at t: Double) -> Double? {
            s.sceneState(at: SceneTime(seconds: t))["scale"]?.doubleValue
        }
        var s = try SceneSession<AnimatedChangesScene>()
        try s.append(contentsOf: [.action(name: "pulse", time: 0.2), .action(name: "rest", time: 0.5)])
        #expect(scale(&s, at: 0.7) == 1.0)  // the end of the first leg, shifted by −0.5
        #expect(scale(&s, at: 100.2).map { abs($0 - 0.5) < 1e-9 } == true)
        var r = try SceneSession<AnimatedChangesScene>()
        try r.append(contentsOf: [.action(name: "pulse", time: 0.2), .action(name: "reset", time: 0.5)])
        #expect(scale(&r, at: 0.7) == 1 && scale(&r, at: 100.2) == 1)
    }
}
