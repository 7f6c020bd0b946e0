import Curves
import Geometry
import Stage
import Testing
import ZoetropeTestSupport
@testable import Gallery

/// The A tiles (§4 A1–A5) against §2.1–§2.2 computed here: x = 120 + 250·progress.
@Suite("A tiles: timing curves, delay, repeat, speed")
struct TimingCurveTileTests {
    /// When the tests press "Move".
    static let press = 0.5
    /// The ball's x for `progress`.
    static func x(_ progress: Double) -> Double { 120 + 250 * progress }

    /// A1's four rows: x(t) for t seconds after the press.
    static func a1(_ row: Int, _ t: Double) -> Double {
        let curves = [TestBezier.linear, .easeIn, .easeOut, .easeInOut], durations = [5.0, 4, 3, 2]
        return x(curves[row](t / durations[row]))
    }

    @Test("§6.2: A1 at t = 1.0: 170.00, 143.37, 242.09, 245.00")
    func a1Check() throws {
        var s = try session([act("a1-move", Self.press)])
        let expected = [170.00, 143.37, 242.09, 245.00]
        for row in 0..<4 {
            expectClose(s.tile("A1", Self.press + 1).number("balls", row, "x"), expected[row], 0.005, "row \(row)")
        }
    }

    @Test("A1: every row follows its own implicit curve over its own duration, there and back",
          arguments: [0.1, 0.7, 1.3, 1.9, 2.5, 3.4, 4.6, 6])
    func a1Samples(t: Double) throws {
        var s = try session([act("a1-move", Self.press), act("a1-move", Self.press + 10)])
        for row in 0..<4 {
            expectClose(s.tile("A1", Self.press + t).number("balls", row, "x"), Self.a1(row, t), 1e-6, "out, row \(row)")
            // Back: 370 → 120 from the second press.
            expectClose(s.tile("A1", Self.press + 10 + t).number("balls", row, "x"), 370 + 120 - Self.a1(row, t), 1e-6, "back, row \(row)")
        }
    }

    /// A3's rows at t after the press (§2.2): delay, repeat legs, autoreverse, snap.
    static func a3(_ row: Int, _ t: Double) -> Double {
        switch row {
        case 0: // linear 2 s after a 2 s delay
            return x(TestBezier.linear(max(0, t - 2) / 2))
        case 1: // easeIn 4 s × 4, no autoreverse: every leg restarts at the left
            guard t < 16 else { return 370 }
            return x(TestBezier.easeIn((t - 4 * (t / 4).rounded(.down)) / 4))
        case 2: // easeOut 2 s × 3 autoreversed: odd legs present 1 − E(u)
            guard t < 6 else { return 370 }
            let k = (t / 2).rounded(.down), u = (t - 2 * k) / 2
            return x(Int(k) % 2 == 0 ? TestBezier.easeOut(u) : 1 - TestBezier.easeOut(u))
        default: // easeInOut 1 s × 10 autoreversed at speed 4: legs of 0.25 s, 2.5 s in all
            guard t < 2.5 else { return 370 }
            let k = (t / 0.25).rounded(.down), u = (t - 0.25 * k) / 0.25
            return x(Int(k) % 2 == 0 ? TestBezier.easeInOut(u) : 1 - TestBezier.easeInOut(u))
        }
    }

    @Test("§6.3: A3 checks: blue waits, green restarts, red reverses, orange snaps")
    func a3Checks() throws {
        var s = try session([act("a3-move", Self.press)])
        func x(_ row: Int, _ t: Double) -> Double { s.tile("A3", Self.press + t).number("balls", row, "x") }
        expectClose(x(0, 1.9), 120, 1e-9)
        expectClose(x(0, 3), 245, 1e-9)
        expectClose(x(1, 5), 143.37, 0.005)
        expectClose(x(1, 3.99), Self.a3(1, 3.99), 1e-6)
        #expect(x(1, 3.99) > 365, "the first leg almost reaches the right…")
        expectClose(x(1, 4.01), 120, 0.01, "…and the second restarts from the left")
        expectClose(x(2, 3), 198.84, 0.005)
        expectClose(x(3, 2.4375), 152.29, 0.005)
        expectClose(x(3, 2.49), Self.a3(3, 2.49), 1e-6)
        #expect(x(3, 2.49) < 121, "the tenth leg ends at the start side")
        // §6.3 says "at t ≥ 2.5"; Curves ends a timing curve strictly after its duration, so at
        // exactly 2.5 s the last leg shows its end point (the start side) and the snap follows.
        expectClose(x(3, 2.5 + 1e-6), 370, 1e-9, "then it snaps to the target")
    }

    @Test("A3: total times blue 4 s, green 16 s, red 6 s, orange 2.5 s; samples throughout",
          arguments: [0.3, 1.1, 2.2, 3.3, 4.4, 5.5, 6.6, 9.9, 12.1, 15.9, 16.1])
    func a3Samples(t: Double) throws {
        var s = try session([act("a3-move", Self.press)])
        for row in 0..<4 {
            expectClose(s.tile("A3", Self.press + t).number("balls", row, "x"), Self.a3(row, t), 1e-6, "row \(row)")
        }
        let totals = [4.0, 16, 6, 2.5]
        for row in 0..<4 {
            #expect(s.tile("A3", Self.press + totals[row] + 0.01).value(["balls", row, "animating"]) == .bool(false))
            #expect(s.tile("A3", Self.press + totals[row] - 0.01).value(["balls", row, "animating"]) == .bool(true))
        }
    }

    /// A4's rows (§2.2 speed): value(t) = inner(s·t); a delay inside is scaled too.
    static func a4(_ row: Int, _ t: Double) -> Double {
        switch row {
        case 0: return x(min(1, 0.5 * t / 2))
        case 1: return x(min(1, t / 2))
        case 2: return x(min(1, 2 * t / 2))
        default: return x(min(1, max(0, 2 * t - 1)))  // inner: delay 1 then linear 1
        }
    }

    @Test("§6.4: A4 at t = 1.0: 182.5, 245, 370, 370; orange at 245 at t = 0.75")
    func a4Checks() throws {
        var s = try session([act("a4-move", Self.press)])
        let expected = [182.5, 245, 370, 370]
        for row in 0..<4 { expectClose(s.tile("A4", Self.press + 1).number("balls", row, "x"), expected[row], 1e-9) }
        expectClose(s.tile("A4", Self.press + 0.75).number("balls", 3, "x"), 245, 1e-9)
        expectClose(s.tile("A4", Self.press + 0.49).number("balls", 3, "x"), 120, 1e-9, "the delay is halved: 0.5 s")
    }

    @Test("A4: speed 0.5 lasts 4 s, 1 lasts 2 s, 2 lasts 1 s; delay then speed 2 lasts 1 s",
          arguments: [0.2, 0.6, 0.9, 1.5, 2.5, 3.5, 3.99])
    func a4Samples(t: Double) throws {
        var s = try session([act("a4-move", Self.press)])
        for row in 0..<4 { expectClose(s.tile("A4", Self.press + t).number("balls", row, "x"), Self.a4(row, t), 1e-9, "row \(row)") }
    }

    @Test("A4: the chapter's speed claims are corrected: 2 s at speed 0.25 lasts 8 s; 1 s × 10 at speed 4 lasts 2.5 s")
    func speedFixes() {
        #expect(Curves.Animation.linear(duration: 2).speed(0.25).finishTime(animating: 1.0) == 8)
        expectClose(Curves.Animation.easeInOut(duration: 1).repeatCount(10).speed(4).finishTime(animating: 1.0), 2.5, 1e-12)
    }

    @Test("A2: the ball follows timingCurve(0.68, −0.55, 0.265, 1.55) over 1 s, dipping below 0 and above 1",
          arguments: [0.1, 0.2, 0.35, 0.5, 0.65, 0.8, 0.95])
    func a2(t: Double) throws {
        var s = try session([act("a2-play", Self.press)])
        let curve = TestBezier(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55)
        let state = s.tile("A2", Self.press + t)
        expectClose(state.number("p"), curve(t), 1e-6)
        expectClose(state.number("ballX"), 230 + 140 * curve(t), 1e-4)
        expectClose(state.number("marker"), t, 1e-12)
        // The marker sits on the plot at (24 + 160u, 220 − 160·E(u)).
        var f = try session([act("focus-a2", 0), act("a2-play", Self.press)], viewport: focusViewport)
        let marker = try #require(drawnPath(f.frame(at: SceneTime(seconds: Self.press + t)), "tile/A2/plot/marker"))
        expectClose(marker.boundingRect.center, Point(x: 24 + 160 * t, y: 40 + 220 - 160 * curve(t)), 1e-4)
    }

    @Test("A2: the curve overshoots both ways; the marker is gone once the run ends; Play reverses")
    func a2Overshoot() throws {
        var s = try session([act("a2-play", Self.press), act("a2-play", Self.press + 2)])
        #expect(s.tile("A2", Self.press + 0.2).number("p") < 0)
        #expect(s.tile("A2", Self.press + 0.78).number("p") > 1)
        #expect(s.tile("A2", Self.press + 1.5)["marker"] == .null)
        let curve = TestBezier(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55)
        expectClose(s.tile("A2", Self.press + 2.3).number("p"), 1 - curve(0.3), 1e-6)
    }

    /// A5: linear 1.5 s forever, autoreversed (triangle) or not (sawtooth), from `start`.
    static func a5(_ row: Int, _ t: Double) -> Double {
        let k = (t / 1.5).rounded(.down), u = (t - 1.5 * k) / 1.5
        if row == 1 { return x(u) }
        return x(Int(k) % 2 == 0 ? u : 1 - u)
    }

    @Test("A5: both rows run from scene time 0; Restart starts them again from the left",
          arguments: [0.3, 1.2, 1.8, 2.9, 4.4, 10.1])
    func a5(t: Double) throws {
        var s = try session([act("a5-restart", 20)])
        for row in 0..<2 {
            expectClose(s.tile("A5", t).number("balls", row, "x"), Self.a5(row, t), 1e-9, "row \(row)")
            expectClose(s.tile("A5", 20 + t).number("balls", row, "x"), Self.a5(row, t), 1e-9, "restarted, row \(row)")
        }
    }
}
