import Drawing
import Geometry
import RealModule
import Testing
import ZoetropeTestSupport
@testable import Seating
@testable import Stage

/// Bad input (issue 12): taps on chrome, gaps and outside the chart; absurd pinches; many turns;
/// extra pointers; cancels; gestures during every animation; tiny, huge and odd viewports. The
/// scene must behave as specified or as a user expects: no crash, no NaN, no stuck gesture.
@Suite("Bad input")
struct BadInputTests {
    /// Every number in `frame` is finite.
    static func isFinite(_ frame: Frame) -> Bool {
        frame.operations.allSatisfy { op in
            switch op.command {
            case .setTransform(let t), .concatenate(let t):
                return [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite)
            case .fill(let p, _, _), .stroke(let p, _, _), .clip(let p, _):
                return p.elements.allSatisfy { e in
                    switch e {
                    case .move(let q), .line(let q): return q.isFinite
                    case .quadCurve(let q, let c): return q.isFinite && c.isFinite
                    case .curve(let q, let c1, let c2): return q.isFinite && c1.isFinite && c2.isFinite
                    case .closeSubpath: return true
                    }
                }
            case .setOpacity(let a): return a.isFinite
            case .text(let run): return run.position.isFinite
            case .addFilter(let f): return f.radius.isFinite
            case .save, .restore, .resetFilters, .beginLayer, .endLayer: return true
            }
        }
    }

    /// The gestures hold nothing live: no drag, pinch or live rotation.
    static func isSettled(_ st: JSONValue) -> Bool {
        st.number("drag", "x") == 0 && st.number("drag", "y") == 0 && st.number("pinch") == 1 && st.number("liveRot") == 0
    }

    @Test("taps outside the chart, in gaps and on Buy with no tickets change nothing at rest")
    func emptyTaps() throws {
        let events = tap(3, 3, at: 1.5) + tap(899, 450, at: 1.6) + tap(450, 860, at: 1.7) + tap(60, 450, at: 1.8)
        var s = try session(events)
        var plain = try session()
        #expect(s.at(2) == plain.at(2))
        // A tap in a gap while a tribune is selected zooms out (W8): chart (345, 120), between
        // ring 0's top tribunes and ring 1's outline, at 25×.
        var z = try session(tap(770, 431.25, at: 1.5) + tap(35, 194, at: 3))
        let st = z.at(3)
        #expect(st["phase"] == .string("shiftOut"))
        #expect(st["zoomed"] == .bool(false))
        expectClose(z.at(4).number("zoom"), 1.25, 1e-9)
        #expect(z.at(4)["selectedTribune"] == .null)
    }

    @Test("pinches and wheels to absurd scales clamp to [0.5, 60]")
    func absurdScales() throws {
        var s = try session(pinchEvents(at: 1.5, to: 20_000) + pinchEvents(at: 2, to: 0.0001))
        expectClose(s.at(1.6).number("scale"), 60, 1e-12)
        expectClose(s.at(1.8).number("zoom"), 60, 1e-12)
        expectClose(s.at(2.2).number("zoom"), 0.5, 1e-12)
        #expect(s.at(2.2)["zoomed"] == .bool(false))
        #expect(Self.isSettled(s.at(2.2)))
        var w = try session([.wheel(dy: -1e300, x: 450, y: 450, at: 1.5), .wheel(dy: 1e300, x: 450, y: 450, at: 2),
                             .wheel(dy: -1e300, x: 450, y: 450, modifiers: .control, at: 2.5)])
        expectClose(w.at(1.5).number("zoom"), 60, 1e-12)
        expectClose(w.at(2).number("zoom"), 0.5, 1e-12)
        expectClose(w.at(2.5).number("zoom"), 60, 1e-12)
        #expect(Self.isFinite(w.frame(at: 2.5)))
    }

    @Test("ten turns of two fingers, then a Shift-wheel of 100 turns: finite and consistent")
    func manyTurns() throws {
        var events: [SceneEvent] = [.pointer(.down, id: 1, x: 450, y: 450, at: 1.5, kind: .touch),
                                    .pointer(.down, id: 2, x: 550, y: 450, at: 1.5, kind: .touch)]
        for i in 1...400 {
            let a = Double(i) / 400 * 20 * .pi
            events.append(.pointer(.move, id: 2, x: 450 + 100 * Double.cos(a), y: 450 + 100 * Double.sin(a),
                                   at: SceneTime(seconds: 1.5 + Double(i) / 200), kind: .touch))
        }
        events += [.pointer(.up, id: 2, x: 550, y: 450, at: 3.6, kind: .touch),
                   .pointer(.up, id: 1, x: 450, y: 450, at: 3.6, kind: .touch),
                   .wheel(dy: 360_000, x: 450, y: 450, modifiers: .shift, at: 4)]
        var s = try session(events)
        expectClose(s.at(3.5).number("liveRot"), 20 * .pi, 1e-6)
        expectClose(s.at(3.6).number("rotation"), .pi / 2 + 20 * .pi, 1e-6)
        expectClose(s.at(4).number("rotation"), .pi / 2 + 220 * .pi, 1e-6)
        let scene = s.scene(at: 4)
        let q = Point(x: 123, y: 456)
        expectClose(scene.chartToCanvas(scene.canvasToChart(q, at: 4), at: 4), q, 1e-9)
        #expect(Self.isFinite(s.frame(at: 4)))
    }

    @Test("a third pointer is ignored; the pinch follows the first two")
    func threePointers() throws {
        var s = try session([
            .pointer(.down, id: 1, x: 400, y: 450, at: 1.5, kind: .touch),
            .pointer(.down, id: 2, x: 500, y: 450, at: 1.5, kind: .touch),
            .pointer(.down, id: 3, x: 700, y: 700, at: 1.55, kind: .touch),
            .pointer(.move, id: 3, x: 100, y: 100, at: 1.6, kind: .touch),
            .pointer(.move, id: 2, x: 600, y: 450, at: 1.6, kind: .touch),
            .pointer(.up, id: 3, x: 100, y: 100, at: 1.65, kind: .touch),
            .pointer(.up, id: 1, x: 400, y: 450, at: 1.7, kind: .touch),
            .pointer(.up, id: 2, x: 600, y: 450, at: 1.7, kind: .touch),
        ])
        expectClose(s.at(1.65).number("pinch"), 2, 1e-12)
        expectClose(s.at(1.7).number("zoom"), 2.5, 1e-12)
        #expect(Self.isSettled(s.at(1.7)))
        #expect(s.at(1.7)["selectedTribune"] == .null)  // no tap from any of them
    }

    @Test("a pointer cancel mid-gesture commits what was done and leaves nothing stuck")
    func cancels() throws {
        var s = try session([
            .pointer(.down, id: 1, x: 300, y: 300, at: 1.5, kind: .touch),
            .pointer(.move, id: 1, x: 340, y: 300, at: 1.6, kind: .touch),
            .pointer(.cancel, id: 1, x: 340, y: 300, at: 1.7, kind: .touch),
            .pointer(.down, id: 2, x: 400, y: 450, at: 2, kind: .touch),
            .pointer(.down, id: 3, x: 500, y: 450, at: 2, kind: .touch),
            .pointer(.move, id: 3, x: 600, y: 450, at: 2.1, kind: .touch),
            .pointer(.cancel, id: 3, x: 600, y: 450, at: 2.2, kind: .touch),
            .pointer(.move, id: 2, x: 300, y: 300, at: 2.3, kind: .touch),
            .pointer(.cancel, id: 2, x: 300, y: 300, at: 2.4, kind: .touch),
            .pointer(.down, id: 4, x: 770, y: 431.25, at: 2.5),
            .pointer(.cancel, id: 4, x: 770, y: 431.25, at: 2.5),
        ])
        expectClose(s.at(1.7).number("offset", "x"), 40, 1e-12)
        #expect(Self.isSettled(s.at(1.7)))
        expectClose(s.at(2.2).number("zoom"), 2.5, 1e-12)
        let st = s.at(2.5)
        #expect(Self.isSettled(st))
        expectClose(st.number("offset", "x"), 40, 1e-12)  // the remaining pointer does not pan
        #expect(st["selectedTribune"] == .null)  // a cancelled press is no tap
    }

    @Test("gestures during every animation: appearance, SHIFT, ZOOM, zoom-out and chrome transitions")
    func gesturesDuringAnimations() throws {
        var events: [SceneEvent] = []
        // A pinch during the appearance, a tap on S0-top-5 at 1.5, a pinch during its SHIFT, a
        // drag during its ZOOM, a Shift-wheel during the zoom-out, and (below) a seat tap during the
        // zoom-out at the pivot's canvas position.
        events += pinchEvents(at: 0.3, from: 40, to: 60)
        events += tap(770, 431.25, at: 1.5)
        events += pinchEvents(at: 1.6, from: 40, to: 60)
        events += [.pointer(.down, id: 7, x: 300, y: 300, at: 2.0), .pointer(.move, id: 7, x: 330, y: 320, at: 2.1),
                   .pointer(.up, id: 7, x: 330, y: 320, at: 2.2)]
        events += [.action(name: "zoom-out", time: 3), .wheel(dy: 300, x: 450, y: 450, modifiers: .shift, at: 3.2)]
        var s = try session(events)
        // The tribune tapped at 1.5 depends on the zoom the first pinch left: find the pivot.
        let pivot = s.at(3.4).point("anchorChart")
        let q = s.scene(at: 3.5).chartToCanvas(pivot, at: 3.5)
        try s.append(contentsOf: tap(q.x, q.y, at: 3.5))
        for k in 0...60 {
            let t = SceneTime(seconds: Double(k) * 0.1)
            #expect(Self.isFinite(s.frame(at: t)), "t = \(t.seconds)")
        }
        // The pinch during the appearance committed ×1.5 on top of the resting zoom.
        expectClose(s.at(0.4).number("zoom"), 1.875, 1e-12)
        // The pinch during the SHIFT is overridden by the ZOOM step that follows (it retargets
        // zoom from its presented value).
        expectClose(s.at(2.5).number("zoom"), 25, 1e-9)
        // The drag during the ZOOM is kept (offset is animated only by SHIFT steps).
        expectClose(s.at(2.5).point("offset"), Point(x: 30, y: 20), 1e-9)
        // The tap at 3.5 chose the seat under the pivot; the zoom-out ran to the end.
        #expect(s.at(3.5)["chosenSeats"]?.arrayValue?.count == 1)
        #expect(s.at(3.5)["selectedTribune"] == s.at(3.4)["selectedTribune"])
        let end = s.at(5)
        #expect(end["selectedTribune"] == .null)
        expectClose(end.number("zoom"), 1.25, 1e-9)
        expectClose(end.point("offset"), .zero, 1e-9)
        expectClose(end.number("rotation"), .pi / 2 + 300 * .pi / 1800, 1e-12)
        #expect(Self.isSettled(end))
    }

    @Test("viewports from 1×1 to 3000×3000, square or not: select, zoom, frames finite, ids kept")
    func viewports() throws {
        for size in [Size(width: 1, height: 1), Size(width: 200, height: 200), Size(width: 3000, height: 3000),
                     Size(width: 390, height: 844), Size(width: 1600, height: 1000), Size(width: 3000, height: 200)] {
            let box = ChartTransform.chartBox(viewport: size)
            let L = box.width
            let rest = ChartTransform(boxOrigin: box.origin, pan: .zero, pivot: Point(x: L / 2, y: L / 2), scale: 1.25,
                                      angle: .pi / 2)
            let r = StadiumLayout(side: L).tribune(TribuneID("S0-top-5")!)!.bounds
            let q = rest.chartToCanvas(Point(x: r.midX, y: r.midY))
            var s = try session(tap(q.x, q.y, at: 1.5), viewport: size)
            #expect(s.at(1.5)["selectedTribune"] == .string("S0-top-5"), "\(size)")
            expectClose(s.at(2.5).number("zoom"), 25, 1e-9)
            for t in [0.5, 1.6, 2.5] { #expect(Self.isFinite(s.frame(at: SceneTime(seconds: t))), "\(size) at \(t)") }
        }
    }

    @Test("a resize keeps the selection and chosen seats by id, the anchor in unit space and scales a resting pan")
    func resize() throws {
        var s = try session(panEvents(from: 1.2, seconds: 0.1) + tap(770, 431.25, at: 1.5) + tap(435, 194, at: 3)
                            + [.viewport(size: Size(width: 450, height: 600), time: 4)])
        let before = s.at(3.5), after = s.at(4)
        #expect(after["selectedTribune"] == .string("S0-top-5"))
        #expect(after["chosenSeats"] == before["chosenSeats"])
        expectClose(after.point("anchor"), before.point("anchor"), 1e-12)
        expectClose(after.number("chartSide"), 360, 1e-12)
        #expect(Self.isFinite(s.frame(at: 4.5)))
        #expect(s.frame(at: 4.5).operations(named: "seat/S0-top-5/r4c7").count == 2)
        // A resting pan scales with L.
        var p = try session(panEvents(from: 1.2, seconds: 0.5) + [.viewport(size: Size(width: 450, height: 450), time: 2)])
        let o = p.at(1.9).point("offset")
        expectClose(p.at(2).point("offset"), Point(x: o.x / 2, y: o.y / 2), 1e-9)
    }
}

/// A two-finger pinch at `t`: fingers down `from` points apart around (450, 450), the second
/// moved until they are `to` apart at t + 0.05, both lifted at t + 0.1.
func pinchEvents(at t: Double, from: Double = 20, to: Double) -> [SceneEvent] {
    let left = 450 - from / 2
    return [.pointer(.down, id: 5, x: left, y: 450, at: SceneTime(seconds: t), kind: .touch),
            .pointer(.down, id: 6, x: left + from, y: 450, at: SceneTime(seconds: t), kind: .touch),
            .pointer(.move, id: 6, x: left + to, y: 450, at: SceneTime(seconds: t + 0.05), kind: .touch),
            .pointer(.up, id: 6, x: left + to, y: 450, at: SceneTime(seconds: t + 0.1), kind: .touch),
            .pointer(.up, id: 5, x: left, y: 450, at: SceneTime(seconds: t + 0.1), kind: .touch)]
}
