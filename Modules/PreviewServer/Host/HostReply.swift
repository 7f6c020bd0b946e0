/// The scene host's answer to one ``HostRequest``: the session's reply, whether the message is
/// unfinished, and how long the host worked on it.
///
/// The host handles a client message in slices of at most ``SessionLimits/sceneSlice`` of work
/// (a frame far ahead is simulated a step at a time): an unfinished answer carries no messages,
/// and the supervisor asks ``HostRequest/resume(session:)`` for the rest once the session's CPU
/// budget allows, so that other sessions' requests are answered in between.
public struct HostReply: Equatable, Sendable {
    /// What the page gets (empty while ``isUnfinished``).
    public var reply: SessionController.Reply
    /// Whether the message's work is not done yet.
    public var isUnfinished: Bool
    /// Seconds of processor time the host's thread spent on the request (≥ 0), charged to the
    /// session's budget.
    public var workSeconds: Double

    /// - Parameters:
    ///   - reply: The session's reply.
    ///   - isUnfinished: Whether the message's work is not done yet.
    ///   - workSeconds: Seconds of work spent on the request.
    public init(_ reply: SessionController.Reply, isUnfinished: Bool = false, workSeconds: Double = 0) {
        self.reply = reply
        self.isUnfinished = isUnfinished
        self.workSeconds = workSeconds
    }
}
