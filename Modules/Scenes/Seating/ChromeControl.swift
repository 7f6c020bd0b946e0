/// A chrome control that owns the presses starting on it (seating.md §10.1, §10.6, §11).
enum ChromeControl: String, Hashable, Sendable {
    /// Buy Tickets.
    case buy
    /// The zoom-out button (only while `zoomed`).
    case zoomOut
    /// The dialog's OK row.
    case ok
    /// The dialog card outside its OK row: owns the press, does nothing.
    case dialogCard
    /// The scrim around the dialog card: dismisses the dialog.
    case scrim
    /// The header's back chevron (only on a chart pushed on a navigation stack): dismisses it.
    case back
}
