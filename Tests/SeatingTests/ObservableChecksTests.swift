import Drawing
import Geometry
import Testing
import ZoetropeTestSupport
@testable import Seating
@testable import Stage

/// §13 checks 9–14: the select timeline, seat taps, zoom out, buy, pinch and an empty tap, each
/// driven through a session with pointer events as a user would make them.
@Suite("Observable checks 9–14")
struct ObservableChecksTests {
    /// The tap of check 9: canvas (770, 431.25), chart (345, 104), at t0 = 2.
    static let t0 = 2.0
    static let selectTap = tap(770, 431.25, at: t0)

    @Test("check 9: select timeline")
    func selectTimeline() throws {
        var s = try session(Self.selectTap)
        let t0 = Self.t0
        var st = s.at(t0 + 0.15)
        expectClose(st.point("anchorChart"), Point(x: 352.5, y: 232), 1e-3)
        expectClose(st.number("zoom"), 1.25, 1e-3)
        #expect(st["selectedTribune"] == .string("S0-top-5"))
        #expect(st["zoomed"] == .bool(false))
        st = s.at(t0 + 0.3)
        expectClose(st.point("anchorChart"), Point(x: 345, y: 104), 1e-3)
        expectClose(st.number("zoom"), 1.25, 1e-3)
        expectClose(st.number("seatsTrim"), 0, 1e-4)
        #expect(st["zoomed"] == .bool(true))
        st = s.at(t0 + 0.65)
        expectClose(st.number("zoom"), 13.125, 1e-3)
        expectClose(st.number("seatsTrim"), 0.5, 1e-4)
        for k in 0...14 {
            let t = t0 + 0.3 + Double(k) * 0.05
            let scene = s.scene(at: SceneTime(seconds: t))
            expectClose(scene.chartToCanvas(Point(x: 345, y: 104), at: SceneTime(seconds: t)), Point(x: 435, y: 194), 1e-3, "t0 + \(t - t0)")
        }
        st = s.at(t0 + 1)
        expectClose(st.number("zoom"), 25, 1e-3)
        expectClose(st.number("seatsTrim"), 1, 1e-4)
        let m = st["chartMatrix"]!.arrayValue!.map { $0.doubleValue! }
        for (v, e) in zip(m, [0.0, 25, -25, 0, 3035, -8431]) { expectClose(v, e, 1e-3) }
        // The tribune turned white over the SHIFT step, its seats are drawn.
        #expect(st["tribuneFills"]?["S0-top-5"] == .string("#FFFFFF"))
        let frame = s.frame(at: SceneTime(seconds: t0 + 1))
        #expect(frame.operations(named: "seat/S0-top-5/r4c7").count == 2)
        #expect(frame.operations.filter { ($0.name ?? "").hasPrefix("seat/") }.count == 300)
    }

    @Test("check 10: seat taps toggle seats and the count; the fill is green by +0.35 s")
    func seatTaps() throws {
        let t1 = Self.t0 + 1.5
        var s = try session(Self.selectTap + tap(435, 194, at: t1) + tap(285, 344, at: t1 + 0.5) + tap(435, 194, at: t1 + 1))
        var st = s.at(t1)
        #expect(st["chosenSeats"] == .array([.string("S0-top-5/r4c7")]))
        #expect(st.number("ticketCount") == 1)
        #expect(st["seatFills"]?["S0-top-5/r4c7"] == nil)  // still blue at the tap's instant
        st = s.at(t1 + 0.35)
        #expect(st["seatFills"]?["S0-top-5/r4c7"] == .string("#34C759"))
        let fill = s.frame(at: SceneTime(seconds: t1 + 0.35)).operations(named: "seat/S0-top-5/r4c7").first
        if case .fill(_, let paint, _)? = fill?.command { #expect(paint == .color(Color(hex: 0x34C759))) } else {
            Issue.record("no seat fill")
        }
        st = s.at(t1 + 0.5)
        #expect(st["chosenSeats"] == .array([.string("S0-top-5/r4c7"), .string("S0-top-5/r7c10")]))
        #expect(st.number("ticketCount") == 2)
        st = s.at(t1 + 1)
        #expect(st["chosenSeats"] == .array([.string("S0-top-5/r7c10")]))
        #expect(st.number("ticketCount") == 1)
        // The count badge in the header is hidden while zoomed; the state says 1.
        st = s.at(t1 + 1.35)
        #expect(st["seatFills"]?["S0-top-5/r4c7"] == nil)
    }

    /// Check 10's state, then the zoom-out button pressed at t1.
    static let t1 = 6.0
    static func zoomOutSession() throws -> SceneSession<SeatingScene> {
        try session(Self.selectTap + tap(435, 194, at: 3.5) + tap(285, 344, at: 4) + tap(435, 194, at: 4.5)
                    + tap(860, 860, at: t1))
    }

    @Test("check 11: zoom out with the button")
    func zoomOut() throws {
        var s = try Self.zoomOutSession()
        let t1 = Self.t1
        var st = s.at(t1)
        #expect(st["zoomed"] == .bool(false))
        st = s.at(t1 + 0.35)
        expectClose(st.number("zoom"), 13.125, 1e-3)
        expectClose(st.number("seatsTrim"), 0.5, 1e-4)
        expectClose(st.number("zoomOutShown"), 0, 1e-4)  // the button leaves over 0.35 s
        st = s.at(t1 + 0.7)
        expectClose(st.number("zoom"), 1.25, 1e-3)
        #expect(st["selectedTribune"] == .null)
        st = s.at(t1 + 0.85)
        expectClose(st.point("anchorChart"), Point(x: 352.5, y: 232), 1e-3)
        st = s.at(t1 + 1)
        expectClose(st.number("zoom"), 1.25, 1e-3)
        expectClose(st.point("anchor"), Point(x: 0.5, y: 0.5), 1e-4)
        expectClose(st.point("offset"), .zero, 1e-3)
        expectClose(st.number("rotation"), .pi / 2, 1e-9)
        #expect(st.number("ticketCount") == 1)
        #expect(st["tribuneFills"] == .object([:]))
        // The same through the action.
        var a = try session(Self.selectTap + [.action(name: "zoom-out", time: SceneTime(seconds: t1))])
        expectClose(a.at(t1 + 0.35).number("zoom"), 13.125, 1e-3)
    }

    @Test("check 12: Buy with no tickets does nothing; with 2 it shows the dialog; OK dismisses; the chart ignores input meanwhile")
    func buy() throws {
        let buy = tap(450, 860, at: 1.5)
        var none = try session(buy)
        #expect(none.at(2)["dialogShown"] == .bool(false))
        let t = 3.5
        let wheel: [SceneEvent] = [.wheel(dy: -300, x: 450, y: 450, at: SceneTime(seconds: t + 1.2))]
        var s = try session(Self.selectTap + tap(435, 194, at: t) + tap(285, 344, at: t + 0.5)
                            + tap(400, 860, at: t + 1) + wheel + tap(435, 194, at: t + 1.5)
                            + tap(400, 860, at: t + 2) + tap(450, 835, at: t + 2.5))
        var st = s.at(t + 1)
        #expect(st["dialogShown"] == .bool(true))
        #expect(st["dialogTitle"] == .string("2 tickets purchased"))
        let frame = s.frame(at: SceneTime(seconds: t + 1))
        if case .text(let run)? = frame.operations(named: "dialog/title").first?.command {
            #expect(run.string == "2 tickets purchased")
        } else { Issue.record("no dialog title") }
        // The wheel did not zoom; the tap on a seat behind the dialog is a tap on the scrim: it
        // dismisses the dialog and chooses nothing.
        expectClose(s.at(t + 1.2).number("zoom"), 25, 1e-9)
        st = s.at(t + 1.5)
        #expect(st.number("ticketCount") == 2)
        #expect(st["dialogShown"] == .bool(false))
        #expect(s.at(t + 2)["dialogShown"] == .bool(true))
        st = s.at(t + 2.5)
        #expect(st["dialogShown"] == .bool(false))
        #expect(st.number("ticketCount") == 2)  // kept after the dialog, as in the book
        #expect(SeatingScene.dialogTitle(count: 1) == "1 ticket purchased")
        // The actions do the same.
        var a = try session(Self.selectTap + tap(435, 194, at: t) + [.action(name: "buy", time: SceneTime(seconds: t + 1))])
        #expect(a.at(t + 1)["dialogTitle"] == .string("1 ticket purchased"))
        try a.append(.action(name: "ok", time: SceneTime(seconds: t + 2)))
        #expect(a.at(t + 2)["dialogShown"] == .bool(false))
    }

    @Test("check 13: a ×2 pinch at rest")
    func pinch() throws {
        let events: [SceneEvent] = [
            .pointer(.down, id: 1, x: 400, y: 450, at: 1.5, kind: .touch),
            .pointer(.down, id: 2, x: 500, y: 450, at: 1.5, kind: .touch),
            .pointer(.move, id: 1, x: 375, y: 450, at: 1.6, kind: .touch),
            .pointer(.move, id: 2, x: 525, y: 450, at: 1.6, kind: .touch),
            .pointer(.move, id: 1, x: 350, y: 450, at: 1.7, kind: .touch),
            .pointer(.move, id: 2, x: 550, y: 450, at: 1.7, kind: .touch),
            .pointer(.up, id: 2, x: 550, y: 450, at: 1.8, kind: .touch),
            .pointer(.up, id: 1, x: 350, y: 450, at: 1.8, kind: .touch),
        ]
        var s = try session(events)
        expectClose(s.at(1.6).number("pinch"), 1.5, 1e-9)
        expectClose(s.at(1.6).number("scale"), 1.875, 1e-9)
        let st = s.at(1.8)
        expectClose(st.number("zoom"), 2.5, 1e-3)
        #expect(st["zoomed"] == .bool(true))
        expectClose(s.at(1.8 + 0.35).number("zoomOutShown"), 1, 1e-4)
        let scene = s.scene(at: 2.5)
        expectClose(scene.chartToCanvas(Point(x: 345, y: 104), at: 2.5), Point(x: 1090, y: 412.5), 1e-3)
        expectClose(scene.chartToCanvas(Point(x: 360, y: 360), at: 2.5), Point(x: 450, y: 450), 1e-3)
        #expect(s.frame(at: 2.5).operations(named: "zoom-out").count == 1)
    }

    @Test("check 14: a tap on the field centre at rest changes nothing")
    func emptyTapAtRest() throws {
        var s = try session(tap(450, 450, at: 1.5))
        var plain = try session()
        for t in [1.5, 1.6, 2.5] {
            #expect(s.at(t) == plain.at(t))
            #expect(s.frame(at: SceneTime(seconds: t)) == plain.frame(at: SceneTime(seconds: t)))
        }
        #expect(s.at(1.5)["phase"] == .null)
        expectClose(s.scene(at: 1.5).canvasToChart(Point(x: 450, y: 450), at: 1.5), Point(x: 360, y: 360), 1e-9)
    }
}
