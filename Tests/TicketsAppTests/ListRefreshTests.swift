import Drawing
import PullToRefresh
import Stage
import Testing
import ZoetropeTestSupport
@testable import TicketsApp


/// Part B alone (`pull-to-refresh`, 390 × 844, seed 2023) with `events`.
private func partB(_ events: [SceneEvent]) throws -> SceneSession<PullToRefreshScene> {
    try SceneSession(replaying: events)
}

/// The fields of Part B's state that the list's `refresh` state shares.
private let shared = ["state", "progress", "displayedProgress", "c", "c0", "listOffset", "refreshCount", "tOn",
                      "nextTimerDue", "contentOrigin", "ball", "shadow"]

@Suite("Tickets: the list's pull to refresh (Part B's basketball)")
struct ListRefreshTests {
    @Test("the app ticks at 60 Hz, the list's rate")
    func tickRate() {
        #expect(TicketsScene.info.tickRate == 60)
    }

    @Test("a pull on the list runs Part B's refresh: the same ball, c, O and timers as pull-to-refresh alone",
          arguments: [0.8, 1.05, 1.4, 2.0, 3.33, 6.05, 6.2, 6.45, 6.9, 7.5])
    func sameAsPartB(t: Double) throws {
        var app = try session([act("pull", 0.5)])
        var alone = try partB([act("pull", 0.5)])
        let list = try #require(app.at(t)["screens"]?[0]?["state"]?["refresh"])
        let expected = alone.sceneState(at: SceneTime(seconds: t))
        for field in shared { #expect(list[field] == expected[field], "\(field) at \(t) s") }
    }

    @Test("the refresh merges 7 new events into the list when it completes, and the ball is drawn through the clear header band")
    func mergesAndDraws() throws {
        var s = try session([act("pull", 0.5)])
        let bouncing = s.at(2)["screens"]?[0]?["state"]
        #expect(bouncing?["refresh"]?["state"] == "ongoing")
        #expect(bouncing?.number("eventCount") == 7)
        let frame = s.frame(at: SceneTime(seconds: 2))
        #expect(frame.operations(named: "ball").count == 1)
        #expect(frame.operations(named: "ball/shadow").count == 1)
        #expect(frame.operations(named: "header/fill").isEmpty, "B.3: no band fill while the content is at or past its top")
        let done = s.at(8)["screens"]?[0]?["state"]
        #expect(done?.number("eventCount") == 14)
        // Pulling again from P̃ = 0 (B.5: idle lasts one tick): the roll group waits off the left edge.
        #expect(done?["refresh"]?["state"] == "pulling")
        #expect(done?.number("refresh", "ball", "x") == -21)
    }

    @Test("covered by the details the list gets no ticks; uncovered, its timers fire by due time: the straight Part B result")
    func coveredRefreshCatchesUp() throws {
        // Pull at 0.5 s (ongoing from about 1 s), the first card's details from 2 s to 9 s (the
        // refresh completes at about 6 s, unseen), back at 9 s: at rest again at 9.35 s.
        var s = try session([act("pull", 0.5), act("open-first", 2), act("back", 9)])
        let covered = s.at(8)["screens"]?[0]?["state"]
        #expect(covered?["refresh"]?["state"] == "ongoing", "frozen while covered")
        #expect(covered?.number("eventCount") == 7)
        var alone = try partB([act("pull", 0.5)])
        let expected = alone.sceneState(at: SceneTime(seconds: 9.5))
        let list = try #require(s.at(9.5)["screens"]?[0]?["state"])
        #expect(list.number("eventCount") == 14)
        for field in ["state", "refreshCount", "tOn", "listOffset", "c", "ball"] {
            #expect(list["refresh"]?[field] == expected[field], "\(field)")
        }
    }

    @Test("the pushed details do not run the list's refresh: its state there is at rest")
    func detailsAtRest() throws {
        var s = try session([act("pull", 0.5), act("open-first", 2)])
        let details = try #require(s.at(3)["screens"]?[1]?["state"]?["refresh"])
        #expect(details["state"] == "idle")
        #expect(details["ball"] == .null)
        #expect(details.number("refreshCount") == 0)
    }

    @Test("scrubbing back across a refresh and a push equals a straight run", arguments: [1.2, 2.1, 2.4, 6.1, 9.2, 9.6])
    func scrub(t: Double) throws {
        let events = [act("pull", 0.5), act("open-first", 2), act("back", 9)]
        try expectScrubEqualsStraightRun(TicketsScene.self, events, at: t, after: 11)
    }
}
