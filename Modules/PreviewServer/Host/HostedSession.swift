/// One page's session in `preview serve --watch`, seen from the supervisor: it forwards the
/// page's messages to the current scene host, keeps the session's log, and moves the session
/// to a new host (a rebuilt scene) by replaying the log there before the next message.
///
/// The page keeps its WebSocket through rebuilds and crashes. After a move it gets a `reload`
/// message (the new scene description, what could not be restored, the replay's cost) and the
/// next frame comes from the new build; while there is no host it gets only `live` status
/// messages, and its messages are not logged (the scene resumes where it stopped).
///
/// CPU: the session gets the share an in-process one gets (``SessionLimits/sceneShare``,
/// ``SessionLimits/sceneBurst``). The host works on a message for at most a slice at a time and
/// reports the work; between slices the session waits here while it owes time, and the other
/// sessions' requests, queued at the host meanwhile, are answered in turn.
struct HostedSession {
    private let hub: LiveReloadHub
    private let sceneID: String
    private let id: UInt32
    private var log = SessionLog()
    private var bound: (host: SceneHostProcess, generation: Int)?
    private var helloSent = false
    private var sentStatusVersion = -1
    private let stopwatch = SessionConnection.stopwatch()
    private let pacer: SimulationPacer

    /// A session of `sceneID`, registered with the hub.
    ///
    /// - Parameters:
    ///   - hub: The hub of the current scene host.
    ///   - sceneID: The scene.
    ///   - limits: The session's CPU share and burst.
    init(hub: LiveReloadHub, sceneID: String, limits: SessionLimits = .standard) {
        self.hub = hub
        self.sceneID = sceneID
        self.id = hub.openSession()
        self.pacer = SimulationPacer(limits: limits, seconds: stopwatch)
    }

    /// The messages that open the session: the status, and the hello if a host is running.
    mutating func opening() async -> [SessionController.Outgoing] {
        await prelude()
    }

    /// Answers one text message from the page.
    mutating func respond(to text: [UInt8]) async -> SessionController.Reply {
        var messages = await prelude()
        guard let (host, _) = bound else {
            // No host: nothing to forward to; the page keeps its last frame and shows the status.
            return SessionController.Reply(messages: messages, isRejection: false)
        }
        let string = String(decoding: text, as: UTF8.self)
        do {
            await pacer.repay()
            var answer = try await host.request(.message(session: id, text: string))
            pacer.charge(answer.workSeconds)
            while answer.isUnfinished {
                await pacer.repay()
                answer = try await host.request(.resume(session: id))
                pacer.charge(answer.workSeconds)
            }
            let reply = answer.reply
            if !reply.isRejection, let message = try? ClientMessage(json: text) {
                log.record(text: string, message: message)
            }
            if let notice = pacer.takeNotice() { messages.append(.text(ServerMessage.error(message: notice).json)) }
            return SessionController.Reply(messages: messages + reply.messages, isRejection: reply.isRejection)
        } catch {
            hub.hostFailed(host, error)
            bound = nil
            messages += statusIfChanged()
            return SessionController.Reply(messages: messages, isRejection: false)
        }
    }

    /// Ends the session in the hub and in its host.
    func close() async {
        hub.closeSession(id)
        if let (host, _) = bound { _ = try? await host.request(.close(session: id)) }
    }

    /// When the hub has a host this session is not on: the hello (first host) or the replay of
    /// the log and a `reload` message (a new build); then the status if it changed.
    private mutating func prelude() async -> [SessionController.Outgoing] {
        let moved = await moveIfNeeded()
        return moved + statusIfChanged()
    }

    private mutating func moveIfNeeded() async -> [SessionController.Outgoing] {
        guard let (host, generation) = hub.current, bound?.generation != generation else { return [] }
        do {
            if !helloSent {
                let answer = try await host.request(.open(session: id, sceneID: sceneID))
                pacer.charge(answer.workSeconds)
                let reply = answer.reply
                guard !reply.isRejection else { return reply.messages }
                helloSent = true
                bound = (host, generation)
                hub.sessionMoved(id, to: generation, report: nil)
                return reply.messages
            }
            let started = stopwatch()
            let answer = try await host.request(.replay(session: id, sceneID: sceneID, log: log))
            pacer.charge(answer.workSeconds)
            let reply = answer.reply
            let milliseconds = (stopwatch() - started) * 1000
            if let (old, _) = bound {
                let id = self.id
                Task { _ = try? await old.request(.close(session: id)) }
            }
            guard !reply.isRejection, case .text(let hello)? = reply.messages.first else {
                // The scene is gone from this build: say so; the next build may bring it back.
                bound = (host, generation)
                hub.sessionMoved(id, to: generation, report: RestoreReport(sceneID: sceneID, entries: log.entries.count, refused: log.messageCount, milliseconds: milliseconds))
                return reply.messages
            }
            let notes = reply.messages.dropFirst().compactMap { message -> String? in
                if case .text(let note) = message { return note }
                return nil
            }
            bound = (host, generation)
            let report = RestoreReport(sceneID: sceneID, entries: log.entries.count, refused: notes.count, milliseconds: milliseconds)
            hub.sessionMoved(id, to: generation, report: report)
            return [.text(ReloadNotice(helloJSON: hello, notes: notes, replayMilliseconds: milliseconds, entries: log.entries.count).json)]
        } catch {
            hub.hostFailed(host, error)
            bound = nil
            return []
        }
    }

    private mutating func statusIfChanged() -> [SessionController.Outgoing] {
        let (status, version) = hub.status
        guard version != sentStatusVersion else { return [] }
        sentStatusVersion = version
        return [.text(status.json)]
    }

    private typealias RestoreReport = LiveReloadHub.RestoreReport
}
