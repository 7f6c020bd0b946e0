import Drawing
import SnapshotTesting
import Stage
import Testing
import ZoetropeSnapshotTesting

/// The strategies compare exactly what Drawing's encoders write, and tell a changed frame.
@Suite("Snapshotting: frames")
struct SnapshottingFrameTests {
    static func frame(at time: SceneTime) throws -> Frame {
        var session = try SceneSession<SlideScene>()
        return session.frame(at: time)
    }

    /// The text a strategy makes of `value`.
    static func text<Value>(_ value: Value, _ strategy: Snapshotting<Value, String>) -> String {
        var text = ""
        strategy.snapshot(value).run { text = $0 }
        return text
    }

    @Test("canonicalJSON is Frame.canonicalJSON(), in .json files; svg is Frame.svgDocument(), in .svg files")
    func formats() throws {
        let frame = try Self.frame(at: 0.5)
        #expect(Self.text(frame, .canonicalJSON) == frame.canonicalJSON())
        #expect(Self.text(frame, .svg) == frame.svgDocument())
        #expect(Snapshotting<Frame, String>.canonicalJSON.pathExtension == "json")
        #expect(Snapshotting<Frame, String>.svg.pathExtension == "svg")
    }

    @Test("the recorded references match")
    func references() throws {
        assertSnapshot(of: try Self.frame(at: 0.5), as: .canonicalJSON, named: "half")
        assertSnapshot(of: try Self.frame(at: 0.5), as: .svg, named: "half")
    }

    @Test("a moved square fails against the reference of the frame before, in both formats, naming the changed line")
    func changedFrameFails() throws {
        let moved = try Self.frame(at: 0.6)
        let json = try #require(verifySnapshot(of: moved, as: .canonicalJSON, named: "half", record: .never, testName: "references"))
        #expect(json.contains("50") && json.contains("60"))
        let svg = try #require(verifySnapshot(of: moved, as: .svg, named: "half", record: .never, testName: "references"))
        #expect(svg.contains("50") && svg.contains("60"))
        #expect(verifySnapshot(of: try Self.frame(at: 0.5), as: .canonicalJSON, named: "half", record: .never, testName: "references") == nil)
    }
}
