/// One card of the list: a team's event at a venue on a day, with the tickets left
/// (pull-to-refresh.md B.5.1).
public struct SportsEvent: Hashable, Sendable {
    /// The creation index: 0, 1, 2, … over the session (stable across re-sorting).
    public var id: Int
    /// The team, e.g. "Dallas Mavericks".
    public var team: String
    /// The team's sport.
    public var sport: Sport
    /// The venue, e.g. "BOK Center".
    public var venue: String
    /// The day of the event.
    public var date: CalendarDay
    /// Tickets left, 0…1000 (0: sold out).
    public var ticketsLeft: Int

    /// An event.
    public init(id: Int, team: String, sport: Sport, venue: String, date: CalendarDay, ticketsLeft: Int) {
        self.id = id
        self.team = team
        self.sport = sport
        self.venue = venue
        self.date = date
        self.ticketsLeft = ticketsLeft
    }
}
