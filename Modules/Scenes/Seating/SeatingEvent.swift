import Drawing

/// The game a seating chart is for, when an app opens the chart for one (the tickets app's
/// details screen): its header names the team and the date on a band in the sport's colour.
public struct SeatingEvent: Hashable, Sendable {
    /// The team, e.g. "Dallas Mavericks" (the header's title).
    public var team: String
    /// The date as text, e.g. "Saturday, June 15, 2024" (the header's second line).
    public var date: String
    /// The sport's colour: the header band's fill.
    public var color: Color

    /// A game.
    ///
    /// - Parameters:
    ///   - team: The header's title.
    ///   - date: The header's date line.
    ///   - color: The header band's colour.
    public init(team: String, date: String, color: Color) {
        self.team = team
        self.date = date
        self.color = color
    }
}
