import Drawing
import Testing
@testable import Seating
@testable import Stage

/// Frames and states are pure functions of the events and the time (architecture.md): the same
/// whether a session is played straight, scrubbed backwards or stepped, including while a linked
/// pair's second step is pending (it starts at its due time even when no event arrives then).
@Suite("Determinism")
struct DeterminismTests {
    static let events: [SceneEvent] = tap(770, 431.25, at: 1.5) + tap(435, 194, at: 2.7)
        + panEvents(from: 3, seconds: 0.5) + [.wheel(dy: 200, x: 450, y: 450, modifiers: .shift, at: 3.7)]
        + tap(20, 20, at: 4) + [.action(name: "buy", time: 5.5)]

    static let times: [Double] = stride(from: 0, through: 6.5, by: 0.07).map { $0 }

    @Test("straight, backwards and interleaved reads give identical frames and states")
    func scrubbing() throws {
        var straight = try session(Self.events)
        let frames = Self.times.map { straight.frame(at: SceneTime(seconds: $0)) }
        let states = Self.times.map { straight.at($0) }
        var backwards = try session(Self.events)
        for (i, t) in Self.times.enumerated().reversed() {
            #expect(backwards.frame(at: SceneTime(seconds: t)) == frames[i], "frame at \(t)")
            #expect(backwards.at(t) == states[i], "state at \(t)")
        }
        var jumping = try session(Self.events)
        for i in stride(from: 0, to: Self.times.count, by: 7).reversed() + stride(from: 3, to: Self.times.count, by: 11) {
            #expect(jumping.frame(at: SceneTime(seconds: Self.times[i])) == frames[i])
        }
    }

    @Test("a pending step starts at its due time, whether or not an event arrives then")
    func pendingSteps() throws {
        var quiet = try session(tap(770, 431.25, at: 1.5))
        // A wheel with no modifier and no delta changes nothing but delivers an event at 1.9.
        var nudged = try session(tap(770, 431.25, at: 1.5) + [.wheel(dy: 0, x: 450, y: 450, at: 1.9)])
        for t in [1.79, 1.8, 1.81, 1.9, 2.2, 2.6] {
            #expect(quiet.at(t) == nudged.at(t), "t = \(t)")
            #expect(quiet.frame(at: SceneTime(seconds: t)) == nudged.frame(at: SceneTime(seconds: t)))
        }
        #expect(quiet.at(1.79)["phase"] == .string("zoomIn"))
        #expect(quiet.at(1.8)["phase"] == .null)
    }
}
