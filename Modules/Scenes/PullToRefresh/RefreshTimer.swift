/// The timers of a refresh cycle (pull-to-refresh.md B.5, tick step 4), each scheduled by the
/// previous one from its due time.
public enum RefreshTimer: String, Hashable, Sendable {
    /// Due `refreshDuration` after the refresh started: new events are merged and the state
    /// becomes `preparingToFinish`.
    case refreshCompleted
    /// Due `returnDuration` later: the state becomes `finishing`.
    case finish
    /// Due `rollOutDuration` later: the state becomes `idle` and the baseline 0.
    case idle
}
