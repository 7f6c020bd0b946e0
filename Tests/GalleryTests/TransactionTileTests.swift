import Curves
import Drawing
import Geometry
import Stage
import Testing
import ZoetropeTestSupport
@testable import Gallery

/// The B tiles (§4 B1–B5) against §2.3's implicit / explicit / binding rules, and retargeting:
/// a new animation starts from the presented value; a curve combines with the run underneath
/// (`r = r_old + f_new·(target − r_old)`, Curves' rule).
@Suite("B tiles: implicit, explicit, binding, chained declarations, retargeting")
struct TransactionTileTests {
    static let press = 0.5
    /// The chapter-era default: easeInOut 0.35 s.
    static func chapterDefault(_ t: Double) -> Double { TestBezier.easeInOut(t / 0.35) }

    /// The 8-bit hex of a colour mixed per channel (§1 conventions: round(255·c), halves up).
    static func hex(_ c1: (Double, Double, Double), _ c2: (Double, Double, Double), _ p: Double) -> String {
        func byte(_ a: Double, _ b: Double) -> String {
            let v = Int((255 * ((a + (b - a) * p) / 255)).rounded(.toNearestOrAwayFromZero))
            let digits = Array("0123456789ABCDEF")
            return String([digits[v / 16], digits[v % 16]])
        }
        return "#" + byte(c1.0, c2.0) + byte(c1.1, c2.1) + byte(c1.2, c2.2)
    }

    @Test("§6.15: B1's disc is #805B98 at t = 0.175 s; scale, x and fill follow the default easeInOut 0.35 s",
          arguments: [0.05, 0.1, 0.175, 0.25, 0.34, 0.4])
    func b1(t: Double) throws {
        var s = try session([act("b1-animate", Self.press)])
        let p = Self.chapterDefault(t), state = s.tile("B1", Self.press + t)
        expectClose(state.number("labelScale"), 1 + 0.5 * p, 1e-6)
        expectClose(state.number("discX"), 80 + 240 * p, 1e-6)
        // Each 8-bit channel is round(255·c) of the per-channel mix; at p = 0.5 the red channel is
        // 127.5 exactly, so it may land on either side by float noise in p (#805B98 or #7F5B98).
        let hex = try #require(state["discFill"]?.stringValue)
        let bytes = stride(from: 1, to: 7, by: 2).map { Int(hex.dropFirst($0).prefix(2), radix: 16) ?? -1 }
        for (channel, (a, b)) in zip(bytes, [(0xFF, 0x00), (0x3B, 0x7A), (0x30, 0xFF)]) {
            #expect(abs(Double(channel) - (Double(a) + Double(b - a) * p)) <= 0.5 + 1e-6, "\(hex) at p = \(p)")
        }
        if t == 0.175 { #expect(Self.hex((0xFF, 0x3B, 0x30), (0x00, 0x7A, 0xFF), 0.5) == "#805B98", "§6.15 at exactly p = 0.5") }
    }

    @Test("B1 retargets: a second toggle mid-flight starts from the presented value and combines")
    func b1Retarget() throws {
        let second = Self.press + 0.2
        var s = try session([act("b1-animate", Self.press), act("b1-animate", second)])
        let before = s.tile("B1", second - 1e-6).number("discX")
        expectClose(s.tile("B1", second).number("discX"), before, 0.01, "continuous at the retarget")
        for t in [0.05, 0.1, 0.2, 0.3] {
            let old = 80 + 240 * Self.chapterDefault(0.2 + t)
            let expected = old + Self.chapterDefault(t) * (80 - old)
            expectClose(s.tile("B1", second + t).number("discX"), expected, 1e-6, "t = \(t)")
        }
        expectClose(s.tile("B1", second + 0.36).number("discX"), 80, 1e-9)
    }

    @Test("B2: each stepper write is a linear 2 s transaction on f; retargeting combines")
    func b2() throws {
        var s = try session([act("b2-plus", Self.press), act("b2-plus", Self.press + 1)])
        expectClose(s.tile("B2", Self.press + 0.5).number("scale"), 1.25, 1e-9)
        expectClose(s.tile("B2", Self.press + 1).number("scale"), 1.5, 1e-9)
        // Second run from 1.5 → 3 over the first run's remaining 1 → 2: r_old + f·(3 − r_old).
        let old = 1 + 1.5 / 2, f = 0.5 / 2
        expectClose(s.tile("B2", Self.press + 1.5).number("scale"), old + f * (3 - old), 1e-9)
        #expect(s.tile("B2", Self.press + 1.5).number("f") == 3)
        expectClose(s.tile("B2", Self.press + 3.1).number("scale"), 3, 1e-9)
    }

    @Test("B2: the stepper stops at 1 and 10 and its bound button is drawn at 40 % and ignores taps")
    func b2Bounds() throws {
        let minus = screen(tile: TileID.b2.index, Point(x: 170, y: 278)).point
        let plus = screen(tile: TileID.b2.index, Point(x: 230, y: 278)).point
        var events = tap(minus, at: 0.1)
        for k in 0..<12 { events += tap(plus, at: 0.2 + 0.1 * Double(k)) }
        var s = try session(events)
        #expect(s.tile("B2", 0.15).number("f") == 1, "− at 1 does nothing")
        #expect(s.tile("B2", 2).number("f") == 10, "+ stops at 10")
        let frame = s.frame(at: 2)
        let ops = frame.operations
        let plusIndex = try #require(ops.firstIndex { $0.name == "tile/B2/stepper/plus" })
        let lastOpacity = ops[..<plusIndex].last { if case .setOpacity = $0.command { true } else { false } }
        #expect(lastOpacity?.command == .setOpacity(0.4))
        #expect(s.tile("B2", 2)["stepper"] == .number(10))
    }

    @Test("§6.5: B3 at t = 2.5: main 28.38° and ×2.25, B 28.38°, C already 90°")
    func b3() throws {
        var s = try session([act("b3-animate", Self.press)])
        let state = s.tile("B3", Self.press + 2.5)
        expectClose(state.number("mainRotation"), 28.38, 0.005)
        expectClose(state.number("mainRotation"), 90 * TestBezier.easeIn(0.5), 1e-6)
        expectClose(state.number("mainScale"), 2.25, 1e-9)
        expectClose(state.number("rotationB"), 90 * TestBezier.easeIn(0.5), 1e-6)
        #expect(state.number("rotationC") == 90)
        #expect(s.tile("B3", Self.press).number("rotationC") == 90, "C jumps at the press")
        expectClose(s.tile("B3", Self.press + 4).number("mainScale"), 2.5, 1e-9)
    }

    @Test("B4: one explicit linear 3 s transaction moves both; a second toggle at 1.5 s retargets both")
    func b4() throws {
        var s = try session([act("b4-animate", Self.press), act("b4-animate", Self.press + 1.5)])
        expectClose(s.tile("B4", Self.press + 1.5).number("scale"), 1.25, 1e-9)
        expectClose(s.tile("B4", Self.press + 1.5).number("discX"), 200, 1e-9)
        for t in [0.5, 1.0, 1.4] {
            let old = 80 + 240 * min(1, (1.5 + t) / 3), f = t / 3
            expectClose(s.tile("B4", Self.press + 1.5 + t).number("discX"), old + f * (80 - old), 1e-9)
            let oldScale = 1 + 0.5 * min(1, (1.5 + t) / 3)
            expectClose(s.tile("B4", Self.press + 1.5 + t).number("scale"), oldScale + f * (1 - oldScale), 1e-9)
        }
        expectClose(s.tile("B4", Self.press + 4.6).number("discX"), 80, 1e-9)
    }

    @Test("B5: the orange disc's implicit easeIn 1.5 s beats the explicit linear 3 s; the blue disc takes 3 s")
    func b5() throws {
        var s = try session([act("b5-animate", Self.press)])
        for t in [0.3, 0.75, 1.2, 1.5, 2.0, 2.9] {
            let state = s.tile("B5", Self.press + t)
            expectClose(state.number("blueY"), 60 + 80 * t / 3, 1e-9)
            expectClose(state.number("orangeY"), 60 + 160 * TestBezier.easeIn(t / 1.5), 1e-6)
        }
        #expect(s.tile("B5", Self.press + 1.5).number("orangeY") == 220)
    }

    @Test("B5 retargets: toggled back at 1 s, each disc returns with its own animation from where it is")
    func b5Retarget() throws {
        var s = try session([act("b5-animate", Self.press), act("b5-animate", Self.press + 1)])
        for t in [0.2, 0.7, 1.2] {
            let oldBlue = 60 + 80 * min(1, (1 + t) / 3)
            expectClose(s.tile("B5", Self.press + 1 + t).number("blueY"), oldBlue + t / 3 * (60 - oldBlue), 1e-9)
            let oldOrange = 60 + 160 * TestBezier.easeIn(min(1, (1 + t) / 1.5))
            expectClose(s.tile("B5", Self.press + 1 + t).number("orangeY"),
                        oldOrange + TestBezier.easeIn(t / 1.5) * (60 - oldOrange), 1e-6)
        }
    }

    @Test("B6: a tap on the switch flips showDetails through its binding's easeInOut 0.35 s; knob, chevron and card follow",
          .bug(id: 42, "the chapter's Toggle binding demo had no tile"))
    func toggleBinding() throws {
        // The switch row is tile y 60…104; at scale 1 the tile's origin is (0, 40).
        var s = try focusedSession("B6", tap(Point(x: 330, y: 40 + 82), at: 1))
        #expect(s.tile("B6", 0.5)["showDetails"] == false)
        #expect(s.tile("B6", 1.2)["showDetails"] == true)
        let mid = s.tile("B6", 1.05 + 0.175).number("progress")
        expectClose(mid, 0.5, 1e-9)   // easeInOut is symmetric: half-way at half the time
        #expect(s.tile("B6", 1.05 + 0.35).number("progress") == 1)
        let closed = Set(draws(s.frame(at: SceneTime(seconds: 0.5))).compactMap(\.name))
        #expect(closed.contains("tile/B6/switch/knob") && !closed.contains("tile/B6/details"))
        let open = draws(s.frame(at: SceneTime(seconds: 2)))
        #expect(open.contains { $0.name == "tile/B6/details" })
        // The action flips it back with the same animation.
        var again = try focusedSession("B6", [act("b6-item-0", 1), act("b6-item-0", 2)])
        #expect(again.tile("B6", 1.5)["showDetails"] == true)
        #expect(again.tile("B6", 2.5).number("progress") == 0)
    }
}
