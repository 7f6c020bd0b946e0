import Testing
@testable import PullToRefresh
@testable import Stage
import ZoetropeTestSupport

@Suite("CalendarDay")
struct CalendarDayTests {
    @Test("weekdays of known dates", arguments: [
        (2024, 6, 1, "Saturday"), (2024, 6, 15, "Saturday"), (2024, 6, 30, "Sunday"), (2000, 1, 1, "Saturday"),
        (1970, 1, 1, "Thursday"), (2024, 2, 29, "Thursday"), (2100, 3, 1, "Monday"), (2023, 12, 31, "Sunday"),
    ])
    func weekdays(year: Int, month: Int, day: Int, name: String) {
        #expect(CalendarDay.weekdayNames[CalendarDay(year: year, month: month, day: day).weekday] == name)
    }

    @Test("the long form reads like \"Saturday, June 15, 2024\"")
    func longForm() {
        #expect(CalendarDay(year: 2024, month: 6, day: 15).longDescription == "Saturday, June 15, 2024")
    }

    @Test("days in a month, with Gregorian leap years")
    func daysInMonth() {
        #expect(CalendarDay.daysInMonth(year: 2024, month: 6) == 30)
        #expect(CalendarDay.daysInMonth(year: 2024, month: 2) == 29)
        #expect(CalendarDay.daysInMonth(year: 2023, month: 2) == 28)
        #expect(CalendarDay.daysInMonth(year: 2000, month: 2) == 29)
        #expect(CalendarDay.daysInMonth(year: 2100, month: 2) == 28)
        #expect(CalendarDay.daysInMonth(year: 2024, month: 12) == 31)
        #expect(CalendarDay.daysInMonth(year: 2024, month: 13) == 31)  // clamped to December
    }
}

@Suite("EventFeed")
struct EventFeedTests {
    @Test("the initial load: one event per team, in June 2024, sorted by date with ties in creation order")
    func initialLoad() {
        var feed = EventFeed(seed: 2023)
        feed.load(year: 2024, month: 6)
        #expect(feed.events.count == 7)
        #expect(Set(feed.events.map(\.team)) == Set(EventFeed.teams.map(\.name)))
        for (a, b) in zip(feed.events, feed.events.dropFirst()) {
            #expect(a.date < b.date || (a.date == b.date && a.id < b.id))
        }
        for e in feed.events {
            #expect(e.date.year == 2024 && e.date.month == 6 && (1...30).contains(e.date.day))
            #expect((0...1000).contains(e.ticketsLeft))
            #expect(EventFeed.venues.contains(e.venue))
            #expect(EventFeed.teams.first { $0.name == e.team }?.sport == e.sport)
        }
    }

    @Test("the draws follow the documented order: venue, day, sold-out coin, then tickets only when not sold out")
    func drawOrder() {
        var feed = EventFeed(seed: 7)
        feed.load(year: 2024, month: 2)
        var random = SplitMix64(seed: 7)
        var expected: [Int: (String, Int, Int)] = [:]
        for id in 0..<7 {
            let venue = EventFeed.venues[random.nextInt(in: 0...3)]
            let day = random.nextInt(in: 1...29)
            let tickets = random.nextBool(probability: 0.5) ? 0 : random.nextInt(in: 0...1000)
            expected[id] = (venue, day, tickets)
        }
        for e in feed.events {
            let x = expected[e.id]!
            #expect(e.venue == x.0 && e.date.day == x.1 && e.ticketsLeft == x.2)
        }
    }

    @Test("each refresh appends 7 more events and re-sorts the whole list stably")
    func refreshAppends() {
        var feed = EventFeed(seed: 2023)
        feed.load(year: 2024, month: 6)
        let first = feed.events
        feed.load(year: 2024, month: 6)
        #expect(feed.events.count == 14)
        #expect(Set(feed.events.map(\.id)) == Set(0..<14))
        // The first load's events keep their relative order.
        #expect(feed.events.filter { $0.id < 7 }.map(\.id) == first.map(\.id))
        for (a, b) in zip(feed.events, feed.events.dropFirst()) {
            #expect(a.date < b.date || (a.date == b.date && a.id < b.id))
        }
    }

    @Test("the same seed gives the same events; another seed gives others")
    func seeded() {
        var a = EventFeed(seed: 2023), b = EventFeed(seed: 2023), c = EventFeed(seed: 2024)
        a.load(year: 2024, month: 6)
        b.load(year: 2024, month: 6)
        c.load(year: 2024, month: 6)
        #expect(a.events == b.events)
        #expect(a.events != c.events)
    }

    @Test("about half the events are sold out over many loads")
    func soldOutRate() {
        var feed = EventFeed(seed: 1)
        for _ in 0..<100 { feed.load(year: 2024, month: 6) }
        let soldOut = feed.events.filter { $0.ticketsLeft == 0 }.count
        #expect(soldOut > 300 && soldOut < 420)  // 700 events; p = 0.5 (+ 1/1001 of the rest)
    }
}
