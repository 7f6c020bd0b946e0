import Drawing
import Geometry
import Stage
import Testing
@testable import Timer

/// The isolated `dial` and `digits` previews (timer.md §10) in every status at several times:
/// running counts down from `remaining` from t = 0 (and ends done, rem back to L); the other
/// statuses hold rem = L = `remaining`, and their frames do not change with time.
@Suite("Isolated dial and digits in every status")
struct ComponentTests {
    static let statuses = ["stopped", "running", "paused", "done"]
    /// Times that sit on the `tenth` schedule's grid and after each digit slide has settled.
    static let times = [0.0, 0.5, 2.5, 10.4, 80]
    static let remaining = 75.0

    /// The remaining time the preview shows at `t`, by §4.2, §8.3 and §10.
    static func expectedRemaining(status: String, at t: Double) -> Double {
        guard status == "running" else { return remaining }
        let sample = 0.1 * (t / 0.1 + 1e-9).rounded(.down)   // the tenth schedule
        return sample < remaining ? remaining - sample : remaining   // done at 75: rem = L
    }

    @Test("status, displayed seconds, resting digit cells and hand angles", arguments: statuses)
    func states(status: String) throws {
        for component in ["dial", "digits"] {
            var s = try session(["component": .string(component), "status": .string(status), "remaining": 75],
                                viewport: Size(width: 400, height: 400))
            for t in Self.times {
                let state = s.sceneState(at: SceneTime(seconds: t))
                let rem = Self.expectedRemaining(status: status, at: t)
                let expectedStatus = status == "running" && t >= Self.remaining ? "done" : status
                #expect(state.string("timer", "status") == expectedStatus, "\(component) \(status) at \(t)")
                #expect(close(state.number("hands", "remaining"), rem, 1e-9), "\(component) \(status) at \(t)")
                #expect(close(state.number("hands", "second"), rem.truncatingRemainder(dividingBy: 60) / 60 * 360, 1e-6))
                #expect(close(state.number("hands", "minute"), 0.6 * rem, 1e-6))
                // D = ⌈rem⌉ on the exact clock (not the hands' schedule); every visible cell rests on
                // its digit.
                let exact = status == "running" && t < Self.remaining ? Self.remaining - t : Self.remaining
                let d = Int((exact - 1e-9).rounded(.up))
                #expect(state.number("digits", "seconds") == Double(d), "\(component) \(status) at \(t)")
                let digits = [d / 60 / 10, d / 60 % 10, d % 60 / 10, d % 60 % 10]
                for (i, cell) in ["m1", "m0", "s1", "s0"].enumerated()
                where state.array("digits", "visible").contains(.string(cell)) {
                    #expect(state.number("digits", "items", cell, "value") == Double(digits[i]), "\(cell) at \(t)")
                }
            }
        }
    }

    @Test("stopped, paused and done previews draw the same frame at every time", arguments: ["stopped", "paused", "done"])
    func staticFrames(status: String) throws {
        for component in ["dial", "digits"] {
            var s = try session(["component": .string(component), "status": .string(status), "remaining": 75])
            let first = s.frame(at: 0).canonicalJSON()
            for t in Self.times.dropFirst() {
                #expect(s.frame(at: SceneTime(seconds: t)).canonicalJSON() == first, "\(component) \(status) at \(t)")
            }
        }
    }

    @Test("a running dial's hands move only on the tenth grid")
    func runningDialSteps() throws {
        var s = try session(["component": "dial", "status": "running", "remaining": 75])
        // The hands' fills and strokes with the transforms they draw with.
        func hands(_ t: Double) -> [String] {
            let frame = s.frame(at: SceneTime(seconds: t))
            return (Draws.group("hands/second", in: frame) + Draws.group("hands/minute", in: frame))
                .map { "\($0.command) \($0.transform)" }
        }
        #expect(hands(1.01).count >= 4)
        #expect(hands(1.01) == hands(1.09))
        #expect(hands(1.09) != hands(1.1))
    }
}
