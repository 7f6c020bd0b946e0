import Drawing
import Geometry
import Stage
import Testing
import ZoetropeTestSupport
@testable import Gallery

/// §3.1: the grid fit, the cells, focus mode and the pointer mapping.
@Suite("Page layout")
struct LayoutTests {
    /// §6.1's grid fits, and two more viewports, with 25 tiles (B6, #42) in ⌈25 / c⌉ rows.
    static let fits: [(w: Double, h: Double, columns: Int, cellW: Double, cellH: Double, s: Double)] = [
        (1280, 800, 5, 246.4, 142.4, 0.4747),
        (390, 844, 3, 119.33, 80.44, 0.2681),
        (1920, 1080, 7, 265.14, 250, 0.6629),
    ]

    @Test("§6.1: the column count maximises s; cells and scale as the spec computes them", arguments: fits.indices)
    func gridFit(index: Int) throws {
        let f = Self.fits[index]
        var s = try session(viewport: Size(width: f.w, height: f.h))
        let layout = s.state(0)["layout"]
        #expect(layout?.number("columns") == Double(f.columns))
        #expect(layout?.number("rows") == Double((TileID.allCases.count + f.columns - 1) / f.columns))
        expectClose(layout?.number("cellWidth") ?? .nan, f.cellW, 0.01)
        expectClose(layout?.number("cellHeight") ?? .nan, f.cellH, 0.01)
        expectClose(layout?.number("scale") ?? .nan, f.s, 0.0001)
    }

    @Test("below 1100 points wide: one tile at a time, full width, Previous and Next in a bar (#42)",
          .bug(id: 42, "at a phone viewport the 24-tile grid drew at 0.3 ×, text about 4 points"))
    func paged() throws {
        let phone = Size(width: 390, height: 844)
        var s = try session(viewport: phone)
        let state = s.state(0)
        #expect(state["layout"]?["paged"] == true)
        #expect(state["shown"] == "A1")
        let frame = s.frame(at: 0)
        let names = Set(draws(frame).compactMap(\.name))
        #expect(names.contains("tile/A1/background") && !names.contains("tile/A2/background"))
        #expect(names.isSuperset(of: ["pager/bar", "pager/previous", "pager/next", "pager/position"]))
        // The tile fills the width between the header and the 56-point bar, at 390/400.
        expectClose(try #require(drawnPath(frame, "tile/A1/background")).boundingRect,
                    Rect(x: 0, y: 40, width: 390, height: 844 - 40 - 56), 1e-9)
        expectClose(state.number("layout", "focusScale"), 390.0 / 400, 1e-12)
        // Next twice then Previous shows A2; Previous from A1 wraps to F3; a tap on Next pages too.
        var paging = try session([act("next-tile", 0.1), act("next-tile", 0.2), act("previous-tile", 0.3)], viewport: phone)
        #expect(paging.state(0.4)["shown"] == "A2")
        var wrap = try session([act("previous-tile", 0.1)], viewport: phone)
        #expect(wrap.state(0.2)["shown"] == "F3")
        var tapped = try session(tap(Point(x: 390 - 16 - 56, y: 844 - 28), at: 0.1), viewport: phone)
        #expect(tapped.state(0.2)["shown"] == "A2")
        // A tap on the shown tile's title does not leave it.
        var title = try session(tap(Point(x: 100, y: 40 + 10), at: 0.1), viewport: phone)
        #expect(title.state(0.2)["shown"] == "A1")
        // From 1100 points wide, §3.1's grid.
        var grid = try session(viewport: Size(width: 1100, height: 800))
        #expect(grid.state(0)["layout"]?["paged"] == false)
        #expect(grid.state(0)["shown"] == .null)
    }

    @Test("a tie between column counts takes the smaller count")
    func tie() throws {
        // 320 × 1088: c = 2 is height-bound, (1088 − 40 − 8·14)/13/300 = 0.24; c = 3 is
        // width-bound, (320 − 8·4)/3/400 = 0.24; every other count scores less.
        var s = try session(viewport: Size(width: 320, height: 1088))
        #expect(s.state(0).number("layout", "columns") == 2)
        expectClose(s.state(0).number("layout", "scale"), 0.24, 1e-12)
    }

    @Test("cells are row-major from (g, 40 + g) with pitch cell + g; tiles are centred in them")
    func cells() throws {
        var s = try session()
        let frame = s.frame(at: 0)
        // 1280 × 800: 5 columns of 246.4 × 142.4 at s = 142.4/300, centred horizontally.
        let cellW = 246.4, cellH = 142.4, scale = cellH / 300
        for tile in TileID.allCases {
            let path = try #require(drawnPath(frame, "tile/\(tile.rawValue)/background"))
            let i = tile.index % 5, j = tile.index / 5
            let x = 8 + Double(i) * (cellW + 8), y = 48 + Double(j) * (cellH + 8)
            expectClose(path.boundingRect, Rect(x: x, y: y, width: cellW, height: cellH), 1e-9)
            // The title strip spans tile x 0…400, y 0…28, centred horizontally in the cell.
            let strip = try #require(drawnPath(frame, "tile/\(tile.rawValue)/title-strip"))
            expectClose(strip.boundingRect, Rect(x: x + (cellW - 400 * scale) / 2, y: y, width: 400 * scale, height: 28 * scale), 1e-9)
        }
    }

    @Test("the header: title at x = 16, Reset all 96 × 28 right-aligned 16 from the edge")
    func header() throws {
        var s = try session()
        let d = draws(s.frame(at: 0))
        let title = try #require(d.first { $0.name == "header/title" })
        guard case .text(let run) = title.command else { Issue.record("not text"); return }
        #expect(run.string == "Effects gallery" && run.position == Point(x: 16, y: 20) && run.alignment == .leading)
        #expect(run.font.size == 17 && run.font.weight == .semibold)
        let reset = try #require(drawnPath(s.frame(at: 0), "header/reset"))
        expectClose(reset.boundingRect, Rect(x: 1280 - 16 - 96, y: 6, width: 96, height: 28), 1e-9)
    }

    @Test("a tap on a title strip focuses that tile at s = min(W/400, (H − 40)/300), centred; another tap returns")
    func focus() throws {
        let titleStrip = screen(tile: TileID.d2.index, Point(x: 200, y: 14)).point
        var s = try session(tap(titleStrip, at: 1))
        #expect(s.state(1.2)["focused"]?.stringValue == "D2")
        expectClose(s.state(1.2).number("layout", "focusScale"), min(1280.0 / 400, 760.0 / 300), 1e-12)
        let frame = s.frame(at: 1.2)
        let names = Set(draws(frame).compactMap(\.name))
        #expect(names.contains("tile/D2/polygon"))
        #expect(!names.contains { $0.hasPrefix("tile/A1/") }, "other tiles are hidden")
        // Focus area 1280 × 760 below the header; s = 2.5333; tile 1013.3 × 760 centred.
        let sFocus = 760.0 / 300
        let strip = try #require(drawnPath(frame, "tile/D2/title-strip"))
        expectClose(strip.boundingRect, Rect(x: (1280 - 400 * sFocus) / 2, y: 40, width: 400 * sFocus, height: 28 * sFocus), 1e-9)
        // Tap the focused title strip again: back to the grid.
        try s.append(contentsOf: tap(Point(x: 640, y: 40 + 14 * sFocus), at: 2))
        #expect(s.state(2.2)["focused"] == .null)
    }

    @Test("the tile parameter focuses a tile (deep link or set event); \"all\" returns to the grid")
    func tileParameter() throws {
        var s = try session([.set(name: "tile", value: .string("E4"), time: .zero),
                             .set(name: "tile", value: .string("all"), time: SceneTime(seconds: 3))])
        #expect(s.state(1)["focused"]?.stringValue == "E4")
        #expect(s.state(3)["focused"] == .null)
        #expect(GalleryScene.info.parameter(named: "tile") != nil)
    }

    @Test("hidden tiles keep running while another is focused")
    func hiddenTilesRun() throws {
        var s = try session([act("a1-move", 0), act("focus-e4", 0.1)])
        expectClose(s.tile("A1", 1).number("balls", 0, "x"), 170, 1e-9)
    }

    @Test("a press that moves more than 10 screen points does not activate; within 10 it does")
    func slop() throws {
        let p = screen(tile: TileID.a1.index, buttonCentre).point
        let far: [SceneEvent] = [
            .pointer(.down, id: 1, x: p.x, y: p.y, at: 1), .pointer(.move, id: 1, x: p.x + 11, y: p.y, at: 1.05),
            .pointer(.up, id: 1, x: p.x, y: p.y, at: 1.1),
        ]
        var s = try session(far)
        #expect(s.tile("A1", 2)["flag"] == .bool(false))
        let near: [SceneEvent] = [
            .pointer(.down, id: 1, x: p.x, y: p.y, at: 1), .pointer(.move, id: 1, x: p.x + 6, y: p.y + 6, at: 1.05),
            .pointer(.up, id: 1, x: p.x + 6, y: p.y + 6, at: 1.1),
        ]
        s = try session(near)
        #expect(s.tile("A1", 2)["flag"] == .bool(true))
    }

    @Test("only the primary pointer is used: a second finger's tap while the first is down does nothing")
    func primaryOnly() throws {
        let a1 = screen(tile: TileID.a1.index, buttonCentre).point
        let b4 = screen(tile: TileID.b4.index, buttonCentre).point
        var s = try session([
            .pointer(.down, id: 1, x: a1.x, y: a1.y, at: 1, kind: .touch),
            .pointer(.down, id: 2, x: b4.x, y: b4.y, at: 1.01, kind: .touch),
            .pointer(.up, id: 2, x: b4.x, y: b4.y, at: 1.02, kind: .touch),
            .pointer(.up, id: 1, x: a1.x, y: a1.y, at: 1.05, kind: .touch),
        ])
        #expect(s.tile("A1", 2)["flag"] == .bool(true))
        #expect(s.tile("B4", 2)["flag"] == .bool(false))
    }

    @Test("the button draws #0062CC while pressed, #007AFF otherwise")
    func pressedButton() throws {
        let p = screen(tile: TileID.b1.index, buttonCentre).point
        var s = try session([.pointer(.down, id: 1, x: p.x, y: p.y, at: 1), .pointer(.up, id: 1, x: p.x, y: p.y, at: 1.2)])
        func fill(_ t: Double) -> Paint? {
            draws(s.frame(at: SceneTime(seconds: t))).first { $0.name == "tile/B1/button" }.flatMap {
                if case .fill(_, let paint, _) = $0.command { paint } else { nil }
            }
        }
        #expect(fill(1.1) == .color(Color(hex: 0x0062CC)))
        #expect(fill(1.3) == .color(Color(hex: 0x007AFF)))
    }
}
