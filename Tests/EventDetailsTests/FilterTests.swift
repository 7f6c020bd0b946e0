import Drawing
import Foundation
import Geometry
import Testing
import ZoetropeTestSupport
@testable import EventDetails
@testable import PullToRefresh
@testable import Stage

/// D.2: the sport filter.
@Suite("Sport filter")
struct FilterTests {
    @Test("flow layout: chip width is text + 72, a new row starts when the outer boxes pass W")
    func flowLayout() {
        let chips = SportChip.layout(width: 390)
        #expect(chips.map(\.sport) == Sport.allCases)
        var x = 0.0, row = 0.0
        for (sport, box) in chips {
            let w = SportChip.font.estimatedWidth(of: sport.label) + 72
            #expect(box.size.width == w && box.size.height == 48)
            if x > 0 && x + w + 8 > 390 { x = 0; row += 1 }
            #expect(box.origin.x == x + 4)
            #expect(box.origin.y == 40 + row * 56 + 8)
            x += w + 8
        }
        for (_, box) in chips { #expect(box.maxX <= 390 - 4 || box.origin.x == 4) }
        #expect(SportChip.panelHeight(width: 390) == 40 + (row + 1) * 56)
    }

    @Test("showing the filter: chips swing in from their seeded rotation with the bouncy spring; cards move down by the panel")
    func showFilter() throws {
        var s = try session([action("toggle-filter", at: 0)])
        let panel = SportChip.panelHeight(width: 390)
        let start = s.state(0)
        #expect(start.value(["chips"])?.arrayCount == 5)
        for i in 0..<5 {
            let r = start.number("chips", i, "rotationDegrees")
            #expect(r >= -25 && r <= 25)
        }
        // spring k = 20, c = 3, speed 2.5: peak 32.7 % over at 0.298 s
        let peak = s.state(0.298)
        #expect(isClose(peak.number("panelHeight"), panel * 1.327, panel * 0.002))
        #expect(isClose(peak.number("chips", 0, "presence"), 1.327, 0.002))
        #expect(isClose(s.state(10).number("panelHeight"), panel, 1e-9))
        #expect(isClose(s.state(10).number("cards", 0, "top"), 96 + panel + 16, 1e-9))
        // rotations are drawn anew for each insertion
        var again = try session([action("toggle-filter", at: 0), action("toggle-filter", at: 1), action("toggle-filter", at: 2)])
        #expect(again.state(2).number("chips", 5, "rotationDegrees") != start.number("chips", 0, "rotationDegrees")
            || again.state(2).number("chips", 6, "rotationDegrees") != start.number("chips", 1, "rotationDegrees"))
    }

    @Test("hiding the filter: chips scale to nothing with easeInOut 0.35 s")
    func hideFilter() throws {
        var s = try session([action("toggle-filter", at: 0), action("toggle-filter", at: 5)])
        let mid = s.state(5.175)
        #expect(mid.value(["chips", 0, "direction"])?.stringValue == "removal")
        #expect(isClose(mid.number("chips", 0, "presence"), 0.5, 1e-9))
        #expect(s.state(5.351).value(["chips"])?.arrayCount == 0)
        #expect(s.state(5.351).number("panelHeight") == 0)  // runs finish strictly after their end
    }

    @Test("a filter sequence: basketball, then ice hockey too, then neither")
    func sequence() throws {
        var s = try session([action("toggle-filter", at: 0), action("toggle-basketball", at: 1),
                             action("toggle-iceHockey", at: 3), action("toggle-basketball", at: 5), action("toggle-iceHockey", at: 7)])
        func sports(_ t: Double) -> Set<String> {
            Set((s.state(t).value(["cards"])?.arrayValue ?? []).filter { $0["direction"]?.stringValue == "insertion" }
                .compactMap { $0["sport"]?.stringValue })
        }
        #expect(sports(2.9) == ["basketball"])
        #expect(s.state(2.9).value(["selectedSports"]) == .array([.string("basketball")]))
        #expect(sports(4.9) == ["basketball", "iceHockey"])
        #expect(sports(6.9) == ["iceHockey"])
        #expect(s.state(10).value(["cards"])?.arrayCount == 7)
        #expect(s.state(10).value(["selectedSports"]) == .array([]))
    }

    @Test("filtering animates with the spring k 30, c 8, speed 1.5: leaving cards scale and fade, staying cards slide")
    func filterAnimation() throws {
        var s = try session([action("toggle-basketball", at: 0)])
        var unfiltered = try session()
        let ids = unfiltered.state(0).value(["visibleEventIDs"])!.arrayValue!.compactMap { $0.intValue }
        let kept = s.state(0).value(["visibleEventIDs"])!.arrayValue!.compactMap { $0.intValue }
        #expect(kept.count == 2)
        let mid = s.state(0.2)
        let ghosts = mid.value(["cards"])!.arrayValue!.filter { $0["direction"]?.stringValue == "removal" }
        #expect(ghosts.count == ids.count - kept.count)
        // the spring's presence at 0.2 s: 1 − e^{−ζω0 t'}(cos ωd t' + ζω0/ωd sin ωd t'), t' = 1.5·0.2
        let l = 4.0, wd = (30.0 - 16).squareRoot(), t = 0.3
        let envelope: Double = exp(-l * t)
        let wave: Double = cos(wd * t) + l / wd * sin(wd * t)
        let x = 1 - envelope * wave
        #expect(isClose(ghosts[0]["presence"]!.doubleValue!, 1 - x, 1e-9))
        // a kept card slides from its old slot to its new one with the same progress
        let first = kept[0]
        let oldSlot = Double(ids.firstIndex(of: first)!), newSlot = 0.0
        let card = mid.value(["cards"])!.arrayValue!.first { $0["id"]?.intValue == first }!
        #expect(isClose(card["top"]!.doubleValue!, 96 + 16 + (oldSlot + (newSlot - oldSlot) * x) * 214, 1e-6))
    }

    @Test("tapping chips mid-animation, many times: finite, and the list ends filtered as selected")
    func chipStorm() throws {
        var events = [action("toggle-filter", at: 0)]
        let chips = SportChip.layout(width: 390)
        for k in 0..<60 {
            let box = chips[k % 5].box
            events += tap(Point(x: box.midX, y: box.midY + 96), at: 0.05 + Double(k) * 0.03)
        }
        var s = try session(events)
        for t in stride(from: 0.0, through: 3, by: 0.1) {
            let st = s.state(t)
            for i in 0..<st.value(["cards"])!.arrayCount { #expect(st.number("cards", i, "top").isFinite) }
        }
        // 60 taps over 5 chips: 12 each, so nothing is selected
        #expect(s.state(10).value(["selectedSports"]) == .array([]))
        #expect(s.state(10).value(["cards"])?.arrayCount == 7)
    }

    @Test("refresh merges a new batch and re-applies the filter: the new cards enter with the filter animation")
    func refresh() throws {
        var s = try session([action("toggle-football", at: 0), action("refresh", at: 2)])
        let st = s.state(2)
        #expect(st.number("eventCount") == 14)
        let entering = st.value(["cards"])!.arrayValue!.filter { $0["presence"]!.doubleValue! == 0 }
        #expect(!entering.isEmpty)
        #expect(entering.allSatisfy { $0["sport"]?.stringValue == "football" })
        #expect(s.state(12).value(["cards"])!.arrayValue!.allSatisfy { $0["sport"]?.stringValue == "football" })
    }

    @Test("tapping a card opens its details; the frame draws shadows for the header and chips")
    func openAndShadows() throws {
        var s = try session([action("toggle-filter", at: 0)] + tap(Point(x: 195, y: 600), at: 5) + [action("collapse", at: 6)])
        #expect(s.state(5.5).value(["screen"])?.stringValue == "details")
        let list = s.frame(at: SceneTime(seconds: 4))
        #expect(list.operations.contains { if case .addFilter = $0.command { true } else { false } })
        let names = s.frame(at: SceneTime(seconds: 7)).operations.compactMap(\.name)
        for name in ["details/header", "details/overlay", "details/floating", "details/floating-icon", "details/header-title"] {
            #expect(names.contains(name), "\(name)")
        }
        #expect(!names.contains("details/button-label"))
    }
}
