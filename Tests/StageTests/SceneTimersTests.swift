import Testing
@testable import Stage

@Suite("SceneTimers")
struct SceneTimersTests {
    @Test("timers fire in due order, ties in scheduling order, only once due")
    func order() {
        var timers = SceneTimers<String>()
        timers.schedule("c", at: 3)
        timers.schedule("a", at: 1)
        timers.schedule("b1", at: 2)
        timers.schedule("b2", at: 2)
        #expect(timers.nextDue == 1)
        var fired: [String] = []
        while let (t, _) = timers.popNext(upTo: 2.5) { fired.append(t) }
        #expect(fired == ["a", "b1", "b2"])
        #expect(timers.count == 1)
    }

    @Test("a follow-up scheduled from a firing and already due fires in the same drain, dated from its due time")
    func followUps() {
        var timers = SceneTimers<Int>()
        timers.schedule(1, at: 1.0)
        var log: [(Int, Double)] = []
        while let (t, due) = timers.popNext(upTo: 2.0) {
            log.append((t, due.seconds))
            if t < 3 { timers.schedule(t + 1, at: due + 0.3) }
        }
        #expect(log.map(\.0) == [1, 2, 3])
        #expect(log.map(\.1) == [1.0, 1.3, 1.6])
        #expect(timers.count == 0)
    }

    @Test("cancel removes matching timers; NaN due times count as 0")
    func cancel() {
        var timers = SceneTimers<Int>()
        timers.schedule(1, at: 5)
        timers.schedule(2, at: 6)
        timers.schedule(3, at: SceneTime(seconds: .nan))
        #expect(timers.nextDue == 0)
        timers.cancel { $0 == 1 }
        #expect(timers.count == 2)
        timers.cancelAll()
        #expect(timers.nextDue == nil)
    }
}
