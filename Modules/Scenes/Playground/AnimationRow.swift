import Stage

/// One row of the animations tab: its settings and its own presentation of the shared
/// `location` (every row animates the same change with its own animation, C.2).
struct AnimationRow: Sendable {
    /// A stable id (creation order), for state and deletion.
    var id: Int
    /// The row's settings.
    var settings: RowSettings
    /// The shared location as this row presents it (0 or 1 as a model value).
    var location: Animated<Double>
}
