import Drawing
import Geometry
import Stage
import Testing
@testable import Honeycomb
import ZoetropeTestSupport

/// Canonical-JSON frames at key moments of one session, compared with the references in
/// `__Snapshots__/SnapshotTests/` (record with `ZOETROPE_RECORD=1`). Besides catching unintended
/// changes, each reference is decoded and checked for the moment it shows against the spec's
/// formulas (`Reference`), so a wrong recording cannot pass.
@Suite("Frame snapshots")
struct SnapshotTests {
    /// When the tap on Politics lifts, ms.
    static let tapUp = 2040.0

    static let moments: [(name: String, ms: Double)] = [
        ("start", 0),
        ("dragging", 450),
        ("settling", 800),
        ("inserting", tapUp + 100),
        ("centred", 5000),
    ]

    /// Check 7's slow drag from Politics (released at 600 ms, settling towards x = 137.375), then
    /// at 2000 ms a tap on Politics where it rests: C.x + 137.375 − 67.375/3 (the fish-eye pulls
    /// it in by a third of its excess).
    static func events() -> [SceneEvent] {
        gesture(FlingTests.slow) + tap(Point(x: 195 + 137.375 - 67.375 / 3, y: 406), at: 2000)
    }

    @Test("canonical JSON frames match their references", arguments: moments.map(\.name))
    func frames(name: String) throws {
        var s = try session(Self.events())
        let t = try #require(Self.moments.first { $0.name == name }).ms
        let json = s.frame(at: ms(t)).canonicalJSON()
        Snapshot.assertMatches(json, named: "\(name).json")
        #expect(try Frame(canonicalJSON: json).canonicalJSON() == json, "the reference decodes to the frame")
    }

    @Test("the semantic state while the subtopics grow matches its reference")
    func state() throws {
        var s = try session(Self.events())
        Snapshot.assertMatches(s.state(ms: Self.moments[3].ms).serialized(.pretty), named: "inserting-state.json")
    }

    /// The reference frame `name`, decoded, as draws with their effective transforms.
    static func reference(_ name: String) throws -> [DrawingTests.Draw] {
        let json = try #require(Snapshot.reference(named: "\(name).json"), "no reference \(name)")
        return DrawingTests.draws(try Frame(canonicalJSON: json))
    }

    /// The drawn disc named `bubble/<topic>` in `draws`: its centre, radius (points) and paint.
    static func disc(_ topic: String, in draws: [DrawingTests.Draw]) throws -> (centre: Point, radius: Double, paint: Paint) {
        let draw = try #require(draws.first { $0.name == "bubble/\(topic)" }, "no disc for \(topic)")
        guard case .fill(let path, let paint, _) = draw.command else { throw CancellationError() }
        let bounds = path.applying(draw.transform).boundingRect
        return (Point(x: bounds.midX, y: bounds.midY), bounds.width / 2, paint)
    }

    /// §13 for one axis: the drawn offset `o + shift` and the size for offset `o` on an axis
    /// whose half-extent is `half` (the other axis well inside).
    static func fishEye(_ o: Double, half: Double) -> (drawn: Double, size: Double) {
        let excess = max(0, abs(o) + 125 - half)
        return (o - (o > 0 ? 1 : -1) * excess / 3, max(0, 125 - 0.75 * excess))
    }

    @Test("each reference shows its moment (checked on the decoded reference, 4-decimal numbers)")
    func referencesShowTheirMoments() throws {
        guard !Snapshot.isRecording else { return }
        let purple = Paint.color(Color(hex: 0x800080)), green = Paint.color(Color(hex: 0x34C759))
        let rounding = 2e-4
        // Transforms are written with 4 decimals: a scale is off by up to 5e-5, a radius by 58.5 × that.
        let radiusRounding = 58.5 * 5e-5

        // Start: check 4 and check 5's Books.
        let start = try Self.reference("start")
        let politics0 = try Self.disc("Politics", in: start)
        #expect(isClose(politics0.centre, referenceCentre, rounding) && isClose(politics0.radius, 58.5, radiusRounding))
        #expect(politics0.paint == purple)
        let books = try Self.disc("Books", in: start)
        #expect(isClose(books.radius, 58.5 * 15.120 / 125, radiusRounding + 1e-3) && isClose(books.centre.x, 195 + 167.671, 1e-3))

        // Dragging at 450 ms: the translation is 40 (the 400 ms sample), Politics is pressed for
        // 0.45 s of the 0.5 s ease-in-out, and dimmed under its label.
        let dragging = try Self.reference("dragging")
        let politics1 = try Self.disc("Politics", in: dragging)
        let press = Reference.easeInOut(0.9)
        #expect(isClose(politics1.centre, Point(x: 235, y: 406), rounding))
        #expect(isClose(politics1.radius, 58.5 * (1 - 0.1 * press), radiusRounding))
        let i = try #require(dragging.firstIndex { $0.name == "bubble/Politics" })
        guard case .fill(_, .color(let overlay), _) = dragging[i + 1].command else { Issue.record("no overlay"); return }
        #expect(overlay.red == 0 && isClose(overlay.opacity, 0.25 * press, 0.5 / 255), "colours are stored in 8 bits")

        // Settling 0.2 s after the release: check 7's x = 60 + 0.74505 × 77.375, through the
        // fish-eye; Politics, pressed to 0.9 by 0.5 s, has been growing back for 0.2 s of 0.5.
        let o = 60 + Reference.spring(0.2) * 77.375
        let tolerance = Reference.springTolerance(travel: 77.375)
        let politics2 = try Self.disc("Politics", in: try Self.reference("settling"))
        let expected = Self.fishEye(o, half: 195)
        #expect(isClose(politics2.centre.x, 195 + expected.drawn, tolerance) && isClose(politics2.centre.y, 406, rounding))
        let unpress = 0.9 + 0.1 * Reference.easeInOut(0.4)
        #expect(isClose(politics2.radius, 58.5 * unpress * expected.size / 125, tolerance))

        // Inserting 0.1 s after the tap: Politics is green, the grid springs from 137.375 back to
        // 0, and its first subtopic (−2, 0) grows with the same spring (appear = 0.34650).
        let inserting = try Self.reference("inserting")
        let f = Reference.spring(0.1)
        let ox = 137.375 * (1 - f)
        #expect(try Self.disc("Politics", in: inserting).paint == green)
        let sub = try Self.disc("\u{2022} Politics's subtopic 1", in: inserting)
        let subX = Self.fishEye(-216.506 + ox, half: 195)
        let tol = Reference.springTolerance(travel: 137.375)
        #expect(isClose(sub.centre.x, 195 + subX.drawn, tol) && isClose(sub.centre.y, 406 - 125, rounding))
        #expect(isClose(sub.radius, 58.5 * f * subX.size / 125, 0.01))

        // Centred: Politics green at C with scale 1, its subtopics full grown, the bar at 0.2.
        let centred = try Self.reference("centred")
        let politics3 = try Self.disc("Politics", in: centred)
        #expect(isClose(politics3.centre, referenceCentre, rounding) && isClose(politics3.radius, 58.5, radiusRounding))
        let top = try Self.disc("\u{2022} Politics's subtopic 3", in: centred)
        let topSize = Self.fishEye(-250, half: 350).size
        #expect(isClose(top.radius, 58.5 * topSize / 125, radiusRounding))
        let fill = try #require(centred.first { $0.name == "progress/fill" })
        guard case .fill(let bar, _, _) = fill.command else { Issue.record("no bar"); return }
        #expect(isClose(bar.boundingRect.width, 0.2 * 342, rounding))
    }
}
