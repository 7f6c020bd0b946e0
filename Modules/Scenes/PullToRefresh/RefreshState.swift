/// The five states of the pull-to-refresh state machine (pull-to-refresh.md B.5).
///
/// `idle` lasts one tick (at scene start and at the end of every cycle); the next tick turns it
/// into `pulling` with a fresh baseline. An aborted pull stays `pulling`.
public enum RefreshState: String, Hashable, Sendable, CaseIterable {
    /// Nothing happens and nothing of the ball is drawn; the next tick captures the baseline.
    case idle
    /// The content follows the pull; `progress` tracks it and the ball rolls in.
    case pulling
    /// The (simulated) refresh runs: the list is dropped and the ball bounces.
    case ongoing
    /// The refresh has completed (new events merged); the ball returns to the top.
    case preparingToFinish
    /// The ball rolls out to the right while the list eases back up.
    case finishing
}
