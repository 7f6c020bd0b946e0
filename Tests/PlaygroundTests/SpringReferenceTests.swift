import Foundation
import Testing
import ZoetropeTestSupport
@testable import Playground
@testable import Stage

/// C.2 "Reference behaviour" for the default springs and the damping-0 case.
@Suite("Spring rows")
struct SpringReferenceTests {
    /// A row of `kind` edited by `extra` (events before `start`), then "Animate!" at `start`.
    func run(_ kind: AnimationKind, extra: [SceneEvent] = [], start: Double = 0) throws -> SceneSession<PlaygroundScene> {
        try session([action("add-row", at: 0)] + openEditor(row: 0, at: 0) + pick(kind, at: 0) + extra + back(at: start)
            + [action("animate", at: start)])
    }

    @Test("the default response spring peaks at about 101.1 % near 0.480 s")
    func responseSpringPeak() throws {
        var s = try run(.spring)
        var best = (t: 0.0, x: -1.0)
        for k in 300...700 {
            let t = Double(k) / 1000
            let x = s.state(t).number("rows", 0, "location")
            if x > best.x { best = (t, x) }
        }
        #expect(abs(best.t - 0.480) <= 0.002)
        #expect(abs(best.x - 1.011) <= 0.0005)
    }

    @Test("the default physical spring ends at Curves' settling estimate ln(6000)/5 ≈ 1.7399 s (animation-semantics §4.3)")
    func physicalSpringCompletes() throws {
        var s = try run(.interpolatingSpring)
        let end = log(6000.0) / 5
        #expect(s.state(end - 0.01).value(["rows", 0, "animating"])?.boolValue == true)
        #expect(s.state(end + 0.01).value(["rows", 0, "animating"])?.boolValue == false)
        #expect(s.state(end + 0.01).number("rows", 0, "location") == 1)
    }

    @Test("damping 0 oscillates forever, finitely")
    func undamped() throws {
        // damping is the third physical field (delay, mass, stiffness, damping → index 3): −10 steps
        var s = try run(.interpolatingSpring, extra: stepper(3, steps: -10, from: 0), start: 0.1)
        let late = (0...700).map { s.state(100 + Double($0) / 1000).number("rows", 0, "location") }
        #expect(late.allSatisfy { $0.isFinite })
        #expect(late.max()! > 1.9 && late.min()! < 0.1)  // undamped: swings between 0 and 2 (period 2π/10 ≈ 0.63 s)
        #expect(s.state(500).value(["rows", 0, "animating"])?.boolValue == true)
    }

    @Test("dampingFraction 0 oscillates forever too")
    func undampedResponseSpring() throws {
        var s = try run(.spring, extra: stepper(2, steps: -9, from: 0), start: 0.1)
        #expect(s.state(0.1).value(["editor"]) == .null)
        let late = (0...600).map { s.state(50 + Double($0) / 1000).number("rows", 0, "location") }
        #expect(late.allSatisfy { $0.isFinite })
        #expect(late.max()! > 1.9 && late.min()! < 0.1)
    }
}
