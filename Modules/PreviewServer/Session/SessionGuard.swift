/// The flood and garbage policy of one session (see ``SessionLimits``): decides, per message,
/// whether the client may go on.
public struct SessionGuard: Sendable {
    /// The verdict on a client.
    public enum Verdict: Equatable, Sendable {
        /// Carry on.
        case proceed
        /// Close the connection with code 1008 (policy violation) and this reason.
        case close(reason: String)
    }

    private var messages: TokenBucket
    private var rejections: TokenBucket
    private let limits: SessionLimits

    /// Creates the guard for a new session.
    public init(limits: SessionLimits) {
        self.limits = limits
        self.messages = TokenBucket(capacity: limits.messageBurst, ratePerSecond: limits.messagesPerSecond)
        self.rejections = TokenBucket(capacity: limits.rejectionBurst, ratePerSecond: limits.rejectionsPerSecond)
    }

    /// Meters one arriving message.
    ///
    /// - Parameter now: Monotonic seconds.
    public mutating func admit(at now: Double) -> Verdict {
        messages.take(at: now)
            ? .proceed
            : .close(reason: "too many messages (more than \(Int(limits.messagesPerSecond))/s)")
    }

    /// Meters one rejected message.
    ///
    /// - Parameter now: Monotonic seconds.
    public mutating func reject(at now: Double) -> Verdict {
        rejections.take(at: now)
            ? .proceed
            : .close(reason: "too many bad messages (more than \(Int(limits.rejectionBurst)) in a burst)")
    }
}
