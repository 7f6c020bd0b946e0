import Drawing
import SnapshotTesting
import Stage
import Testing
import ZoetropeSnapshotTesting
import ZoetropeUI

/// The strategies for a view: its `ViewScene` is a scene like any other, so a session's frame
/// is snapshotted with `.canonicalJSON`/`.svg`, and the scene type with `.frames(at:)`.
@Suite("Snapshotting: a view")
struct SnapshottingViewTests {
    @Test("a view's frames: mid-slide as JSON and SVG, and three times in one reference")
    func references() throws {
        var session = try SceneSession<ViewScene<SlidingLabel_Previews>>()
        assertSnapshot(of: session.frame(at: 0.5), as: .canonicalJSON, named: "half")
        assertSnapshot(of: session.frame(at: 0.5), as: .svg, named: "half")
        assertSnapshot(of: ViewScene<SlidingLabel_Previews>.self, as: .frames(at: [0, 0.5, 1]))
    }

    @Test("a frame a little later fails against the reference, naming the moved drawing")
    func changedFrameFails() throws {
        var session = try SceneSession<ViewScene<SlidingLabel_Previews>>()
        let message = try #require(verifySnapshot(of: session.frame(at: 0.6), as: .canonicalJSON, named: "half", record: .never, testName: "references"))
        #expect(message.contains("SlidingLabel/HStack"), "\(message)")
        #expect(verifySnapshot(of: session.frame(at: 0.5), as: .canonicalJSON, named: "half", record: .never, testName: "references") == nil)
    }

    @Test("the frame is the view's: every drawing is named by its view path")
    func namedByViewPath() throws {
        var session = try SceneSession<ViewScene<SlidingLabel_Previews>>()
        let names = session.frame(at: 0.5).operations.compactMap(\.name)
        #expect(!names.isEmpty && names.allSatisfy { $0.hasPrefix("SlidingLabel") }, "\(names)")
    }
}
