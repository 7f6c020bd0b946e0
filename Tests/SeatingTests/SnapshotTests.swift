import Drawing
import Geometry
import Foundation
import Testing
import ZoetropeTestSupport
@testable import Seating
@testable import Stage

/// Canonical-JSON frames at key moments, compared with the references in
/// `__Snapshots__/SnapshotTests/` (record with `ZOETROPE_RECORD=1`): appearing, the overview,
/// a selected tribune with its seats, seats chosen, and the chart rotated. Besides catching
/// unintended changes, each reference is checked for what the moment shows.
@Suite("Frame snapshots")
struct SnapshotTests {
    static let moments: [(name: String, time: Double)] = [
        ("appearing", 0.5),
        ("overview", 1.2),
        ("selected", 3.0),
        ("seats-chosen", 4.0),
        ("rotated", 6.5),
    ]

    /// Select S0-top-5 at 1.5, choose two seats at 3.5 and 3.6, zoom out at 4.5, and turn the
    /// chart by 30° with Shift + wheel at 6.
    static let events: [SceneEvent] = tap(770, 431.25, at: 1.5) + tap(435, 194, at: 3.5) + tap(285, 344, at: 3.6)
        + [.action(name: "zoom-out", time: 4.5), .wheel(dy: 300, x: 450, y: 450, modifiers: .shift, at: 6)]

    @Test("canonical JSON frames match their references", arguments: moments.map(\.name))
    func frames(name: String) throws {
        var s = try session(Self.events)
        let time = try #require(Self.moments.first { $0.name == name }).time
        let json = s.frame(at: SceneTime(seconds: time)).canonicalJSON()
        Snapshot.assertMatches(json, named: "\(name).json")
        let decoded = try Frame(canonicalJSON: json)
        #expect(decoded.canonicalJSON() == json)
    }

    @Test("each reference shows its moment")
    func referencesShowTheirMoments() throws {
        guard !Snapshot.isRecording else { return }
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/SnapshotTests")
        func reference(_ name: String) throws -> Frame {
            let data = try #require(FileManager.default.contents(atPath: directory.appendingPathComponent("\(name).json").path))
            return try Frame(canonicalJSON: String(decoding: data, as: UTF8.self))
        }
        func named(_ frame: Frame, prefix: String) -> Int { frame.operations.filter { ($0.name ?? "").hasPrefix(prefix) }.count }
        func matrix(_ frame: Frame) -> Geometry.AffineTransform? {
            frame.operations.lazy.compactMap { op -> Geometry.AffineTransform? in
                if case .setTransform(let t) = op.command, t.b != 0 { return t } else { return nil }
            }.first
        }
        // Appearing: every tribune on its own, trimmed; no seats.
        let appearing = try reference("appearing")
        #expect(named(appearing, prefix: "tribune/") == 480 && named(appearing, prefix: "seat/") == 0)
        // Overview: the batch, the resting matrix.
        let overview = try reference("overview")
        #expect(named(overview, prefix: "tribunes") == 2 && named(overview, prefix: "tribune/") == 0)
        let m = try #require(matrix(overview))
        expectClose(m.b, 1.25, 1e-3)
        expectClose(m.tx, 900, 1e-3)
        // Selected: 150 seats, 25×, the white tribune.
        let selected = try reference("selected")
        #expect(named(selected, prefix: "seat/") == 300)
        expectClose(try #require(matrix(selected)).b, 25, 1e-3)
        // Seats chosen: two green seats.
        let chosen = try reference("seats-chosen")
        let green = chosen.operations.filter {
            if case .fill(_, .color(let c), _) = $0.command, ($0.name ?? "").hasPrefix("seat/") { return c.hexRGB == "#34C759" }
            return false
        }
        #expect(green.map(\.name) == ["seat/S0-top-5/r4c7", "seat/S0-top-5/r7c10"])
        // Rotated: θ = π/2 + π/6 at 1.25×; the badge shows 2.
        let rotated = try reference("rotated")
        let r = try #require(matrix(rotated))
        expectClose(r.a, 1.25 * cos(.pi / 2 + .pi / 6), 1e-3)
        expectClose(r.b, 1.25 * sin(.pi / 2 + .pi / 6), 1e-3)
        #expect(rotated.operations.contains { op in
            if case .text(let run) = op.command, op.name == "header/count" { return run.string == "2" } else { return false }
        })
    }
}
