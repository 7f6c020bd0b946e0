/// Why a request for `/session` did not become a WebSocket session.
public enum SessionRequestError: Error, Equatable, Sendable {
    /// The query has no `scene` parameter (answered 400).
    case missingScene
    /// No scene has this id (answered 404).
    case unknownScene(String)
    /// The request passed every check but is not a WebSocket upgrade (answered 426).
    case notAnUpgrade
    /// A WebSocket upgrade for a path other than `/session`, the only WebSocket endpoint
    /// (answered 404).
    case notAWebSocketPath(String)
    /// `?join=ID&key=KEY` names no running shared session with that key: the id is unknown, or
    /// the key missing or wrong (one answer for all, 404).
    case noSharedSession
}
