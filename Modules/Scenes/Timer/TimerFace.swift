/// Which timer face the timer card shows (timer.md §5, §8).
public enum TimerFace: String, Hashable, Sendable, CaseIterable {
    /// The digit row with sliding strips.
    case digital
    /// The Canvas dial with hands.
    case analog
}
