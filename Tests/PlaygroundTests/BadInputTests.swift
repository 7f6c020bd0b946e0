import Geometry
import Testing
import ZoetropeTestSupport
@testable import Playground
@testable import Stage

/// Bad input (issue #17): many rows, zero and huge durations, scrolling past both ends.
@Suite("Bad input")
struct BadInputTests {
    @Test("300 rows: the list scrolls to its end and no further, and only visible rows are drawn")
    func manyRows() throws {
        var events = (0..<50).map { _ in action("demo-set", at: 0) }
        events += [action("animate", at: 0.1), .wheel(dy: 1e6, x: 195, y: 400, at: 0.2)]
        var s = try session(events)
        let state = s.state(0.3)
        #expect(state.value(["rows"])?.arrayCount == 300)
        let expected = layout.listHeight - 302 * PlaygroundLayout.rowHeight
        #expect(state.number("scroll") == expected)
        let frame = s.frame(at: SceneTime(seconds: 0.3))
        let stars = frame.operations.compactMap(\.name).filter { $0.hasSuffix("/star") }
        #expect(stars.count >= 6 && stars.count <= 8)
        var up = try session(events + [.wheel(dy: -1e9, x: 195, y: 400, at: 0.4)])
        #expect(up.state(0.5).number("scroll") == 0)
        for r in stride(from: 0, to: 300, by: 37) { #expect(state.number("rows", r, "location").isFinite) }
    }

    @Test("a drag past the top stays at 0")
    func dragPastTop() throws {
        var s = try session([action("demo-set", at: 0),
                             .pointer(.down, id: 1, x: 195, y: 300, at: 0.1), .pointer(.move, id: 1, x: 195, y: 700, at: 0.2)])
        #expect(s.state(0.2).number("scroll") == 0)
        var d = try session([action("demo-set", at: 0),
                             .pointer(.down, id: 1, x: 195, y: 700, at: 0.1), .pointer(.move, id: 1, x: 195, y: 650, at: 0.2)])
        #expect(d.state(0.2).number("scroll") == -50)
    }

    @Test("length 0: the row jumps to the target at once; length 10 in slow motion takes 40 s")
    func zeroAndHugeDurations() throws {
        var zero = try session([action("add-row", at: 0)] + openEditor(row: 0, at: 0) + stepper(1, steps: -20, from: 0)
            + back(at: 0.1) + [action("animate", at: 1)])
        #expect(zero.state(0.5).value(["rows", 0, "description", 1])?.stringValue == "Length: 0.0 s Delay: 0.0 s")
        #expect(zero.state(1).number("rows", 0, "location") == 1)
        var huge = try session([action("add-row", at: 0)] + openEditor(row: 0, at: 0) + stepper(1, steps: 120, from: 0)
            + stepper(0, steps: 120, from: 0.3) + back(at: 0.5) + [action("toggle-slow", at: 1), action("animate", at: 2)])
        #expect(huge.state(1.5).value(["rows", 0, "description", 1])?.stringValue == "Length: 10.0 s Delay: 10.0 s")
        #expect(huge.state(41.9).number("rows", 0, "location") == 0)  // delay 10 × 4
        #expect(isClose(huge.state(62).number("rows", 0, "location"), 0.5, 1e-9))  // 2 + 40 + 20 of 40 s
        #expect(huge.state(82).number("rows", 0, "location") == 1)
    }

    @Test("toggling the square a hundred times mid-animation: at most a handful drawn, all finite")
    func squareStorm() throws {
        var events = [action("transitions-tab", at: 0), action("next-transition", at: 0)]
        for k in 0..<100 { events.append(action("toggle-square", at: Double(k) * 0.02)) }
        var s = try session(events)
        for t in stride(from: 0.0, through: 2.5, by: 0.05) {
            let squares = s.state(t).value(["transitions", "square"])
            #expect((squares?.arrayCount ?? 99) <= 20)
            for i in 0..<(squares?.arrayCount ?? 0) { #expect(s.state(t).number("transitions", "square", i, "width").isFinite) }
        }
        #expect(s.state(3).value(["transitions", "square"])?.arrayCount == 1)  // 100 toggles: shown
    }

    @Test("a tiny and a huge viewport lay out without NaN")
    func viewports() throws {
        for size in [Size(width: 1, height: 1), Size(width: 16384, height: 16384)] {
            var s = try session([action("demo-set", at: 0), action("animate", at: 0)], viewport: size)
            let state = s.state(0.5)
            #expect(state.number("trackWidth").isFinite)
            #expect(state.number("scroll") <= 0)
            _ = s.frame(at: SceneTime(seconds: 0.5))
        }
    }
}
