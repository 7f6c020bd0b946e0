import Stage

/// The book's sample data loader, made deterministic (pull-to-refresh.md B.5.1): every load
/// creates one event per team with a seeded generator, appends them, and stable-sorts the list
/// by date.
public struct EventFeed: Sendable {
    /// The teams and their sports, in creation order [book sample data].
    public static let teams: [(name: String, sport: Sport)] = [
        ("Arizona Coyotes", .iceHockey),
        ("Cincinnati Cyclones", .iceHockey),
        ("Dallas Mavericks", .basketball),
        ("Kansas City Mavericks", .iceHockey),
        ("Oklahoma City Thunder", .basketball),
        ("Cincinnati Bearcats", .football),
        ("Tulsa Golden Hurricane", .football),
    ]

    /// The venues [book sample data].
    public static let venues = [
        "Intrust Bank Arena", "BOK Center", "Intrust Bank Arena Parking Lots", "BOK Center Parking Lots",
    ]

    /// The events, sorted by date (ties in creation order).
    public private(set) var events: [SportsEvent] = []
    private var random: SplitMix64
    private var nextID = 0

    /// A feed with no events yet, drawing from `SplitMix64(seed: seed)`.
    public init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// Creates one event per team dated in `month` (1…12, clamped) of `year`, appends them and
    /// re-sorts. For each team, in order, it draws: the venue (`nextInt(0...3)`), the day
    /// (`nextInt(1...days in the month)`), a sold-out coin (`nextBool(probability: 0.5)`), and —
    /// only when not sold out — the tickets left (`nextInt(0...1000)`).
    public mutating func load(year: Int, month: Int) {
        let month = Swift.min(Swift.max(month, 1), 12)
        let days = CalendarDay.daysInMonth(year: year, month: month)
        for team in Self.teams {
            let venue = Self.venues[random.nextInt(in: 0...(Self.venues.count - 1))]
            let day = random.nextInt(in: 1...days)
            let tickets = random.nextBool(probability: 0.5) ? 0 : random.nextInt(in: 0...1000)
            events.append(SportsEvent(id: nextID, team: team.name, sport: team.sport, venue: venue,
                                      date: CalendarDay(year: year, month: month, day: day), ticketsLeft: tickets))
            nextID += 1
        }
        // Stable: ids grow with creation, so they break ties in creation order.
        events.sort { ($0.date, $0.id) < ($1.date, $1.id) }
    }
}
