import Stage

/// The scenes an export can replay in this process: the seam between the export routes and the
/// scene registry (``RegistrySceneProvider`` is one). A server whose scenes run in a scene host
/// (`serve --watch`) has none and answers exports 501.
public protocol ExportSource: Sendable {
    /// A fresh session of the log's scene with the log replayed: the header's seed, viewport and
    /// parameters, then every event, as `preview render --events` replays an events file.
    ///
    /// - Parameter log: An events file's text (docs/events.md) whose header names the scene.
    /// - Throws: ``ExportError/invalidLog(_:)`` naming the problem (the events file's message,
    ///   an unknown scene, an event the scene refuses).
    func replay(log: String) throws(ExportError) -> any SceneSessionProtocol
}
