/// A screen of the app's navigation stack (timer.md §4.1).
public enum TimerScreen: String, Hashable, Sendable, CaseIterable {
    /// The tea list ("Brew Timer").
    case list
    /// The timer screen for the chosen tea.
    case timer
    /// The chosen tea's ratings with the radar chart.
    case ratings
}
