import Testing
import ZoetropeTestSupport
@testable import Stage

/// Sampling an animated property step by step (`SceneSession.continueSampling`): bounded work
/// per step, the same values whatever the step, and the copy's checkpoints kept.
@Suite struct AnimatedValueSamplingTests {
    private func session(_ actions: [(String, Double)]) throws -> SceneSession<InspectedScene> {
        var session = try SceneSession<InspectedScene>()
        for (name, time) in actions { try session.append(.action(name: name, time: SceneTime(seconds: time))) }
        return session
    }

    /// Continues `sampling` until it is finished; returns the number of calls.
    private func steps(_ session: inout SceneSession<InspectedScene>, _ sampling: inout AnimatedValueSampling, seconds: Double) -> Int {
        var calls = 1
        while !session.continueSampling(&sampling, maximumSeconds: seconds) { calls += 1 }
        return calls
    }

    @Test(arguments: [0.05, 0.3, 1, 7, .infinity])
    func stepsOfAnySizeGiveTheValuesOfAStraightRun(seconds: Double) throws {
        let actions = [("spring", 0.5), ("ease", 1), ("recurve", 1.2), ("forever", 2)]
        var session = try session(actions)
        _ = session.frame(at: SceneTime(seconds: 1.1))
        let times = [0, 0.6, 1.1, 1.175, 1.25, 3.5, 12.25, 2.5].map { SceneTime(seconds: $0) }
        for path in ["x", "ball.offset", "rows[2].offset"] {
            var sampling = AnimatedValueSampling(path: path, times: times)
            _ = steps(&session, &sampling, seconds: seconds)
            var reference = try self.session(actions)
            #expect(sampling.values == times.map { reference.animations(at: $0).property(path)?.presented }, "\(path)")
        }
    }

    @Test func eachStepSimulatesAtMostItsBudgetAndTakesAtMostOneValue() throws {
        var session = try session([("forever", 0)])
        var sampling = AnimatedValueSampling(path: "rows[2].offset", times: [.zero, SceneTime(seconds: 10)])
        // 0 needs no simulation (one call); 10 s away in steps of 1 s: ten more.
        #expect(steps(&session, &sampling, seconds: 1) == 11)
        var halves = AnimatedValueSampling(path: "rows[2].offset", times: [SceneTime(seconds: 0.25), SceneTime(seconds: 0.5), SceneTime(seconds: 2.5)])
        var fresh = try self.session([("forever", 0)])
        // 0.25 (one step of 0.25 s), 0.5 (one of 0.25 s), 2.5 (0.5 → 1 → 1.5 → 2 → 2.5 in steps of 0.5 s).
        #expect(steps(&fresh, &halves, seconds: 0.5) == 6)
        #expect(halves.values == [[90], [180], [180]])
    }

    @Test func theSessionKeepsTheCheckpointsTheSamplesMadeAndChangesNoFrame() throws {
        var session = try session([("forever", 0), ("spring", 0.5)])
        var plain = try self.session([("forever", 0), ("spring", 0.5)])
        let frame = session.frame(at: SceneTime(seconds: 0.5))
        #expect(session.checkpointCount == 2)  // before the start, 0
        var sampling = AnimatedValueSampling(path: "x", times: [SceneTime(seconds: 20), SceneTime(seconds: 30)])
        #expect(steps(&session, &sampling, seconds: 1) == 30)  // 0.5 → 20 in 20 steps, → 30 in 10
        #expect(session.checkpointCount == 32)  // and 1…30
        // Asked again, the window is restored from the checkpoints: one call per value.
        var again = AnimatedValueSampling(path: "x", times: [SceneTime(seconds: 20), SceneTime(seconds: 30)])
        #expect(steps(&session, &again, seconds: 1) == 2)
        #expect(again.values == sampling.values)
        #expect(session.frame(at: SceneTime(seconds: 0.5)) == frame)
        for step in 0...40 {
            let time = SceneTime(seconds: Double(step) * 0.75)
            #expect(session.frame(at: time) == plain.frame(at: time), "at \(time.seconds)")
        }
    }

    @Test func aSamplingContinuedAfterTheLogChangedStartsOver() throws {
        var session = try session([("spring", 0.5)])
        var sampling = AnimatedValueSampling(path: "x", times: [SceneTime(seconds: 0.25), SceneTime(seconds: 1), SceneTime(seconds: 3)])
        #expect(!session.continueSampling(&sampling, maximumSeconds: 1))
        #expect(sampling.values.count == 1)
        try session.append(.action(name: "reset", time: SceneTime(seconds: 0.75)))
        _ = steps(&session, &sampling, seconds: 1)
        #expect(sampling.values == [[0], [0], [0]])
        // The checkpoints of the log sampled before the change were not kept.
        var reference = try self.session([("spring", 0.5), ("reset", 0.75)])
        #expect(session.frame(at: SceneTime(seconds: 2)) == reference.frame(at: SceneTime(seconds: 2)))
    }

    @Test func nothingToSampleIsFinishedAtOnce() throws {
        var session = try session([])
        var sampling = AnimatedValueSampling(path: "x", times: [])
        #expect(session.continueSampling(&sampling, maximumSeconds: 1))
        #expect(sampling.isFinished && sampling.values.isEmpty)
    }
}
