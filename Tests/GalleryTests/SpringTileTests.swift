import Curves
import Drawing
import Foundation
import Geometry
import Stage
import Testing
import ZoetropeTestSupport
@testable import Gallery

/// The spring tiles (§4 C1, C2, D1, D3, D4, E3) against §2.4's closed form computed here.
@Suite("Spring tiles: C1, C2, D1, D3, D4, E3")
struct SpringTileTests {
    static let press = 0.5

    @Test("C1 with the default sliders (R 5, Z 0.5, B 0.5): both discs move identically, as the closed form says",
          arguments: [0.25, 0.8, 1.6, 2.5, 3.3, 4.2])
    func c1(t: Double) throws {
        var s = try session([act("c1-move", Self.press)])
        let state = s.tile("C1", Self.press + t)
        let expected = 80 + 240 * fluid(response: 5, dampingFraction: 0.5, t)
        expectClose(state.number("springX"), expected, 1e-6)
        #expect(state.number("springX") == state.number("interactiveX"))
    }

    @Test("C1: the sliders set R, Z and B by x; R = 0 means the stiffest spring; the springs read them at the press")
    func c1Sliders() throws {
        // Response track at y = 168: x = 130 → 0; damping at 194: x = 130 + 200·0.3 → 0.3.
        let response = screen(tile: TileID.c1.index, Point(x: 130, y: 168)).point
        let damping = screen(tile: TileID.c1.index, Point(x: 190, y: 194)).point
        var s = try session(tap(response, at: 0.1) + tap(damping, at: 0.2) + [act("c1-move", Self.press)])
        let sliders = s.tile("C1", 0.3)["sliders"]
        expectClose(sliders?.number("Response") ?? .nan, 0, 1e-9)
        expectClose(sliders?.number("Damping") ?? .nan, 0.3, 1e-9)
        // max(R, 0.01) = 0.01 s asks for k = (2π/0.01)² ≈ 394 784; Curves caps persistent springs at
        // k = 45 000 as SwiftUI does (animation-semantics.md §1), i.e. a response of 2π/√45000.
        let stiffest = 2 * Double.pi / 45000.0.squareRoot()
        for t in [0.002, 0.005, 0.01, 0.03] {
            expectClose(s.tile("C1", Self.press + t).number("springX"), 80 + 240 * fluid(response: stiffest, dampingFraction: 0.3, t), 1e-6)
        }
    }

    @Test("C1: a slider follows its drag and clamps at the track's ends; it never animates by itself")
    func c1Drag() throws {
        let from = screen(tile: TileID.c1.index, Point(x: 230, y: 220)).point
        let to = screen(tile: TileID.c1.index, Point(x: 500, y: 260)).point
        var s = try session(PointerTrace.line(from: from, to: to, steps: 10, start: 1, kind: .mouse).sceneEvents)
        expectClose(s.tile("C1", 1 + 2.0 / 60).number("sliders", "Blend"), (230 + 0.2 * 270 - 130) / 200, 1e-9)
        expectClose(s.tile("C1", 2).number("sliders", "Blend"), 1, 1e-12)
        #expect(s.tile("C1", 2).number("springX") == 80)
    }

    @Test("§6.6: C2 with the default sliders peaks at t = 2.5153 s at 144.42°")
    func c2() throws {
        var s = try session([act("c2-rotate", Self.press)])
        let omega0 = (80.0 / 50).squareRoot(), zeta = 20 / (2 * (80.0 * 50).squareRoot())
        expectClose(omega0, 1.26491, 1e-5)
        expectClose(zeta, 0.158114, 1e-6)
        let peak = Double.pi / (omega0 * (1 - zeta * zeta).squareRoot())
        expectClose(peak, 2.5153, 1e-4)
        expectClose(s.tile("C2", Self.press + peak).number("rotation"), 144.42, 0.005)
        for t in [0.4, 1.1, 3.7, 6.0] {
            expectClose(s.tile("C2", Self.press + t).number("rotation"), 90 * interpolating(mass: 50, stiffness: 80, damping: 20, t), 1e-6)
        }
    }

    @Test("C2: the initial-velocity slider at 30 starts the rotation at 30 changes per second")
    func c2Velocity() throws {
        let v = screen(tile: TileID.c2.index, Point(x: 330, y: 234)).point
        var s = try session(tap(v, at: 0.1) + [act("c2-rotate", Self.press)])
        expectClose(s.tile("C2", 0.2).number("sliders", "Initial velocity"), 30, 1e-9)
        for t in [0.05, 0.3, 1.0] {
            expectClose(s.tile("C2", Self.press + t).number("rotation"),
                        90 * interpolating(mass: 50, stiffness: 80, damping: 20, v0: 30, t), 1e-6)
        }
    }

    @Test("§6.9: D1 30 → 100 peaks at t = 0.6574 s with w = 153.81 (x 46.19…353.81)")
    func d1() throws {
        var s = try session([act("d1-tap-me", Self.press)])
        let omega0 = 23.0.squareRoot(), zeta = 0.8 / (2 * omega0)
        let peak = Double.pi / (omega0 * (1 - zeta * zeta).squareRoot())
        expectClose(peak, 0.6574, 1e-4)
        let state = s.tile("D1", Self.press + peak)
        expectClose(state.number("w"), 153.81, 0.005)
        expectClose(state.number("from"), 46.19, 0.005)
        expectClose(state.number("to"), 353.81, 0.005)
        for t in [0.1, 0.4, 1.0, 2.2] {
            expectClose(s.tile("D1", Self.press + t).number("w"), 30 + 70 * interpolating(stiffness: 23, damping: 0.8, t), 1e-6)
        }
        var f = try focusedSession("D1", [act("d1-tap-me", Self.press)])
        let line = try #require(drawnPath(f.frame(at: SceneTime(seconds: Self.press + peak)), "tile/D1/line"))
        expectClose(points(of: line).first, Point(x: 46.19, y: 180), 0.005)
        expectClose(points(of: line).last, Point(x: 353.81, y: 180), 0.005)
    }

    @Test("D1: with \"animatable\" cleared the line jumps; checking it again animates again")
    func d1NotAnimatable() throws {
        var s = try session([act("d1-animatable", 0.2), act("d1-tap-me", Self.press), act("d1-animatable", 1), act("d1-tap-me", 2)])
        #expect(s.tile("D1", Self.press).number("w") == 100)
        #expect(s.tile("D1", 0.3)["checkboxes"]?["animatable"] == .bool(false))
        expectClose(s.tile("D1", 2.3).number("w"), 100 - 70 * interpolating(stiffness: 23, damping: 0.8, 0.3), 1e-6)
    }

    @Test("§6.9: D3 at rest and at its first peak (t = 1.4138 s: offset 1.7023, width 1.8511)")
    func d3() throws {
        var f = try focusedSession("D3", [act("d3-animate", Self.press)])
        let rest = try #require(drawnPath(f.frame(at: 0.1), "tile/D3/wedge"))
        let pts = points(of: rest).map { Point(x: $0.x, y: $0.y - 40) }
        expectClose(pts.first, Point(x: 200, y: 140), 1e-9)
        expectClose(pts[1], Point(x: 350, y: 140), 1e-6)
        expectClose(pts.last, Point(x: 281.05, y: 224.15), 0.005)
        let omega0 = 5.0.squareRoot(), zeta = 0.5 / (2 * omega0)
        let peak = Double.pi / (omega0 * (1 - zeta * zeta).squareRoot())
        expectClose(peak, 1.4138, 1e-4)
        let state = f.tile("D3", Self.press + peak)
        expectClose(state.number("offset"), 1.7023, 1e-4)
        expectClose(state.number("width"), 1.8511, 1e-4)
        for t in [0.3, 0.9, 2.0, 3.5] {
            let x = interpolating(stiffness: 5, damping: 0.5, t)
            expectClose(f.tile("D3", Self.press + t).number("offset"), x, 1e-6)
            expectClose(f.tile("D3", Self.press + t).number("width"), 1 + 0.5 * x, 1e-6, "both share the progress")
        }
        // The target arc: from E(1) to E(2.5) = (79.83, 199.85) at rest.
        let end = try #require(drawnPath(f.frame(at: 200), "tile/D3/wedge"))
        let e = points(of: end).map { Point(x: $0.x, y: $0.y - 40) }
        expectClose(e[1], Point(x: 281.05, y: 224.15), 0.005)
        expectClose(e.last, Point(x: 79.83, y: 199.85), 0.005)
    }

    static let dataA: [Double] = [0.2, 0.5, 0.3, 0.1, 0.3, 0.2, 0.4, 0.1, 0.2, 0.1, 0.2, 0.5, 0.3, 0.1, 0.3, 0.2, 0.4, 0.1, 0.2, 0.1]

    @Test("§6.9: D4 wobbles from zeros to A with the spring (ζ ≈ 0.033) and rests with point 1 at (38.947, 140)")
    func d4() throws {
        var f = try focusedSession("D4", [act("d4-animate", Self.press)])
        for t in [0.5, 1.7, 4.0, 9.0] {
            let x = interpolating(stiffness: 2.3, damping: 0.1, t)
            let values = f.tile("D4", Self.press + t)["values"]
            for i in [0, 1, 11, 19] { expectClose(values?.number(i) ?? .nan, Self.dataA[i] * x, 1e-6, "i = \(i), t = \(t)") }
        }
        let line = try #require(drawnPath(f.frame(at: 300), "tile/D4/line"))
        let pts = points(of: line).map { Point(x: $0.x, y: $0.y - 40) }
        #expect(pts.count == 20)
        expectClose(pts[1], Point(x: 38.947, y: 140.0), 0.001)
        expectClose(pts[0], Point(x: 20, y: 200), 1e-9)
        expectClose(pts[19], Point(x: 380, y: 220), 1e-9, "the last point reaches the right edge")
    }

    @Test("D4: the second press targets B (A reversed) and blends from the run underneath (Curves' combine rule)")
    func d4Retarget() throws {
        var s = try session([act("d4-animate", Self.press), act("d4-animate", Self.press + 3)])
        #expect(s.tile("D4", Self.press + 3)["target"]?.stringValue == "B")
        let b = Array(Self.dataA.reversed())
        for t in [0.5, 2.0] {
            let values = s.tile("D4", Self.press + 3 + t)["values"]
            for i in [0, 3, 19] {
                // The run underneath still heads for A; the new run blends from it towards B.
                let old = Self.dataA[i] * interpolating(stiffness: 2.3, damping: 0.1, 3 + t)
                let expected = old + interpolating(stiffness: 2.3, damping: 0.1, t) * (b[i] - old)
                expectClose(values?.number(i) ?? .nan, expected, 1e-6, "i = \(i)")
            }
        }
    }

    @Test("§6.11: E3, tap on item 0 from rest: 50 up at t = 0.1335 s; at 0.2 s 25.78 up with v = 0.74505")
    func e3() throws {
        let item0 = screen(tile: TileID.e3.index, Point(x: 48, y: 190)).point
        var s = try session(tap(item0, at: Self.press - 0.05))
        // The tap activates on pointer-up, at `press`.
        let half = try #require(stride(from: 0.05, through: 0.3, by: 0.0001).first { fluid(response: 0.55, dampingFraction: 0.825, $0) >= 0.5 })
        expectClose(half, 0.1335, 0.0002)
        expectClose(s.tile("E3", Self.press + 0.1335).number("dotY"), 90, 0.01)
        let state = s.tile("E3", Self.press + 0.2)
        expectClose(state.number("v"), 0.74505, 0.006)
        expectClose(state.number("v"), fluid(response: 0.55, dampingFraction: 0.825, 0.2), 1e-6)
        expectClose(state.number("dotY"), 114.22, 0.01)
        #expect(state.number("dotX") == 48)
    }

    @Test("E3: a tap on another square moves the dot, the push-down and v with one spring; the dot hops every tap")
    func e3Move() throws {
        var s = try session([act("e3-item-3", Self.press), act("e3-item-3", Self.press + 3)])
        for t in [0.1, 0.3, 0.6] {
            let x = fluid(response: 0.55, dampingFraction: 0.825, t)
            let state = s.tile("E3", Self.press + t)
            expectClose(state.number("sel"), 3 * x, 1e-6)
            expectClose(state.number("dotX"), 48 + 76 * 3 * x, 1e-4)
            expectClose(state.number("itemTops", 0), 160 - 10 * x, 1e-6)
            expectClose(state.number("itemTops", 3), 150 + 10 * x, 1e-6)
            let sv = sin(Double.pi * x)
            expectClose(state.number("dotY"), 140 - 50 * sv * sv, 1e-4)
        }
        // Tapping the selected square again: v goes 1 → 2, the dot hops in place.
        let v2 = 1 + fluid(response: 0.55, dampingFraction: 0.825, 0.2)
        let again = s.tile("E3", Self.press + 3.2)
        expectClose(again.number("v"), v2, 1e-6)
        expectClose(again.number("dotX"), 48 + 76 * 3, 1e-6)
        expectClose(again.number("dotY"), 140 - 50 * pow(sin(Double.pi * v2), 2), 1e-4)
    }
}
