/// The scene list a preview server offers: what the HTTP routes need (the list document and
/// whether an id exists), whether scenes run in this process (``SceneProvider``) or in a scene
/// host (``LiveReloadHub``).
public protocol SceneDirectory: Sendable {
    /// The scene list served at `GET /api/scenes`: the same JSON document `preview list --json`
    /// prints.
    var listJSON: String { get }

    /// Whether a scene with this id exists (checked before a WebSocket upgrade is accepted).
    func contains(sceneID: String) -> Bool
}
