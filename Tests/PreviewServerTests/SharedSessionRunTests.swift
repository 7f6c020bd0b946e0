import Testing
@testable import PreviewServer

/// A shared session's tick loop (``SharedSession/run()``), outside a server.
@Suite("Shared session: the tick loop")
struct SharedSessionRunTests {
    @Test("cancelling the session's task ends the session: run() returns instead of spinning, the server's list forgets it, a connected viewer is told")
    func cancelled() async throws {
        let ended = SharedCount()
        let made = SharedSession(
            credentials: .generate(), sceneID: "log", provider: SharedTestScenes(), limits: .standard, share: .standard,
            seconds: SessionConnection.stopwatch(), onEnd: { ended.increment() })
        let session = try #require(made)
        let outbox = ViewerOutbox()
        guard case .joined = await session.join(outbox: outbox) else {
            Issue.record("the viewer could not join")
            return
        }
        let task = Task { await session.run() }
        task.cancel()
        // A ceiling, not a timing bound: a loop that spins never returns, so after it the session
        // is ended from outside (which stops any loop) and the test fails.
        let returned = await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                await task.value
                return true
            }
            group.addTask {
                try? await Task.sleep(for: .seconds(20))
                await session.end()
                return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            return first
        }
        #expect(returned, "run() returned once its task was cancelled")
        #expect(await session.isEnded)
        #expect(ended.value == 1, "onEnd (the server's list forgetting it) ran once")
        #expect(outbox.unwritten == 1, "the viewer was handed one message (the error) and nothing else")
        #expect(await session.join(outbox: ViewerOutbox()).isEnded, "nobody joins it any more")
    }
}

extension SharedSession.Join {
    /// Whether the join was refused because the session had ended.
    var isEnded: Bool {
        if case .ended = self { return true }
        return false
    }
}
