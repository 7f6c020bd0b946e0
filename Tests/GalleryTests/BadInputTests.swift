import Drawing
import Geometry
import Stage
import Testing
import ZoetropeTestSupport
@testable import Gallery

/// Bad input: every control pressed repeatedly and mid-animation, tiny and huge viewports; never
/// a crash, never NaN in the state or the frame.
@Suite("Bad input")
struct BadInputTests {
    /// Every number in `value`, recursively.
    static func numbers(_ value: JSONValue) -> [Double] {
        switch value {
        case .number(let n): [n]
        case .array(let a): a.flatMap(numbers)
        case .object(let o): o.values.flatMap(numbers)
        default: []
        }
    }

    /// Whether every coordinate a frame draws is finite.
    static func isFinite(_ frame: Frame) -> Bool {
        for d in draws(frame) {
            switch d.command {
            case .fill(let p, _, _), .stroke(let p, _, _):
                if !points(of: p.applying(d.transform)).allSatisfy({ $0.x.isFinite && $0.y.isFinite }) { return false }
            case .text(let run):
                let p = run.position.applying(d.transform)
                if !(p.x.isFinite && p.y.isFinite) { return false }
            default: break
            }
        }
        return true
    }

    /// Every action of every tile, pressed `times` times at 37 ms intervals from `start`.
    static func hammer(from start: Double, times: Int) -> [SceneEvent] {
        let names = GalleryScene.info.actions.map(\.name).filter { !$0.hasPrefix("focus") && $0 != "reset-all" }
        var out: [SceneEvent] = []
        for k in 0..<times {
            for name in names { out.append(act(name, start + 0.037 * Double(k))) }
        }
        return out
    }

    @Test("every control pressed 40 times, mid-animation: finite state and frames throughout")
    func hammering() throws {
        var s = try session(Self.hammer(from: 0.2, times: 40))
        for t in [0.5, 1.0, 1.6, 3.0, 8.0, 30.0] {
            #expect(Self.numbers(s.state(t)).allSatisfy { $0.isFinite }, "state at \(t)")
            #expect(Self.isFinite(s.frame(at: SceneTime(seconds: t))), "frame at \(t)")
        }
        #expect((1...10).contains(s.tile("B2", 3).number("f")), "the stepper stays in 1…10")
    }

    @Test("taps on every control by pointer, each pressed three times mid-flight, in a focused tile and the grid")
    func pointerHammering() throws {
        var events: [SceneEvent] = []
        var t = 0.1
        let controls = [buttonCentre, Point(x: 170, y: 278), Point(x: 230, y: 278), Point(x: 40, y: 244),
                        Point(x: 130, y: 168), Point(x: 330, y: 194), Point(x: 48, y: 190), Point(x: 352, y: 190)]
        for tile in TileID.allCases {
            for p in controls {
                for _ in 0..<3 {
                    events += tapTile(tile.index, p, at: t)
                    t += 0.06
                }
            }
        }
        var s = try session(events)
        for time in [1.0, t / 2, t, t + 5] {
            #expect(Self.numbers(s.state(time)).allSatisfy { $0.isFinite })
            #expect(Self.isFinite(s.frame(at: SceneTime(seconds: time))))
        }
    }

    @Test("200 × 200 and 3000 × 3000 viewports, and a change between them mid-animation, draw finite frames",
          arguments: [Size(width: 200, height: 200), Size(width: 3000, height: 3000), Size(width: 1, height: 1), Size(width: 16384, height: 40)])
    func viewports(size: Size) throws {
        var s = try session(Self.hammer(from: 0.2, times: 3), viewport: size)
        #expect(Self.isFinite(s.frame(at: 0.5)))
        #expect(Self.numbers(s.state(0.5)).allSatisfy { $0.isFinite })
        #expect(s.state(0.5).number("layout", "scale") >= 0)
        try s.append(.viewport(size: Size(width: 1280, height: 800), time: SceneTime(seconds: 1)))
        #expect(Self.isFinite(s.frame(at: 1.2)))
        // A tap anywhere on a tiny viewport does nothing harmful.
        try s.append(contentsOf: tap(Point(x: 0.5, y: 0.5), at: 2))
        #expect(Self.isFinite(s.frame(at: 2.2)))
    }

    @Test("200 × 200 and 3000 × 3000 pick 5 columns of 5 rows (25 tiles)")
    func viewportLayouts() throws {
        var small = try session(viewport: Size(width: 200, height: 200))
        #expect(small.state(0).number("layout", "columns") == 5)
        expectClose(small.state(0).number("layout", "scale"), (200.0 - 40 - 48) / 5 / 300, 1e-12)
        var big = try session(viewport: Size(width: 3000, height: 3000))
        #expect(big.state(0).number("layout", "columns") == 5)
        expectClose(big.state(0).number("layout", "scale"), (3000.0 - 48) / 5 / 400, 1e-12)
    }

    @Test("unknown pointers, cancels, a right click and moves without a press are ignored")
    func strayInput() throws {
        let p = screen(tile: TileID.a1.index, buttonCentre).point
        var s = try session([
            .pointer(.down, id: 1, x: p.x, y: p.y, at: 0.2, buttons: .secondary),
            .pointer(.up, id: 1, x: p.x, y: p.y, at: 0.3),
            .pointer(.down, id: 2, x: p.x, y: p.y, at: 0.4),
            .pointer(.cancel, id: 2, x: p.x, y: p.y, at: 0.45),
            .wheel(dy: 40, x: p.x, y: p.y, at: SceneTime(seconds: 0.5)),
            .key("Enter", at: SceneTime(seconds: 0.6)),
        ])
        #expect(s.tile("A1", 1)["flag"] == .bool(false))
    }
}
