/// The timer's status (timer.md §4.2).
public enum BrewStatus: String, Hashable, Sendable, CaseIterable {
    /// Not counting; the remaining time is the full length.
    case stopped
    /// Counting down towards its end instant.
    case running
    /// Counting suspended with the remaining time frozen.
    case paused
    /// The countdown reached zero; the remaining time is the full length again.
    case done
}
