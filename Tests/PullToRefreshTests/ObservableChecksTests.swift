import Drawing
import Foundation
import Geometry
import Testing
@testable import PullToRefresh
@testable import Stage

/// The spec's "Observable checks" 1–11 (pull-to-refresh.md), with W = 390, H = 844, L0 = 96,
/// D = 5 s at 60 Hz, the default seed, and drags scripted with rubberInverse so that c takes
/// exact values. Tolerances: ±0.01 px, ±0.01°, ±1e-4 for scales unless a check says otherwise.
@Suite("Observable checks")
struct ObservableChecksTests {
    // MARK: 1. State timeline

    @Test("1. the state timeline: pulling, threshold on tick n, ongoing on n+1, then the timers at t_on + 5, 5.3, 6.3")
    func stateTimeline() throws {
        var s = try session(refreshDrag(release: 30))
        let first = s.sceneState(at: tick(0))
        #expect(first.string("state") == "pulling")
        #expect(first.number("c0") == 0)
        #expect(first.number("eventCount") == 7)

        let n = s.sceneState(at: tick(20))
        #expect(n.string("state") == "pulling")
        #expect(close(n.number("c"), 120, 1e-9))
        #expect(n.number("progress") == 1)

        let n1 = s.sceneState(at: tick(21))
        #expect(n1.string("state") == "ongoing")
        #expect(n1.number("progress") == 0)
        #expect(n1.number("refreshCount") == 1)
        #expect(n1.number("tOn") == tOn)

        // t_on + 5.0 = tick 321, + 5.3 = tick 339, + 6.3 = tick 399.
        #expect(s.sceneState(at: tick(320)).string("state") == "ongoing")
        #expect(s.sceneState(at: tick(320)).number("eventCount") == 7)
        #expect(s.sceneState(at: tick(321)).string("state") == "preparingToFinish")
        #expect(s.sceneState(at: tick(321)).number("eventCount") == 14)
        #expect(s.sceneState(at: tick(338)).string("state") == "preparingToFinish")
        #expect(s.sceneState(at: tick(339)).string("state") == "finishing")
        #expect(s.sceneState(at: tick(398)).string("state") == "finishing")
        #expect(s.sceneState(at: tick(399)).string("state") == "idle")
        let after = s.sceneState(at: tick(400))
        #expect(after.string("state") == "pulling")
        #expect(after.number("c0") == after.number("c"))
        #expect(after.number("eventCount") == 14)
    }

    @Test("1. every tick of the cycle, in order: one tick of idle between finishing and pulling")
    func stateSequence() throws {
        var s = try session(refreshDrag(release: 30))
        var runs: [(String, Int)] = []
        for k in 0...460 {
            let state = try #require(s.sceneState(at: tick(k)).string("state"))
            if runs.last?.0 == state { runs[runs.count - 1].1 += 1 } else { runs.append((state, 1)) }
        }
        #expect(runs.map(\.0) == ["pulling", "ongoing", "preparingToFinish", "finishing", "idle", "pulling"])
        #expect(runs.map(\.1) == [21, 300, 18, 60, 1, 61])
    }

    @Test("1. holding the pull through the end of the cycle: the new baseline c0 is that pull")
    func baselineIsTheHeldPull() throws {
        var s = try session(refreshDrag(release: nil))
        let after = s.sceneState(at: tick(400))
        #expect(after.string("state") == "pulling")
        #expect(close(after.number("c0"), 120, 1e-9))
        #expect(after.number("progress") == 0)
    }

    // MARK: 2. Progress math

    @Test("2. in pulling with c0 = 0, holding c = 50 gives progress 0.5 and c = 25 gives 0.25")
    func progressMath() throws {
        var s = try session(scriptedDrag(start: 1, pulls: [(5, 50), (30, 25)]))
        // rubber(rubberInverse(s)) reproduces s to about 1e-13.
        #expect(close(s.sceneState(at: tick(5)).number("progress"), 0.5, 1e-12))
        #expect(close(s.sceneState(at: tick(29)).number("progress"), 0.5, 1e-12))
        #expect(close(s.sceneState(at: tick(30)).number("progress"), 0.25, 1e-12))
        #expect(close(s.sceneState(at: tick(90)).number("progress"), 0.25, 1e-12))
    }

    // MARK: 3–6. Jumping

    /// The state at τ seconds after t_on (drag released on tick 30, so L moves; values are read
    /// relative to the state's own L).
    private func jumping(at tau: Double) throws -> JSONValue {
        var s = try session(refreshDrag(release: 30))
        let state = s.sceneState(at: SceneTime(seconds: tOn + tau))
        #expect(state.string("state") == "ongoing")
        return state
    }

    @Test("3. jump midpoint at τ = 0.175 s: ball y = L + 42, x = 195, rotation 90°")
    func jumpMidpoint() throws {
        let s = try jumping(at: 0.175)
        let l = s.number("contentOrigin")
        #expect(close(s.number("ball", "y"), l + 42))
        #expect(close(s.number("ball", "x"), 195))
        #expect(close(s.number("ball", "rotationDegrees"), 90))
    }

    @Test("4. jump bottom at τ = 0.35 s: ball y = L + 92, bottom L + 113, squash (1.17647, 0.85), 180°, shadow 50.4 × 25.2")
    func jumpBottom() throws {
        var session = try session(refreshDrag(release: 30))
        let t = SceneTime(seconds: tOn + 0.35)
        let s = session.sceneState(at: t)
        let l = s.number("contentOrigin")
        #expect(close(s.number("ball", "y"), l + 92))
        #expect(close(s.number("ball", "sx"), 1.17647, 1e-4))
        #expect(close(s.number("ball", "sy"), 0.85, 1e-4))
        #expect(close(wrapped(degrees: s.number("ball", "rotationDegrees")), 180, 0.01)
                || close(wrapped(degrees: s.number("ball", "rotationDegrees")), -180, 0.01))
        #expect(close(s.number("shadow", "width"), 50.4))
        #expect(close(s.number("shadow", "height"), 25.2))
        #expect(close(s.number("shadow", "x"), 195))
        #expect(close(s.number("shadow", "y"), l + 102.5))
        #expect(close(s.number("shadow", "alpha"), 0.40, 1e-4))

        // The drawn ball: its outline's bounds under the drawn transform.
        let frame = session.frame(at: t)
        let ball = try #require(FrameReader.draw(named: "ball", in: frame))
        guard case .fill(let disc, _, _) = ball.command else { Issue.record("ball is not a fill"); return }
        let bounds = disc.applying(ball.transform).boundingRect
        #expect(close(bounds.maxY, l + 113))
        #expect(close(bounds.height, 42 * 0.85, 1e-3))
        #expect(close(bounds.width, 42 / 0.85, 1e-3))
        #expect(close(bounds.midX, 195))
        let shadow = try #require(FrameReader.draw(named: "ball/shadow", in: frame))
        #expect(close(shadow.transform.a, 25.2) && close(shadow.transform.d, 12.6))
        #expect(close(shadow.transform.tx, 195) && close(shadow.transform.ty, l + 102.5))
    }

    @Test("4. the squash never moves the ball's bottom edge: at every τ the bottom is where the unsquashed ball's is")
    func squashKeepsTheBottom() throws {
        var session = try session(refreshDrag(release: 30))
        for i in 0..<40 {
            let t = SceneTime(seconds: tOn + Double(i) * 0.0371)
            let s = session.sceneState(at: t)
            let frame = session.frame(at: t)
            let ball = try #require(FrameReader.draw(named: "ball", in: frame))
            guard case .fill(let disc, _, _) = ball.command else { Issue.record("the ball is not a fill at \(t)"); continue }
            let bottom = disc.applying(ball.transform).boundingRect.maxY
            #expect(close(bottom, s.number("ball", "y") + 21, 1e-3))
        }
    }

    @Test("5. squash on the way down at τ = 0.175 s: q = easeOut(0.5), sy = 0.89730, sx = 1.12082, shadow 31.5 × 15.75 at 0.26")
    func squashOnTheWayDown() throws {
        let s = try jumping(at: 0.175)
        #expect(close(Reference.easeOut(0.5), 0.68464, 1e-5))
        #expect(close(s.number("ball", "sy"), 0.89730, 1e-4))
        #expect(close(s.number("ball", "sx"), 1.12082, 1e-4))
        #expect(close(s.number("shadow", "width"), 31.5))
        #expect(close(s.number("shadow", "height"), 15.75))
        #expect(close(s.number("shadow", "alpha"), 0.26, 1e-4))
    }

    @Test("6. jump top at τ = 0.7 s: ball y = L − 8, no squash, rotation ≡ 0°, shadow 12.6 × 6.3 at 0.12")
    func jumpTop() throws {
        let s = try jumping(at: 0.7)
        let l = s.number("contentOrigin")
        #expect(close(s.number("ball", "y"), l - 8))
        #expect(close(s.number("ball", "sx"), 1, 1e-4))
        #expect(close(s.number("ball", "sy"), 1, 1e-4))
        #expect(close(wrapped(degrees: s.number("ball", "rotationDegrees")), 0))
        #expect(close(s.number("shadow", "width"), 12.6))
        #expect(close(s.number("shadow", "height"), 6.3))
        #expect(close(s.number("shadow", "alpha"), 0.12, 1e-4))
    }

    @Test("3–6. the bounce follows the spec's formulas at any τ (independent Bézier solver)",
          arguments: [0.01, 0.1, 0.2, 0.33, 0.36, 0.5, 0.69, 0.71, 1.0, 1.234, 2.5, 4.9])
    func bounceFormulas(tau: Double) throws {
        let s = try jumping(at: tau)
        let l = s.number("contentOrigin")
        let p = Reference.autoreversing(Reference.easeInOut, duration: 0.35, tau)
        let q = Reference.autoreversing(Reference.easeOut, duration: 0.35, tau)
        #expect(close(s.number("ball", "y"), l - 8 + 100 * p, 1e-6))
        #expect(close(s.number("ball", "x"), 195, 1e-9))
        let theta = 360 * (tau / 0.7 - (tau / 0.7).rounded(.down))
        #expect(close(wrapped(degrees: s.number("ball", "rotationDegrees") - theta), 0, 1e-6))
        #expect(close(s.number("ball", "sx"), 1 + q * (1 / 0.85 - 1), 1e-6))
        #expect(close(s.number("ball", "sy"), 1 + q * (0.85 - 1), 1e-6))
        #expect(close(s.number("shadow", "width"), 42 * (0.3 + 0.9 * p), 1e-6))
        #expect(close(s.number("shadow", "alpha"), 0.4 * (0.3 + 0.7 * p), 1e-6))
    }

    // MARK: 7–8. List offset

    /// The presented list offset read off the frame: the first card's top minus (L + 16).
    private func drawnListOffset(_ s: inout SceneSession<PullToRefreshScene>, at t: Double) throws -> Double {
        let time = SceneTime(seconds: t)
        let l = s.sceneState(at: time).number("contentOrigin")
        let card = try #require(FrameReader.draw(named: "list/row/0", in: s.frame(at: time)))
        return card.transform.ty - (l + 16)
    }

    @Test("7. list spring: 148.64 at its maximum at t_on + 0.3604 s, 123.26 at 0.25 s, within 0.1 of 100 from 3.56 s, exactly 100 from 4.01 s")
    func listSpring() throws {
        var s = try session(refreshDrag(release: 30))
        let peak = try drawnListOffset(&s, at: tOn + 0.3604)
        #expect(close(peak, 148.64, 0.05))
        #expect(try drawnListOffset(&s, at: tOn + 0.3504) < peak)
        #expect(try drawnListOffset(&s, at: tOn + 0.3704) < peak)
        #expect(close(try drawnListOffset(&s, at: tOn + 0.25), 123.26, 0.05))
        #expect(close(try drawnListOffset(&s, at: tOn + 0.5), 120.65, 0.05))
        #expect(close(try drawnListOffset(&s, at: tOn + 1.0), 108.27, 0.05))
        for t in stride(from: 3.56, to: 4.0032, by: 0.0173) {
            #expect(abs(s.sceneState(at: SceneTime(seconds: tOn + t)).number("listOffset") - 100) < 0.1, "τ = \(t)")
        }
        for t in [4.01, 4.2, 4.99, 5.1, 5.29] {
            #expect(s.sceneState(at: SceneTime(seconds: tOn + t)).number("listOffset") == 100, "τ = \(t)")
        }
        // Cross-check against the closed form of A.4 up to Curves' settling estimate: the scene
        // applies no completion rule of its own (A.4, animation-semantics.md §4.3/§4.5).
        for t in stride(from: 0.0, through: 4.0, by: 0.0917) {
            let o = s.sceneState(at: SceneTime(seconds: tOn + t)).number("listOffset")
            #expect(close(o, 100 * Reference.listSpring(t), 1e-6))
        }
    }

    @Test("8. list ease back: 50.0 ± 0.1 at 0.15 s after finishing begins, 0 at 0.3 s")
    func listEase() throws {
        var s = try session(refreshDrag(release: 30))
        let finishing = tOn + 5.3
        #expect(s.sceneState(at: tick(338)).string("state") == "preparingToFinish")
        #expect(s.sceneState(at: tick(339)).string("state") == "finishing")  // t_on + 5.3
        #expect(close(try drawnListOffset(&s, at: finishing + 0.15), 50, 0.1))
        #expect(try drawnListOffset(&s, at: finishing + 0.3) == 0)
        #expect(close(try drawnListOffset(&s, at: finishing + 0.075), 100 * (1 - Reference.easeInOut(0.25)), 1e-6))
    }

    // MARK: 9. Roll-out

    @Test("9. roll-out 0.5 s after finishing begins: ball x = 317.99, y = L − 8, rotation 2π, roll shadow under it")
    func rollOut() throws {
        var s = try session(refreshDrag(release: 30))
        let t = SceneTime(seconds: tOn + 5.3 + 0.5)
        let state = s.sceneState(at: t)
        let l = state.number("contentOrigin")
        #expect(close(Reference.easeIn(0.5), 0.315357, 1e-6))
        #expect(close(state.number("ball", "x"), 195 + 390 * 0.315357, 0.05))
        #expect(close(state.number("ball", "x"), 317.99, 0.05))
        #expect(close(state.number("ball", "y"), l - 8))
        #expect(close(state.number("ball", "rotationDegrees"), 360))
        #expect(close(state.number("shadow", "x"), state.number("ball", "x"), 1e-9))
        #expect(close(state.number("shadow", "y"), l + 10.5))
        #expect(state.number("shadow", "width") == 33.6 && state.number("shadow", "height") == 5)
        #expect(state.number("shadow", "alpha") == 0.4)
    }

    // MARK: 10. Roll-in at rest

    @Test("10. roll-in at rest: c = 25 held for 1 s gives P̃ = 0.25, ball at (33, 113) turned 180°, shadow at (33, 131.5)")
    func rollInAtRest() throws {
        var s = try session(scriptedDrag(start: 5, pulls: [(10, 25)]))
        for k in [70, 71, 100, 200] {
            let state = s.sceneState(at: tick(k))
            #expect(close(state.number("displayedProgress"), 0.25, 1e-9))
            #expect(close(state.number("ball", "x"), 33.0))
            #expect(close(state.number("ball", "y"), 113.0))
            #expect(close(state.number("ball", "rotationDegrees"), 180))
            #expect(close(state.number("shadow", "x"), 33.0))
            #expect(close(state.number("shadow", "y"), 131.5))
        }
    }

    @Test("10. at displayed progress 0 the ball's right edge is at x = 0")
    func rollInAtZero() throws {
        var s = try session()
        let frame = s.frame(at: tick(1))
        #expect(s.sceneState(at: tick(1)).number("displayedProgress") == 0)
        let ball = try #require(FrameReader.draw(named: "ball", in: frame))
        guard case .fill(let disc, _, _) = ball.command else { Issue.record("ball is not a fill"); return }
        #expect(close(disc.applying(ball.transform).boundingRect.maxX, 0, 1e-6))
    }

    // MARK: 11. Aborted pull

    @Test("11. an aborted pull stays pulling; c and progress decay to exactly 0 and the ball waits just off-screen")
    func abortedPull() throws {
        let release = 70
        var s = try session(scriptedDrag(start: 5, pulls: [(10, 60)], release: release))
        for k in 0...(release + 150) {
            let state = s.sceneState(at: tick(k))
            #expect(state.string("state") == "pulling")
            #expect(state.number("refreshCount") == 0)
        }
        let oneSecond = s.sceneState(at: tick(release + 60))
        #expect(oneSecond.number("c") < 0.01)
        #expect(abs(oneSecond.number("progress")) < 1e-4)
        let twoSeconds = s.sceneState(at: tick(release + 120))
        #expect(twoSeconds.number("c") == 0)
        #expect(twoSeconds.number("progress") == 0)
        #expect(twoSeconds.number("displayedProgress") == 0)
        let ball = try #require(FrameReader.draw(named: "ball", in: s.frame(at: tick(release + 120))))
        guard case .fill(let disc, _, _) = ball.command else { Issue.record("ball is not a fill"); return }
        #expect(close(disc.applying(ball.transform).boundingRect.maxX, 0, 1e-6))
    }

    @Test("11. the release follows the critically damped spring and snaps to 0 on the first tick below 0.01 px (about 0.89 s)")
    func releaseSpring() throws {
        let release = 70
        var s = try session(scriptedDrag(start: 5, pulls: [(10, 60)], release: release))
        // Independent: the first time the closed form falls below 0.01.
        var lo = 0.5, hi = 1.5
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            if Reference.release(from: 60, mid) >= 0.01 { lo = mid } else { hi = mid }
        }
        #expect(close(hi, 0.89, 0.01))
        let snapTick = release + Int((hi * 60).rounded(.up))
        for k in release..<snapTick {
            let c = s.sceneState(at: tick(k)).number("c")
            #expect(close(c, Reference.release(from: 60, Double(k - release) / 60), 1e-9))
            #expect(c >= 0.01)
        }
        #expect(s.sceneState(at: tick(snapTick)).number("c") == 0)
    }
}
