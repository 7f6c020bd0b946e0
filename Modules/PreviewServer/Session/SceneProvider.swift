/// The scenes a preview server can run: the seam to the scene registry.
public protocol SceneProvider: Sendable {
    /// The scene list served at `GET /api/scenes`: the same JSON document `preview list --json`
    /// prints.
    var listJSON: String { get }

    /// Whether a scene with this id exists (checked before a WebSocket upgrade is accepted).
    func contains(sceneID: String) -> Bool

    /// Starts a fresh session of a scene (time 0, default viewport, new wire-encoder cache).
    ///
    /// - Parameter sceneID: A scene id from the list.
    /// - Returns: The session, or `nil` if no scene has that id.
    func makeSession(sceneID: String) -> (any LiveScene)?
}
