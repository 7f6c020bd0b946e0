import Drawing
import Geometry
import Testing
import ZoetropeTestSupport
@testable import EventDetails
@testable import Stage

/// Canonical-JSON frames at key moments, compared with `__Snapshots__/SnapshotTests/` (record
/// with `ZOETROPE_RECORD=1`).
@Suite("Frame snapshots")
struct SnapshotTests {
    static let moments: [(name: String, events: [SceneEvent], time: Double)] = [
        ("list", [], 0),
        ("chips-swinging-in", [action("toggle-filter", at: 0)], 0.15),
        ("filtering-basketball", [action("toggle-filter", at: 0), action("toggle-basketball", at: 1)], 1.2),
        ("details-expanded", [action("open-first", at: 0)], 0.5),
        ("details-collapsing", [action("open-first", at: 0), action("collapse", at: 1)], 1.175),
        ("details-collapsed", [action("open-first", at: 0), action("collapse", at: 1)], 2),
    ]

    @Test("frames match their references", arguments: moments.map(\.name))
    func frames(name: String) throws {
        let moment = try #require(Self.moments.first { $0.name == name })
        var s = try session(moment.events)
        let json = s.frame(at: SceneTime(seconds: moment.time)).canonicalJSON()
        Snapshot.assertMatches(json, named: "\(name).json")
        #expect(try Frame(canonicalJSON: json).canonicalJSON() == json)
    }
}
