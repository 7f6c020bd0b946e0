/// Decides, message by message, whether a session's scene work may run on the thread that read
/// the message (inline: no hop, the lowest latency and CPU) or must go to the ``SceneExecutor``
/// (where long work never occupies the threads that serve HTTP and other sessions).
///
/// Only work that has just proved short runs inline: a frame when the session's previous frame
/// took at most ``limit`` seconds and no transport command came since (a seek may mean an hour
/// of simulation), input under the same two conditions for the previous input, pings and
/// full-frame requests always (they do no scene work). Everything else hops: a session's first
/// frame and input, frames after a seek, inspection requests, and any kind of message whose
/// last one took longer than the limit. So a thread serving HTTP is held by scene work for at
/// most about ``limit`` per message, except once when a scene's cost jumps (the message that
/// finds out runs inline; the next hops). A frame whose simulation is unfinished after one
/// bounded step moves to the scene executor for the rest (``SessionController``).
///
/// A pure value: durations are passed in (seconds on any monotonic clock).
struct InlineWorkPolicy: Equatable, Sendable {
    /// The longest work, in seconds, a message may have taken for the next one of its kind to run
    /// inline (≥ 0; 0 sends all scene work to the scene executor).
    let limit: Double
    private var lastFrameWork: Double?
    private var lastInputWork: Double?
    private var transportSinceFrame = false

    /// - Parameter limit: See ``limit``.
    init(limit: Double) {
        self.limit = limit
    }

    /// Whether `message` may be handled inline.
    func mayRunInline(_ message: ClientMessage) -> Bool {
        switch message {
        case .ping, .requestFullFrame:
            true
        case .frame:
            !transportSinceFrame && isShort(lastFrameWork)
        case .input:
            !transportSinceFrame && isShort(lastInputWork)
        case .transport, .inspect:
            false
        }
    }

    private func isShort(_ work: Double?) -> Bool {
        guard let work, limit > 0 else { return false }
        return work <= limit
    }

    /// Notes how long `message`'s work took, wherever it ran.
    ///
    /// - Parameters:
    ///   - message: The message handled.
    ///   - work: Its duration in seconds (wall time from start to reply, including any waits).
    mutating func record(_ message: ClientMessage, work: Double) {
        switch message {
        case .frame:
            lastFrameWork = work
            transportSinceFrame = false
        case .input:
            lastInputWork = work
        case .transport:
            transportSinceFrame = true
        case .ping, .requestFullFrame, .inspect:
            break
        }
    }
}
