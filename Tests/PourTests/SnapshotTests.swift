import Drawing
import Geometry
import Stage
import Testing
import ZoetropeTestSupport
@testable import Pour

/// Canonical-JSON frames at key moments of the pour, compared with the references in
/// `__Snapshots__/SnapshotTests/` (record with `ZOETROPE_RECORD=1`). The mid-pour moments use a
/// 200 × 200 viewport so that a reference holds ~190 drops rather than ~750. Besides catching
/// unintended changes, each reference is decoded and checked for the moment it shows.
@Suite("Frame snapshots")
struct SnapshotTests {
    struct Moment: CustomStringConvertible, Sendable {
        var name: String
        var viewport: Size
        var time: Double
        var events: [SceneEvent] = []
        var description: String { name }
    }

    static let small = Size(width: 200, height: 200)
    static let moments: [Moment] = [
        Moment(name: "start", viewport: referenceViewport, time: 0),
        Moment(name: "first-drops", viewport: referenceViewport, time: 0.05),
        Moment(name: "crest-enters", viewport: small, time: 1.2),
        Moment(name: "half-risen", viewport: small, time: 4.0),
        Moment(name: "covered", viewport: referenceViewport, time: 7.0),
        Moment(name: "dots", viewport: small, time: 0.1, events: [.set(name: "particleShape", value: .string("dot"), time: at(0))]),
        Moment(name: "card", viewport: referenceViewport, time: 0.02, events: [.set(name: "card", value: .bool(true), time: at(0))]),
    ]

    func frame(_ m: Moment) throws -> Frame {
        var s = try session(m.events, viewport: m.viewport)
        return s.frame(at: at(m.time))
    }

    @Test("canonical JSON frames match their references", arguments: moments)
    func frames(moment: Moment) throws {
        let json = try frame(moment).canonicalJSON()
        Snapshot.assertMatches(json, named: "\(moment.name).json")
        let decoded = try Frame(canonicalJSON: json)
        #expect(decoded.canonicalJSON() == json)
    }

    @Test("each reference shows its moment (checked on the decoded reference)")
    func referencesShowTheirMoments() throws {
        guard !Snapshot.isRecording else { return }
        func reference(_ name: String) throws -> Frame {
            try Frame(canonicalJSON: #require(Snapshot.reference(named: "\(name).json")))
        }
        func names(_ f: Frame) -> [String] { f.operations.compactMap(\.name) }
        func drops(_ f: Frame) -> Int { f.operations(named: Pour.dropOperationName).count }

        #expect(names(try reference("start")) == ["background"])
        let first = try reference("first-drops")
        #expect(drops(first) == 30 && !names(first).contains("pour/wave/back"))
        // 200 × 200: top₀ = 230; the back crest, 206·(1 − p), rises above 200 from
        // τ = 1 + 6·(6/206) ≈ 1.175 s, the front crest, 210·(1 − p), only from 1 + 6·(10/210) ≈ 1.286 s.
        let crest = try reference("crest-enters")
        #expect(names(crest).last == "pour/wave/back" && !names(crest).contains("pour/wave/front"))
        #expect(drops(crest) == ParticleEmitter.liveParticles(at: 1.2, in: Self.small, seed: 1).count)
        let half = try reference("half-risen")
        guard case .fill(let front, _, _)? = half.operations(named: "pour/wave/front").first?.command else {
            Issue.record("no front wave at τ = 4")
            return
        }
        // top = 230 · (1 − 0.5) = 115 and A = 10: the front surface spans y ∈ [105, 125].
        #expect(isClose(front.boundingRect.minY, 105, 0.01) && isClose(front.boundingRect.maxY, 200, 1e-9))
        #expect(names(try reference("covered")) == ["background", "pour/wave/back", "pour/wave/front"])
        let dots = try reference("dots")
        #expect(drops(dots) == ParticleEmitter.liveParticles(at: 0.1, in: Self.small, seed: 1).count)
        guard case .fill(let dot, _, _)? = dots.operations(named: Pour.dropOperationName).first?.command else {
            Issue.record("no drop at τ = 0.1")
            return
        }
        #expect(isClose(dot.boundingRect, ParticleShape.unitDot.boundingRect, 1e-6))
        #expect(names(try reference("card")).contains("card/save"))
    }
}
