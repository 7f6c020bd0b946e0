import Foundation
import Geometry
import Testing
@testable import PullToRefresh
@testable import Stage

/// The animation rules of Part A as the scene applies them: the roll-in curve's surge and drift,
/// the chained blend of overlapping roll-in entries, the return to the top, and the visible seams
/// between phases (B.7).
@Suite("Animation rules")
struct AnimationRulesTests {
    @Test("roll-in after one step change follows rollInCurve: f(0.25) = 0.46521, f(0.5) = 0.34718, f(0.75) = 0.17268")
    func rollInCurve() throws {
        var s = try session(scriptedDrag(start: 5, pulls: [(10, 100 * 0.8)]))
        let t0 = tick(10).seconds
        for (u, f) in [(0.25, 0.46521), (0.5, 0.34718), (0.75, 0.17268), (1.0, 1.0)] {
            #expect(close(Reference.rollIn(u), f, 1e-5))
            let p = s.sceneState(at: SceneTime(seconds: t0 + u)).number("displayedProgress")
            #expect(close(p, 0.8 * f, 1e-5))
        }
    }

    @Test("the roll-in surges to about 46.6 % by 0.26 s, drifts back to about 16.3 % by 0.80 s, then catches up")
    func surgeAndDrift() throws {
        var s = try session(scriptedDrag(start: 5, pulls: [(10, 80)]))
        let t0 = tick(10).seconds
        let samples = stride(from: 0.0, through: 1.0, by: 0.01).map {
            (t: $0, p: s.sceneState(at: SceneTime(seconds: t0 + $0)).number("displayedProgress") / 0.8)
        }
        let peak = try #require(samples.filter { $0.t < 0.5 }.max { $0.p < $1.p })
        let dip = try #require(samples.filter { $0.t > 0.5 && $0.t < 0.95 }.min { $0.p < $1.p })
        #expect(close(peak.t, 0.26, 0.015) && close(peak.p, 0.466, 0.002))
        #expect(close(dip.t, 0.80, 0.015) && close(dip.p, 0.163, 0.002))
        #expect(close(samples.last!.p, 1, 1e-12))
    }

    @Test("overlapping roll-in entries blend chained (A.6): each from the live result of the older ones")
    func chainedBlend() throws {
        // Progress 0.5 on tick 10, 0.8 on tick 25.
        var s = try session(scriptedDrag(start: 5, pulls: [(10, 50), (25, 80)]))
        let t1 = tick(10).seconds, t2 = tick(25).seconds
        for dt in stride(from: 0.0, through: 1.2, by: 0.05) {
            let t = t2 + dt
            let r1 = 0.5 * Reference.rollIn(min(1, (t - t1) / 1.0))
            let r2 = r1 + Reference.rollIn(min(1, (t - t2) / 1.0)) * (0.8 - r1)
            let shown = s.sceneState(at: SceneTime(seconds: t)).number("displayedProgress")
            #expect(close(shown, r2, 1e-6), "at t2 + \(dt)")
        }
    }

    @Test("B.7.4: the return to the top blends from the still-running bounce: oy = oyJump + easeInOut((t − t_prep)/0.3)·(−29 − oyJump)")
    func returnToTop() throws {
        var s = try session(refreshDrag(release: 30))
        let tPrep = tOn + 5.0
        for dt in stride(from: 0.0, through: 0.3, by: 0.0123) {
            let t = SceneTime(seconds: tPrep + dt + 1e-9)
            let state = s.sceneState(at: t)
            #expect(state.string("state") == "preparingToFinish")
            let tau = t.seconds - tOn
            let jump = -29 + 100 * Reference.autoreversing(Reference.easeInOut, duration: 0.35, tau)
            let oy = jump + Reference.easeInOut((t.seconds - tPrep) / 0.3) * (-29 - jump)
            #expect(close(state.number("ball", "y"), state.number("contentOrigin") + 21 + oy, 1e-6))
            // Rotation and squash keep oscillating; the jump shadow is gone.
            let q = Reference.autoreversing(Reference.easeOut, duration: 0.35, tau)
            #expect(close(state.number("ball", "sy"), 1 - 0.15 * q, 1e-6))
            #expect(close(wrapped(degrees: state.number("ball", "rotationDegrees") - 360 * tau / 0.7), 0, 1e-6))
            #expect(state["shadow"] == .null)
        }
        let end = s.sceneState(at: SceneTime(seconds: tPrep + 0.3 + 1e-9))
        #expect(close(end.number("ball", "y"), end.number("contentOrigin") - 8, 1e-9))
        #expect(FrameReader.draw(named: "ball/shadow", in: s.frame(at: SceneTime(seconds: tPrep + 0.1))) == nil)
    }

    @Test("seam: going from pulling to ongoing, a lagging roll-in snaps to the centre")
    func snapToCentre() throws {
        // A pull that jumps past the threshold: P̃ lags far behind when the refresh starts.
        var s = try session(scriptedDrag(start: 5, pulls: [(10, 150)], release: 40))
        let pulling = s.sceneState(at: tick(10))
        #expect(pulling.string("state") == "pulling")
        #expect(pulling.number("ball", "x") < 0)
        let ongoing = s.sceneState(at: tick(11))
        #expect(ongoing.string("state") == "ongoing")
        #expect(ongoing.number("ball", "x") == 195)
        // The rolling ball is replaced (identity reset, A.6): its roll-in entries, still running
        // at the switch, no longer move P̃.
        for k in [11, 20, 40, 80] { #expect(s.sceneState(at: tick(k)).number("displayedProgress") == 0, "tick \(k)") }
    }

    @Test("identity resets (A.6): a second refresh bounces, returns and rolls out exactly like the first")
    func secondCycleStartsFresh() throws {
        // The first cycle ends (idle) on tick 399; the same drag 400 ticks later starts the
        // second refresh on tick 421. Without the resets where the book swaps ball views, the
        // first bounce's repeating animations would still run under the second.
        var s = try session(refreshDrag(release: 30) + scriptedDrag(start: 410, pulls: [(420, 120)], release: 430))
        #expect(s.sceneState(at: tick(421)).number("refreshCount") == 2)
        for k in [0, 10, 21, 42, 100, 299, 300, 310, 317, 318, 330, 360, 377] {
            let first = s.sceneState(at: tick(refreshTick + k)), second = s.sceneState(at: tick(refreshTick + 400 + k))
            #expect(first.string("state") == second.string("state"), "k = \(k)")
            #expect(close(first.number("listOffset"), second.number("listOffset"), 1e-6), "k = \(k)")
            for key in ["x", "y", "rotationDegrees", "sx", "sy"] {
                #expect(close(first.number("ball", key), second.number("ball", key), 1e-6), "k = \(k), ball.\(key)")
            }
            #expect((first["shadow"] == .null) == (second["shadow"] == .null), "k = \(k)")
            if first["shadow"] != .null {
                for key in ["x", "y", "width", "height", "alpha"] {
                    #expect(close(first.number("shadow", key), second.number("shadow", key), 1e-6), "k = \(k), shadow.\(key)")
                }
            }
        }
    }

    @Test("the list spring ends by Curves' rule alone: at its settling estimate ln((λ + 1)/ε)/λ = 4.0032 s after t_on")
    func listSpringEnd() throws {
        var s = try session(refreshDrag(release: 30))
        let scene = s.scene(at: tick(refreshTick + 60))
        let lambda = 4.0 / 2  // c / 2m
        let end = Foundation.log((lambda + 1) / 0.001) / lambda
        #expect(close(end, 4.0032, 5e-5))
        let finish = try #require(scene.refresh.$listOffset.finishTime)
        #expect(close(finish.seconds - tOn, end, 1e-9))
        #expect(s.sceneState(at: SceneTime(seconds: finish.seconds - 0.05)).number("listOffset") != 100)
        #expect(s.sceneState(at: SceneTime(seconds: finish.seconds + 1e-6)).number("listOffset") == 100)
    }

    @Test("seam: going from preparingToFinish to finishing, the rotation snaps to 0 and the squash to (1, 1)")
    func snapRotationAndSquash() throws {
        var s = try session(refreshDrag(release: 30))
        let before = s.sceneState(at: tick(338))
        #expect(before.string("state") == "preparingToFinish")
        // τ = 317/60 s: mid-leg, so rotation and squash are visibly non-zero.
        #expect(abs(wrapped(degrees: before.number("ball", "rotationDegrees"))) > 1)
        #expect(before.number("ball", "sy") < 0.99)
        let after = s.sceneState(at: tick(339))
        #expect(after.string("state") == "finishing")
        #expect(close(after.number("ball", "rotationDegrees"), 0, 1e-6))  // the roll-out's start
        #expect(after.number("ball", "sx") == 1 && after.number("ball", "sy") == 1)
        #expect(after.number("ball", "x") == 195)
    }

    @Test("finishing: the roll-out follows easeIn over 1 s from 0 to W_f and turns linearly to 4π")
    func rollOutFormula() throws {
        var s = try session(refreshDrag(release: 30))
        let start = tOn + 5.3
        for dt in stride(from: 0.01, through: 0.99, by: 0.07) {
            let state = s.sceneState(at: SceneTime(seconds: start + dt))
            #expect(close(state.number("ball", "x"), 195 + 390 * Reference.easeIn(dt), 1e-6))
            #expect(close(state.number("ball", "rotationDegrees"), 720 * dt, 1e-6))
        }
        // For W = 390 the ball has fully left the screen after about 0.699 s.
        #expect(s.sceneState(at: SceneTime(seconds: start + 0.69)).number("ball", "x") - 21 < 390)
        #expect(s.sceneState(at: SceneTime(seconds: start + 0.71)).number("ball", "x") - 21 > 390)
    }
}
