/// The scenes a preview server can run in its own process: the seam to the scene registry.
public protocol SceneProvider: SceneDirectory {
    /// Starts a fresh session of a scene (time 0, default viewport, new wire-encoder cache).
    ///
    /// - Parameter sceneID: A scene id from the list.
    /// - Returns: The session, or `nil` if no scene has that id.
    func makeSession(sceneID: String) -> (any LiveScene)?
}
