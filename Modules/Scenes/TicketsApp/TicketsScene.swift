import Drawing
import EventDetails
import Seating
import Stage

/// The sports-ticket app of the book as one app (issue #28): the events list with the sport
/// filter (pull-to-refresh.md Parts B and D) → an event's details (D.3) → the stadium seating
/// chart for that game (seating.md) → back, on a Stage `NavigationStack`.
///
/// - Screens: the root is an `EventDetailsScene` list with Part B's pull to refresh (the
///   jumping basketball; the app ticks at 60 Hz for it and forwards its ticks); tapping a card pushes its details (a
///   separate `EventDetailsScene` details screen, `EventDetailsScene.detailsRoute`); the
///   details' Seating Chart buttons push a `SeatingScene` whose header names the game's team and
///   date on a band of the sport's colour (`EventDetailsScene.seatingRoute`).
/// - Back: each screen's back chevron pops it, so does an edge swipe from the left (cancellable
///   midway) and the `back` action; confirming a purchase (Buy, then OK) only closes the
///   dialog, as on the chart alone (seating.md §10.6).
/// - State kept: screens below the top keep theirs (the list's scroll position and filter, the
///   details' scroll); a chart popped without buying is kept per game with its chosen seats and
///   comes back when that game's chart is opened again; a purchase forgets it.
/// - Actions: `back`, and the top screen's own: `open-first`, `toggle-filter`, `pull`, `refresh`
///   (list), `seating-chart`, `collapse`, `expand` (details), `buy`, `ok`, `zoom-out` (chart).
/// - Parameters (a deep link, `#/scene/tickets?p.screen=seating&p.event=3` on the page):
///   `screen` (`list`, `details`, `seating`) and `event` (an event id); setting them rebuilds
///   the stack at once on that screen, once for all the ones set at the same time (the page sets
///   both after back or forward); an event the list does not have is refused (the list stays,
///   `lastRefusal` says why).
/// - State: the stack's (`NavigationStack.state(at:)`) plus `keptCharts` (event ids) and
///   `deepLink` (the `screen` and `event` that reopen the top screen: the page's address follows
///   navigation by taps).
public struct TicketsScene: Scene {
    /// Id `tickets`, 390 × 844 (a phone), seed 2023 (Part B's events), ticking at its screens'
    /// highest rate (the list's 60 Hz).
    public static let info = SceneInfo(
        id: "tickets", title: "Tickets (list → details → seating)",
        summary: "The sports-ticket app: tap a game for its details, open its seating chart, pick seats, go back.",
        actions: [
            SceneAction("back", summary: "Pop the top screen (the back chevron)"),
            SceneAction("open-first", summary: "List: open the first visible event's details"),
            SceneAction("toggle-filter", summary: "List: show or hide the sport filter"),
            SceneAction("pull", summary: "List: pull past the threshold and let go (the basketball refresh)"),
            SceneAction("refresh", summary: "List: load new events at once"),
            SceneAction("seating-chart", summary: "Details: the Seating Chart button"),
            SceneAction("collapse", summary: "Details: scroll to off = −150"),
            SceneAction("expand", summary: "Details: scroll to the top"),
            SceneAction(SeatingScene.Action.buy, summary: "Chart: Buy Tickets"),
            SceneAction(SeatingScene.Action.ok, summary: "Chart: OK in the purchase dialog (closes it)"),
            SceneAction(SeatingScene.Action.zoomOut, summary: "Chart: the zoom-out button"),
        ],
        parameters: [
            .choice(DeepLink.screen, default: "list", options: DeepLink.screens,
                    summary: "Deep link: open the app on this screen (for `event`)"),
            .integer(DeepLink.event, default: 0, in: 0...1_000_000, summary: "Deep link: the event id of the details or chart"),
        ],
        seed: 2023, tickRate: NavigationStack.tickRate(of: [EventDetailsScene.self, SeatingScene.self]))

    /// The screens.
    var stack: NavigationStack
    /// Charts popped without a purchase, by event id: opened again, they come back as they were.
    var keptCharts: [Int: SeatingScene] = [:]
    /// Whether a deep-link parameter changed since the stack was last rebuilt from them: the
    /// rebuild waits for the next call into the app, so parameters set together rebuild it once.
    var deepLinkChanged = false

    /// The app on its events list (Part B's first load, no filter), or on the screen the
    /// deep-link parameters name when a host starts it with them.
    public init(_ context: SceneContext) {
        var listContext = context
        listContext.parameters = ParameterValues(defaults: EventDetailsScene.info.parameters)
        stack = NavigationStack(root: EventDetailsScene(listContext))
        if context.parameters.string(DeepLink.screen, or: "list") != "list" { openDeepLink(in: context) }
    }

    /// Routes input through the stack and opens the screens it asks for.
    public mutating func receive(_ input: InputEvent, in context: SceneContext) {
        openChangedDeepLink(in: context)
        let pushes = stack.receive(input, in: context)
        afterCall(pushing: pushes, in: context)
    }

    /// `back` pops; every other action goes to the top screen.
    public mutating func perform(_ action: String, in context: SceneContext) {
        openChangedDeepLink(in: context)
        if action == "back" {
            try? stack.pop(in: context)  // a refusal is kept in the stack's state
            afterCall(pushing: [], in: context)
            return
        }
        let pushes = stack.perform(action, in: context)
        afterCall(pushing: pushes, in: context)
    }

    /// A deep link: `screen` or `event` changed, so the stack is rebuilt on that screen
    /// (`openDeepLink(in:)`) before the next call into the app, once for every parameter set
    /// before it. In a session that call comes at the same scene time: a ticking scene's events
    /// are applied just before its tick (`SceneSession`), so the page's two sets after back or
    /// forward rebuild the stack once, with no in-between screen (`event` set alone would open
    /// that event on the old `screen`, a chart the second set would pop and keep).
    public mutating func parameterChanged(_ name: String, in context: SceneContext) {
        deepLinkChanged = true
    }

    /// Lays every screen out for the new viewport.
    public mutating func viewportChanged(in context: SceneContext) {
        stack.viewportChanged(in: context)
    }

    /// Draws the stack.
    public func draw(in context: inout GraphicsContext, at time: SceneTime) {
        stack.draw(in: &context, at: time)
    }

    /// The stack's state (`NavigationStack.state(at:)`) with `keptCharts`, the event ids whose
    /// unbought charts are kept, and `deepLink`, the parameter values that reopen the app on its
    /// top screen (`{"screen": "details", "event": 3}`; the page keeps them in its address).
    public func state(at time: SceneTime) -> JSONValue {
        let state = stack.state(at: time)
        guard case .object(var fields) = state else { return state }
        fields["keptCharts"] = .array(keptCharts.keys.sorted().map { .number(Double($0)) })
        fields["deepLink"] = deepLinkParameters
        return .object(fields)
    }

    /// Rebuilds the stack from changed deep-link parameters, then forwards the tick to the screens
    /// on screen (the list's pull-to-refresh ticks at 60 Hz).
    public mutating func tick(in context: SceneContext) {
        openChangedDeepLink(in: context)
        let pushes = stack.tick(in: context)
        afterCall(pushing: pushes, in: context)
    }

    /// Keeps or forgets the charts popped by the call that just returned (each is reported once),
    /// then opens the screens asked for.
    mutating func afterCall(pushing values: [NavigationValue], in context: SceneContext) {
        keepPoppedCharts()
        for value in values { open(value, in: context) }
    }

    /// Keeps each chart the stack popped since the last call, unless it was bought from.
    mutating func keepPoppedCharts() {
        for popped in stack.takePoppedScreens() {
            guard let chart = popped.scene as? SeatingScene, let id = popped.value?.value["event"]?.intValue else { continue }
            keptCharts[id] = chart.purchases == 0 ? chart : nil
        }
    }
}
