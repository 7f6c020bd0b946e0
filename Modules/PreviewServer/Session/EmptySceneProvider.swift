/// A scenes with no scenes: what the server offers when the build registers none.
public struct EmptySceneProvider: SceneProvider {
    /// Creates the empty scenes.
    public init() {}
    /// `{"scenes":[]}`.
    public var listJSON: String { #"{"scenes":[]}"# }
    /// Always `false`.
    public func contains(sceneID: String) -> Bool { false }
    /// Always `nil`.
    public func makeSession(sceneID: String) -> (any LiveScene)? { nil }
}
