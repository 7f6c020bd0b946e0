import Drawing

/// What the status line and the progress bar show for a number of selected topics
/// (honeycomb.md §10). Subtopics count like any other topic.
struct StatusLine: Hashable, Sendable {
    /// How many topics the user should pick.
    static let goal = 5

    /// The number of selected topics.
    let count: Int

    /// "Pick N more!" below the goal, "You're all set!" (ASCII apostrophe) from it on.
    var text: String {
        count < Self.goal ? "Pick \(Self.goal - count) more!" : "You're all set!"
    }

    /// The bar's fraction, min(5, n)/5, in 0…1.
    var fraction: Double { Double(Swift.min(Self.goal, Swift.max(0, count))) / Double(Self.goal) }

    /// The bar's tint: purple below the goal, green from it on.
    var tint: Color { count < Self.goal ? Palette.unselected : Palette.selected }
}
