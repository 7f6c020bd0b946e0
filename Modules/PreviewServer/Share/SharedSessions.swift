import Synchronization

/// The shared sessions of one server, by id (docs/session-protocol.md §6): at most
/// ``ShareLimits/maximumSessions`` at once; found only with their key.
final class SharedSessions: Sendable {
    /// The limits every shared session of the server keeps.
    let limits: ShareLimits
    private let state = Mutex(State())

    /// The sessions by id, and how many are being made (counted against the limit already).
    private struct State {
        var sessions: [String: SharedSession] = [:]
        var starting = 0
    }

    init(limits: ShareLimits) {
        self.limits = limits
    }

    /// Shared sessions running now.
    var count: Int { state.withLock { $0.sessions.count } }

    /// Starts a shared session of `sceneID` (its ticks run on the scene executor), or answers
    /// why not. The limit is checked before the scene is made: a server at its maximum makes no
    /// scene for a refused request.
    func create(
        sceneID: String, provider: any SceneProvider, sessionLimits: SessionLimits, seconds: @escaping @Sendable () -> Double
    ) -> Result<SharedSession, SharedSessionRefusal> {
        let reserved = state.withLock { state in
            guard state.sessions.count + state.starting < limits.maximumSessions else { return false }
            state.starting += 1
            return true
        }
        guard reserved else { return .failure(.tooManySessions(maximum: limits.maximumSessions)) }
        let credentials = ShareCredentials.generate()
        let session = SharedSession(
            credentials: credentials, sceneID: sceneID, provider: provider, limits: sessionLimits, share: limits, seconds: seconds,
            onEnd: { [weak self, id = credentials.id] in self?.remove(id: id) })
        let admitted = state.withLock { state in
            state.starting -= 1
            guard let session, state.sessions[session.credentials.id] == nil else { return false }
            state.sessions[session.credentials.id] = session
            return true
        }
        guard let session else { return .failure(.unknownScene(sceneID)) }
        guard admitted else { return .failure(.tooManySessions(maximum: limits.maximumSessions)) }
        Task(executorPreference: SceneExecutor.shared) { await session.run() }
        return .success(session)
    }

    /// The session with this id if `key` is its key; nil otherwise, whether the id is unknown or
    /// the key wrong (the key is compared in constant time either way).
    func find(id: Substring, key: Substring) -> SharedSession? {
        guard ShareCredentials.isHex(id, count: 16) else { return nil }
        let session = state.withLock { $0.sessions[String(id)] }
        let credentials = session?.credentials ?? Self.decoy
        return credentials.accepts(key: String(key)) && session != nil ? session : nil
    }

    /// Forgets an ended session.
    func remove(id: String) {
        _ = state.withLock { $0.sessions.removeValue(forKey: id) }
    }

    /// Compared against when the id is unknown, so both refusals take the same time.
    private static let decoy = ShareCredentials.generate()
}

/// Why a viewer could not start or join a shared session (sent as an `error` text, then close
/// 1008).
enum SharedSessionRefusal: Error, Equatable, CustomStringConvertible {
    /// The server runs its maximum of shared sessions.
    case tooManySessions(maximum: Int)
    /// The session has its maximum of viewers.
    case tooManyViewers(maximum: Int)
    /// The session ended before the viewer joined.
    case ended
    /// No scene has this id.
    case unknownScene(String)
    /// Sharing needs scenes running in the server (not `serve --watch`).
    case notWithWatch

    var description: String {
        switch self {
        case .tooManySessions(let maximum): "this server already runs its maximum of \(maximum) shared sessions; close one and share again"
        case .tooManyViewers(let maximum): "this shared session already has its maximum of \(maximum) viewers"
        case .ended: "this shared session has ended"
        case .unknownScene(let id): "no scene has the id '\(id)'"
        case .notWithWatch: "sharing a session is not available with serve --watch (scenes run in the scene host); use preview serve"
        }
    }
}
