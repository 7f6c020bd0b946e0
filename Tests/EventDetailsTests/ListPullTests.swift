import Drawing
import Geometry
import Testing
import ZoetropeTestSupport
@testable import EventDetails
@testable import PullToRefresh
@testable import Stage

/// The events list has Part B's pull to refresh (D.2: "A refresh (Part B) merges the new events
/// into the full list and then re-applies the filter").
@Suite("List: pull to refresh")
struct ListPullTests {
    @Test("a drag down at the top pulls the list with Part B's rubber band; the cards follow c")
    func dragPulls() throws {
        // B.4: a pull of s = 50 needs (H/0.55)·s/(H − s) = 96.63 points of travel on H = 844.
        let travel = (844 / 0.55) * 50 / (844 - 50)
        var s = try session([.pointer(.down, id: 1, x: 195, y: 300, at: SceneTime(seconds: 1)),
                             .pointer(.move, id: 1, x: 195, y: 300 + travel, at: SceneTime(seconds: 1.1))])
        let state = s.state(1.2)
        expectClose(state.number("listScroll"), 50, 1e-9)
        expectClose(state.number("refresh", "c"), 50, 1e-9)
        expectClose(state.number("cards", 0, "top"), 96 + 50 + 16, 1e-9)
        #expect(state.value(["refresh", "state"]) == "pulling")
    }

    @Test("the pull action refreshes: the list drops by O with the list spring while the ball bounces, then 7 events more")
    func pullRefreshes() throws {
        var s = try session([action("pull", at: 0.5)])
        let tOn = s.state(2).number("refresh", "tOn")
        #expect(tOn > 0.5 && tOn < 1.2)
        let dropped = s.state(tOn + 0.3604)  // B.8: the spring's first peak, 148.64 at 0.3604 s
        expectClose(dropped.number("refresh", "listOffset"), 148.64, 0.01)
        // The released pull is still springing back (c > 0): the cards hang off L + O = 96 + c + O.
        expectClose(dropped.number("cards", 0, "top"), 96 + dropped.number("refresh", "c") + 148.64 + 16, 0.01)
        #expect(s.state(tOn + 4.9).number("eventCount") == 7)
        #expect(s.state(tOn + 5.05).number("eventCount") == 14)
        #expect(s.state(tOn + 2).value(["refresh", "ball"]) != .null)
    }

    @Test("with a filter on, a refresh's new cards of the selected sport scale and fade in (D.2)")
    func newCardsEnter() throws {
        var s = try session([action("toggle-basketball", at: 0.1), action("pull", at: 0.5)])
        let before = try #require(s.state(2).value(["visibleEventIDs"])?.arrayCount, "the state lists the visible events")
        #expect(before > 0)
        let tOn = s.state(2).number("refresh", "tOn")
        let after = s.state(tOn + 5.1)
        #expect(try #require(after.value(["visibleEventIDs"])?.arrayCount) == 2 * before, "one basketball game per basketball team per batch")
        let entering = (after.value(["cards"])?.arrayValue ?? []).filter { $0["direction"] == "insertion" && ($0["presence"]?.doubleValue ?? 1) < 1 }
        #expect(entering.count == before)
    }
}
