/// Where an export replays its log: the seam between the export routes and the scenes. In
/// process it is the scene registry (``RegistrySceneProvider``); under `serve --watch` it is the
/// current scene host (``HostedExportSource``), which replays the log in the child process.
public protocol ExportSource: Sendable {
    /// A fresh session of the log's scene with the log replayed: the header's seed, viewport and
    /// parameters, then every event, as `preview render --events` replays an events file.
    ///
    /// Blocks until the session is ready: call it on a thread of its own, never on one of Swift
    /// concurrency's (the hosted source waits for the scene host).
    ///
    /// - Parameter log: An events file's text (docs/events.md) whose header names the scene.
    /// - Throws: ``ExportError/invalidLog(_:)`` naming the problem (the events file's message,
    ///   an unknown scene, an event the scene refuses); ``ExportError/unavailable`` when no scene
    ///   host is running (`serve --watch` after a failed build).
    func replay(log: String) throws(ExportError) -> any ExportScene
}
