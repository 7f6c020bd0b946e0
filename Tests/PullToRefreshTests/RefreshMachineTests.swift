import Foundation
import Testing
@testable import PullToRefresh
@testable import Stage

/// The state machine of B.5 on its own: the geometry evaluation table and the timers.
@Suite("RefreshMachine")
struct RefreshMachineTests {
    private func evaluate(_ m: inout RefreshMachine, _ c: Double, _ k: Int, duration: Double = 5)
        -> RefreshMachine.Change?
    {
        m.evaluate(contentOffset: c, at: tick(k), maxOffset: 100, refreshDuration: duration)
    }

    private func fire(_ m: inout RefreshMachine, _ k: Int) -> [(RefreshMachine.Change, SceneTime)] {
        var out: [(RefreshMachine.Change, SceneTime)] = []
        while let f = m.fireNextTimer(upTo: tick(k), returnDuration: 0.3, rollOutDuration: 1) { out.append(f) }
        return out
    }

    @Test("idle: the first evaluation captures the baseline and starts pulling")
    func idleToPulling() {
        var m = RefreshMachine()
        #expect(m.state == .idle)
        #expect(evaluate(&m, 12, 0) == .beganPulling)
        #expect(m.state == .pulling && m.baseline == 12 && m.progress == 0)
    }

    @Test("pulling: progress = min(1, (c − c0)/maxOffset), negative allowed; unchanged progress reports nothing")
    func progress() {
        var m = RefreshMachine()
        _ = evaluate(&m, 10, 0)
        #expect(evaluate(&m, 60, 1) == .progress(from: 0, to: 0.5))
        #expect(evaluate(&m, 60, 2) == nil)
        #expect(evaluate(&m, -40, 3) == .progress(from: 0.5, to: -0.5))
        #expect(evaluate(&m, 500, 4) == .progress(from: -0.5, to: 1))
        #expect(m.state == .pulling)
    }

    @Test("progress ≥ 1: the next evaluation starts the refresh whatever c is, and schedules completion at t_on + D")
    func threshold() {
        var m = RefreshMachine()
        _ = evaluate(&m, 0, 0)
        _ = evaluate(&m, 100, 1)
        #expect(evaluate(&m, -300, 2) == .refreshStarted)
        #expect(m.state == .ongoing && m.progress == 0 && m.refreshCount == 1 && m.refreshStart == tick(2))
        #expect(m.nextDue == SceneTime(seconds: tick(2).seconds + 5))
        // During the refresh nothing c does changes the state.
        for k in 3..<20 { #expect(evaluate(&m, Double(k * 50), k) == nil) }
    }

    @Test("the timers fire on the first tick at or after their due time and chain from the due time")
    func timers() {
        var m = RefreshMachine()
        _ = evaluate(&m, 0, 0)
        _ = evaluate(&m, 100, 1)
        _ = evaluate(&m, 100, 2)  // t_on = 2/60
        #expect(fire(&m, 301).isEmpty)
        let done = fire(&m, 302)
        #expect(done.map(\.0) == [.refreshCompleted] && m.state == .preparingToFinish)
        #expect(fire(&m, 319).isEmpty)
        #expect(fire(&m, 320).map(\.0) == [.finishing])
        #expect(fire(&m, 379).isEmpty)
        #expect(fire(&m, 380).map(\.0) == [.idle])
        #expect(m.state == .idle && m.baseline == 0 && m.nextDue == nil)
    }

    @Test("several timers due by one tick fire in one drain, in order (a late tick or D = 0)")
    func drain() {
        var m = RefreshMachine()
        _ = evaluate(&m, 0, 0)
        _ = evaluate(&m, 100, 1)
        _ = evaluate(&m, 100, 2, duration: 0)
        let fired = fire(&m, 2)
        #expect(fired.map(\.0) == [.refreshCompleted])
        #expect(fired[0].1 == tick(2))
        let all = fire(&m, 10_000)
        #expect(all.map(\.0) == [.finishing, .idle])
        #expect(close(all[0].1.seconds, tick(2).seconds + 0.3, 1e-12))
        #expect(close(all[1].1.seconds, tick(2).seconds + 1.3, 1e-12))
    }

    @Test("a non-finite c counts as 0")
    func nonFinite() {
        var m = RefreshMachine()
        _ = evaluate(&m, .nan, 0)
        #expect(m.baseline == 0)
        #expect(evaluate(&m, .infinity, 1) == nil)
        #expect(m.progress == 0)
    }
}
