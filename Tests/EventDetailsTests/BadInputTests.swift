import Drawing
import Geometry
import Testing
import ZoetropeTestSupport
@testable import EventDetails
@testable import Stage

/// Bad input (issue #17): toggling chips mid-animation (see FilterTests), scrolling past both ends
/// (see DetailsGeometryTests), and the rest: many refreshes, tiny and huge viewports, operations
/// that do not apply, presses during the push.
@Suite("Bad input")
struct BadInputTests {
    /// Every number in `value`, recursively.
    func numbers(_ value: JSONValue) -> [Double] {
        switch value {
        case .number(let n): [n]
        case .array(let a): a.flatMap(numbers)
        case .object(let o): o.values.flatMap(numbers)
        default: []
        }
    }

    @Test("40 refreshes: 287 events, the filter still applies, the list scrolls to its end")
    func manyRefreshes() throws {
        var events = [action("toggle-filter", at: 0), action("toggle-football", at: 0.5)]
        events += (0..<40).map { action("refresh", at: 1 + Double($0) * 0.05) }
        events.append(.wheel(dy: 1e9, x: 195, y: 500, at: 4))
        var s = try session(events)
        let st = s.state(10)
        #expect(st.number("eventCount") == 7 * 41)
        let cards = st.value(["cards"])?.arrayValue ?? []
        #expect(!cards.isEmpty && cards.allSatisfy { $0["sport"]?.stringValue == "football" })
        #expect(numbers(st).allSatisfy { $0.isFinite })
        let lastTop = st.number("cards", cards.count - 1, "top")
        #expect(isClose(lastTop + 198 + 16, 844, 1e-6))  // the last card's bottom inset reaches the bottom
        // only the cards in view are drawn
        let drawn = s.frame(at: SceneTime(seconds: 10)).operations.compactMap(\.name).filter { $0.hasPrefix("list/row/") }
        #expect(drawn.count <= 5)
    }

    @Test("tiny and huge viewports: finite state, chips one per row when nothing fits", arguments: [
        Size(width: 1, height: 1), Size(width: 60, height: 120), Size(width: 4000, height: 3000),
    ])
    func viewports(_ size: Size) throws {
        var s = try session([action("toggle-filter", at: 0), action("toggle-football", at: 0.5), action("open-first", at: 1),
                             action("collapse", at: 2), .wheel(dy: -1e9, x: 0, y: 0, at: 3)], viewport: size)
        for t in [0.2, 1.2, 2.2, 3.5] {
            #expect(numbers(s.state(t)).allSatisfy { $0.isFinite }, "t = \(t)")
            _ = s.frame(at: SceneTime(seconds: t))
        }
        let rows = Set(SportChip.layout(width: size.width).map(\.box.origin.y)).count
        #expect(rows == (size.width < 100 ? 5 : 1))
    }

    @Test("back, collapse and expand without details do nothing; taps during the push are ignored")
    func operationsThatDoNotApply() throws {
        var s = try session([action("back", at: 0), action("collapse", at: 0), action("expand", at: 0)])
        #expect(s.state(0.1).value(["screen"])?.stringValue == "list")
        #expect(s.state(0.1).value(["details"]) == .null)
        // a tap on the back chevron while the details are still sliding in is ignored
        var p = try session([action("open-first", at: 0)] + tap(Point(x: 20, y: 26), at: 0.1))
        #expect(p.state(1).value(["screen"])?.stringValue == "details")
        var b = try session([action("open-first", at: 0)] + tap(Point(x: 20, y: 26), at: 1))
        #expect(b.state(1.5).value(["screen"])?.stringValue == "list")
    }

    @Test("reopening while the details slide out starts fresh: expanded, at the top")
    func reopenWhileLeaving() throws {
        var s = try session([action("open-first", at: 0), action("collapse", at: 0.5), action("back", at: 1),
                             action("open-first", at: 1.1)])
        let st = s.state(1.1)
        #expect(st.number("details", "off") == 0)
        #expect(st.value(["details", "collapsed"])?.boolValue == false)
        #expect(s.state(1.5).number("details", "push") == 1)
    }
}
