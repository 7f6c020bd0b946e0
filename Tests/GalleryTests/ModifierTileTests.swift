import Curves
import Drawing
import Geometry
import Stage
import Testing
import ZoetropeTestSupport
@testable import Gallery

/// The animatable-modifier tiles F1–F3 (§2.5, §2.7, §4).
@Suite("F tiles: animatable modifiers and colour mixing")
struct ModifierTileTests {
    static let press = 0.5

    /// `mix(c1, c2, p)` per channel, as 8-bit hex (§2.5; round half up).
    static func mixHex(_ c1: UInt32, _ c2: UInt32, _ p: Double) -> String {
        var out = "#"
        for shift in [16, 8, 0] {
            let a = Double((c1 >> UInt32(shift)) & 0xFF) / 255, b = Double((c2 >> UInt32(shift)) & 0xFF) / 255
            let v = Int((255 * (a + (b - a) * p)).rounded(.toNearestOrAwayFromZero))
            out += String(v, radix: 16, uppercase: true).count == 1 ? "0" + String(v, radix: 16, uppercase: true) : String(v, radix: 16, uppercase: true)
        }
        return out
    }

    @Test("§6.14: F1 reads 25 %, 50 %, 75 % at 0.5, 1, 1.5 s with the line ending at 112.5, 200, 287.5")
    func progress() throws {
        var f = try focusedSession("F1", [act("f1-animate", Self.press)])
        for (t, label, end) in [(0.5, "25 %", 112.5), (1.0, "50 %", 200.0), (1.5, "75 %", 287.5)] {
            let state = f.tile("F1", Self.press + t)
            #expect(state["label"]?.stringValue == label)
            expectClose(state.number("lineEnd"), end, 1e-9)
            let line = try #require(drawnPath(f.frame(at: SceneTime(seconds: Self.press + t)), "tile/F1/line"))
            expectClose(points(of: line).last, Point(x: end, y: 70 + 40), 1e-9)
        }
        let d = try #require(draws(f.frame(at: SceneTime(seconds: Self.press + 1))).first { $0.name == "tile/F1/line" })
        if case .stroke(_, _, let style) = d.command {
            #expect(style.dash == [6, 3] && style.dashPhase == 10 && style.lineWidth == 10 && style.lineCap == .butt)
        } else { Issue.record("not a stroke") }
        #expect(f.tile("F1", Self.press + 2.5)["label"]?.stringValue == "100 %")
    }

    @Test("F1: \"content\" hides the green rectangle, the modifier's line and label stay")
    func content() throws {
        var s = try session([act("f1-content", 1)])
        let before = Set(draws(s.frame(at: 0.5)).compactMap(\.name)), after = Set(draws(s.frame(at: 1.5)).compactMap(\.name))
        #expect(before.contains("tile/F1/content") && !after.contains("tile/F1/content"))
        #expect(after.contains("tile/F1/line") && after.contains("tile/F1/label"))
    }

    @Test("§6.15: F2's text is #800080 at 1 s and #BF0040 at 0.5 s; it mixes linearly over 2 s",
          arguments: [0.25, 0.5, 0.77, 1.0, 1.6])
    func textColour(t: Double) throws {
        var s = try session([act("f2-animate", Self.press)])
        let hex = s.tile("F2", Self.press + t)["color"]?.stringValue
        #expect(hex == Self.mixHex(0xFF0000, 0x0000FF, t / 2))
        if t == 1 { #expect(hex == "#800080") }
        if t == 0.5 { #expect(hex == "#BF0040") }
    }

    @Test("§6.15: F3's stops at 1 s are #800080, #80FF00, #808000; at 0.5 s #4000BF, #40FF00, #BF4000")
    func gradient() throws {
        var f = try focusedSession("F3", [act("f3-animate", Self.press)])
        let at1 = f.tile("F3", Self.press + 1)["stops"]?.arrayValue?.compactMap(\.stringValue)
        #expect(at1 == ["#800080", "#80FF00", "#808000"])
        let half = f.tile("F3", Self.press + 0.5)["stops"]?.arrayValue?.compactMap(\.stringValue)
        #expect(half == ["#4000BF", "#40FF00", "#BF4000"])
        let d = try #require(draws(f.frame(at: SceneTime(seconds: Self.press + 1))).first { $0.name == "tile/F3/shape" })
        guard case .fill(let path, .linearGradient(let g, let start, let end), _) = d.command else { Issue.record("no gradient"); return }
        #expect(start == Point(x: 100, y: 40) && end == Point(x: 300, y: 240))
        #expect(g.stops.map(\.location) == [0, 0.5, 1])
        #expect(g.stops.map(\.color.hexRGB) == ["#800080", "#80FF00", "#808000"])
        expectClose(path.applying(d.transform).boundingRect, Rect(x: 100, y: 80, width: 200, height: 200), 1e-9)
    }

    @Test("the colour mixer works for greys, white and black (RGBA throughout, §2.5's fix)")
    func greys() {
        let mid = ColorMixer.mix(Color(white: 0), Color(white: 1, opacity: 0.5), 0.5)
        #expect(mid == Color(red: 0.5, green: 0.5, blue: 0.5, opacity: 0.75))
    }
}
