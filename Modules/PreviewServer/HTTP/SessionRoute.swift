import HTTPTypes
import Hummingbird
import HummingbirdCore

/// The checks on a `/session?scene=ID` request, shared by the WebSocket upgrade guard (which
/// answers a refused upgrade) and the plain HTTP route (which explains that `/session` needs an
/// upgrade).
enum SessionRoute {
    /// The path of the session endpoint.
    static let path = "/session"

    /// Validates a session request.
    ///
    /// - Parameters:
    ///   - hosts: Every `Host` header value.
    ///   - origins: Every `Origin` header value (one is required).
    ///   - uri: The request target.
    /// - Returns: The requested scene id.
    /// - Throws: ``RequestGuardError`` (Host, Origin), then ``SessionRequestError`` (missing or
    ///   unknown scene).
    static func validate(hosts: [String], origins: [String], uri: URI, allowList: HostAllowList, scenes: any SceneDirectory) throws -> String {
        try allowList.check(hosts: hosts, origins: origins, requireOrigin: true)
        guard let scene = uri.queryParameters["scene"], !scene.isEmpty else { throw SessionRequestError.missingScene }
        let id = String(scene)
        guard scenes.contains(sceneID: id) else { throw SessionRequestError.unknownScene(id) }
        return id
    }

    /// Validates a session request that reached the HTTP router.
    static func validate(_ request: Request, allowList: HostAllowList, scenes: any SceneDirectory) throws -> String {
        try validate(
            hosts: RequestGuardMiddleware<BasicRequestContext>.hosts(of: request),
            origins: request.headers[values: .origin],
            uri: request.uri,
            allowList: allowList,
            scenes: scenes
        )
    }
}
