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
public struct EventDetailsScene: Scene {
    /// Id `event-details`, 390 × 844, seed 2023 (Part B's events).
    public static let info = SceneInfo(
        id: "event-details", title: "Event details",
        summary: "Filter the events by sport with bouncy chips, and open an event's collapsible details.",
        actions: [
            SceneAction("toggle-filter", summary: "Show or hide the sport filter"),
            SceneAction("refresh", summary: "Load new events and re-apply the filter"),
            SceneAction("open-first", summary: "Open the first visible event's details"),
            SceneAction("back", summary: "Back from the details"),
            SceneAction("seating-chart", summary: "The details' Seating Chart button (opens the chart in a navigation stack)"),
            SceneAction("collapse", summary: "Scroll the details to off = −150"),
            SceneAction("expand", summary: "Scroll the details to the top"),
        ] + Sport.allCases.map { SceneAction("toggle-\($0.rawValue)", summary: "Toggle \($0.label) in the filter") },
        seed: 2023)

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

    /// The viewport.
    var viewport: Size
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
    /// The list's scroll offset, points (0 at the top, negative scrolled down).
    var listScroll = 0.0
    /// The list's scroll offset when the current drag began.
    var listScrollAtDragStart = 0.0
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

    /// The top of the list's content (the chip panel, then the cards): the header band's bottom
    /// plus the list's scroll offset.
    var contentTop: Double { listTop + listScroll }

    /// The top of the card in display slot `slot` (fractional while sliding) under a panel
    /// `panel` points tall: `contentTop + panel + 16 + slot·214`.
    func cardTop(slot: Double, panel: Double) -> Double {
        contentTop + panel + ListLayout.inset + slot * ListLayout.pitch
    }
}
