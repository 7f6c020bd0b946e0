import Hummingbird

/// The checks on a `/session?scene=ID` request, shared by the WebSocket upgrade (which refuses
/// to upgrade when they fail) and the plain HTTP route (which then answers why).
enum SessionRoute {
    /// Validates a session request.
    ///
    /// - Returns: The requested scene id.
    /// - Throws: ``RequestGuardError`` (Host, Origin — required here), then
    ///   ``SessionRequestError`` (missing or unknown scene).
    static func validate(_ request: Request, allowList: HostAllowList, catalog: any SceneCatalog) throws -> String {
        try RequestGuardMiddleware<BasicRequestContext>.check(request, allowList: allowList, requireOrigin: true)
        guard let scene = request.uri.queryParameters["scene"], !scene.isEmpty else { throw SessionRequestError.missingScene }
        let id = String(scene)
        guard catalog.contains(sceneID: id) else { throw SessionRequestError.unknownScene(id) }
        return id
    }
}
