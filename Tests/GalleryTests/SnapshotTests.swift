import Drawing
import Geometry
import Stage
import Testing
import ZoetropeTestSupport
@testable import Gallery

/// Canonical-JSON frames of the whole gallery at a few moments of one session in which every
/// tile is triggered, compared with the references in `__Snapshots__/SnapshotTests/` (record
/// with `ZOETROPE_RECORD=1`). Each reference is also decoded and checked for what it must show,
/// so a wrong recording cannot pass unnoticed.
@Suite("Gallery snapshots")
struct SnapshotTests {
    /// Every tile's main control at 0.5 s (A5, E4 and E5 run from 0 by themselves).
    static func events() -> [SceneEvent] {
        ["a1-move", "a2-play", "a3-move", "a4-move", "b1-animate", "b2-plus", "b3-animate", "b4-animate", "b5-animate",
         "c1-move", "c2-rotate", "d1-tap-me", "d2-morph", "d3-animate", "d4-animate", "e1-shake", "e2-skew", "e3-item-2",
         "f1-animate", "f2-animate", "f3-animate"].map { act($0, 0.5) }
    }

    static let moments: [(name: String, t: Double)] = [("start", 0), ("moving", 0.7), ("settling", 1.5)]

    @Test("canonical JSON frames of the whole gallery match their references", arguments: moments.map(\.name))
    func frames(name: String) throws {
        var s = try session(Self.events())
        let t = try #require(Self.moments.first { $0.name == name }).t
        let json = s.frame(at: SceneTime(seconds: t)).canonicalJSON()
        Snapshot.assertMatches(json, named: "\(name).json")
        let reference = try #require(Snapshot.reference(named: "\(name).json"))
        let decoded = try Frame(canonicalJSON: reference)
        #expect(decoded.canonicalJSON() == reference, "the reference decodes to itself")
        // What the reference must show: 25 tiles with their titles, and at 0.7 s A1's blue ball
        // at 120 + 250·0.2/5 in tile space (cell 0, s = 0.4747, centred across the cell).
        let titles = draws(decoded).compactMap { d -> String? in
            if case .text(let run) = d.command, d.name?.hasSuffix("/title") == true, d.name != "header/title" { run.string } else { nil }
        }
        #expect(titles.count == TileID.allCases.count)
        if name == "moving" {
            let ball = try #require(drawnPath(decoded, "tile/A1/row/0/ball"))
            // (The reference's path points are rounded to four decimals, at s = 0.4747 the
            // ball's bounds come back within a few thousandths.)
            expectClose(ball.boundingRect.center, screen(tile: 0, Point(x: 120 + 250 * 0.2 / 5, y: 70)).point, 1e-2)
        }
    }

    @Test("the semantic state at 0.7 s matches its reference")
    func state() throws {
        var s = try session(Self.events())
        Snapshot.assertMatches(s.state(0.7).serialized(.pretty), named: "moving-state.json")
    }
}
