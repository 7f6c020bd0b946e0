import Drawing
import Geometry

/// The scenes a build can run, by id: what `preview list` prints and what `preview render`,
/// `preview state` and the preview server create sessions from.
///
///     let registry = SceneRegistry([DemoScene.self, PullToRefreshScene.self])
///     var session = try registry.makeSession(id: "demo", seed: 7)
public struct SceneRegistry: Sendable {
    /// The scene types, in listing order.
    public let scenes: [any Scene.Type]

    /// A registry of `scenes`, checked: every id valid (``SceneInfo/isValidID(_:)``) and unique.
    ///
    /// - Parameter scenes: The scene types, in listing order (may be empty).
    /// - Throws: ``SceneRegistryError`` naming the offending type(s) — the first problem in list
    ///   order.
    public init(validating scenes: [any Scene.Type]) throws(SceneRegistryError) {
        var owners: [String: any Scene.Type] = [:]
        for type in scenes {
            let id = type.info.id
            guard SceneInfo.isValidID(id) else { throw .invalidID(id, type: String(reflecting: type)) }
            if let first = owners[id] {
                throw .duplicateID(id, first: String(reflecting: first), second: String(reflecting: type))
            }
            owners[id] = type
        }
        self.scenes = scenes
    }

    /// A registry of `scenes`, for lists fixed in source (tests, built-in catalogues).
    ///
    /// - Precondition: the list passes ``init(validating:)`` (a programmer mistake otherwise).
    public init(_ scenes: [any Scene.Type]) {
        do {
            try self.init(validating: scenes)
        } catch {
            preconditionFailure(error.description)
        }
    }

    /// Every scene's description, in listing order.
    public var infos: [SceneInfo] { scenes.map { $0.info } }

    /// The ids, in listing order.
    public var ids: [String] { scenes.map { $0.info.id } }

    /// The description of the scene `id`, if registered.
    public func info(id: String) -> SceneInfo? {
        scenes.first { $0.info.id == id }?.info
    }

    /// Starts a session of the scene `id`.
    ///
    /// - Parameters:
    ///   - id: The scene id.
    ///   - seed: The random seed (default: the scene's).
    ///   - viewport: The starting viewport (default: the scene's).
    ///   - clock: The transport (default: playing at 1× from 0).
    /// - Throws: `SessionError.unknownScene` naming the registered ids, or
    ///   `SessionError.invalidViewport`.
    public func makeSession(
        id: String, seed: UInt64? = nil, viewport: Size? = nil, clock: VirtualClock = VirtualClock()
    ) throws(SessionError) -> any SceneSessionProtocol {
        guard let type = scenes.first(where: { $0.info.id == id }) else {
            throw .unknownScene(id, available: ids)
        }
        return try Self.open(type, seed: seed, viewport: viewport, clock: clock)
    }

    private static func open<S: Scene>(_ type: S.Type, seed: UInt64?, viewport: Size?, clock: VirtualClock)
        throws(SessionError) -> any SceneSessionProtocol
    {
        try SceneSession<S>(seed: seed, viewport: viewport, clock: clock)
    }

    /// The document `preview list --json` prints: `{"scenes": [...]}` with each scene's id,
    /// title, summary, viewport, actions, parameters, seed and tick rate.
    public var listDocument: JSONValue {
        ["scenes": .array(infos.map(\.json))]
    }
}
