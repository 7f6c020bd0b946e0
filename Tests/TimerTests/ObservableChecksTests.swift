import Curves
import Drawing
import Foundation
import Geometry
import Stage
import Testing
@testable import Timer

/// timer.md §12, the observable checks, each through a session (state and frames).
@Suite("§12 observable checks")
struct ObservableChecksTests {
    @Test("1. count-up: Black Tea shows 61 °F at 0.1, 136 °F at 0.25, 200 °F from 0.5")
    func countUp() throws {
        var s = try session(["component": "temperature", "tea": "0"])
        #expect(s.sceneState(at: 0.1).string("temperature") == "61 °F")
        #expect(s.sceneState(at: 0.25).string("temperature") == "136 °F")
        for t in [0.5, 0.75, 3.0] {
            #expect(s.sceneState(at: SceneTime(seconds: t)).string("temperature") == "200 °F")
        }
        guard case .text(let run)? = Draws.named("temperature", in: s.frame(at: 0.25))?.command else {
            Issue.record("no temperature text")
            return
        }
        #expect(run.string == "136 °F" && run.font.size == 22)
        #expect(close(run.position, Point(x: 195, y: 422)) && run.alignment == .center && run.baseline == .middle)
    }

    /// The border operation's conic paint and its colour at screen angle 270° (top middle).
    func runningBorder(_ s: inout SceneSession<TimerScene>, at t: Double) throws -> (angle: Double, top: Color) {
        let op = try #require(Draws.named("border", in: s.frame(at: SceneTime(seconds: t))))
        guard case .stroke(_, .conicGradient(let g, let center, let angle), let style) = op.command else {
            Issue.record("border is not a conic stroke")
            return (.nan, .clear)
        }
        #expect(style.lineWidth == 10)
        #expect(close(center, Point(x: 195, y: 422)))
        var location = (270 - angle.degrees).truncatingRemainder(dividingBy: 360)
        if location < 0 { location += 360 }
        return (angle.degrees, g.color(at: location / 360))
    }

    @Test("2. running border: start angle 90° at 0.25 (top OliveGreen), 270° at 0.75 (top BlackRussian), 0° at 1.0")
    func runningBorderRotates() throws {
        var s = try session(["component": "border"])
        let quarter = try runningBorder(&s, at: 0.25)
        #expect(close(quarter.angle, 90, 1e-9) && quarter.top.hexRGB == "#A9A454")
        let threeQuarters = try runningBorder(&s, at: 0.75)
        #expect(close(threeQuarters.angle, 270, 1e-9) && threeQuarters.top.hexRGB == "#151618")
        #expect(close(try runningBorder(&s, at: 1.0).angle, 0, 1e-9))
        #expect(close(s.sceneState(at: 0.25).number("border", "startAngle"), 90, 1e-9))
        // The border box is the viewport inset by 10.
        let op = try #require(Draws.named("border", in: s.frame(at: 0.5)))
        guard case .stroke(let path, _, _) = op.command else { Issue.record("the border is not a stroke"); return }
        #expect(path.boundingRect == Rect(x: 10, y: 10, width: 370, height: 824))
    }

    @Test("3. pause pulse: opacity 1, 0.6, 0.2, 0.3033, 1.0 at 0, 0.25, 0.5, 0.625, 1.0; width 10, #007AFF")
    func pausePulse() throws {
        var s = try session(["component": "border", "status": "paused"])
        for (t, expected) in [(0.0, 1.0), (0.25, 0.6), (0.5, 0.2), (0.625, 0.3033), (1.0, 1.0), (1.5, 0.2)] {
            let time = SceneTime(seconds: t)
            #expect(close(s.sceneState(at: time).number("border", "opacity"), expected, 0.001), "t = \(t)")
            let op = try #require(Draws.named("border", in: s.frame(at: time)))
            #expect(close(op.opacity, expected, 0.001))
            guard case .stroke(_, .color(let c), let style) = op.command else {
                Issue.record("paused border is not a solid stroke")
                continue
            }
            #expect(c.hexRGB == "#007AFF" && style.lineWidth == 10)
        }
    }

    @Test("4. static borders: stopped 5 #FF3B30, done 5 #34C759, identical frames 0.3 s apart", arguments: [
        ("stopped", "#FF3B30"), ("done", "#34C759"),
    ])
    func staticBorders(status: String, hex: String) throws {
        var s = try session(["component": "border", "status": .string(status)])
        let a = s.frame(at: 0.2), b = s.frame(at: 0.5)
        #expect(a == b)
        let op = try #require(Draws.named("border", in: a))
        guard case .stroke(_, .color(let c), let style) = op.command else {
            Issue.record("not a solid stroke")
            return
        }
        #expect(c.hexRGB == hex && style.lineWidth == 5 && op.opacity == 1)
    }

    @Test("5. digit visibility: 600, 90, 45, 5 (and 240, 0)", arguments: [
        (600, ["m1", "m0", "m", "s1", "s0", "s"]), (90, ["m0", "m", "s1", "s0", "s"]), (45, ["s1", "s0", "s"]),
        (5, ["s0", "s"]), (240, ["m0", "m", "s1", "s0", "s"]), (0, ["s0", "s"]),
    ])
    func digitVisibility(seconds: Int, items: [String]) throws {
        var s = try session(["component": "digits", "remaining": .number(Double(seconds))])
        let state = s.sceneState(at: 0.5)
        #expect(state.array("digits", "visible").compactMap(\.stringValue) == items)
        let frame = s.frame(at: 0.5)
        let drawn = Draws.all(frame).compactMap(\.name).filter { $0.hasPrefix("digits/") }.map { String($0.dropFirst(7)) }
        #expect(drawn == items)
        // Glyph values of the cells, left to right.
        let digits = DigitLayout.digits(of: seconds)
        for (i, cell) in DigitItem.cells.enumerated() where items.contains(cell.rawValue) {
            let texts = Draws.preceding("digits/\(cell.rawValue)", in: frame).compactMap { d -> String? in
                if case .text(let r) = d.command { return r.string }
                return nil
            }
            #expect(texts == ["\(digits[i])"], "cell \(cell)")
        }
    }

    @Test("6. strip math: n = 3.25 up → rows 4 3 2, 3 at +10, 4 at −30; down → rows 2 3 4, 3 at −10, 4 at +30")
    func stripMath() {
        let up = DigitStrip(value: 3.25, direction: .up)
        #expect(up.digits == [4, 3, 2] && close(up.offsets[1], 10, 1e-12) && close(up.offsets[0], -30, 1e-12))
        let down = DigitStrip(value: 3.25, direction: .down)
        #expect(down.digits == [2, 3, 4] && close(down.offsets[1], -10, 1e-12) && close(down.offsets[2], 30, 1e-12))
    }

    @Test("7. slide timing: 90 s running; at 1.175 s0 presents 4.5 (rows 5 4 3, shift 20), s1 2.5; rest at 9 and 2 from 1.35")
    func slideTiming() throws {
        var s = try session(["component": "digits", "status": "running", "remaining": 90])
        let start = s.sceneState(at: 0)
        #expect(start.array("digits", "visible").compactMap(\.stringValue) == ["m0", "m", "s1", "s0", "s"])
        let mid = s.sceneState(at: 1.175)
        #expect(close(mid.number("digits", "items", "s0", "value"), 4.5, 1e-4))
        #expect(mid.array("digits", "items", "s0", "rows").compactMap(\.intValue) == [5, 4, 3])
        #expect(close(mid.number("digits", "items", "s0", "shift"), 20, 4e-3))
        #expect(close(mid.number("digits", "items", "s1", "value"), 2.5, 1e-4))
        for t in [1.35, 1.6, 1.99] {
            let rest = s.sceneState(at: SceneTime(seconds: t))
            #expect(rest.number("digits", "items", "s0", "value") == 9 && rest.number("digits", "items", "s1", "value") == 2)
        }
        // The frame: the s0 cell's glyphs 5, 4, 3 would sit at −20, +20, +60; only the two
        // within the clip are drawn, 4 centred 20 below the row centre.
        let texts = Draws.preceding("digits/s0", in: s.frame(at: 1.175)).compactMap { d -> (String, Double)? in
            if case .text(let r) = d.command { return (r.string, r.position.applying(d.transform).y) }
            return nil
        }
        #expect(texts.map(\.0) == ["5", "4"])
        #expect(close(texts[1].1, 422 + 20, 4e-3) && close(texts[0].1, 422 - 20, 4e-3))
    }

    @Test("8. popup arc: open offsets of §7.1; at 0.125 s value 5 at (−123.236, −154.045), scale 0.6846")
    func popupArc() throws {
        let b = Point(x: 350, y: 804)
        var s = try session(["component": "popup"], events: click(b, at: 1.0))
        let expected = [(0.0, -45.0), (-6.133, -91.587), (-24.115, -135), (-52.721, -172.279), (-90, -200.885),
                        (-133.413, -218.867), (-180, -225)]
        let open = s.sceneState(at: 2)
        for (i, (dx, dy)) in expected.enumerated() {
            #expect(close(open.point("popup", "options", "\(i)"), Point(x: b.x + dx, y: b.y + dy)), "option \(i)")
            #expect(open.number("popup", "options", "\(i)", "scale") == 1)
        }
        // The click's up at 1.05 is the tap: t_o = 1.05.
        let partial = s.sceneState(at: 1.05 + 0.125)
        #expect(close(partial.point("popup", "options", "6"), Point(x: b.x - 123.236, y: b.y - 154.045), 0.01))
        #expect(close(partial.number("popup", "options", "6", "scale"), 0.6846, 1e-4))
        // Drawn: the option disc scaled about its centre.
        let op = try #require(Draws.named("popup/option/6", in: s.frame(at: 1.05 + 0.125)))
        guard case .fill(let disc, _, _) = op.command else { Issue.record("option 6 is not a fill"); return }
        let bounds = disc.applying(op.transform).boundingRect
        #expect(close(bounds.center, Point(x: b.x - 123.236, y: b.y - 154.045), 0.01))
        #expect(close(bounds.width, 44 * 0.68464, 0.01))
    }

    static let rating0: [Point] = [Point(x: 200, y: 173), Point(x: 361.5, y: 147.525), Point(x: 279.351, y: 309.217),
                                   Point(x: 173.55, y: 236.406), Point(x: 97.286, y: 166.626)]

    @Test("9. radar geometry: Oolong rating 0 on 400×400 — the five vertices and four grid circles")
    func radarGeometry() throws {
        var s = try session(["component": "radar"], viewport: Size(width: 400, height: 400))
        let state = s.sceneState(at: 0.5)
        #expect(state.number("radar", "radius") == 180 && state.point("radar", "center") == Point(x: 200, y: 200))
        for (k, p) in Self.rating0.enumerated() {
            #expect(close(state.point("radar", "vertices", "\(k)"), p), "vertex \(k)")
        }
        let frame = s.frame(at: 0.5)
        for (i, r) in [36.0, 72, 108, 144].enumerated() {
            guard case .stroke(let circle, _, _)? = Draws.named("radar/grid/\(i)", in: frame)?.command else {
                Issue.record("grid circle \(i) missing")
                continue
            }
            #expect(close(circle.boundingRect.width / 2, r, 1e-9))
        }
        #expect(Draws.named("radar/grid/4", in: frame) == nil)
        let polygon = try #require(Draws.named("radar/polygon", in: frame))
        #expect(polygon.opacity == 0.5)
    }

    @Test("10. radar animation: rating 0 → 1 at t₁; half-way vertices at t₁ + 0.175, rating 1's at t₁ + 0.35")
    func radarAnimation() throws {
        var s = try session(["component": "radar"], events: [.key("ArrowRight", at: 1)], viewport: Size(width: 400, height: 400))
        let half = [Point(x: 200, y: 168.5), Point(x: 357.463, y: 148.837), Point(x: 292.576, y: 327.42),
                    Point(x: 166.937, y: 245.507), Point(x: 63.048, y: 155.502)]
        let mid = s.sceneState(at: 1.175)
        for (k, p) in half.enumerated() { #expect(close(mid.point("radar", "vertices", "\(k)"), p), "vertex \(k)") }
        // Rating 1: (120, 190, 16, 6, 5★).
        let v = [120.0 / 600, 190.0 / 212, 16.0 / 16, 6.0 / 16, 5.0 / 5]
        let end = s.sceneState(at: 1.35)
        for k in 0..<5 {
            let a = 72 * Double(k) * .pi / 180
            let p = Point(x: 200 + 180 * v[k] * sin(a), y: 200 - 180 * v[k] * cos(a))
            #expect(close(end.point("radar", "vertices", "\(k)"), p, 1e-9), "vertex \(k)")
        }
    }

    static let dialEvents: [String: ParameterValue] = ["component": "dial"]

    @Test("11. dial numerals: 400×400 → S 380, R 190; numerals 0, 3, 7; tick 0 from (200, 10) to (200, 29)")
    func dialNumerals() throws {
        var s = try session(Self.dialEvents, viewport: Size(width: 400, height: 400))
        let frame = s.frame(at: 0)
        guard case .stroke(let border, _, let style)? = Draws.named("dial/border", in: frame)?.command else {
            Issue.record("no dial border")
            return
        }
        #expect(close(border.boundingRect.width, 380, 1e-9) && style.lineWidth == 3)
        #expect(close(border.boundingRect.center, Point(x: 200, y: 200), 1e-9))
        for (m, p) in [(0, Point(x: 200, y: 48)), (3, Point(x: 344.561, y: 246.971)), (7, Point(x: 55.439, y: 246.971))] {
            guard case .text(let run)? = Draws.named("dial/numeral/\(m)", in: frame)?.command else {
                Issue.record("numeral \(m) missing")
                continue
            }
            #expect(run.string == "\(m)" && close(run.position, p, 0.001) && run.font.size == 22)
        }
        guard case .stroke(let tick, _, _)? = Draws.named("dial/tick/0", in: frame)?.command else {
            Issue.record("tick 0 is not a stroke")
            return
        }
        let points = tick.elements.compactMap { e -> Point? in
            switch e {
            case .move(let p), .line(let p): return p
            default: return nil
            }
        }
        #expect(points.count == 2 && close(points[0], Point(x: 200, y: 10), 1e-9) && close(points[1], Point(x: 200, y: 29), 1e-9))
    }

    @Test("12. hands: stopped, remaining 75 → Lh 200, second tip (340, 200), minute tip (284.853, 115.147), lens (317.5, 205.25)")
    func hands() throws {
        var s = try session(["component": "dial", "remaining": 75], viewport: Size(width: 400, height: 400))
        let state = s.sceneState(at: 1)
        #expect(state.number("hands", "lengthUnit") == 200)
        #expect(close(state.point("hands", "secondTip"), Point(x: 340, y: 200), 1e-9))
        #expect(close(state.point("hands", "minuteTip"), Point(x: 284.853, y: 115.147), 0.001))
        let op = try #require(Draws.named("hands/second", in: s.frame(at: 1)))
        guard case .fill(let path, _, _) = op.command else { Issue.record("the second hand is not a fill"); return }
        // The second curve (centre lens to tip on the +y side) at parameter 0.5.
        guard case .curve(let end, let c1, let c2) = path.elements[2] else {
            Issue.record("unexpected hand path \(path.elements)")
            return
        }
        let start = Point(x: 80, y: 0)
        let mid = Point(x: 0.125 * start.x + 0.375 * c1.x + 0.375 * c2.x + 0.125 * end.x,
                        y: 0.125 * start.y + 0.375 * c1.y + 0.375 * c2.y + 0.125 * end.y)
        #expect(close(mid.applying(op.transform), Point(x: 317.5, y: 205.25), 1e-9))
    }

    @Test("13. schedules: 90 s from 0 — at 0.37 s tenth 178.2°, frame 177.78°, second 180°; at 2.7 s second 168°", arguments: [
        ("tenth", 0.37, 178.2), ("frame", 0.37, 177.78), ("second", 0.37, 180), ("second", 2.7, 168),
    ])
    func schedules(schedule: String, t: Double, degrees: Double) throws {
        var s = try session(["component": "dial", "status": "running", "remaining": 90, "schedule": .string(schedule)],
                            viewport: Size(width: 400, height: 400))
        #expect(close(s.sceneState(at: SceneTime(seconds: t)).number("hands", "second"), degrees, 1e-6))
    }

    @Test("14. paused hands: identical hands commands every frame while the border keeps pulsing")
    func pausedHands() throws {
        var s = try session(["face": "analog", "screen": "timer"], events: [.action(name: "play", time: 1), .action(name: "pause", time: 3.33)])
        func hands(_ t: Double) -> [String] {
            let f = s.frame(at: SceneTime(seconds: t))
            return (Draws.group("hands/second", in: f) + Draws.group("hands/minute", in: f)).map { "\($0.command) \($0.transform)" }
        }
        let reference = hands(3.4)
        #expect(reference.count == 4)
        for t in [3.5, 3.77, 4.0, 5.5, 9.0] { #expect(hands(t) == reference) }
        let opacities = [3.33, 3.58, 3.83].map { s.sceneState(at: SceneTime(seconds: $0)).number("border", "opacity") }
        #expect(close(opacities[0], 1, 1e-9) && close(opacities[1], 0.6, 1e-3) && close(opacities[2], 0.2, 1e-3))
        // While running the tenth schedule moves them.
        #expect(hands(2.0) != hands(2.15))
    }

    @Test("15. completion: Green Tea started at t₀ is done at t₀ + 90 (running with D = 1 at t₀ + 89.999); overlay and pour start")
    func completion() throws {
        let t0 = 2.5
        var s = try session(["screen": "timer"], events: [.action(name: "play", time: SceneTime(seconds: t0))])
        let before = s.sceneState(at: SceneTime(seconds: t0 + 89.999))
        #expect(before.string("timer", "status") == "running" && before.number("timer", "displayed") == 1)
        #expect(before.string("screen") == "timer")
        let at = s.sceneState(at: SceneTime(seconds: t0 + 90))
        #expect(at.string("timer", "status") == "done" && at.string("screen") == "done")
        #expect(at.number("done", "pourTime") == 0 && at.number("timer", "remaining") == 90)
        #expect(Draws.named("done/card", in: s.frame(at: SceneTime(seconds: t0 + 90))) != nil)
        #expect(Draws.named("done/card", in: s.frame(at: SceneTime(seconds: t0 + 89.999))) == nil)
    }
}

