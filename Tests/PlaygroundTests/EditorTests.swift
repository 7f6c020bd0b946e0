import Geometry
import Testing
import ZoetropeTestSupport
@testable import Playground
@testable import Stage

/// C.2: rows, descriptions, the editor and the list.
@Suite("Animations tab and editor")
struct EditorTests {
    @Test("descriptions of the six types with default values")
    func descriptions() {
        let expected: [AnimationKind: [String]] = [
            .linear: ["Linear Animation", "Length: 1.0 s Delay: 0.0 s"],
            .easeIn: ["Ease In Animation", "Length: 1.0 s Delay: 0.0 s"],
            .easeOut: ["Ease Out Animation", "Length: 1.0 s Delay: 0.0 s"],
            .easeInOut: ["Ease In/Out Animation", "Length: 1.0 s Delay: 0.0 s"],
            .spring: ["Spring Animation", "Response: 0.55 Damping Fraction 0.82"],
            .interpolatingSpring: ["Interpolating Spring Animation", "Mass: 1.0 Stiffness: 100.0 Damping: 10.0"],
        ]
        for kind in AnimationKind.allCases { #expect(RowSettings(kind: kind).description == expected[kind], "\(kind)") }
    }

    @Test("numbers print with at least one decimal", arguments: [
        (0.0, "0.0"), (1.0, "1.0"), (0.55, "0.55"), (0.3, "0.3"), (100.0, "100.0"), (0.05, "0.05"), (9.95, "9.95"),
        (10.0, "10.0"), (-200.0, "-200.0"), (0.1 + 0.2, "0.3"),
    ])
    func format(_ value: Double, _ text: String) {
        #expect(RowSettings.format(value) == text)
    }

    @Test("steppers add their step and clamp to their range", arguments: RowField.allCases)
    func steppers(_ field: RowField) {
        var v = RowSettings()[field]
        for _ in 0..<10_000 { v = field.stepped(v, by: 1) }
        #expect(v == field.range.upperBound)
        for _ in 0..<10_000 { v = field.stepped(v, by: -1) }
        #expect(v == field.range.lowerBound)
        #expect(field.stepped(field.range.lowerBound, by: 3) == field.range.lowerBound + 3 * field.step
            || abs(field.stepped(field.range.lowerBound, by: 3) - (field.range.lowerBound + 3 * field.step)) < 1e-9)
    }

    @Test("tapping a row opens its editor; type, steppers and back change the row")
    func editor() throws {
        var s = try session([action("add-row", at: 0)] + openEditor(row: 0, at: 0.1) + pick(.spring, at: 0.2)
            + stepper(1, steps: 2, from: 0.3) + stepper(2, steps: -1, from: 0.4))
        let state = s.state(0.5)
        #expect(state.number("editor", "row") == 0)
        #expect(state.value(["editor", "type"])?.stringValue == "spring")
        #expect(isClose(state.number("editor", "fields", "response"), 0.65, 1e-12))
        #expect(isClose(state.number("editor", "fields", "damping-fraction"), 0.72, 1e-12))
        #expect(state.value(["rows", 0, "description", 1])?.stringValue == "Response: 0.65 Damping Fraction 0.72")
        var closed = try session([action("add-row", at: 0)] + openEditor(row: 0, at: 0.1) + back(at: 0.2))
        #expect(closed.state(0.3).value(["editor"]) == .null)
    }

    @Test("Tap to Preview animates the editor's own location with the row's animation, never in slow motion")
    func preview() throws {
        var s = try session([action("add-row", at: 0), action("toggle-slow", at: 0)] + openEditor(row: 0, at: 0)
            + tap(Point(x: 195, y: PlaygroundLayout.previewTrackTop + 15), at: 1))
        #expect(isClose(s.state(1.25).number("editor", "previewLocation"), 0.25, 1e-9))
        #expect(s.state(1.25).number("rows", 0, "location") == 0)  // the shared location did not move
        #expect(s.state(2.5).number("editor", "previewLocation") == 1)
    }

    @Test("the slow row, delete and add by taps; Animate! is disabled without rows")
    func listTaps() throws {
        var s = try session(tap(Point(x: 195, y: 120), at: 0)  // disabled: nothing
            + tap(Point(x: 100, y: layout.rowTop(1, scroll: 0) + 40), at: 0.1)  // "Add Animation" (row 1 when empty)
            + tap(Point(x: 100, y: layout.rowTop(2, scroll: 0) + 40), at: 0.2)  // add again
            + tap(Point(x: 100, y: layout.rowTop(0, scroll: 0) + 40), at: 0.3)  // slow on
            + tap(layout.deleteCenter(top: layout.rowTop(1, scroll: 0)), at: 0.4))  // delete the first
        #expect(s.state(0).number("location") == 0)
        #expect(s.state(0).value(["animateEnabled"])?.boolValue == false)
        let state = s.state(0.5)
        #expect(state.value(["rows"])?.arrayCount == 1)
        #expect(state.number("rows", 0, "id") == 1)
        #expect(state.value(["slow"])?.boolValue == true)
        #expect(state.value(["animateEnabled"])?.boolValue == true)
    }

    @Test("a row added after Animate! rests at the shared location")
    func addedRowRests() throws {
        var s = try session([action("add-row", at: 0), action("animate", at: 0), action("add-row", at: 0.5)])
        #expect(s.state(0.5).number("rows", 1, "location") == 1)
        #expect(s.state(0.5).value(["rows", 1, "animating"])?.boolValue == false)
    }
}
