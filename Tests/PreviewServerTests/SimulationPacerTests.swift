import Foundation
import Testing
@testable import PreviewServer

/// The pacer charges processor time, not wall time (issue #26: the budget is "half a core").
@Suite("SimulationPacer")
struct SimulationPacerTests {
    /// A wall clock and a thread's processor clock the test moves by hand.
    final class Clocks: @unchecked Sendable {
        var wall = 0.0
        var work = 0.0
    }

    /// A pacer with 0.1 s at once and half a core sustained, on `clocks`.
    func pacer(_ clocks: Clocks) -> SimulationPacer {
        var limits = SessionLimits.standard
        limits.sceneBurst = 0.1
        limits.sceneShare = 0.5
        return SimulationPacer(limits: limits, seconds: { clocks.wall }, workSeconds: { clocks.work })
    }

    @Test("a message is charged the processor time its thread used, not the wall time it took")
    func processorTime() async {
        let clocks = Clocks()
        let pacer = pacer(clocks)
        await pacer.repay()
        pacer.begin()
        // A second on a loaded machine, 1 ms of it working: charged 1 ms, nothing owed (charged
        // the wall time, the session would owe 0.9 s, 1.8 s of waiting).
        clocks.wall += 1
        clocks.work += 0.001
        pacer.finish()
        #expect(pacer.wait == 0)
        // Work beyond the burst is owed: 0.3 s of work with 0.1 s at hand is 0.2 s owed, 0.4 s of
        // waiting at half a core.
        await pacer.repay()
        pacer.begin()
        clocks.wall += 0.3
        clocks.work += 0.3
        pacer.finish()
        #expect(abs(pacer.wait - 0.4) < 1e-9)
    }

    @Test("inline work is charged the wall time it is given, with the message's other pieces, without reading the thread's clock")
    func inlineWork() async {
        let clocks = Clocks()
        var reads = 0
        var limits = SessionLimits.standard
        limits.sceneBurst = 0.1
        limits.sceneShare = 0.5
        let pacer = SimulationPacer(limits: limits, seconds: { clocks.wall }, workSeconds: { reads += 1; return clocks.work })
        await pacer.repay()
        pacer.addInlineWork(0.25)
        #expect(pacer.wait == 0, "charged only when the message finishes")
        pacer.finish()
        #expect(reads == 0)
        // 0.25 s with 0.1 s at hand: 0.15 s owed, 0.3 s of waiting at half a core.
        #expect(abs(pacer.wait - 0.3) < 1e-9)
        // A negative duration (a clock read out of order) charges nothing.
        clocks.wall += 0.3
        await pacer.repay()
        pacer.addInlineWork(-1)
        pacer.finish()
        #expect(pacer.wait == 0)
        // Inline work then an executor piece: both charged.
        await pacer.repay()
        pacer.addInlineWork(0.05)
        pacer.begin()
        clocks.work += 0.15
        pacer.suspend()
        pacer.finish()
        // No time passed since the balance came back to 0: 0.2 s owed, 0.4 s of waiting.
        #expect(reads == 2)
        #expect(abs(pacer.wait - 0.4) < 1e-9)
    }

    @Test("the wait for a scene thread between two pieces of a message is not charged")
    func hop() async {
        let clocks = Clocks()
        let pacer = pacer(clocks)
        await pacer.repay()
        pacer.begin()
        clocks.work += 0.05
        clocks.wall += 0.05
        pacer.suspend()
        // Queued behind other sessions for 2 s (their work is on their threads' clocks).
        clocks.wall += 2
        pacer.begin()
        clocks.work += 0.04
        clocks.wall += 0.04
        pacer.suspend()
        pacer.finish()
        // 0.09 s of work within the 0.1 s burst.
        #expect(pacer.wait == 0)
        await pacer.repay()
        pacer.begin()
        clocks.work += 0.06
        pacer.finish()
        // Both messages' work counted: 0.15 s against 0.1 s (no wall time passed: no refill).
        #expect(abs(pacer.wait - 0.1) < 1e-9)
    }

    @Test("breathing charges whole slices of work and starts a new piece on the calling thread")
    func breathe() async {
        let clocks = Clocks()
        let pacer = pacer(clocks)
        await pacer.repay()
        pacer.begin()
        for _ in 0..<10 {
            clocks.work += 0.001
            clocks.wall += 0.5
            await pacer.breathe()
        }
        pacer.finish()
        // 10 ms of work over 5 s of wall time: nothing owed.
        #expect(pacer.wait == 0)
    }

    @Test("the thread's processor clock moves with work and not with sleep")
    func threadClock() throws {
        let start = SimulationPacer.threadCPUSeconds()
        var sum = 0.0
        for index in 0..<2_000_000 { sum += Double(index & 7) }
        #expect(sum > 0)
        let worked = SimulationPacer.threadCPUSeconds() - start
        #expect(worked > 0)
        let beforeSleep = SimulationPacer.threadCPUSeconds()
        usleep(200_000)
        // A sleep of 0.2 s costs next to no processor time (a generous 20 ms for the calls).
        #expect(SimulationPacer.threadCPUSeconds() - beforeSleep < 0.02)
    }
}
