import Drawing
import Geometry
import Stage
import Testing
@testable import Timer

/// Issue #14's bad input: boundaries, taps during transitions, quick popup toggles, ratings out of
/// range, slider extremes, viewports from 200×200 to 3000×3000 — never a crash, a stuck status or
/// a NaN.
@Suite("Bad input")
struct BadInputTests {
    /// Whether every number in `value` is finite.
    static func finite(_ value: JSONValue) -> Bool {
        switch value {
        case .number(let n): return n.isFinite
        case .array(let a): return a.allSatisfy(finite)
        case .object(let o): return o.values.allSatisfy(finite)
        default: return true
        }
    }

    /// Whether every coordinate a frame draws with is finite.
    static func finite(_ frame: Frame) -> Bool {
        func ok(_ p: Point) -> Bool { p.x.isFinite && p.y.isFinite }
        func ok(_ path: Path) -> Bool {
            path.elements.allSatisfy { e in
                switch e {
                case .move(let p), .line(let p): ok(p)
                case .quadCurve(let p, let c): ok(p) && ok(c)
                case .curve(let p, let a, let b): ok(p) && ok(a) && ok(b)
                case .closeSubpath: true
                }
            }
        }
        return Draws.all(frame).allSatisfy { d in
            guard d.opacity.isFinite, d.transform.tx.isFinite, d.transform.ty.isFinite, d.transform.a.isFinite else { return false }
            switch d.command {
            case .fill(let p, _, _), .stroke(let p, _, _): return ok(p)
            case .text(let r): return ok(r.position)
            default: return true
            }
        }
    }

    @Test("pause and resume exactly at the instants D changes and at completion: exact remainders, no stuck status")
    func boundaries() throws {
        // 20 s from 0: D changes at 1, 2, …; pause at 3 (rem 17), resume at 4 (end 21), pause at 21 (already done).
        var s = try session(["component": "digits", "status": "running", "remaining": 20], events: [
            .action(name: "pause", time: 3), .action(name: "play", time: 4), .action(name: "pause", time: 21),
            .action(name: "play", time: 21), .action(name: "pause", time: 21),
        ])
        let paused = s.sceneState(at: 3)
        #expect(paused.string("timer", "status") == "paused" && paused.number("timer", "remaining") == 17)
        #expect(paused.number("digits", "seconds") == 17)
        #expect(s.sceneState(at: 20.999).string("timer", "status") == "running")
        // Completion at 21 comes first; Play then restarts the full length (20 s, rem frozen L), Pause freezes it at 20.
        let end = s.sceneState(at: 21)
        #expect(end.string("timer", "status") == "paused" && end.number("timer", "remaining") == 20)
        for t in stride(from: 0.0, through: 25, by: 0.25) {
            #expect(Self.finite(s.sceneState(at: SceneTime(seconds: t))))
        }
    }

    @Test("taps during a push or a pop are ignored; a double click on a tea pushes once")
    func tapsDuringTransitions() throws {
        let app = AppLayout(size: Size(width: 390, height: 844))
        var s = try session(events: click(app.teaCard(1).center, at: 1) + click(30, 28, at: 1.15) + click(app.teaCard(1).center, at: 1.25))
        let state = s.sceneState(at: 2)
        #expect(state.array("stack").compactMap(\.stringValue) == ["list", "timer"] && state.string("screen") == "timer")
        var pop = try session(["screen": "timer"], events: click(30, 28, at: 1) + click(app.teaCard(3).center, at: 1.2))
        #expect(pop.sceneState(at: 2).array("stack").compactMap(\.stringValue) == ["list"])
    }

    @Test("popup opened and closed in quick succession settles consistently (open after an odd number of clicks)")
    func popupToggles() throws {
        for count in 1...6 {
            var events: [SceneEvent] = []
            for k in 0..<count { events += click(350, 804, at: 1 + 0.07 * Double(k)) }
            var s = try session(["component": "popup"], events: events)
            for t in stride(from: 1.0, through: 2.0, by: 0.01) { #expect(Self.finite(s.sceneState(at: SceneTime(seconds: t)))) }
            let rest = s.sceneState(at: 3)
            let open = count % 2 == 1
            #expect(rest.at(["popup", "open"]) == .bool(open))
            #expect(rest.array("popup", "options").count == (open ? 7 : 0))
            #expect(rest.number("popup", "openness") == (open ? 1 : 0))
        }
    }

    @Test("ratings out of range: `rating` beyond the list clamps; negative or fractional values are refused")
    func ratingsOutOfRange() throws {
        var s = try session(["component": "radar", "rating": 99], viewport: Size(width: 400, height: 400))
        #expect(s.sceneState(at: 0.5).number("radar", "selection") == 2)
        #expect(throws: SessionError.self) { try s.append(.set(name: "rating", value: -1, time: 1)) }
        #expect(throws: SessionError.self) { try s.append(.set(name: "rating", value: 1.5, time: 1)) }
        // A tea without ratings: an empty chart (all values 0), arrows do nothing.
        var empty = try session(["component": "radar", "tea": "Black Tea"], events: [.key("ArrowRight", at: 1)])
        let state = empty.sceneState(at: 2)
        #expect(state.number("radar", "count") == 0 && state.array("radar", "values").allSatisfy { $0.doubleValue == 0 })
        #expect(Self.finite(empty.frame(at: 2)))
        // Arrows past either end stay at the ends.
        var ends = try session(["component": "radar"], events: (0..<5).map { .key("ArrowLeft", at: SceneTime(seconds: 1 + Double($0) * 0.1)) })
        #expect(ends.sceneState(at: 2).number("radar", "selection") == 0)
    }

    @Test("the length slider's extremes: 0 disables Play (D 0, '0 s'); 600 shows 1 0 m 0 0 s")
    func sliderExtremes() throws {
        let layout = TimerScreenLayout(size: Size(width: 390, height: 844), face: .digital, ratingCount: 2)
        let y = layout.lengthSlider.midY
        var zero = try session(["screen": "timer"], events: click(layout.lengthSlider.minX - 0.0 + 1, y, at: 1) + [.action(name: "play", time: 2)])
        let z = zero.sceneState(at: 3)
        #expect(z.number("timer", "length") == 0 && z.string("timer", "status") == "stopped" && z.at(["timer", "canPlay"]) == .bool(false))
        #expect(z.array("digits", "visible").compactMap(\.stringValue) == ["s0", "s"])
        // A drag past the right end.
        var full = try session(["screen": "timer"], events: [
            .pointer(.down, id: 1, x: layout.lengthSlider.midX, y: y, at: 1),
            .pointer(.move, id: 1, x: 5000, y: y + 40, at: 1.1),
            .pointer(.up, id: 1, x: 5000, y: y + 40, at: 1.2),
        ])
        let f = full.sceneState(at: 2)
        #expect(f.number("timer", "length") == 600)
        #expect(f.array("digits", "visible").compactMap(\.stringValue) == ["m1", "m0", "m", "s1", "s0", "s"])
        // While running the slider does nothing.
        var running = try session(["screen": "timer"], events: [.action(name: "play", time: 0.5)] + click(layout.lengthSlider.minX + 1, y, at: 1))
        #expect(running.sceneState(at: 2).number("timer", "length") == 90)
    }

    static let sizes: [Size] = [Size(width: 200, height: 200), Size(width: 3000, height: 3000), Size(width: 1200, height: 300),
                                Size(width: 300, height: 1200), Size(width: 390, height: 844)]
    static let setups: [[String: ParameterValue]] = [
        [:], ["screen": "timer"], ["screen": "timer", "face": "analog", "secondTicks": true], ["screen": "ratings", "tea": "3"],
        ["screen": "done"], ["component": "dial", "status": "running"], ["component": "digits", "status": "running"],
        ["component": "border"], ["component": "popup"], ["component": "radar"], ["component": "temperature"],
    ]

    @Test("every screen and component at every size: finite frames and state, running animations included", arguments: sizes)
    func viewports(size: Size) throws {
        for setup in Self.setups {
            var s = try session(setup, events: [.action(name: "play", time: 0.5)] + click(size.width - 40, size.height - 40, at: 0.6),
                                viewport: size)
            for t in [0.0, 0.3, 0.8, 1.7] {
                let time = SceneTime(seconds: t)
                #expect(Self.finite(s.sceneState(at: time)), "\(setup) \(size) t = \(t)")
                #expect(Self.finite(s.frame(at: time)), "\(setup) \(size) t = \(t)")
            }
        }
    }

    @Test("a resize mid-scroll keeps the scroll offsets in range")
    func resize() throws {
        var s = try session(["screen": "timer", "tea": "3"], events: [.wheel(dy: 5000, x: 195, y: 500, at: 1),
                                                                     .viewport(size: Size(width: 800, height: 3000), time: 2)],
                            viewport: Size(width: 390, height: 600))
        // The ratings card ends at 784, the content 16 below: it scrolls by 200 in a 600-high viewport.
        #expect(s.sceneState(at: 1.5).number("scroll", "timer") == 200)
        #expect(s.sceneState(at: 2.5).number("scroll", "timer") == 0)
    }
}
