import Foundation
import Geometry
import Testing
import ZoetropeTestSupport
@testable import Playground
@testable import Stage

/// pull-to-refresh.md "Observable checks" 12–14 (Part C), with the spec's tolerances: ±0.01 px,
/// ±0.01°, ±1e-4 for fractions.
@Suite("Observable checks 12–14")
struct ObservableChecksTests {
    @Test("12: a linear 1 s row shows star 0.2·w and gear 90° at 0.25 s")
    func linearTiming() throws {
        var s = try session([action("add-row", at: 0), action("animate", at: 0)])
        let state = s.state(0.25)
        #expect(isClose(state.number("rows", 0, "starOffset"), 0.2 * w, 0.01))
        #expect(isClose(state.number("rows", 0, "gearDegrees"), 90, 0.01))
        #expect(isClose(state.number("rows", 0, "location"), 0.25, 1e-4))
    }

    @Test("12: with slow motion the same values appear at 1.0 s (duration × 4)")
    func slowMotion() throws {
        var s = try session([action("add-row", at: 0), action("toggle-slow", at: 0), action("animate", at: 0)])
        #expect(isClose(s.state(1.0).number("rows", 0, "starOffset"), 0.2 * w, 0.01))
        #expect(isClose(s.state(1.0).number("rows", 0, "gearDegrees"), 90, 0.01))
        #expect(isClose(s.state(0.25).number("rows", 0, "location"), 0.0625, 1e-4))
        #expect(s.state(3.99).number("rows", 0, "location") < 1)
        #expect(s.state(4.0).number("rows", 0, "location") == 1)
    }

    @Test("12: a row with delay 0.5 s and slow motion does not move before 2.0 s (delay × 4)")
    func slowDelay() throws {
        let setup = [action("add-row", at: 0)] + openEditor(row: 0, at: 0.1) + stepper(0, steps: 5, from: 0.2)
            + back(at: 0.3) + [action("toggle-slow", at: 0.4), action("animate", at: 1)]
        var s = try session(setup)
        #expect(s.state(0.9).value(["rows", 0, "description", 1])?.stringValue == "Length: 1.0 s Delay: 0.5 s")
        for t in [1.0, 1.5, 2.5, 2.999] { #expect(s.state(t).number("rows", 0, "location") == 0, "t = \(t)") }
        // from 1 + 2.0 s on it moves: linear over 4 s, so at +2.0 + 1.0 it is 0.25
        #expect(s.state(3.001).number("rows", 0, "location") > 0)
        #expect(isClose(s.state(4.0).number("rows", 0, "location"), 0.25, 1e-4))
    }

    @Test("13: a default physical spring peaks at 0.3628 s with location 1.16303, star 0.93043·w, gear 418.69°")
    func physicalSpringPeak() throws {
        let setup = [action("add-row", at: 0)] + openEditor(row: 0, at: 0) + pick(.interpolatingSpring, at: 0)
            + back(at: 0) + [action("animate", at: 0)]
        var s = try session(setup)
        let peak = s.state(0.3628)
        #expect(peak.value(["rows", 0, "type"])?.stringValue == "interpolating-spring")
        #expect(isClose(peak.number("rows", 0, "location"), 1.16303, 1e-4))
        #expect(isClose(peak.number("rows", 0, "starOffset"), 0.93043 * w, 0.01))
        #expect(isClose(peak.number("rows", 0, "gearDegrees"), 418.69, 0.01))
        // it is the maximum: sampled every millisecond around it, nothing is higher
        for k in -50...50 where k != 0 {
            let t = 0.3628 + Double(k) * 0.001
            #expect(s.state(t).number("rows", 0, "location") < peak.number("rows", 0, "location") + 1e-6)
        }
    }

    @Test("14: Scale ×2 top-leading removal: 225 × 225 at 0.175 s with the top-left corner fixed; gone from 0.35 s")
    func scaleTwiceRemoval() throws {
        var s = try session([
            action("transitions-tab", at: 0), action("next-transition", at: 0), action("next-transition", at: 0),
            action("toggle-square", at: 0),
        ])
        let mid = s.state(0.175)
        #expect(mid.value(["transitions", "preset"])?.stringValue == "scale-2-top-leading")
        #expect(isClose(mid.number("transitions", "square", 0, "width"), 225, 0.01))
        #expect(isClose(mid.number("transitions", "square", 0, "height"), 225, 0.01))
        #expect(isClose(mid.number("transitions", "square", 0, "x"), 120, 0.01))
        #expect(isClose(mid.number("transitions", "square", 0, "y"), 140, 0.01))
        #expect(s.state(0.349).value(["transitions", "square"])?.arrayCount == 1)
        #expect(s.state(0.35).value(["transitions", "square"])?.arrayCount == 0)
        #expect(s.state(2).value(["transitions", "square"])?.arrayCount == 0)
        let names = s.frame(at: SceneTime(seconds: 0.35)).operations.compactMap(\.name)
        #expect(!names.contains("square"))
        #expect(s.frame(at: SceneTime(seconds: 0.2)).operations.compactMap(\.name).contains("square"))
    }
}
