import Drawing
import Geometry
import Testing
@testable import PullToRefresh
@testable import Stage

/// Pull input, rubber band, release, wheel and the scripted pull (B.4), driven through the
/// session like `preview state` does.
@Suite("Content offset (B.4)")
struct ContentOffsetTests {
    @Test("a drag follows the rubber band: c = rubber(pointer travel) above the top")
    func rubberBandDrag() throws {
        var s = try session([
            .pointer(.down, id: 1, x: 100, y: 300, at: tick(5)),
            .pointer(.move, id: 1, x: 100, y: 300 + 206.26, at: tick(10)),
            .pointer(.move, id: 1, x: 100, y: 300 + 96.63, at: tick(20)),
            .pointer(.move, id: 1, x: 100, y: 300 + 46.84, at: tick(30)),
        ])
        // The spec's examples: 206.26 → 100, 96.63 → 50, 46.84 → 25 (to the printed precision).
        #expect(close(s.sceneState(at: tick(10)).number("c"), 100, 0.01))
        #expect(close(s.sceneState(at: tick(20)).number("c"), 50, 0.01))
        #expect(close(s.sceneState(at: tick(30)).number("c"), 25, 0.01))
    }

    @Test("dragging up scrolls the list 1:1 down to maxScroll = (16 + n·214) − (H − L0); the header band fills")
    func scrollByDrag() throws {
        var s = try session([
            .pointer(.down, id: 1, x: 100, y: 800, at: tick(5)),
            .pointer(.move, id: 1, x: 100, y: 700, at: tick(10)),
            .pointer(.move, id: 1, x: 100, y: -2000, at: tick(20)),
            .pointer(.up, id: 1, x: 100, y: -2000, at: tick(30)),
        ])
        #expect(s.sceneState(at: tick(10)).number("c") == -100)
        let maxScroll = (16 + 7 * 214) - (844 - 96.0)
        #expect(s.sceneState(at: tick(20)).number("c") == -maxScroll)
        // No momentum and no spring back below the top.
        #expect(s.sceneState(at: tick(200)).number("c") == -maxScroll)
        let names = FrameReader.names(s.frame(at: tick(200)))
        #expect(names.contains("header/fill") && names.contains("header/hairline"))
        // The state machine only sees c: progress goes negative, no refresh.
        #expect(s.sceneState(at: tick(200)).string("state") == "pulling")
        #expect(s.sceneState(at: tick(200)).number("progress") < 0)
    }

    @Test("a drag that starts scrolled and goes past the top passes smoothly into the rubber band")
    func scrollThenPull() throws {
        var s = try session([
            .pointer(.down, id: 1, x: 100, y: 800, at: tick(5)),
            .pointer(.move, id: 1, x: 100, y: 600, at: tick(10)),
            .pointer(.up, id: 1, x: 100, y: 600, at: tick(11)),
            .pointer(.down, id: 2, x: 100, y: 200, at: tick(20)),
            .pointer(.move, id: 2, x: 100, y: 400 + Reference.rubberInverse(30), at: tick(25)),
        ])
        #expect(s.sceneState(at: tick(11)).number("c") == -200)
        #expect(close(s.sceneState(at: tick(25)).number("c"), 30, 1e-9))
    }

    @Test("a press while the pull springs back catches it: a zero move keeps c where it was")
    func catchDuringRelease() throws {
        let events = scriptedDrag(start: 5, pulls: [(10, 80)], release: 20)
        var s = try session(events)
        let caught = s.sceneState(at: tick(30)).number("c")
        #expect(caught > 1 && caught < 80)
        try s.append(.pointer(.down, id: 2, x: 50, y: 500, at: tick(31)))
        try s.append(.pointer(.move, id: 2, x: 60, y: 500, at: tick(32)))
        let atPress = s.sceneState(at: tick(31)).number("c")
        // The press applies before the tick's physics, which no longer runs: c stays at the
        // value of tick 30, and a move of zero vertical travel keeps it (rubberInverse round trip).
        #expect(close(atPress, caught, 1e-9))
        #expect(close(s.sceneState(at: tick(32)).number("c"), caught, 1e-9))
        #expect(close(s.sceneState(at: tick(200)).number("c"), caught, 1e-9))
        #expect(s.sceneState(at: tick(200)).bool("dragging") == true)
    }

    @Test("the wheel scrolls only while c ≤ 0, clamped to 0 … −maxScroll: it never pulls")
    func wheel() throws {
        var s = try session([
            .wheel(dy: 120, x: 195, y: 400, at: tick(5)),
            .wheel(dy: -500, x: 195, y: 400, at: tick(10)),
            .wheel(dy: 100_000, x: 195, y: 400, at: tick(15)),
            .wheel(dy: 50, x: 195, y: 400, modifiers: .control, at: tick(20)),
        ])
        #expect(s.sceneState(at: tick(5)).number("c") == -120)
        #expect(s.sceneState(at: tick(10)).number("c") == 0)
        let maxScroll = (16 + 7 * 214) - (844 - 96.0)
        #expect(s.sceneState(at: tick(15)).number("c") == -maxScroll)
        #expect(s.sceneState(at: tick(20)).number("c") == -maxScroll)  // a pinch is not a scroll
    }

    @Test("the wheel does nothing while the content is pulled")
    func wheelWhilePulled() throws {
        var s = try session(scriptedDrag(start: 5, pulls: [(10, 40)], release: 12) + [.wheel(dy: 30, at: tick(14))])
        let c = s.sceneState(at: tick(14)).number("c")
        #expect(c > 30)
        #expect(close(c, Reference.release(from: 40, 2.0 / 60), 1e-9))
    }

    @Test("a press on the header band or with a secondary button starts no drag")
    func pressesThatDoNotDrag() throws {
        var s = try session([
            .pointer(.down, id: 1, x: 100, y: 50, at: tick(5)),
            .pointer(.move, id: 1, x: 100, y: 400, at: tick(10)),
            .pointer(.up, id: 1, x: 100, y: 400, at: tick(12)),
            .pointer(.down, id: 2, x: 100, y: 300, at: tick(20), buttons: .secondary),
            .pointer(.move, id: 2, x: 100, y: 600, at: tick(25), buttons: .secondary),
            .pointer(.up, id: 2, x: 100, y: 600, at: tick(30)),
        ])
        #expect(s.sceneState(at: tick(10)).number("c") == 0)
        #expect(s.sceneState(at: tick(25)).number("c") == 0)
        #expect(s.sceneState(at: tick(25)).bool("dragging") == false)
    }

    @Test("multi-touch: only the first pointer drags; the others are ignored until it lifts")
    func multiTouch() throws {
        var s = try session([
            .pointer(.down, id: 1, x: 100, y: 300, at: tick(5), kind: .touch),
            .pointer(.move, id: 1, x: 100, y: 300 + Reference.rubberInverse(40), at: tick(10), kind: .touch),
            .pointer(.down, id: 2, x: 200, y: 300, at: tick(12), kind: .touch),
            .pointer(.move, id: 2, x: 200, y: 800, at: tick(14), kind: .touch),
            .pointer(.up, id: 1, x: 100, y: 300 + Reference.rubberInverse(40), at: tick(16), kind: .touch),
            .pointer(.move, id: 2, x: 200, y: 900, at: tick(18), kind: .touch),
            .pointer(.up, id: 2, x: 200, y: 900, at: tick(20), kind: .touch),
        ])
        #expect(close(s.sceneState(at: tick(14)).number("c"), 40, 1e-9))
        #expect(s.sceneState(at: tick(14)).bool("dragging") == true)
        // Lifting the first finger releases, whatever the second does.
        #expect(s.sceneState(at: tick(16)).bool("dragging") == false)
        #expect(close(s.sceneState(at: tick(18)).number("c"), Reference.release(from: 40, 2.0 / 60), 1e-9))
    }

    @Test("a pointer cancel releases like a pointer up")
    func cancel() throws {
        var s = try session(scriptedDrag(start: 5, pulls: [(10, 40)]) + [
            .pointer(.cancel, id: 1, x: 195, y: 0, at: tick(12)),
        ])
        #expect(s.sceneState(at: tick(12)).bool("dragging") == false)
        #expect(close(s.sceneState(at: tick(12)).number("c"), 40, 1e-9))
        #expect(close(s.sceneState(at: tick(24)).number("c"), Reference.release(from: 40, 0.2), 1e-9))
    }

    @Test("several moves within one tick: the tick sees the last one (input applies at the next tick)")
    func movesBetweenTicks() throws {
        var s = try session([
            .pointer(.down, id: 1, x: 100, y: 300, at: tick(5)),
            .pointer(.move, id: 1, x: 100, y: 300 + Reference.rubberInverse(120), at: SceneTime(seconds: tick(10).seconds + 0.001)),
            .pointer(.move, id: 1, x: 100, y: 300 + Reference.rubberInverse(20), at: SceneTime(seconds: tick(10).seconds + 0.01)),
        ])
        let state = s.sceneState(at: tick(11))
        #expect(close(state.number("c"), 20, 1e-9))
        #expect(close(state.number("progress"), 0.2, 1e-9))
        #expect(state.number("refreshCount") == 0)
    }

    @Test("action pull: a scripted pull to 1.2 × maxOffset over 0.6 s, then the release; it refreshes")
    func pullAction() throws {
        var s = try session([.action(name: "pull", time: tick(30))])
        #expect(s.sceneState(at: tick(30)).number("c") == 0)
        #expect(close(s.sceneState(at: tick(48)).number("c"), 60, 1e-9))  // halfway (easeInOut 0.5)
        #expect(s.sceneState(at: tick(66)).number("c") == 120)
        #expect(s.sceneState(at: tick(66)).number("refreshCount") == 1)
        let states = Set((0...500).map { s.sceneState(at: tick($0)).string("state")! })
        #expect(states == ["pulling", "ongoing", "preparingToFinish", "finishing", "idle"])
        #expect(s.sceneState(at: tick(500)).number("c") == 0)
    }

    @Test("action pull is ignored while a pointer drags the content")
    func pullActionWhileDragging() throws {
        var s = try session(scriptedDrag(start: 5, pulls: [(10, 30)]) + [.action(name: "pull", time: tick(20))])
        #expect(close(s.sceneState(at: tick(80)).number("c"), 30, 1e-9))
    }
}

extension JSONValue {
    /// The Boolean at `key`.
    func bool(_ key: String) -> Bool? { self[key]?.boolValue }
}
