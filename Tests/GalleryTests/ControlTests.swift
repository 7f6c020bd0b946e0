import Drawing
import Geometry
import Stage
import Testing
import ZoetropeTestSupport
@testable import Gallery

/// §3.3's controls, Reset all, the actions and the semantic state's shape.
@Suite("Controls, Reset all, actions and state")
struct ControlTests {
    @Test("every tile's controls have actions; every action name is unique")
    func actions() {
        let names = GalleryScene.info.actions.map(\.name)
        #expect(Set(names).count == names.count)
        for name in ["reset-all", "a1-move", "a2-play", "a5-restart", "b2-minus", "b2-plus", "c2-rotate", "d1-tap-me",
                     "d1-animatable", "d2-morph", "e1-shake", "e2-skew", "e3-item-4", "e4-restart", "f1-content", "focus-d2", "focus-all"] {
            #expect(names.contains(name), "\(name)")
        }
    }

    @Test("the state lists every tile; the buttons are where §3.2 puts them and press their tile")
    func everyButton() throws {
        var s = try session()
        #expect(s.state(0)["tiles"]?.objectValue?.count == TileID.allCases.count)
        // One tap per tile, each its own session (a single pointer at a time).
        for tile in TileID.allCases where tile.spec.button != nil {
            var one = try session(tapTile(tile.index, buttonCentre, at: 1))
            #expect(one.tile(tile.rawValue, 1.2) != s.tile(tile.rawValue, 1.2) || tile == .a5 || tile == .e4,
                    "\(tile.rawValue)'s button changes its state")
        }
    }

    @Test("a checkbox toggles on a tap on its box or label")
    func checkbox() throws {
        var s = try session(tapTile(TileID.f1.index, Point(x: 40, y: 244), at: 1) + tapTile(TileID.d1.index, Point(x: 70, y: 244), at: 2))
        #expect(s.tile("F1", 1.5)["checkboxes"]?["content"] == .bool(false))
        #expect(s.tile("D1", 2.5)["checkboxes"]?["animatable"] == .bool(false))
    }

    @Test("Reset all returns every tile to its initial state and restarts A5, E4 and E5 at the press")
    func resetAll() throws {
        let reset = Point(x: 1280 - 16 - 48, y: 20)
        var s = try session([act("a1-move", 0.5), act("b2-plus", 0.5), act("c1-move", 0.5), act("d4-animate", 0.5)]
                            + tapTile(TileID.c2.index, Point(x: 330, y: 168), at: 0.6) + tap(reset, at: 5))
        var f = try session()
        for tile in ["A1", "B2", "C1", "C2", "D4", "F1"] {
            #expect(s.tile(tile, 5.1) == f.tile(tile, 0.1), "\(tile) is back to its initial state")
        }
        // The reset happens at the tap's pointer-up, 5.05 s.
        expectClose(s.tile("E4", 5.05 + 4.8).number("p"), 0.2, 1e-9)
        expectClose(s.tile("A5", 5.05 + 0.75).number("balls", 0, "x"), 245, 1e-9)
        #expect(s.tile("E5", 5.05 + 0.25)["greenLabel"]?.stringValue == "x = 57")
    }
}
