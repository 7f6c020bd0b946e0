import Drawing
import Geometry
import Testing
import ZoetropeTestSupport
@testable import Playground
@testable import Stage

/// Canonical-JSON frames at key moments, compared with `__Snapshots__/SnapshotTests/` (record
/// with `ZOETROPE_RECORD=1`).
@Suite("Frame snapshots")
struct SnapshotTests {
    static let moments: [(name: String, events: [SceneEvent], time: Double)] = [
        ("empty", [], 0),
        ("rows-mid-flight", [action("demo-set", at: 0), action("animate", at: 0)], 0.3),
        ("editor", [action("demo-set", at: 0)] + openEditor(row: 5, at: 0), 0.1),
        ("square-scale-removal", [action("transitions-tab", at: 0), action("next-transition", at: 0),
                                  action("toggle-square", at: 0)], 0.175),
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
