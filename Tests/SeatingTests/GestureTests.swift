import Drawing
import Geometry
import RealModule
import Testing
import ZoetropeTestSupport
@testable import Seating
@testable import Stage

/// §10.1–§10.4 and §9.5, §9.9 through pointer sessions: where a tap ends and a drag begins, two
/// pointers pinching and rotating together, Option + drag, switching tribunes, and a new linked
/// pair cancelling the old one's pending step (W10).
@Suite("Gestures and interruptions")
struct GestureTests {
    /// A press at canvas (770, 431.25) (chart (345, 104), in S0-top-5) at 1.5 that moves `dx`
    /// to the right before it lifts at 1.6.
    static func press(movingBy dx: Double) -> [SceneEvent] {
        [.pointer(.down, id: 1, x: 770, y: 431.25, at: 1.5),
         .pointer(.move, id: 1, x: 770 + dx, y: 431.25, at: 1.55),
         .pointer(.up, id: 1, x: 770 + dx, y: 431.25, at: 1.6)]
    }

    @Test("a press that moves less than 10 points is a tap at its down position; from 10 points it is a drag that includes them")
    func tapSlop() throws {
        var below = try session(Self.press(movingBy: 9.999))
        var st = below.at(1.6)
        #expect(st["selectedTribune"] == .string("S0-top-5"))
        expectClose(st.number("offset", "x"), 0, 1e-12)
        // The selection pivots about the down position, not the lift position.
        expectClose(below.at(2).point("anchorChart"), Point(x: 345, y: 104), 1e-9)

        var at = try session(Self.press(movingBy: 10))
        st = at.at(1.55)
        expectClose(st.point("drag"), Point(x: 10, y: 0), 1e-12)  // the first 10 points count
        st = at.at(1.6)
        #expect(st["selectedTribune"] == .null)
        expectClose(st.point("offset"), Point(x: 10, y: 0), 1e-12)
        expectClose(st.point("drag"), .zero, 1e-12)
    }

    @Test("two pointers pinch and rotate at once; the live values follow the fingers and commit on lift")
    func pinchAndRotate() throws {
        // Fingers 100 apart on a horizontal line; the second swings to 50 right and 100 below
        // the first: |p2 − p1| = √12500, angle atan2(100, 50) clockwise on screen.
        var s = try session([
            .pointer(.down, id: 1, x: 400, y: 450, at: 1.5, kind: .touch),
            .pointer(.down, id: 2, x: 500, y: 450, at: 1.5, kind: .touch),
            .pointer(.move, id: 2, x: 450, y: 550, at: 1.6, kind: .touch),
            .pointer(.up, id: 2, x: 450, y: 550, at: 1.7, kind: .touch),
            .pointer(.up, id: 1, x: 400, y: 450, at: 1.7, kind: .touch),
        ])
        let factor = 12_500.0.squareRoot() / 100, angle = Double.atan2(y: 100, x: 50)
        var st = s.at(1.65)
        expectClose(st.number("pinch"), factor, 1e-12)
        expectClose(st.number("liveRot"), angle, 1e-12)
        expectClose(st.number("scale"), 1.25 * factor, 1e-12)
        expectClose(st.number("zoom"), 1.25, 1e-12)  // the committed zoom waits for the lift
        st = s.at(1.7)
        expectClose(st.number("zoom"), 1.25 * factor, 1e-12)
        expectClose(st.number("rotation"), .pi / 2 + angle, 1e-12)
        #expect(st["zoomed"] == .bool(true))
        #expect(BadInputTests.isSettled(st))
        // The pivot (the anchor, at rest the chart centre) stays at canvas (450, 450) (§10.3).
        expectClose(s.scene(at: 1.7).chartToCanvas(Point(x: 360, y: 360), at: 1.7), Point(x: 450, y: 450), 1e-9)
        // The header slid out over the default 0.35 s.
        expectClose(s.at(1.7 + 0.175).number("headerShown"), 0.5, 1e-9)
        expectClose(s.at(1.7 + 0.35).number("headerShown"), 0, 1e-12)
    }

    @Test("a second pointer commits a drag in progress, and panning stays suspended while two are down")
    func secondPointerCommitsDrag() throws {
        var s = try session([
            .pointer(.down, id: 1, x: 300, y: 300, at: 1.5, kind: .touch),
            .pointer(.move, id: 1, x: 340, y: 300, at: 1.6, kind: .touch),
            .pointer(.down, id: 2, x: 500, y: 300, at: 1.7, kind: .touch),
            .pointer(.move, id: 1, x: 400, y: 300, at: 1.8, kind: .touch),
            .pointer(.up, id: 1, x: 400, y: 300, at: 1.9, kind: .touch),
            .pointer(.up, id: 2, x: 500, y: 300, at: 1.9, kind: .touch),
        ])
        var st = s.at(1.7)
        expectClose(st.point("offset"), Point(x: 40, y: 0), 1e-12)
        expectClose(st.point("drag"), .zero, 1e-12)
        st = s.at(1.8)
        expectClose(st.point("offset"), Point(x: 40, y: 0), 1e-12)
        expectClose(st.point("drag"), .zero, 1e-12)
        expectClose(st.number("pinch"), 100.0 / 160, 1e-12)  // the fingers came together
        st = s.at(1.9)
        expectClose(st.number("zoom"), 1.25 * 100 / 160, 1e-12)
        #expect(BadInputTests.isSettled(st))
    }

    @Test("Option + drag sweeps the angle around the pivot's canvas position; movement within 8 points of it is ignored")
    func optionDrag() throws {
        // At rest the pivot is at canvas (450, 450). Right of it → below it is a quarter turn
        // clockwise; the detour through (453, 452) (within 8 points) does not count.
        var s = try session([
            .pointer(.down, id: 1, x: 550, y: 450, at: 1.5, modifiers: .option),
            .pointer(.move, id: 1, x: 550, y: 550, at: 1.55, modifiers: .option),
            .pointer(.move, id: 1, x: 453, y: 452, at: 1.6, modifiers: .option),
            .pointer(.move, id: 1, x: 450, y: 550, at: 1.65, modifiers: .option),
            .pointer(.up, id: 1, x: 450, y: 550, at: 1.7, modifiers: .option),
        ])
        var st = s.at(1.55)
        expectClose(st.number("liveRot"), .pi / 4, 1e-12)
        expectClose(st.point("drag"), .zero, 1e-12)  // an Option drag does not pan
        st = s.at(1.6)
        expectClose(st.number("liveRot"), .pi / 4, 1e-12)
        st = s.at(1.65)
        expectClose(st.number("liveRot"), .pi / 2, 1e-12)
        st = s.at(1.7)
        expectClose(st.number("rotation"), .pi, 1e-12)
        expectClose(st.point("offset"), .zero, 1e-12)
        #expect(BadInputTests.isSettled(st))
    }

    @Test("Shift + wheel turns by 0.1° per point of Δy, or of Δx when Δy is 0; a plain or Control wheel zooms by exp(−Δy/500)")
    func wheels() throws {
        var s = try session([
            .wheel(dy: 450, x: 450, y: 450, modifiers: .shift, at: 1.5),
            .wheel(dx: -900, dy: 0, x: 450, y: 450, modifiers: .shift, at: 1.6),
            .wheel(dy: -100, x: 450, y: 450, at: 1.7),
            .wheel(dy: 200, x: 450, y: 450, modifiers: .control, at: 1.8),
        ])
        expectClose(s.at(1.5).number("rotation"), .pi / 2 + .pi / 4, 1e-12)
        expectClose(s.at(1.6).number("rotation"), .pi / 2 + .pi / 4 - .pi / 2, 1e-12)
        expectClose(s.at(1.7).number("zoom"), 1.25 * 1.2214028, 1e-6)
        #expect(s.at(1.7)["zoomed"] == .bool(true))
        expectClose(s.at(1.8).number("zoom"), 1.25 * Double.exp(0.2) * Double.exp(-0.4), 1e-12)
        #expect(s.at(1.8)["zoomed"] == .bool(false))
    }

    @Test("§9.5: tapping another tribune while zoomed glides to it at 25×, redraws its seats and keeps the chosen ones")
    func switchTribune() throws {
        // S0-top-5 selected at 1.5 and a seat chosen at 3; at 25× about chart (345, 104), chart
        // (362, 104) in S0-top-6 is at canvas B + A + 25 · R(π/2)(17, 0) = (435, 194 + 425).
        var s = try session(tap(770, 431.25, at: 1.5) + tap(435, 194, at: 3) + tap(435, 619, at: 4))
        var st = s.at(4)
        #expect(st["selectedTribune"] == .string("S0-top-6"))
        expectClose(st.number("seatsTrim"), 0, 1e-12)
        #expect(st["chosenSeats"] == .array([.string("S0-top-5/r4c7")]))
        expectClose(s.at(4.15).point("anchorChart"), Point(x: 353.5, y: 104), 1e-9)
        expectClose(s.at(4.15).number("zoom"), 25, 1e-12)
        st = s.at(4.3)
        expectClose(st.point("anchorChart"), Point(x: 362, y: 104), 1e-9)
        #expect(st["zoomed"] == .bool(true))
        expectClose(s.at(4.65).number("seatsTrim"), 0.5, 1e-4)
        st = s.at(5)
        expectClose(st.number("seatsTrim"), 1, 1e-12)
        #expect(st["tribuneFills"] == .object(["S0-top-6": .string("#FFFFFF")]))
        #expect(st.number("ticketCount") == 1)
        let frame = s.frame(at: SceneTime(seconds: 5))
        #expect(frame.operations.filter { ($0.name ?? "").hasPrefix("seat/S0-top-6/") }.count == 300)
        #expect(frame.operations.filter { ($0.name ?? "").hasPrefix("seat/S0-top-5/") }.isEmpty)
    }

    @Test("W10: a zoom-out during a selection's SHIFT cancels its ZOOM step; nothing stale fires later")
    func newPairCancelsPendingStep() throws {
        var s = try session(tap(770, 431.25, at: 1.5))
        #expect(s.at(1.6)["phase"] == .string("zoomIn"))
        // The field centre, wherever the gliding chart shows it at 1.6: no tribune, so zoom out.
        let q = s.scene(at: 1.6).chartToCanvas(Point(x: 360, y: 360), at: 1.6)
        try s.append(contentsOf: tap(q.x, q.y, at: 1.6))
        var st = s.at(1.6)
        #expect(st["phase"] == .string("shiftOut"))
        expectClose(st.number("phaseDue"), 2.3, 1e-9)
        for t in stride(from: 1.6, through: 3.5, by: 0.05) {
            st = s.at(t)
            expectClose(st.number("zoom"), 1.25, 1e-12, "t = \(t)")
            #expect(st["zoomed"] == .bool(false), "t = \(t)")
            expectClose(st.number("seatsTrim"), 0, 1e-12, "t = \(t)")
        }
        #expect(s.at(2.29)["selectedTribune"] == .string("S0-top-5"))
        st = s.at(2.6)
        #expect(st["selectedTribune"] == .null)
        #expect(st["phase"] == .null)
        expectClose(st.point("anchor"), Point(x: 0.5, y: 0.5), 1e-12)
        #expect(st["tribuneFills"] == .object([:]))
    }

    @Test("a tap on empty space while a zoom-out runs changes nothing: the zoom-out keeps its timing")
    func emptyTapDuringZoomOut() throws {
        var s = try session(tap(770, 431.25, at: 1.5) + [.action(name: "zoom-out", time: 3)])
        // Chart (345, 120): the gap between ring 0's top tribunes and ring 1's outline, on screen.
        let q = s.scene(at: 3.2).chartToCanvas(Point(x: 345, y: 120), at: 3.2)
        #expect(q.x > 0 && q.x < 900 && q.y > 0 && q.y < 900)
        var plain = try session(tap(770, 431.25, at: 1.5) + [.action(name: "zoom-out", time: 3)])
        try s.append(contentsOf: tap(q.x, q.y, at: 3.2))
        for t in stride(from: 3.2, through: 4.2, by: 0.05) {
            #expect(s.at(t) == plain.at(t), "t = \(t)")
        }
        expectClose(s.at(3.2).number("phaseDue"), 3.7, 1e-9)
        #expect(s.at(4)["selectedTribune"] == .null)
        expectClose(s.at(4).number("zoom"), 1.25, 1e-12)
    }
}
