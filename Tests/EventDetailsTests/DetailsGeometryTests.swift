import Drawing
import Geometry
import Testing
import ZoetropeTestSupport
@testable import EventDetails
@testable import Stage

/// Observable check 15 (Part D) and the collapse by scrolling.
@Suite("Event details: observable check 15")
struct DetailsGeometryTests {
    @Test("header height 170 at off = −50 and 120 at off = −150; stretches when pulled")
    func headerHeight() {
        #expect(DetailsGeometry.headerHeight(offset: -50) == 170)
        #expect(DetailsGeometry.headerHeight(offset: -150) == 120)
        #expect(DetailsGeometry.headerHeight(offset: 0) == 220)
        #expect(DetailsGeometry.headerHeight(offset: 40) == 260)
    }

    @Test("collapsed is false at off = −80 and true at −80.01")
    func collapsed() {
        #expect(!DetailsGeometry.isCollapsed(offset: -80))
        #expect(DetailsGeometry.isCollapsed(offset: -80.01))
    }

    @Test("the Seating Chart button is 292.5 wide at off = 0, 192.5 at −50, 110 at −100 (W = 390)")
    func buttonWidth() {
        #expect(DetailsGeometry.buttonWidth(offset: 0, width: 390) == 292.5)
        #expect(DetailsGeometry.buttonWidth(offset: -50, width: 390) == 192.5)
        #expect(DetailsGeometry.buttonWidth(offset: -100, width: 390) == 110)
        #expect(DetailsGeometry.buttonWidth(offset: 30, width: 390) == 292.5)
    }

    @Test("scrolling the details with the wheel: the header shrinks with off, collapse animates when off passes −80")
    func collapseByScrolling() throws {
        var s = try session([action("open-first", at: 0), .wheel(dy: 50, x: 195, y: 500, at: 1),
                             .wheel(dy: 40, x: 195, y: 500, at: 2)])
        let st = s.state(1.5)
        #expect(st.value(["screen"])?.stringValue == "details")
        #expect(st.number("details", "off") == -50)
        #expect(st.number("details", "headerHeight") == 170)
        #expect(st.number("details", "buttonWidth") == 192.5)
        #expect(st.value(["details", "collapsed"])?.boolValue == false)
        #expect(st.number("details", "collapse") == 0)
        #expect(s.state(2).value(["details", "collapsed"])?.boolValue == true)
        #expect(isClose(s.state(2.175).number("details", "collapse"), 0.5, 1e-9))  // easeInOut 0.35 at its middle
        #expect(s.state(2.35).number("details", "collapse") == 1)
        #expect(s.state(2.35).number("details", "cornerRadius") == 0)
        #expect(isClose(s.state(2.35).number("details", "overlayAlpha"), 0.4, 1e-12))
        #expect(s.state(2.35).number("details", "headerHeight") == 130)  // off = −90: 220 − 90
    }

    @Test("the matched pairs fly on the straight path between their two places (collapse from off = −150)")
    func matchedPairs() throws {
        var s = try session([action("open-first", at: 0), action("collapse", at: 1)])
        // At 1.175 s the easeInOut collapse is exactly halfway. Content side at off = −150:
        // title (16, −150 + 248), calendar (16, −150 + 308) 16 × 16, date (40, −150 + 316), label at
        // the big button's centre (195, −150 + 392). Header side (height 120): title (40, 26),
        // calendar (16, 88), date (40, 96), the floating button's centre (390 − 36 − 55, 844 − 36 − 24).
        let mid = s.state(1.175)
        let halfway: [(String, Double, Double)] = [
            ("title", (16 + 40) / 2, (98 + 26) / 2), ("calendar", 16, (158 + 88) / 2),
            ("date", 40, (166 + 96) / 2), ("label", (195 + 299) / 2, (242 + 784) / 2),
        ]
        for (name, x, y) in halfway {
            #expect(isClose(mid.number("details", "matched", name, "x"), x, 1e-9), "\(name)")
            #expect(isClose(mid.number("details", "matched", name, "y"), y, 1e-9), "\(name)")
        }
        #expect(mid.number("details", "matched", "calendar", "width") == 16)
        #expect(isClose(mid.number("details", "collapse"), 0.5, 1e-12))
        let end = s.state(1.351)
        #expect(end.number("details", "matched", "title", "x") == 40 && end.number("details", "matched", "title", "y") == 26)
        #expect(end.number("details", "matched", "label", "x") == 299 && end.number("details", "matched", "label", "y") == 784)
        // the frame draws both members of each pair while flying, only the header side at the end
        let flying = s.frame(at: SceneTime(seconds: 1.175)).operations.compactMap(\.name)
        for name in ["details/title", "details/header-title", "details/calendar", "details/header-calendar",
                     "details/date", "details/header-date", "details/button-label", "details/floating-icon"] {
            #expect(flying.contains(name), "\(name)")
        }
        let collapsed = s.frame(at: SceneTime(seconds: 1.351)).operations.compactMap(\.name)
        #expect(!collapsed.contains("details/title") && !collapsed.contains("details/date") && collapsed.contains("details/header-date"))
    }

    @Test("scrolling past both ends clamps: down to the content's end, up to a 160-point pull")
    func pastBothEnds() throws {
        var s = try session([action("open-first", at: 0), .wheel(dy: 1e9, x: 195, y: 500, at: 1),
                             .wheel(dy: -1e12, x: 195, y: 500, at: 2)])
        let bottom = s.state(1.5).number("details", "off")
        #expect(bottom == -DetailsGeometry.maximumScroll(height: 844))
        #expect(s.state(1.5).number("details", "headerHeight") == 120)
        #expect(s.state(2.5).number("details", "off") == DetailsGeometry.maximumPull)
        #expect(s.state(2.5).number("details", "headerHeight") == 220 + DetailsGeometry.maximumPull)
    }

    @Test("the details slide in from the right with easeInOut 0.35 s and slide out on back")
    func push() throws {
        var s = try session([action("open-first", at: 0), action("back", at: 1)])
        #expect(isClose(s.state(0.175).number("details", "push"), 0.5, 1e-9))
        #expect(s.state(0.35).number("details", "push") == 1)
        #expect(isClose(s.state(1.175).number("details", "push"), 0.5, 1e-9))
        #expect(s.state(1.35).value(["screen"])?.stringValue == "list")
        #expect(s.state(1.35).value(["details"]) == .null)
    }
}
