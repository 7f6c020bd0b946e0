import Testing
@testable import PullToRefresh
@testable import Stage

/// The book-faithful quirks of B.11, kept on purpose.
@Suite("Book-faithful quirks (B.11)")
struct QuirksTests {
    @Test("1. the baseline is captured one tick after idle: a pull still held becomes c0, releasing gives negative progress")
    func baselineAfterIdle() throws {
        // Hold c = 120 through the whole cycle, release at tick 430.
        var s = try session(scriptedDrag(start: 10, pulls: [(20, 120)], release: 430))
        #expect(close(s.sceneState(at: tick(400)).number("c0"), 120, 1e-9))
        let released = s.sceneState(at: tick(520))
        #expect(released.string("state") == "pulling")
        #expect(released.number("progress") < -1.19)
        #expect(released.number("refreshCount") == 1)
    }

    @Test("1. after such a cycle the next refresh needs c − c0 ≥ 100 from that baseline")
    func nextRefreshNeedsTheBaseline() throws {
        // Hold c = 60 through the cycle (the pull reaching 120 first starts the refresh).
        let events = scriptedDrag(start: 10, pulls: [(20, 120), (100, 60), (430, 150), (440, 161)], release: 500)
        var s = try session(events)
        #expect(close(s.sceneState(at: tick(400)).number("c0"), 60, 1e-9))
        // c = 150 is only 90 above the baseline: no refresh.
        #expect(s.sceneState(at: tick(439)).string("state") == "pulling")
        #expect(close(s.sceneState(at: tick(439)).number("progress"), 0.9, 1e-9))
        // c = 161 is 101 above it: progress 1, then ongoing on the next tick.
        #expect(s.sceneState(at: tick(440)).number("progress") == 1)
        #expect(s.sceneState(at: tick(441)).string("state") == "ongoing")
        #expect(s.sceneState(at: tick(441)).number("refreshCount") == 2)
    }

    @Test("2. a refresh is committed once progress reaches 1, even if the pull drops before the next tick")
    func committedAtOne() throws {
        var s = try session(scriptedDrag(start: 10, pulls: [(20, 100), (21, 10)], release: 22))
        #expect(s.sceneState(at: tick(20)).number("progress") == 1)
        let next = s.sceneState(at: tick(21))
        #expect(close(next.number("c"), 10, 1e-9))
        #expect(next.string("state") == "ongoing")
    }

    @Test("3. an aborted pull leaves the state in pulling, not idle")
    func abortedStaysPulling() throws {
        var s = try session(scriptedDrag(start: 10, pulls: [(20, 99.9)], release: 30))
        for k in stride(from: 0, through: 300, by: 7) {
            #expect(s.sceneState(at: tick(k)).string("state") == "pulling")
        }
    }

    @Test("4. pulling during a refresh moves the content (ball and list together) but never queues a second refresh")
    func pullDuringRefresh() throws {
        // Refresh starts at tick 21; a second drag during ongoing (tick 100), preparingToFinish
        // (tick 325, held into finishing, tick 390), each pressed while the content rests at 0.
        var events = refreshDrag(release: 30)
        events += scriptedDrag(start: 90, pulls: [(100, 150)], release: 110, id: 2)
        events += scriptedDrag(start: 322, pulls: [(325, 150)], release: 395, id: 3)
        var s = try session(events)
        for k in [100, 325, 390] {
            let state = s.sceneState(at: tick(k))
            #expect(close(state.number("c"), 150, 1e-9))
            #expect(state.number("refreshCount") == 1)
            let l = state.number("contentOrigin")
            #expect(close(l, 246, 1e-9))
            // The ball hangs off L: in ongoing its offset is within [L − 8, L + 92].
            #expect(state.number("ball", "y") >= l - 8 - 1e-9 && state.number("ball", "y") <= l + 92 + 1e-9)
            let card = try #require(FrameReader.draw(named: "list/row/0", in: s.frame(at: tick(k))))
            #expect(close(card.transform.ty - (l + 16), state.number("listOffset"), 1e-9))
        }
        var states: [String] = []
        for k in 0...460 {
            let state = s.sceneState(at: tick(k)).string("state")!
            if states.last != state { states.append(state) }
        }
        #expect(states == ["pulling", "ongoing", "preparingToFinish", "finishing", "idle", "pulling"])
        #expect(s.sceneState(at: tick(460)).number("refreshCount") == 1)
    }
}
