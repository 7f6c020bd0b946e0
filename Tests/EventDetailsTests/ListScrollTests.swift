import Drawing
import Geometry
import Testing
import ZoetropeTestSupport
@testable import EventDetails
@testable import PullToRefresh
@testable import Stage

/// The events list scrolls under the header band (wheel or drag), clamped to its content, so
/// every card can be reached and tapped.
@Suite("List scrolling")
struct ListScrollTests {
    /// The lowest scroll offset for `cards` cards and a panel `panel` tall on 390 × 844: the last
    /// card's bottom inset reaches the viewport's bottom.
    func lowest(cards: Int, panel: Double = 0) -> Double {
        -max(0, panel + 16 + Double(cards) * 214 - (844 - 96))
    }

    @Test("the wheel scrolls the cards and the chip panel; past both ends it clamps")
    func wheel() throws {
        // the panel's bouncy spring has ended by 10 s
        var s = try session([action("toggle-filter", at: 0), .wheel(dy: 300, x: 195, y: 500, at: 10),
                             .wheel(dy: 1e9, x: 195, y: 500, at: 11), .wheel(dy: -1e12, x: 195, y: 500, at: 12)])
        let panel = SportChip.panelHeight(width: 390)
        let scrolled = s.state(10.5)
        #expect(scrolled.number("listScroll") == -300)
        #expect(isClose(scrolled.number("cards", 0, "top"), 96 - 300 + panel + 16, 1e-9))
        #expect(isClose(scrolled.number("chips", 0, "y"), 96 - 300 + 40 + 8, 1e-9))
        #expect(s.state(11.5).number("listScroll") == lowest(cards: 7, panel: panel))
        #expect(s.state(12.5).number("listScroll") == 0)
    }

    @Test("a drag scrolls; the last card can then be tapped open; taps on the header band open nothing")
    func dragAndTap() throws {
        let t = SceneTime(seconds: 1)
        let drag: [SceneEvent] = [.pointer(.down, id: 1, x: 195, y: 700, at: t),
                                  .pointer(.move, id: 1, x: 195, y: 400, at: SceneTime(seconds: 1.1)),
                                  .pointer(.move, id: 1, x: 195, y: 100, at: SceneTime(seconds: 1.2)),
                                  .pointer(.up, id: 1, x: 195, y: 100, at: SceneTime(seconds: 1.2))]
        var base = try session(drag)
        let scroll = base.state(1.5).number("listScroll")
        #expect(scroll == -600)
        let lastTop = base.state(1.5).number("cards", 6, "top")
        var s = try session(drag + tap(Point(x: 195, y: lastTop + 100), at: 2))
        let last = s.state(1.5).value(["visibleEventIDs", 6])
        #expect(s.state(2.5).value(["details", "event"]) == last)
        // a tap on the header band over a scrolled card does not open it
        var header = try session(drag + tap(Point(x: 100, y: 50), at: 2))
        #expect(header.state(2.5).value(["screen"])?.stringValue == "list")
    }

    @Test("filtering to fewer cards pulls the scroll back into range")
    func clampOnFilter() throws {
        var s = try session([.wheel(dy: 1e9, x: 195, y: 500, at: 0), action("toggle-basketball", at: 1)])
        #expect(s.state(0.5).number("listScroll") == lowest(cards: 7))
        let count = s.state(1).value(["visibleEventIDs"])?.arrayCount ?? 0
        #expect(s.state(1).number("listScroll") == lowest(cards: count))
    }
}
