import Demo
import Foundation
import Drawing
import Geometry
import Testing
@testable import Stage
import ZoetropeTestSupport

/// A session's checkpoints are bounded (issue #43, item 2): at most `maximumCheckpoints`, dense
/// near the present and sparser with age, and nothing replay needs is lost (frames at any time
/// equal a straight run's).
@Suite("SceneSession checkpoints are bounded")
struct CheckpointBoundTests {
    /// A drag of `seconds` seconds, the pointer down and moving every 1/60 s, lifted every 10 s.
    static func longDrag(seconds: Int) -> [SceneEvent] {
        var events: [SceneEvent] = []
        var id = 0
        for frame in 0..<(seconds * 60) {
            let t = SceneTime(seconds: Double(frame) / 60 + 0.01)
            let x = 195 + 80 * cos(Double(frame) / 30), y = 422 + 80 * sin(Double(frame) / 30)
            switch frame % 600 {
            case 0:
                id += 1
                events.append(.pointer(.down, id: PointerID(id), x: x, y: y, at: t))
            case 599: events.append(.pointer(.up, id: PointerID(id), x: x, y: y, at: t))
            default: events.append(.pointer(.move, id: PointerID(id), x: x, y: y, at: t))
            }
        }
        return events
    }

    @Test("ten minutes of scene time keep at most maximumCheckpoints checkpoints, not one per second", .bug(id: "43"))
    func bounded() throws {
        var session = try SceneSession<DemoScene>()
        try session.append(contentsOf: Self.longDrag(seconds: 600))
        for second in stride(from: 0, through: 600, by: 5) { _ = session.frame(at: SceneTime(seconds: Double(second))) }
        #expect(session.checkpointCount <= SceneSession<DemoScene>.maximumCheckpoints)
        #expect(session.checkpointCount >= SceneSession<DemoScene>.maximumCheckpoints / 2)
    }

    @Test("after thinning, frames and state at any time, seeking back and forth, equal a straight run's", .bug(id: "43"))
    func replayExact() throws {
        let events = Self.longDrag(seconds: 180)
        var scrubbed = try SceneSession<DemoScene>()
        try scrubbed.append(contentsOf: events)
        _ = scrubbed.frame(at: SceneTime(seconds: 180))
        #expect(scrubbed.checkpointCount <= SceneSession<DemoScene>.maximumCheckpoints)
        for t in [3.5, 179.9, 0.6, 90.25, 12.0, 150.0, 0.0, 61.7, 178.0] {
            var straight = try SceneSession<DemoScene>()
            try straight.append(contentsOf: events)
            let time = SceneTime(seconds: t)
            #expect(scrubbed.frame(at: time) == straight.frame(at: time), "t = \(t)")
            #expect(scrubbed.state(at: time) == straight.state(at: time), "t = \(t)")
        }
    }
}
