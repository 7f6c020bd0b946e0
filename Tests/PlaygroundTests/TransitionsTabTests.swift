import Drawing
import Geometry
import Testing
import ZoetropeTestSupport
@testable import Playground
@testable import Stage

/// C.3: every preset in both directions at mid-time. The square is (120, 140, 150, 150); under
/// easeInOut 0.35 s the presence at 0.175 s is easeInOut(0.5) = 0.5 exactly.
@Suite("Transitions tab")
struct TransitionsTabTests {
    /// The expected box (x, y, width, height) and opacity at presence 0.5.
    struct Mid: Sendable, CustomStringConvertible {
        var preset: TransitionPreset
        var removal: (x: Double, y: Double, w: Double, h: Double, opacity: Double)
        var insertion: (x: Double, y: Double, w: Double, h: Double, opacity: Double)
        var description: String { preset.rawValue }
    }

    static let cases: [Mid] = [
        Mid(preset: .scale, removal: (157.5, 177.5, 75, 75, 1), insertion: (157.5, 177.5, 75, 75, 1)),
        Mid(preset: .scaleTwiceTopLeading, removal: (120, 140, 225, 225, 1), insertion: (120, 140, 225, 225, 1)),
        Mid(preset: .opacity, removal: (120, 140, 150, 150, 0.5), insertion: (120, 140, 150, 150, 0.5)),
        Mid(preset: .offset, removal: (125, 160, 150, 150, 1), insertion: (125, 160, 150, 150, 1)),
        Mid(preset: .moveTrailing, removal: (195, 140, 150, 150, 1), insertion: (195, 140, 150, 150, 1)),
        Mid(preset: .slide, removal: (195, 140, 150, 150, 1), insertion: (45, 140, 150, 150, 1)),
        Mid(preset: .asymmetric, removal: (157.5, 177.5, 75, 75, 1), insertion: (45, 140, 150, 150, 1)),
        // Custom defaults: insertion scale(0.5, top-leading) → 0.75 at mid; removal offset(10, 40).
        Mid(preset: .custom, removal: (125, 160, 150, 150, 1), insertion: (120, 140, 112.5, 112.5, 1)),
    ]

    /// Picks `preset` (from Instant) at 0, hides at 0 and shows again at 1.
    func hideAndShow(_ preset: TransitionPreset) throws -> SceneSession<PlaygroundScene> {
        let steps = TransitionPreset.allCases.firstIndex(of: preset)!
        return try session([action("transitions-tab", at: 0)] + Array(repeating: action("next-transition", at: 0), count: steps)
            + [action("toggle-square", at: 0), action("toggle-square", at: 1)])
    }

    func expectSquare(_ state: JSONValue, _ e: (x: Double, y: Double, w: Double, h: Double, opacity: Double),
                      _ direction: String) {
        let sq = state.value(["transitions", "square", 0])
        #expect(state.value(["transitions", "square"])?.arrayCount == 1)
        #expect(sq?["direction"]?.stringValue == direction)
        #expect(isClose(state.number("transitions", "square", 0, "x"), e.x, 0.01))
        #expect(isClose(state.number("transitions", "square", 0, "y"), e.y, 0.01))
        #expect(isClose(state.number("transitions", "square", 0, "width"), e.w, 0.01))
        #expect(isClose(state.number("transitions", "square", 0, "height"), e.h, 0.01))
        #expect(isClose(state.number("transitions", "square", 0, "opacity"), e.opacity, 1e-4))
    }

    @Test("each preset at mid-time, removal then insertion", arguments: cases)
    func midTime(_ c: Mid) throws {
        var s = try hideAndShow(c.preset)
        #expect(s.state(0.175).value(["transitions", "preset"])?.stringValue == c.preset.rawValue)
        expectSquare(s.state(0.175), c.removal, "removal")
        #expect(s.state(0.35).value(["transitions", "square"])?.arrayCount == 0)
        expectSquare(s.state(1.175), c.insertion, "insertion")
        // at rest after insertion: the identity look
        expectSquare(s.state(1.35), (120, 140, 150, 150, 1), "insertion")
        #expect(s.state(1.5).value(["transitions", "showSquare"])?.boolValue == true)
    }

    @Test("Instant pops: no square right after hiding, the full square right after showing")
    func instant() throws {
        var s = try hideAndShow(.instant)
        #expect(s.state(0).value(["transitions", "square"])?.arrayCount == 0)
        #expect(s.state(0).value(["transitions", "showSquare"])?.boolValue == false)
        expectSquare(s.state(1), (120, 140, 150, 150, 1), "insertion")
    }

    @Test("showing again while the square is leaving: a new square enters above the ghost, which finishes on its own")
    func reinsertWhileLeaving() throws {
        var s = try session([
            action("transitions-tab", at: 0), action("next-transition", at: 0), action("toggle-square", at: 0),
            action("toggle-square", at: 0.1),
        ])
        let state = s.state(0.2)
        #expect(state.value(["transitions", "square"])?.arrayCount == 2)
        #expect(state.value(["transitions", "square", 0, "direction"])?.stringValue == "removal")
        #expect(state.value(["transitions", "square", 1, "direction"])?.stringValue == "insertion")
        #expect(s.state(0.36).value(["transitions", "square"])?.arrayCount == 1)
    }

    @Test("the picker's arrows and the button work by taps; the label follows showSquare")
    func taps() throws {
        let y = layout.pickerY
        var s = try session(tap(Point(x: 300, y: 820), at: 0) + tap(Point(x: 370, y: y), at: 0.1)
            + tap(Point(x: 20, y: y), at: 0.2) + tap(Point(x: 20, y: y), at: 0.3) + tap(Point(x: 195, y: 110), at: 1))
        let state = s.state(1)
        #expect(state.value(["tab"])?.stringValue == "transitions")
        #expect(state.value(["transitions", "preset"])?.stringValue == "custom")  // instant → scale → instant → custom
        #expect(state.value(["transitions", "showSquare"])?.boolValue == false)
        let texts = s.frame(at: SceneTime(seconds: 1)).operations.compactMap { op -> String? in
            if case .text(let run) = op.command, op.name == "square/button" { return run.string }
            return nil
        }
        #expect(texts == ["Show the Square"])
    }

    @Test("a preset picked while the square leaves applies from the next toggle")
    func presetReadAtToggle() throws {
        var s = try session([
            action("transitions-tab", at: 0), action("next-transition", at: 0), action("toggle-square", at: 0),
            action("next-transition", at: 0.1),
        ])
        // still the Scale removal at 0.175 (not Scale ×2)
        #expect(isClose(s.state(0.175).number("transitions", "square", 0, "width"), 75, 0.01))
    }
}
