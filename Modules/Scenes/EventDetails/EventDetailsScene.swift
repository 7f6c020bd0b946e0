import Curves
import Drawing
import Geometry
import PullToRefresh
import Stage

/// The events list with a sport filter and the event details screen (pull-to-refresh.md Part D,
/// the book's chapter 3), on Part B's seeded events.
///
/// - List: the filter icon (top-right of the header band) shows the chip panel with a bouncy
///   spring (k 20, c 3, speed 2.5) and hides it with easeInOut 0.35 s; chips are laid out in
///   rows, swing in from a seeded rotation and scale out. Tapping a chip toggles its sport; the
///   list is filtered with a spring (k 30, c 8, speed 1.5): cards enter and leave with
///   scale + opacity, the others slide to their places. `refresh` loads a new batch of events and
///   re-applies the filter with the same animation. Tapping a card pushes its details (a slide
///   from the right, easeInOut 0.35 s).
/// - Details: a pinned header (the sport band) `max(120, 220 + off)` tall that collapses below
///   off = −80 (corners, overlay, title, calendar and date move into the header by matched
///   flights, the big Seating Chart button narrows and becomes a floating button). Drag or wheel
///   scroll; the back chevron pops.
/// - Actions: `toggle-filter`, `refresh`, `open-first`, `back`, `collapse`, `expand`, and
///   `toggle-<sport>` for each sport.
/// - State: see `state(at:)`.
public struct EventDetailsScene: Scene, RefreshingList {
    /// Id `event-details`, 390 × 844, seed 2023 (Part B's events), 60 ticks per second (Part B's
    /// pull to refresh, A.2).
    public static let info = SceneInfo(
        id: "event-details", title: "Event details",
        summary: "Filter the events by sport with bouncy chips, and open an event's collapsible details.",
        actions: [
            SceneAction("toggle-filter", summary: "Show or hide the sport filter"),
            SceneAction("pull", summary: "Pull the list past the threshold and let go (Part B's refresh, scripted)"),
            SceneAction("refresh", summary: "Load new events at once and re-apply the filter"),
            SceneAction("open-first", summary: "Open the first visible event's details"),
            SceneAction("back", summary: "Back from the details"),
            SceneAction("seating-chart", summary: "The details' Seating Chart button (opens the chart in a navigation stack)"),
            SceneAction("collapse", summary: "Scroll the details to off = −150"),
            SceneAction("expand", summary: "Scroll the details to the top"),
        ] + Sport.allCases.map { SceneAction("toggle-\($0.rawValue)", summary: "Toggle \($0.label) in the filter") },
        seed: 2023, tickRate: 60)

    /// Showing the filter: interpolating spring k = 20, c = 3, speed 2.5.
    static let showFilter = Animation.interpolatingSpring(stiffness: 20, damping: 3).speed(2.5)
    /// Hiding the filter: easeInOut 0.35 s.
    static let hideFilter = Animation.easeInOut(duration: 0.35)
    /// The month every batch of events falls in: June 2024, Part B's reference month (B.5.1).
    static let referenceMonth = (year: 2024, month: 6)
    /// Filtering the list: interpolating spring k = 30, c = 8, speed 1.5.
    static let filterAnimation = Animation.interpolatingSpring(stiffness: 30, damping: 8).speed(1.5)
    /// Pushing and popping the details, and collapsing: easeInOut 0.35 s.
    static let screenAnimation = Animation.easeInOut(duration: 0.35)

    /// One card of the filtered list.
    struct Item: Identifiable, Sendable {
        /// The event's id.
        var id: Int
    }

    /// The viewport, points.
    package var viewport: Size
    /// All events (Part B's feed).
    var feed: EventFeed
    /// Cards laid out for the width, by event id.
    var cards: [Int: EventCard] = [:]
    /// The cards' shared shapes.
    var artwork: CardArtwork
    /// Whether the filter panel is shown.
    var filterShown = false
    /// The panel's height as the cards below see it (0 when hidden).
    @Animated var panelHeight = 0.0
    /// The chips, present or leaving.
    var chips = TransitionGroup<SportChip>(transition: .asymmetric(
        insertion: .modifier(active: [.scale(0.75), .custom(name: "spin", value: 1)],
                             identity: [.scale(1), .custom(name: "spin", value: 0)]),
        removal: .scale))
    /// The selected sports.
    var selected: Set<Sport> = []
    /// The visible cards, present or leaving.
    var items = TransitionGroup<Item>(transition: .scale.combined(with: .opacity))
    /// Each visible card's slot (display index), animated when the list changes.
    var slots: [Int: Animated<Double>] = [:]
    /// The random source of the chips' rotations.
    var random: SplitMix64
    /// The event whose details are open (or closing).
    var details: Int?
    /// Whether this scene is a details screen pushed on a navigation stack
    /// (`detailsScreen(for:)`): it shows only the details, and back dismisses it.
    var isPushedDetails = false
    /// The push: 0 = list, 1 = details.
    @Animated var push = 0.0
    /// The details' scroll offset `off` (0 at rest, negative scrolled down).
    @Animated var offset = 0.0
    /// The collapse progress: 0 expanded, 1 collapsed, animated when `collapsed` flips.
    @Animated var collapse = 0.0
    /// The offset when the current drag began.
    var offsetAtDragStart = 0.0
    /// The list's pull to refresh (Part B): its content offset c is the list's scroll (0 at
    /// the top, negative scrolled down, positive pulled), its list offset O drops the content
    /// during a refresh.
    package var refresh = RefreshControl(configuration: Self.refreshConfiguration)
    /// The ball's shapes (Part B's 42-point basketball).
    let ballArtwork = BasketballArtwork(ballSize: Self.refreshConfiguration.ballSize)
    /// Taps and drags.
    var tap = TapGesture()
    var drag = DragGesture()
    /// The chips' shapes for the current width and list scroll, rebuilt at the end of every
    /// callback that changes them (`refreshChipShapes()`).
    var laidOutChips = ChipShapes(width: 0, contentTop: 0)

    /// The list at t = 0: Part B's first load (7 events), no filter.
    public init(_ context: SceneContext) {
        viewport = context.viewport
        feed = EventFeed(seed: context.seed)
        feed.load(year: Self.referenceMonth.year, month: Self.referenceMonth.month)
        artwork = CardArtwork(width: context.viewport.width - 2 * ListLayout.inset)
        random = SplitMix64(seed: context.seed)
        layOutCards()
        let visible = visibleEvents
        items = TransitionGroup(visible.map { Item(id: $0.id) }, transition: .scale.combined(with: .opacity))
        for (i, e) in visible.enumerated() { slots[e.id] = Animated(wrappedValue: Double(i)) }
        refreshChipShapes()
    }

    /// The chips' shapes `width` points wide at the current scroll: the stored ones when they
    /// are up to date (they are after every callback), else built now.
    func chipShapes(width: Double) -> ChipShapes {
        laidOutChips.matches(width: width, contentTop: contentTop) ? laidOutChips : ChipShapes(width: width, contentTop: contentTop)
    }

    /// Rebuilds the stored chip shapes when the width or the list scroll has changed.
    mutating func refreshChipShapes() {
        if !laidOutChips.matches(width: viewport.width, contentTop: contentTop) {
            laidOutChips = ChipShapes(width: viewport.width, contentTop: contentTop)
        }
    }

    /// Part B's constants, at their defaults (the list's header band is Part B's 96 points).
    static let refreshConfiguration = PullToRefreshConfiguration()

    /// Part B's constants (`RefreshingList`).
    package var refreshConfiguration: PullToRefreshConfiguration { Self.refreshConfiguration }

    /// The list's scroll offset c, points (0 at the top, negative scrolled down, positive pulled).
    var listScroll: Double { refresh.offset }

    /// How far the list scrolls (B.4, with the chip panel at its model height in the content):
    /// until the last card's bottom inset reaches the viewport's bottom.
    package var maxScroll: Double {
        let content = panelHeight + ListLayout.inset + Double(visibleEvents.count) * ListLayout.pitch
        return Swift.max(0, content - (viewport.height - listTop))
    }

    /// A completed refresh (B.5.1): another batch into the full list, re-filtered with the filter
    /// spring from the completion's due time (D.2: new cards scale and fade in).
    package mutating func loadNewEvents() {
        refreshNow(at: Transaction.current.time)
    }

    /// The events the filter lets through, in date order.
    var visibleEvents: [SportsEvent] {
        selected.isEmpty ? feed.events : feed.events.filter { selected.contains($0.sport) }
    }

    /// Rebuilds the cards for the width.
    mutating func layOutCards() {
        let width = viewport.width - 2 * ListLayout.inset
        if artwork.width != Swift.max(0, width) { artwork = CardArtwork(width: width) }
        cards = Dictionary(uniqueKeysWithValues: feed.events.enumerated().map {
            ($1.id, EventCard(event: $1, index: $0, width: width))
        })
    }

    /// The bottom of the header band (96): the list's content scrolls under it.
    var listTop: Double { EventDetailsStyle.listHeaderHeight }

    /// The top of the list's content (the chip panel, then the cards) before the list offset O:
    /// the header band's bottom plus the list's scroll offset c.
    var contentTop: Double { listTop + listScroll }

    /// The top of the card in display slot `slot` (fractional while sliding) under a panel
    /// `panel` points tall: `contentTop + panel + 16 + slot·214`.
    func cardTop(slot: Double, panel: Double) -> Double {
        contentTop + panel + ListLayout.inset + slot * ListLayout.pitch
    }
}
