import Drawing
import Synchronization

/// The supervisor's shared state in `preview serve --watch`: the current scene host (the child
/// process running the latest good build), the scene list it offers, the ``LiveStatus`` pages
/// see, and the open sessions with what their last restore cost.
///
/// Sessions (``HostedSession``) own their logs and notice a new host generation at their next
/// message, replaying their log into it; the hub only hands out the current host.
public final class LiveReloadHub: SceneDirectory {
    private struct State {
        var host: SceneHostProcess?
        var generation = 0
        var listJSON = #"{"scenes":[]}"#
        var sceneIDs: Set<String> = []
        var status = LiveStatus()
        var statusVersion = 0
        var nextSession: UInt32 = 1
        var openSessions: [UInt32: Int] = [:]
        var restores: [Int: [RestoreReport]] = [:]
    }

    /// What one session's move to a new host cost.
    public struct RestoreReport: Equatable, Sendable {
        /// The session's scene.
        public var sceneID: String
        /// Log entries replayed (frame times and messages).
        public var entries: Int
        /// Logged messages the new build refused.
        public var refused: Int
        /// Wall-clock milliseconds from sending the log to the host's answer.
        public var milliseconds: Double
    }

    private let state = Mutex(State())
    private let onHostFailure: @Sendable (HostFailure) -> Void

    /// Creates a hub with no host yet.
    ///
    /// - Parameter onHostFailure: Called once per host that stops unexpectedly (for the terminal).
    public init(onHostFailure: @escaping @Sendable (HostFailure) -> Void = { _ in }) {
        self.onHostFailure = onHostFailure
    }

    public var listJSON: String { state.withLock { $0.listJSON } }

    public func contains(sceneID: String) -> Bool { state.withLock { $0.sceneIDs.contains(sceneID) } }

    /// The current host and its generation (1 for the first), or `nil` while there is none.
    public var current: (host: SceneHostProcess, generation: Int)? {
        state.withLock { state in state.host.map { ($0, state.generation) } }
    }

    /// The status and its version (which grows with every change).
    public var status: (status: LiveStatus, version: Int) { state.withLock { ($0.status, $0.statusVersion) } }

    /// Makes `host` the current one: asks it for its scene list, then retires the previous host
    /// (stopped after `grace` seconds, when requests in flight have been answered).
    ///
    /// - Returns: The new generation.
    /// - Throws: ``HostFailure`` if the new host fails before answering (the old one stays).
    @discardableResult
    public func install(_ host: SceneHostProcess, grace: Double = 2) async throws(HostFailure) -> Int {
        let reply = try await host.request(.list).reply
        guard case .text(let list)? = reply.messages.first else { throw HostFailure(message: "the scene host sent no scene list") }
        let ids = Self.sceneIDs(in: list)
        let (previous, generation): (SceneHostProcess?, Int) = state.withLock { state in
            let previous = state.host
            state.host = host
            state.generation += 1
            state.listJSON = list
            state.sceneIDs = ids
            state.status.host = .running
            state.statusVersion += 1
            return (previous, state.generation)
        }
        if let previous {
            Task {
                try? await Task.sleep(for: .milliseconds(Int(grace * 1000)))
                previous.terminate()
            }
        }
        return generation
    }

    /// Records the latest build's state for the pages.
    public func setBuild(_ build: LiveStatus.Build) {
        state.withLock { state in
            state.status.build = build
            state.statusVersion += 1
        }
    }

    /// A host stopped answering: if it is the current one, there is no host until the next good
    /// build, and the pages are told why.
    public func hostFailed(_ host: SceneHostProcess, _ failure: HostFailure) {
        let isCurrent: Bool = state.withLock { state in
            guard state.host === host else { return false }
            state.host = nil
            state.status.host = .crashed(failure)
            state.statusVersion += 1
            return true
        }
        if isCurrent { onHostFailure(failure) }
    }

    // MARK: Sessions

    /// Registers a new session and returns its id.
    func openSession() -> UInt32 {
        state.withLock { state in
            let id = state.nextSession
            state.nextSession &+= 1
            state.openSessions[id] = 0
            return id
        }
    }

    /// A session id for an export's replay in the host (``HostedExportSource``): from the same
    /// sequence as the pages' sessions, so the two never collide, but not an open page session.
    func exportSessionID() -> UInt32 {
        state.withLock { state in
            defer { state.nextSession &+= 1 }
            return state.nextSession
        }
    }

    /// Notes that a session now runs on host `generation`, after a restore that cost `report`
    /// (`nil` for its first host).
    func sessionMoved(_ id: UInt32, to generation: Int, report: RestoreReport?) {
        state.withLock { state in
            state.openSessions[id] = generation
            if let report { state.restores[generation, default: []].append(report) }
        }
    }

    /// Forgets a closed session.
    func closeSession(_ id: UInt32) {
        state.withLock { state in _ = state.openSessions.removeValue(forKey: id) }
    }

    /// Waits until every open session has moved to `generation` or `timeout` seconds passed.
    ///
    /// - Returns: The restores done for that generation, and how many sessions have not moved
    ///   yet (a hidden tab asks for no frames, so it moves when it next does).
    public func restores(for generation: Int, timeout: Double) async -> (reports: [RestoreReport], waiting: Int) {
        let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        while true {
            let (reports, waiting) = state.withLock { state in
                (state.restores[generation] ?? [], state.openSessions.values.filter { $0 < generation }.count)
            }
            if waiting == 0 || ContinuousClock.now >= deadline { return (reports, waiting) }
            try? await Task.sleep(for: .milliseconds(5))
        }
    }

    static func sceneIDs(in list: String) -> Set<String> {
        guard let document = try? JSONValue.parse(list), case .array(let scenes)? = document["scenes"] else { return [] }
        return Set(scenes.compactMap { scene in
            if case .string(let id)? = scene["id"] { return id }
            return nil
        })
    }
}
