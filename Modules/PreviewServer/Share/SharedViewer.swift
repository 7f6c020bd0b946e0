import Stage

/// One viewer of a shared session, as the session keeps it (docs/session-protocol.md §6).
struct SharedViewer {
    /// The viewer's number in its session: 0 for the one who shared it, then counting joins
    /// (never reused). Its pointers are `ordinal << 32 | the page's pointer id` in the scene, so
    /// two viewers' pointers never collide.
    let ordinal: Int
    /// Where its messages go.
    let outbox: ViewerOutbox
    /// Frames it asked for and has not been sent (0…2): each `frame` message is one.
    var credits = 0
    /// Whether its decoder is in step with the session's frame stream: it has decoded every
    /// message since the last self-contained one, so the next one decodes for it too.
    var inStep = false
    /// Frame messages it is in step for but did not ask for yet (at most
    /// ``ShareLimits/maximumBacklog``): sent with the next frame it asks for, in order.
    var backlog: [[UInt8]] = []
    /// The client time (ms) of its latest input since its last frame, echoed as `inputT`.
    var pendingInputTime: Double?
    /// The scene state JSON last put into one of its frame messages.
    var lastStateJSON: String?
    /// Its pointers that are down in the scene (scene ids), with their latest event: cancelled
    /// when it leaves.
    var pointersDown: [PointerID: PointerEvent] = [:]
    /// Its keys that are down in the scene (by `KeyEvent.key`), with their latest event: released
    /// when it leaves, unless another viewer holds the same key.
    var keysDown: [String: KeyEvent] = [:]
    /// Whether its connection has ended (``SharedSession/connectionEnded(ordinal:)``): what it
    /// sent before is still handled, but an Animations panel request is answered with nothing.
    var connectionEnded = false

    /// The scene's id for this viewer's pointer `id` (0…2³¹−1).
    func scenePointer(_ id: PointerID) -> PointerID {
        PointerID(ordinal << 32 | id.rawValue)
    }
}
