import Geometry
import Stage
import Testing
@testable import Timer

/// timer.md §4.2–§4.3: the status machine's table, button enabling and the displayed seconds.
@Suite("Status machine")
struct StatusMachineTests {
    @Test("the transition table: play from stopped/done runs L; pause freezes the exact remainder; resume runs the rest; stop resets")
    func table() {
        var t = BrewTimer(length: 90)
        #expect(t.status == .stopped && t.remaining(at: 5) == 90)
        var changed = t.play(at: 1)
        #expect(changed)
        #expect(t.status == .running && t.end == SceneTime(seconds: 91) && t.runStart == 1)
        #expect(t.remaining(at: 31.25) == 59.75)
        changed = t.pause(at: 31.25)
        #expect(changed)
        #expect(t.status == .paused && t.remaining(at: 100) == 59.75 && t.pauseStart == 31.25)
        changed = t.play(at: 40)
        #expect(changed)
        #expect(t.end == SceneTime(seconds: 99.75) && t.runStart == 40)
        changed = t.stop()
        #expect(changed)
        #expect(t.status == .stopped && t.remaining(at: 50) == 90 && t.end == nil)
        changed = t.play(at: 50) && t.complete()
        #expect(changed)
        #expect(t.status == .done && t.remaining(at: 200) == 90)
        changed = t.play(at: 200)
        #expect(changed && t.end == SceneTime(seconds: 290))
    }

    @Test("events that the table does not list are ignored")
    func ignored() {
        var t = BrewTimer(length: 90)
        var changed = t.pause(at: 1) || t.stop() || t.complete()
        #expect(!changed)
        t.play(at: 1)
        changed = t.play(at: 2)
        #expect(!changed && t.end == SceneTime(seconds: 91))
        changed = t.setLength(30)
        #expect(!changed && t.length == 90)
        t.pause(at: 3)
        changed = t.pause(at: 4) || t.setLength(30) || t.complete()
        #expect(!changed)
    }

    @Test("enabling: Stop when running or paused, Pause only running, Play when not running and L > 0")
    func enabling() {
        var t = BrewTimer(length: 90)
        #expect(t.canPlay && !t.canPause && !t.canStop && t.canChangeLength)
        t.play(at: 0)
        #expect(!t.canPlay && t.canPause && t.canStop && !t.canChangeLength)
        t.pause(at: 1)
        #expect(t.canPlay && !t.canPause && t.canStop && !t.canChangeLength)
        var zero = BrewTimer(length: 0)
        let played = zero.play(at: 0)
        #expect(!zero.canPlay && !played)
        let set = zero.setLength(15)
        #expect(set && zero.canPlay && zero.remaining(at: 0) == 15)
    }

    @Test("displayed seconds: ⌈rem⌉ with a 1e-9 tolerance — 90 at start, 89 from elapsed 1.0, 0 at completion")
    func displayed() {
        #expect(BrewTimer.displayedSeconds(90) == 90)
        #expect(BrewTimer.displayedSeconds(89.0000000001) == 89)
        #expect(BrewTimer.displayedSeconds(89.5) == 90)
        #expect(BrewTimer.displayedSeconds(0.001) == 1)
        #expect(BrewTimer.displayedSeconds(0) == 0)
        #expect(BrewTimer.displayedSeconds(-3) == 0 && BrewTimer.displayedSeconds(.nan) == 0)
        var t = BrewTimer(length: 90)
        t.play(at: 0.3)
        #expect(t.displayedSeconds(at: 1.3) == 89 && t.displayedSeconds(at: 1.2999) == 90)
        #expect(t.displayedSeconds(at: 90.3) == 0)
    }

    @Test("D changes exactly when the elapsed running time crosses an integer (law over a paused-resumed run)")
    func crossings() throws {
        var s = try session(["component": "digits", "status": "running", "remaining": 20],
                            events: [.action(name: "pause", time: 3.4), .action(name: "play", time: 5)])
        // rem at pause 16.6; resumed at 5, end = 21.6: D = 16 from 5.6, 15 from 6.6 …
        // At completion (21.6) the status is done and rem is reset to L = 20.
        for (t, d) in [(3.39, 17), (4.9, 17), (5.59, 17), (5.6, 16), (6.6, 15), (21.59, 1), (21.6, 20)] {
            #expect(s.sceneState(at: SceneTime(seconds: t)).number("timer", "displayed") == Double(d), "t = \(t)")
        }
        #expect(s.sceneState(at: 21.59).string("timer", "status") == "running" && s.sceneState(at: 21.6).string("timer", "status") == "done")
    }

    @Test("the slider sets L and rem = L while stopped or done, in 15-s steps; status unchanged")
    func lengthSlider() throws {
        let layout = TimerScreenLayout(size: Size(width: 390, height: 844), face: .digital, ratingCount: 2)
        let rect = layout.lengthSlider
        let x = rect.minX + 14 + (rect.width - 28) * (302.0 / 600)   // snaps to 300
        var s = try session(["screen": "timer"], events: click(x, rect.midY, at: 1))
        let state = s.sceneState(at: 2)
        #expect(state.number("timer", "length") == 300 && state.number("timer", "remaining") == 300)
        #expect(state.string("timer", "status") == "stopped" && state.number("digits", "seconds") == 300)
    }
}
