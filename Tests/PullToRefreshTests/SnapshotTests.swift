import Drawing
import Foundation
import Geometry
import Testing
@testable import PullToRefresh
@testable import Stage
import ZoetropeTestSupport

/// Canonical-JSON frames at key moments of a refresh, compared with the references in
/// `__Snapshots__/SnapshotTests/` (record with `ZOETROPE_RECORD=1`). Besides catching
/// unintended changes, each reference is checked for the moment it shows.
@Suite("Frame snapshots")
struct SnapshotTests {
    /// When the refresh of `events()` starts: tick 41.
    static let start = 41.0 / 60

    static let moments: [(name: String, time: Double)] = [
        ("start", 0),
        ("roll-in-surge", 10.0 / 60 + 0.26),
        ("jump-midpoint", start + 0.175),
        ("jump-bottom", start + 0.35),
        ("returning", start + 5.15),
        ("roll-out", start + 5.3 + 0.5),
        ("scrolled", 8.5),
    ]

    /// A pull to c = 60 on tick 10 (the roll-in), then to 120 on tick 40 (the refresh starts on
    /// tick 41), released on tick 50 (so c is back near 0 during the refresh), and a wheel
    /// scroll at 8.4 s.
    static func events() -> [SceneEvent] {
        scriptedDrag(start: 5, pulls: [(10, 60), (40, 120)], release: 50) + [.wheel(dy: 300, x: 195, y: 400, at: 8.4)]
    }

    @Test("canonical JSON frames match their references", arguments: moments.map(\.name))
    func frames(name: String) throws {
        var s = try session(Self.events())
        let time = try #require(Self.moments.first { $0.name == name }).time
        let json = s.frame(at: SceneTime(seconds: time)).canonicalJSON()
        Snapshot.assertMatches(json, named: "\(name).json")
        // The reference decodes to the frame itself (canonical JSON round trip).
        let decoded = try Frame(canonicalJSON: json)
        #expect(decoded.canonicalJSON() == json)
    }

    @Test("each reference shows its moment: the ball where the spec puts it (checked on the decoded reference)")
    func referencesShowTheirMoments() throws {
        guard !Snapshot.isRecording else { return }
        var s = try session(Self.events())
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/SnapshotTests")
        func reference(_ name: String) throws -> Frame {
            let data = try #require(FileManager.default.contents(atPath: directory.appendingPathComponent("\(name).json").path))
            return try Frame(canonicalJSON: String(decoding: data, as: UTF8.self))
        }
        func ballBounds(_ frame: Frame) throws -> Rect {
            let ball = try #require(FrameReader.draw(named: "ball", in: frame))
            guard case .fill(let disc, _, _) = ball.command else { throw CancellationError() }
            return disc.applying(ball.transform).boundingRect
        }
        func origin(_ t: Double) -> Double { s.sceneState(at: SceneTime(seconds: t)).number("contentOrigin") }

        #expect(close(try ballBounds(reference("start")).maxX, 0, 1e-3))
        let surge = try ballBounds(reference("roll-in-surge"))
        #expect(close(surge.midX, 195 - 216 * (1 - 0.6 * Reference.rollIn(0.26)), 1e-3))
        let tOn = Self.start
        // Squash scales about the bottom: the bottom of the ball box is its centre + 21.
        #expect(close(try ballBounds(reference("jump-midpoint")).maxY, origin(tOn + 0.175) + 42 + 21, 0.01))
        let bottom = try ballBounds(reference("jump-bottom"))
        #expect(close(bottom.maxY, origin(tOn + 0.35) + 113, 0.01) && close(bottom.width, 42 / 0.85, 0.01))
        #expect(FrameReader.draw(named: "ball/shadow", in: try reference("returning")) == nil)
        #expect(close(try ballBounds(reference("roll-out")).midX, 317.99, 0.05))
        let scrolled = try reference("scrolled")
        #expect(FrameReader.draw(named: "header/fill", in: scrolled) != nil)
        #expect(close(try #require(FrameReader.draw(named: "list/row/1", in: scrolled)).transform.ty, 96 - 300 + 16 + 214, 1e-3))
    }

    @Test("the soft-shadow variant at the jump's bottom matches its reference")
    func softShadows() throws {
        var s = try session([.set(name: "softShadows", value: .bool(true), time: 0)] + Self.events())
        Snapshot.assertMatches(s.frame(at: SceneTime(seconds: Self.start + 0.35)).canonicalJSON(), named: "jump-bottom-soft.json")
    }

    @Test("the semantic state at the jump's bottom matches its reference")
    func state() throws {
        var s = try session(Self.events())
        Snapshot.assertMatches(s.state(at: SceneTime(seconds: Self.start + 0.35)).serialized(.pretty), named: "jump-bottom-state.json")
    }
}
