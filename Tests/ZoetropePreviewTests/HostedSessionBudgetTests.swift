import Foundation
@testable import PreviewServer
import Synchronization
import Testing

/// Issue #26: sessions of `serve --watch` (scenes in a `preview scene-host` child) get the CPU
/// budget and the turn-taking in-process sessions get: the host works on a far frame a slice at
/// a time, so another session's frames are answered while it is in progress, and the busy session
/// is told it is over its share.
@Suite("serve --watch: CPU budget and fairness")
struct HostedSessionBudgetTests {
    /// When a request started and ended, in seconds since the test began.
    struct Span: Sendable {
        var start: Double
        var end: Double
    }

    /// What the two sessions' tasks record.
    final class Record: Sendable {
        let busy = Mutex<Span?>(nil)
        let busyDone = Atomic<Bool>(false)
        let others = Mutex<[Span]>([])
    }

    @Test("a far frame in one session does not hold the host: another session's frames are answered meanwhile, and the busy one is throttled and told")
    func farFrameTakesTurns() async throws {
        let hub = LiveReloadHub()
        try await hub.install(LiveReloadHandOverTests.host(), grace: 0)
        // The busy session's budget is tiny (1 ms at once, a twentieth of a core): the far frame,
        // several ms of work even in a release build, is well over it, so its pieces are spread
        // out and it is told so.
        let busyLimits = {
            var limits = SessionLimits.standard
            limits.sceneBurst = 0.001
            limits.sceneShare = 0.05
            return limits
        }()
        let clock = ContinuousClock(), origin = clock.now
        let seconds: @Sendable () -> Double = {
            let elapsed = clock.now - origin
            return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        }
        let record = Record()
        let busyTexts = try await withThrowingTaskGroup(of: [String].self) { group in
            group.addTask {
                var session = HostedSession(hub: hub, sceneID: "demo", limits: busyLimits)
                _ = await session.opening()
                // The notice comes at most every 5 s (SimulationPacer.noticeInterval), with the
                // first reply after a wait: with a 1 ms burst, opening the session may already
                // put it over budget, so the notice may come with the viewport or seek reply.
                var replies = await session.respond(to: Array(#"{"type":"viewport","width":390,"height":844,"t":1000}"#.utf8)).messages
                // To the end of scene time (an hour): every second of it is simulated before the
                // frame is drawn.
                replies += await session.respond(to: Array(#"{"type":"seek","time":3600,"t":1001}"#.utf8)).messages
                let start = seconds()
                replies += await session.respond(to: Array(#"{"type":"frame","t":1002}"#.utf8)).messages
                record.busy.withLock { $0 = Span(start: start, end: seconds()) }
                record.busyDone.store(true, ordering: .releasing)
                await session.close()
                return replies.compactMap(\.json)
            }
            group.addTask {
                var session = HostedSession(hub: hub, sceneID: "demo")
                _ = await session.opening()
                var t = 1000.0
                while !record.busyDone.load(ordering: .acquiring) {
                    t += 16
                    let start = seconds()
                    let reply = await session.respond(to: Array(#"{"type":"frame","t":\#(t)}"#.utf8))
                    #expect(reply.messages.contains { if case .binary = $0 { true } else { false } }, "a frame")
                    record.others.withLock { $0.append(Span(start: start, end: seconds())) }
                }
                await session.close()
                return []
            }
            var texts: [String] = []
            for try await result in group { texts += result }
            return texts
        }
        hub.current?.host.terminate()
        let busy = try #require(record.busy.withLock { $0 })
        let others = record.others.withLock { $0 }
        // Frames asked and answered entirely while the far frame was in progress: before slicing,
        // the host answered requests in order, so none could (each waited behind the far frame).
        let during = others.filter { $0.start > busy.start && $0.end < busy.end }
        print("far frame: \(busy.end - busy.start) s; the other session's frames meanwhile: \(during.count)")
        #expect(during.count >= 3, "far frame took \(busy.end - busy.start) s; other frames: \(others.count)")
        #expect(busyTexts.contains { $0.contains("more scene work than its share") }, "far frame took \(busy.end - busy.start) s: \(busyTexts)")
    }
}
