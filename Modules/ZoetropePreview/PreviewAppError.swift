import Stage

/// Why a ``PreviewApp``'s scene list cannot start the command line.
public enum PreviewAppError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `scenes` is empty; `app` is the conforming type's full name.
    case noScenes(app: String)
    /// The list has an invalid or duplicate id.
    case invalidSceneList(SceneRegistryError)

    public var description: String {
        switch self {
        case .noScenes(let app):
            return "\(app).scenes is empty; list your scene types there, e.g. static let scenes: [any Scene.Type] = [MyScene.self]"
        case .invalidSceneList(let error):
            return error.description
        }
    }
}
