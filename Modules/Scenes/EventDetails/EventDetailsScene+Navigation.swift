import Drawing
import Geometry
import PullToRefresh
import Stage

extension EventDetailsScene {
    /// The route of an event's details screen; its value is `{"id": event id}`.
    public static let detailsRoute = "event"
    /// The route of an event's seating chart; its value is `{"event": id, "team": name,
    /// "sport": Sport raw value, "date": "Saturday, June 15, 2024"}` (the date as the details
    /// show it).
    public static let seatingRoute = "seating"

    /// The value that pushes the details of event `id` (what a card tap pushes in a stack).
    public static func detailsValue(for id: Int) -> NavigationValue {
        NavigationValue(route: detailsRoute, value: ["id": .number(Double(id))])
    }

    /// The value that pushes the seating chart of `event` (what the Seating Chart buttons push).
    public static func seatingValue(for event: SportsEvent) -> NavigationValue {
        NavigationValue(route: seatingRoute, value: [
            "event": .number(Double(event.id)), "team": .string(event.team), "sport": .string(event.sport.rawValue),
            "date": .string(event.date.longDescription),
        ])
    }

    /// The details screen for `value` (a `detailsRoute` value), pushed from this list: a copy of
    /// the list's data showing only the details of that event, at rest (the stack slides it in).
    /// Its back chevron dismisses it; its Seating Chart buttons push `seatingValue(for:)`.
    ///
    /// - Throws: `NavigationError.missingValue` when `value` has no integer `id` or the list has
    ///   no event with that id (a stale deep link).
    public func detailsScreen(for value: NavigationValue) throws(NavigationError) -> EventDetailsScene {
        guard value.route == Self.detailsRoute, let id = value.value["id"]?.intValue else {
            throw .missingValue(value, reason: "a details value is {\"id\": event id}")
        }
        guard feed.events.contains(where: { $0.id == id }) else {
            throw .missingValue(value, reason: "the list has no event \(id) (\(feed.events.count) events, ids 0…\(feed.events.count - 1))")
        }
        var screen = self
        screen.isPushedDetails = true
        screen.details = id
        screen.$push.reset(to: 1)
        screen.$offset.reset(to: 0)
        screen.$collapse.reset(to: 0)
        screen.tap.reset()
        screen.drag.reset()
        screen.refresh = RefreshControl(configuration: refreshConfiguration)  // no list, no refresh
        return screen
    }

    /// The event whose details are open, if any.
    var openEvent: SportsEvent? { details.flatMap { id in feed.events.first { $0.id == id } } }

    /// The event a details screen shows, nil for the list (what an app pushes the seating
    /// chart value for when it opens a deep link).
    public var openEventForNavigation: SportsEvent? { isPushedDetails ? openEvent : nil }

    /// Presses the Seating Chart button or the floating button: pushes the event's seating chart
    /// (nothing when the scene runs alone, where there is no seating chart to open).
    func openSeatingChart() {
        if let event = openEvent { Navigation.push(Self.seatingValue(for: event)) }
    }

    /// Whether a tap at `point` presses a Seating Chart button at `time`: the big button while
    /// it shows (collapse < 1), or the floating one while it shows (collapse > 0).
    func pressesSeatingButton(_ point: Point, at time: SceneTime) -> Bool {
        let p = $collapse.at(time)
        if p < 1, DetailsGeometry.seatingButton(offset: $offset.at(time), width: viewport.width).contains(point) { return true }
        return p > 0 && DetailsGeometry.floatingButton(viewport).contains(point)
    }
}
