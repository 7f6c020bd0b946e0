import Stage

/// The scenes of a Stage `SceneRegistry`, offered by the preview server.
///
/// `GET /api/scenes` serves the registry's list document — byte for byte what
/// `preview list --json` prints in its compact form — and every WebSocket session gets a fresh
/// registry session (the scene's default seed, viewport and clock, playing from 0).
public struct RegistrySceneProvider: SceneProvider {
    let registry: SceneRegistry

    /// Offers the scenes of `registry`.
    public init(registry: SceneRegistry) {
        self.registry = registry
    }

    /// The registry's list document, compact JSON.
    public var listJSON: String { registry.listDocument.serialized() }

    /// Whether the registry has a scene with this id.
    public func contains(sceneID: String) -> Bool { registry.info(id: sceneID) != nil }

    /// A fresh session of the scene, or `nil` if the registry has none with this id.
    public func makeSession(sceneID: String) -> (any LiveScene)? {
        guard let session = try? registry.makeSession(id: sceneID) else { return nil }
        return StageLiveScene(session: session)
    }
}
