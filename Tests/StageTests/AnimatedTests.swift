import Curves
import Geometry
import Testing
@testable import Stage

@Suite("Animated and withAnimation")
struct AnimatedTests {
    struct Model {
        @Animated var x = 0.0
        @Animated(.easeIn(duration: 1.5)) var implicit = 0.0
        @Animated(animation: nil) var never = 0.0
    }

    @Test("withAnimation animates every property changed in its body from the transaction's time")
    func explicitTransaction() {
        var m = Model()
        withTransaction(Transaction(time: 2)) {
            withAnimation(.linear(duration: 1)) { m.x = 10 }
        }
        #expect(m.x == 10)
        #expect(abs(m.$x.at(2) - 0) < 1e-9)
        #expect(abs(m.$x.at(2.5) - 5) < 1e-6)
        #expect(abs(m.$x.at(3.5) - 10) < 1e-9)
        #expect(m.$x.isAnimating(at: 2.5))
        #expect(!m.$x.isAnimating(at: 3.5))
        #expect(m.$x.finishTime.map { abs($0.seconds - 3) < 1e-9 } == true)
    }

    @Test("an implicit declaration wins over the transaction (effects-gallery B5)")
    func implicitWins() {
        var m = Model()
        withTransaction(Transaction(time: 0)) {
            withAnimation(.linear(duration: 3)) {
                m.x = 80
                m.implicit = 160
            }
        }
        #expect(m.$x.isAnimating(at: 2.9))
        #expect(!m.$implicit.isAnimating(at: 1.5001))
        #expect(m.$implicit.at(1.5) == 160)
    }

    @Test("an implicit animation animates even without a transaction animation; an explicit none never does")
    func implicitWithoutTransaction() {
        var m = Model()
        withTransaction(Transaction(time: 0)) {
            m.implicit = 1
            withAnimation(.linear(duration: 1)) { m.never = 5 }
        }
        #expect(m.$implicit.isAnimating(at: 0.5))
        #expect(m.$never.at(0) == 5)
        #expect(!m.$never.isAnimating(at: 0))
    }

    @Test("a change without animation is additive: it jumps by the change and what was running continues (A.6)")
    func plainChangeIsAdditive() {
        var m = Model()
        withTransaction(Transaction(time: 0)) { withAnimation(.linear(duration: 1)) { m.x = 10 } }
        withTransaction(Transaction(time: 0.5)) { m.x = 3 }
        #expect(abs(m.$x.at(0.6) - (3 - 10 + 6)) < 1e-9)
        #expect(m.$x.isAnimating(at: 0.6))
        #expect(m.$x.at(1.01) == 3)
    }

    @Test("writing the current value again starts nothing")
    func sameValue() {
        var m = Model()
        withTransaction(Transaction(time: 0)) { withAnimation(.linear(duration: 1)) { m.x = 0 } }
        #expect(!m.$x.isAnimating(at: 0.5))
    }

    @Test("disablesAnimations keeps implicit declarations from inserting theirs; the transaction's animation still applies")
    func disabled() {
        var m = Model()
        withTransaction(Transaction(time: 0, animation: .linear(duration: 1), disablesAnimations: true)) {
            m.x = 4
            m.implicit = 4
            m.never = 4
        }
        for property in [m.$x, m.$implicit, m.$never] {
            #expect(abs(property.at(0.25) - 1) < 1e-9)
            #expect(property.finishTime == SceneTime(seconds: 1))
        }
        #expect(Transaction(time: 0, animation: .easeIn, disablesAnimations: true).animation(declared: .linear) == .easeIn)
        #expect(Transaction(time: 0, animation: .easeIn).animation(declared: .linear) == .linear)
        #expect(Transaction(time: 0, animation: .easeIn).animation(declared: nil) == nil)
    }

    @Test("retargeting keeps the presented position continuous", arguments: [
        Animation.spring(response: 0.5, dampingFraction: 0.6), .easeInOut(duration: 0.8), .linear(duration: 0.4),
    ])
    func retargetContinuity(animation: Animation) {
        var m = Model()
        withTransaction(Transaction(time: 0)) { withAnimation(animation) { m.x = 100 } }
        let before = m.$x.at(0.3)
        withTransaction(Transaction(time: 0.3)) { withAnimation(animation) { m.x = -50 } }
        #expect(abs(m.$x.at(0.3) - before) < 1e-6)
    }

    @Test("stop(at:) catches the value where it is")
    func stop() {
        var m = Model()
        withTransaction(Transaction(time: 0)) { withAnimation(.linear(duration: 1)) { m.x = 10 } }
        m.$x.stop(at: 0.25)
        #expect(abs(m.x - 2.5) < 1e-6)
        #expect(abs(m.$x.at(0.9) - 2.5) < 1e-6)
        #expect(!m.$x.isAnimating(at: 0.3))
    }

    @Test("points animate too, and outside any session the transaction is at time 0 with no animation")
    func defaults() {
        #expect(Transaction.current.time == .zero)
        #expect(Transaction.current.animation == nil)
        var p = Animated(wrappedValue: Point.zero)
        p.set(Point(x: 10, y: 20), in: Transaction(time: 1, animation: .linear(duration: 2)))
        let mid = p.at(2)
        #expect(abs(mid.x - 5) < 1e-6 && abs(mid.y - 10) < 1e-6)
    }

    @Test("withAnimation keeps the enclosing transaction's time and restores it afterwards")
    func nesting() {
        withTransaction(Transaction(time: 7)) {
            withAnimation(.linear(duration: 1)) {
                #expect(Transaction.current.time == 7)
                #expect(Transaction.current.animation == .linear(duration: 1))
            }
            #expect(Transaction.current.animation == nil)
        }
    }
}
