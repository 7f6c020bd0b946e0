import Curves
import Drawing
import Foundation
import Geometry
import Stage
import Testing
import ZoetropeTestSupport
@testable import Gallery

/// D2's fractional polygon and the geometry-effect tiles E1, E2, E4, E5 (§2.6, §4).
@Suite("Geometry tiles: D2, E1, E2, E4, E5")
struct EffectTileTests {
    static let press = 0.5

    @Test("§6.7: D2 at n = 4.5 has 5 vertices, edges of 128.56 and a closing edge of 68.40 (the spec prints 68.41)")
    func polygonAtFourAndAHalf() {
        let v = FractionalPolygon.vertices(sides: 4.5, center: Point(x: 200, y: 140), radius: 100)
        let expected = [(300.00, 140.00), (217.36, 238.48), (106.03, 174.20), (150.00, 53.40), (276.60, 75.72)]
        #expect(v.count == 5)
        for (p, e) in zip(v, expected) { expectClose(p, Point(x: e.0, y: e.1), 0.005) }
        func length(_ a: Point, _ b: Point) -> Double { hypot(a.x - b.x, a.y - b.y) }
        for k in 0..<4 { expectClose(length(v[k], v[k + 1]), 128.56, 0.005) }
        // §6.7 prints 68.41; the chord of the remaining 2π/9 is 200·sin(π/9) = 68.404.
        expectClose(length(v[4], v[0]), 200 * sin(Double.pi / 9), 1e-9)
        expectClose(length(v[4], v[0]), 68.404, 0.0005)
    }

    @Test("D2: ⌈n⌉ vertices at θₖ = 2πk/n; the closing edge spans 2π − (m − 1)·2π/n", arguments: [1.0, 1.5, 2.0, 3.0, 3.01, 5.5, 7.99, 8.0, 10.824])
    func polygonLaw(n: Double) {
        let v = FractionalPolygon.vertices(sides: n, center: Point(x: 200, y: 140), radius: 100)
        let m = Int(n.rounded(.up))
        #expect(v.count == m)
        for (k, p) in v.enumerated() {
            let theta = 2 * Double.pi * Double(k) / n
            expectClose(p, Point(x: 200 + 100 * cos(theta), y: 140 + 100 * sin(theta)), 1e-9)
        }
        let closingSpan = 2 * Double.pi - Double(m - 1) * 2 * Double.pi / n
        expectClose(hypot(v[m - 1].x - v[0].x, v[m - 1].y - v[0].y), 2 * 100 * sin(closingSpan / 2), 1e-9)
    }

    @Test("D2: below one side nothing is drawn; just past an integer the new vertex is born on vertex 0")
    func polygonEdges() {
        #expect(FractionalPolygon.vertices(sides: 0.99, center: .zero, radius: 1).isEmpty)
        #expect(FractionalPolygon.vertices(sides: -3, center: .zero, radius: 1).isEmpty)
        #expect(FractionalPolygon.vertices(sides: .nan, center: .zero, radius: 1).isEmpty)
        let v = FractionalPolygon.vertices(sides: 5.000001, center: .zero, radius: 100)
        #expect(v.count == 6)
        expectClose(v[5], v[0], 1e-3)
    }

    @Test("§6.8: D2 3 → 8 peaks at t = 1.4280 s with n = 10.824, drawn with 11 vertices")
    func polygonSpring() throws {
        let omega0 = 5.0.squareRoot(), zeta = 0.8 / (2 * omega0), wd = omega0 * (1 - zeta * zeta).squareRoot()
        expectClose(wd, 2.2000, 1e-4)
        let peak = Double.pi / wd
        expectClose(peak, 1.4280, 1e-4)
        var f = try focusedSession("D2", [act("d2-morph", Self.press)])
        let state = f.tile("D2", Self.press + peak)
        expectClose(state.number("n"), 10.824, 0.0005)
        #expect(state.number("vertices") == 11)
        let path = try #require(drawnPath(f.frame(at: SceneTime(seconds: Self.press + peak)), "tile/D2/polygon"))
        #expect(points(of: path).count == 11)
        for t in [0.2, 0.7, 2.1, 4.0] {
            expectClose(f.tile("D2", Self.press + t).number("n"), 3 + 5 * interpolating(stiffness: 5, damping: 0.8, t), 1e-6)
        }
        // The caption shows two decimals of the presented n.
        let caption = draws(f.frame(at: SceneTime(seconds: Self.press + peak))).first { $0.name == "tile/D2/caption" }
        if case .text(let run)? = caption?.command { #expect(run.string == "n = 10.82") } else { Issue.record("no caption") }
    }

    @Test("D2: on the way back n dips close to 0 (never drawn below one side) and morphs continuously")
    func polygonBack() throws {
        var s = try session([act("d2-morph", Self.press), act("d2-morph", Self.press + 30)])
        let peak = Double.pi / (5.0.squareRoot() * (1 - pow(0.8 / (2 * 5.0.squareRoot()), 2)).squareRoot())
        let low = s.tile("D2", Self.press + 30 + peak).number("n")
        expectClose(low, 8 - 5 * interpolating(stiffness: 5, damping: 0.8, peak), 1e-6)
        #expect(low < 0.5 && low > 0)
        #expect(s.tile("D2", Self.press + 30 + peak).number("vertices") == 0)
    }

    @Test("§6.10: E1's shake: 17.94 at 0.0875 s, 20.00 at 0.175 s, 0.00 at 0.35 s")
    func shake() throws {
        var f = try focusedSession("E1", [act("e1-shake", Self.press)])
        for (t, tx) in [(0.0875, 17.94), (0.175, 20.00), (0.35, 0.0)] {
            expectClose(f.tile("E1", Self.press + t).number("tx"), tx, 0.005)
            let rect = try #require(drawnPath(f.frame(at: SceneTime(seconds: Self.press + t)), "tile/E1/rect"))
            expectClose(rect.boundingRect, Rect(x: 100 + 20 * sin(5 * Double.pi * TestBezier.easeInOut(t / 0.35)), y: 130, width: 200, height: 100), 1e-6)
        }
        var twice = try session([act("e1-shake", Self.press), act("e1-shake", Self.press + 1)])
        expectClose(twice.tile("E1", Self.press + 1.1).number("p"), 1 + TestBezier.easeInOut(0.1 / 0.35), 1e-6)
    }

    @Test("§6.10: E2's skew: c = 0.8 with the bottom-left at (180, 190) at 0.5 s; c = −0.8, (20, 190) at 1.5 s; top-left fixed")
    func skew() throws {
        var f = try focusedSession("E2", [act("e2-skew", Self.press)])
        for (t, c, bottomLeft) in [(0.5, 0.8, 180.0), (1.5, -0.8, 20.0), (1.0, 0.0, 100.0)] {
            expectClose(f.tile("E2", Self.press + t).number("c"), c, 1e-9)
            let d = try #require(draws(f.frame(at: SceneTime(seconds: Self.press + t))).first { $0.name == "tile/E2/rect" })
            let bl = Point(x: 0, y: 100).applying(d.transform), tl = Point(x: 0, y: 0).applying(d.transform)
            expectClose(bl, Point(x: bottomLeft, y: 190 + 40), 1e-6)
            expectClose(tl, Point(x: 100, y: 90 + 40), 1e-9)
        }
    }

    @Test("§6.12: E4 at p = 0.10, 0.16, 0.20, 0.50, 0.75 (t = 24·p): points and headings")
    func follow() throws {
        var s = try session()
        let table: [(p: Double, x: Double, y: Double, heading: Double)] = [
            (0.10, 137.6, 40.0, 0), (0.16, 199.6, 45.2, 40.91), (0.20, 200.0, 89.6, 90),
            (0.50, 380.0, 234.4, -45), (0.75, 194.4, 140.0, 180),
        ]
        for row in table {
            let state = s.tile("E4", 24 * row.p)
            expectClose(state.number("p"), row.p, 1e-9)
            expectClose(state.number("x"), row.x, 0.05)
            expectClose(state.number("y"), row.y, 0.05)
            let h = state.number("heading")
            #expect(isClose(h, row.heading, 0.01) || isClose(abs(h), 180, 0.01) && row.heading == 180, "heading \(h) at p = \(row.p)")
        }
    }

    @Test("E4: the window wraps through the start, so the runner never freezes near p = 1")
    func followWraps() throws {
        var s = try session()
        var previous: Point?
        for p in stride(from: 0.985, through: 0.9999, by: 0.002) {
            let state = s.tile("E4", 24 * p)
            let point = Point(x: state.number("x"), y: state.number("y"))
            if let previous { #expect(point != previous, "moves at p = \(p)") }
            previous = point
            #expect(state.number("heading").isFinite)
        }
        // Near the end of a lap the runner climbs the left edge (heading up, −90°) towards (20, 40).
        expectClose(s.tile("E4", 24 * 0.98).number("heading"), -90, 1e-6)
    }

    @Test("E4: Restart starts the lap again from p = 0 at the press time; the runner is drawn rotated there")
    func followRestart() throws {
        var f = try focusedSession("E4", [act("e4-restart", 10)])
        expectClose(f.tile("E4", 10 + 24 * 0.2).number("p"), 0.2, 1e-9)
        let d = try #require(draws(f.frame(at: SceneTime(seconds: 10 + 24 * 0.2))).first { $0.name == "tile/E4/runner" })
        expectClose(Point(x: 16, y: 0).applying(d.transform), Point(x: 200, y: 89.6 + 16 + 40), 0.05, "pointing down")
    }

    @Test("§6.13: E5's labels and drawn bars at 0, 0.25, 0.5 and 1 s")
    func ignoredByLayout() throws {
        var f = try focusedSession("E5")
        let table: [(t: Double, green: String, blueX: Double)] = [(0, "x = 60", 40), (0.25, "x = 57", 42.58), (0.5, "x = 50", 50), (1.0, "x = 40", 60)]
        for row in table {
            let state = f.tile("E5", row.t)
            #expect(state["greenLabel"]?.stringValue == row.green)
            #expect(state["blueLabel"]?.stringValue == "x = 50")
            expectClose(state.number("blueDrawnX"), row.blueX, 0.005)
            let texts = draws(f.frame(at: SceneTime(seconds: row.t))).compactMap { d -> (String, TextRun)? in
                if case .text(var run) = d.command, let n = d.name {
                    run.position = run.position.applying(d.transform)
                    return (n, run)
                }
                return nil
            }
            let green = try #require(texts.first { $0.0 == "tile/E5/green/label" }).1
            #expect(green.string == row.green)
            let p = 10 - 20 * TestBezier.easeInOut(row.t)
            expectClose(green.position, Point(x: 50 + p + 8, y: 70 + 8 + 40), 1e-6, "the label moves with its bar")
            let blue = try #require(texts.first { $0.0 == "tile/E5/blue/label" }).1
            expectClose(blue.position, Point(x: 50 - p + 8, y: 150 + 8 + 40), 1e-6)
        }
        expectClose(f.tile("E5", 0.25).number("greenOffset"), 7.417, 0.0005)
    }
}
