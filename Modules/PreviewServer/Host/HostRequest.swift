/// What the supervisor asks of a scene host (the child process that runs the scenes).
///
/// Every request is answered by exactly one ``HostReply``, in the order asked,
/// so the supervisor matches answers to requests by position.
public enum HostRequest: Equatable, Sendable {
    /// The scene list document (one text message: what `GET /api/scenes` serves).
    case list
    /// Starts a session; the reply is its hello, or a rejection if the scene is unknown.
    case open(session: UInt32, sceneID: String)
    /// One client message (JSON text) for a session; the reply is what the page gets.
    case message(session: UInt32, text: String)
    /// Starts a session and replays a log into it without drawing; the reply is the hello, then
    /// one `error` text for each logged message the rebuilt scene refused.
    case replay(session: UInt32, sceneID: String, log: SessionLog)
    /// Continues the session's unfinished message (a ``HostReply`` that ``HostReply/isUnfinished``);
    /// the reply is the rest, or again unfinished.
    case resume(session: UInt32)
    /// Ends a session; the reply is empty.
    case close(session: UInt32)
}
