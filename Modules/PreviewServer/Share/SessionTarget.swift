import HTTPTypes
import Hummingbird
import HummingbirdCore

/// What a `/session` request asks for (docs/session-protocol.md §2, §6).
enum SessionTarget: Sendable {
    /// `?scene=ID`: a fresh session of its own.
    case own(sceneID: String)
    /// `?scene=ID&share=1`: a fresh shared session, which others can join.
    case share(sceneID: String)
    /// `?join=ID&key=KEY`: a running shared session.
    case join(SharedSession)

    /// Validates a session request: Host and Origin (as every session), then either the shared
    /// session's id and key — an unknown id, a wrong key and no key are one refusal that says
    /// nothing more — or the scene.
    ///
    /// - Throws: ``RequestGuardError``, then ``SessionRequestError``.
    static func validate(
        hosts: [String], origins: [String], uri: URI, allowList: HostAllowList, scenes: any SceneDirectory, shared: SharedSessions
    ) throws -> SessionTarget {
        let query = uri.queryParameters
        if let id = query["join"] {
            try allowList.check(hosts: hosts, origins: origins, requireOrigin: true)
            guard let session = shared.find(id: id, key: query["key"] ?? "") else { throw SessionRequestError.noSharedSession }
            return .join(session)
        }
        let sceneID = try SessionRoute.validate(hosts: hosts, origins: origins, uri: uri, allowList: allowList, scenes: scenes)
        return query["share"] == nil ? .own(sceneID: sceneID) : .share(sceneID: sceneID)
    }

    /// Validates a session request that reached the HTTP router.
    static func validate(_ request: Request, allowList: HostAllowList, scenes: any SceneDirectory, shared: SharedSessions) throws -> SessionTarget {
        try validate(
            hosts: RequestGuardMiddleware<BasicRequestContext>.hosts(of: request),
            origins: request.headers[values: .origin],
            uri: request.uri, allowList: allowList, scenes: scenes, shared: shared)
    }
}
