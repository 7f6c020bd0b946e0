import Foundation
import Testing
import ZoetropeTestSupport
@testable import Playground
@testable import Stage

/// Pressing "Animate!" mid-flight (C.2, A.6, animation-semantics.md §5): a response spring merges
/// (position and velocity continuous, then one spring from there), the other types combine by the
/// chained blend `r = r_old + f_new·(target − r_old)`.
@Suite("Retargeting mid-animation")
struct RetargetingTests {
    @Test("a linear row combines: r(t) = F1(t) + F2(t − 0.5)·(0 − F1(t))")
    func linearChainedBlend() throws {
        var s = try session([action("add-row", at: 0), action("animate", at: 0), action("animate", at: 0.5)])
        for t in [0.5, 0.6, 0.75, 0.9, 1.2] {
            let f1 = min(t, 1), f2 = min(max(t - 0.5, 0), 1)
            let expected = f1 + f2 * (0 - f1)
            #expect(isClose(s.state(t).number("rows", 0, "location"), expected, 1e-9), "t = \(t)")
        }
        #expect(s.state(1.5).number("rows", 0, "location") == 0)
        // Curves' runs finish strictly after their end (at 1.5 the value already shows its target)
        #expect(s.state(1.501).value(["rows", 0, "animating"])?.boolValue == false)
    }

    @Test("an easeInOut row combines too: no jump at the retarget, and the old curve keeps running underneath")
    func easeCombines() throws {
        let setup = [action("add-row", at: 0)] + openEditor(row: 0, at: 0) + pick(.easeInOut, at: 0) + back(at: 0)
            + [action("animate", at: 0), action("animate", at: 0.5)]
        var s = try session(setup)
        // easeInOut at u = 0, 0.25, 0.5, 0.75, 1 (A.3's table; 5 decimals)
        let ease: [Double: Double] = [0: 0, 0.25: 0.12916, 0.5: 0.5, 0.75: 0.87084, 1: 1]
        for (t, u1, u2) in [(0.5, 0.5, 0.0), (0.75, 0.75, 0.25), (1.0, 1.0, 0.5), (1.25, 1.0, 0.75)] {
            let old = ease[u1]!
            #expect(isClose(s.state(t).number("rows", 0, "location"), old + ease[u2]! * (0 - old), 2e-5), "t = \(t)")
        }
    }

    @Test("a response spring merges: from the retarget on it is one spring from the current position and velocity")
    func springMerges() throws {
        let setup = [action("add-row", at: 0)] + openEditor(row: 0, at: 0) + pick(.spring, at: 0) + back(at: 0)
            + [action("animate", at: 0), action("animate", at: 0.2)]
        var s = try session(setup)
        let k = pow(2 * Double.pi / 0.55, 2), c = 2 * 0.82 * k.squareRoot()
        let fresh = DampedOscillator(stiffness: k, damping: c, from: 0, velocity: 0, to: 1)
        let merged = DampedOscillator(stiffness: k, damping: c, from: fresh.position(0.2), velocity: fresh.velocity(0.2), to: 0)
        for t in [0.1, 0.2] { #expect(isClose(s.state(t).number("rows", 0, "location"), fresh.position(t), 1e-6)) }
        for t in [0.25, 0.3, 0.5, 0.6] {
            #expect(isClose(s.state(t).number("rows", 0, "location"), merged.position(t - 0.2), 1e-6), "t = \(t)")
        }
        // The chained blend would give something else: the test tells the two rules apart.
        let blend = fresh.position(0.5) + DampedOscillator(stiffness: k, damping: c, from: 0, velocity: 0, to: 1).position(0.3)
            * (0 - fresh.position(0.5))
        #expect(abs(blend - merged.position(0.3)) > 0.01)
    }

    @Test("pressing Animate! many times in a row keeps every row finite and ends at the last target")
    func repeatedPresses() throws {
        var events = [action("demo-set", at: 0)]
        for k in 0..<101 { events.append(action("animate", at: Double(k) * 0.013)) }
        var s = try session(events)
        for t in stride(from: 0.0, through: 3, by: 0.07) {
            let state = s.state(t)
            for r in 0..<6 { #expect(state.number("rows", r, "location").isFinite) }
        }
        // 101 presses: location ends at 1, and every finite row rests there.
        #expect(s.state(30).number("location") == 1)
        for r in 0..<6 { #expect(isClose(s.state(30).number("rows", r, "location"), 1, 1e-9)) }
    }
}

/// An under-damped oscillator x'' = −k(x − target) − c·x' (mass 1) from a position and velocity.
struct DampedOscillator {
    let lambda: Double, omega: Double, a: Double, b: Double, target: Double
    init(stiffness k: Double, damping c: Double, from x0: Double, velocity v0: Double, to target: Double) {
        lambda = c / 2
        omega = (k - lambda * lambda).squareRoot()
        a = x0 - target
        b = (v0 + lambda * a) / omega
        self.target = target
    }
    func position(_ t: Double) -> Double { target + exp(-lambda * t) * (a * cos(omega * t) + b * sin(omega * t)) }
    func velocity(_ t: Double) -> Double {
        exp(-lambda * t) * ((-lambda * a + omega * b) * cos(omega * t) + (-lambda * b - omega * a) * sin(omega * t))
    }
}
