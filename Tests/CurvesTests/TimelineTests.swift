import Testing

import Curves

@Suite("Timeline")
struct TimelineTests {
    @Test("each sample sees the state after the last change at or before it; before 0 the value rests at 0")
    func statesInEffect() {
        let changes = [
            Timeline.Change(time: 0.25, value: 0.5, animation: .linear(duration: 0.5)),
            Timeline.Change(time: 0.75, value: 2, animation: nil),
        ]
        let timeline = Timeline(animation: .easeInOut(duration: 1), changes: changes)
        // The same value driven directly, change by change.
        var direct = AnimatedValue(0.0)
        #expect(timeline.state(at: -1).presentation(at: -1) == 0)
        #expect(timeline.state(at: -1).runningAnimationCount == 0)
        direct.set(1, animation: .easeInOut(duration: 1), at: 0)
        for t in [0.0, 0.1, 0.2] {
            #expect(timeline.state(at: t).presentation(at: t) == direct.presentation(at: t))
        }
        direct.set(0.5, animation: .linear(duration: 0.5), at: 0.25)
        for t in [0.25, 0.5, 0.7] {
            #expect(timeline.state(at: t).presentation(at: t) == direct.presentation(at: t))
            #expect(timeline.state(at: t).value == 0.5)
        }
        direct.set(2, animation: nil, at: 0.75)
        for t in [0.75, 0.9, 1.5] {
            #expect(timeline.state(at: t).presentation(at: t) == direct.presentation(at: t))
            #expect(timeline.state(at: t).value == 2)
        }
    }

    @Test("it settles when the last change's animations finish, or at the last change without any")
    func settleTime() {
        #expect(Timeline(animation: .linear(duration: 0.8), changes: []).settleTime == 0.8)
        // A change without animation is additive: the running ones (to 1.0 s) still have to end.
        let additive = Timeline(animation: .linear(duration: 1), changes: [.init(time: 0.4, value: 3, animation: nil)])
        #expect(additive.settleTime == 1)
        let late = Timeline(animation: .linear(duration: 1), changes: [.init(time: 2, value: 3, animation: .linear(duration: 0.5))])
        #expect(late.settleTime == 2.5)
        let forever = Timeline(animation: .linear(duration: 1).repeatForever(), changes: [])
        #expect(forever.settleTime == .infinity)
    }
}
