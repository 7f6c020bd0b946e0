import Testing
@testable import Stage

private func first<S: TimelineSchedule>(_ n: Int, of schedule: S, from start: SceneTime, mode: TimelineScheduleMode = .normal) -> [Double] {
    Array(schedule.entries(from: start, mode: mode).prefix(n)).map(\.seconds)
}

@Suite("PeriodicTimelineSchedule")
struct PeriodicTimelineScheduleTests {
    @Test("entries begin at the boundary at or before the start (animation-semantics §8 examples)",
          arguments: [(0.0, 5.0, 12.0, [10.0, 15, 20]), (0, 5, 15, [15, 20, 25]), (0, 10, 25, [20, 30, 40]),
                      (1, 0.5, 1.2, [1.0, 1.5, 2.0]), (3, 1, 0, [3.0, 4, 5])])
    func entries(anchor: Double, period: Double, start: Double, expected: [Double]) {
        #expect(first(3, of: .periodic(from: SceneTime(seconds: anchor), by: SceneDuration(seconds: period)),
                      from: SceneTime(seconds: start)) == expected)
    }

    @Test("the date shown is the latest boundary reached, including a past start's boundary")
    func dates() {
        let s = PeriodicTimelineSchedule.periodic(from: 0, by: 5)
        #expect(s.date(at: 12, from: 12).seconds == 10)
        #expect(s.date(at: 14.999, from: 12).seconds == 10)
        #expect(s.date(at: 15, from: 12).seconds == 15)
        #expect(s.nextEntry(after: 12, from: 12)?.seconds == 15)
        #expect(s.nextEntry(after: 15, from: 12)?.seconds == 20)
    }

    @Test("tenths computed as start + 0.1·k are reached on time despite rounding (timer.md §8.3)")
    func tolerance() {
        let s = PeriodicTimelineSchedule.periodic(from: 0.3, by: 0.1)
        for k in 0..<100 {
            let t = SceneTime(seconds: 0.3 + Double(k) * 0.1)
            #expect(abs(s.date(at: t, from: 0.3).seconds - t.seconds) < 1e-12)
        }
        #expect(abs(s.date(at: 0.67, from: 0.3).seconds - 0.6) < 1e-12)
    }

    @Test("closed-form dates agree with walking the entries")
    func closedFormMatchesWalk() {
        let s = PeriodicTimelineSchedule.periodic(from: 0.25, by: 0.75)
        for start in [0.0, 0.25, 1.1, 7] {
            for i in 0..<200 {
                let t = SceneTime(seconds: start + Double(i) * 0.037)
                let walked = s.entries(from: SceneTime(seconds: start), mode: .normal)
                    .prefix(while: { $0.seconds <= t.seconds + 1e-9 }).last ?? SceneTime(seconds: start)
                #expect(s.date(at: t, from: SceneTime(seconds: start)) == walked)
            }
        }
    }

    @Test("an invalid interval yields the anchor alone", arguments: [0.0, -1, .nan, .infinity])
    func invalidInterval(period: Double) {
        let s = PeriodicTimelineSchedule.periodic(from: 2, by: SceneDuration(seconds: period))
        #expect(first(5, of: s, from: 0) == [2])
        #expect(s.date(at: 10, from: 0).seconds == 2)
        #expect(s.date(at: 1, from: 0).seconds == 0)
        #expect(s.nextEntry(after: 3, from: 0) == nil)
    }
}

@Suite("EveryMinuteTimelineSchedule")
struct EveryMinuteTimelineScheduleTests {
    @Test("the start of the current minute, then every minute",
          arguments: [(0.0, [0.0, 60, 120]), (59.5, [0.0, 60, 120]), (60.0, [60.0, 120, 180]), (125.0, [120.0, 180, 240])] as [(Double, [Double])])
    func entries(start: Double, expected: [Double]) {
        #expect(first(3, of: .everyMinute, from: SceneTime(seconds: start)) == expected)
        #expect(first(3, of: .everyMinute, from: SceneTime(seconds: start), mode: .lowFrequency) == expected)
    }

    @Test("the date shown steps at whole minutes")
    func dates() {
        #expect(EveryMinuteTimelineSchedule.everyMinute.date(at: 119.9, from: 30).seconds == 60)
        #expect(EveryMinuteTimelineSchedule.everyMinute.nextEntry(after: 60, from: 30)?.seconds == 120)
    }
}

@Suite("ExplicitTimelineSchedule")
struct ExplicitTimelineScheduleTests {
    @Test("exactly the given instants, ignoring start and mode")
    func entries() {
        let s = ExplicitTimelineSchedule.explicit([1, 2.5, 4])
        #expect(first(10, of: s, from: 3) == [1, 2.5, 4])
        #expect(first(10, of: s, from: 0, mode: .lowFrequency) == [1, 2.5, 4])
    }

    @Test("the start is shown until the first instant; past instants give the last of them")
    func dates() {
        let s = ExplicitTimelineSchedule.explicit([1, 2.5, 4])
        #expect(s.date(at: 0.5, from: 0.2).seconds == 0.2)
        #expect(s.date(at: 3, from: 3).seconds == 2.5)
        #expect(s.date(at: 100, from: 0).seconds == 4)
        #expect(s.nextEntry(after: 2.5, from: 0)?.seconds == 4)
        #expect(s.nextEntry(after: 4, from: 0) == nil)
    }
}

@Suite("AnimationTimelineSchedule")
struct AnimationTimelineScheduleTests {
    @Test("minimumInterval 1.5 gives 0, 1.5, 3.0; nil gives a 1/120 s grid")
    func entries() {
        #expect(first(3, of: .animation(minimumInterval: 1.5), from: 0) == [0, 1.5, 3])
        let grid: [Double] = [2, 2 + 1.0 / 120, 2 + 2.0 / 120]
        #expect(first(3, of: .animation, from: 2) == grid)
    }

    @Test("entries start at the timeline's start, not at a multiple of the interval (§8: s, s+i, s+2i)")
    func entriesFromStart() {
        let entries = first(3, of: .animation(minimumInterval: 1.5), from: 0.7)
        #expect(zip(entries, [0.7, 2.2, 3.7]).allSatisfy { abs($0 - $1) < 1e-12 } && entries.count == 3)
        #expect(abs(AnimationTimelineSchedule.animation(minimumInterval: 1.5).date(at: 2.5, from: 0.7).seconds - 2.2) < 1e-12)
    }

    @Test("paused or low-frequency schedules have no entries and show their start")
    func noEntries() {
        #expect(first(3, of: .animation(paused: true), from: 0).isEmpty)
        #expect(first(3, of: .animation, from: 0, mode: .lowFrequency).isEmpty)
        #expect(AnimationTimelineSchedule.animation(paused: true).date(at: 5, from: 1).seconds == 1)
        #expect(AnimationTimelineSchedule.animation.nextEntry(after: 5, from: 1, mode: .lowFrequency) == nil)
    }

    @Test("without a minimum interval the date is the frame time; with one it steps")
    func dates() {
        #expect(AnimationTimelineSchedule.animation.date(at: 0.377, from: 0).seconds == 0.377)
        let stepped = AnimationTimelineSchedule.animation(minimumInterval: 0.1).date(at: 0.377, from: 0).seconds
        #expect(abs(stepped - 0.3) < 1e-12)
        #expect(AnimationTimelineSchedule.animation(minimumInterval: 1.5).nextEntry(after: 1.5, from: 0)?.seconds == 3)
    }

    @Test("non-positive or non-finite minimum intervals count as nil", arguments: [0.0, -2, .nan, .infinity])
    func badIntervals(interval: Double) {
        #expect(AnimationTimelineSchedule(minimumInterval: SceneDuration(seconds: interval)).minimumInterval == nil)
    }
}
