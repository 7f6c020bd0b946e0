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
    /// Ends a session (a page's or an export's); the reply is empty.
    case close(session: UInt32)
    /// Starts an export's session: a fresh session of the scene an events file's header names,
    /// the file replayed (``ExportSource/replay(log:)`` in the host). The reply is empty, or a
    /// rejection whose one text message is the reason (plain text, not JSON).
    case exportReplay(session: UInt32, log: String)
    /// The frame of an export's session at `time` seconds of scene time: the reply is one binary
    /// message, the frame as a self-contained wire message; a rejection (plain text) if the
    /// session is not an open export.
    case exportFrame(session: UInt32, time: Double)
}
