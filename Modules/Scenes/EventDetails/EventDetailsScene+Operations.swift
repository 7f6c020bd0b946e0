import Curves
import Geometry
import PullToRefresh
import Stage

extension EventDetailsScene {
    /// Shows or hides the filter panel: chips inserted with a fresh seeded rotation each
    /// (−25…25°) under the bouncy show spring, or removed with easeInOut; the cards below move
    /// with the same animation.
    mutating func toggleFilter(at time: SceneTime) {
        filterShown.toggle()
        let animation = filterShown ? Self.showFilter : Self.hideFilter
        let transaction = Transaction(time: time, animation: animation)
        if filterShown {
            let chipsNow = Sport.allCases.map { SportChip(sport: $0, rotationDegrees: random.nextDouble(in: -25..<25)) }
            chips.update(to: chipsNow, in: transaction)
        } else {
            chips.update(to: [], in: transaction)
        }
        $panelHeight.set(filterShown ? SportChip.panelHeight(width: viewport.width) : 0, animation: animation, at: time)
        adaptContent(at: time)
    }

    /// Toggles `sport` in the filter (the chip's colour changes at once) and re-filters.
    mutating func toggle(_ sport: Sport, at time: SceneTime) {
        if selected.contains(sport) { selected.remove(sport) } else { selected.insert(sport) }
        applyFilter(at: time)
    }

    /// Makes the visible list match the filter with the filter spring: entering and leaving cards
    /// scale and fade, staying cards slide to their new slots.
    mutating func applyFilter(at time: SceneTime) {
        let visible = visibleEvents
        let transaction = Transaction(time: time, animation: Self.filterAnimation)
        let present = Set(items.elements.map(\.id))
        items.update(to: visible.map { Item(id: $0.id) }, in: transaction)
        for (i, e) in visible.enumerated() {
            if present.contains(e.id), var slot = slots[e.id] {
                slot.set(Double(i), animation: Self.filterAnimation, at: time)
                slots[e.id] = slot
            } else {
                slots[e.id] = Animated(wrappedValue: Double(i))  // a new card enters in place
            }
        }
        adaptContent(at: time)
    }

    /// Loads another batch (one event per team in B.5.1's reference month) into the full list, as
    /// Part B's completed refresh does (and the `refresh` action at once), and re-applies the
    /// filter.
    mutating func refreshNow(at time: SceneTime) {
        feed.load(year: Self.referenceMonth.year, month: Self.referenceMonth.month)
        layOutCards()
        applyFilter(at: time)
    }

    /// Opens the details of event `id`: a fresh screen (offset 0, expanded) slid in from the right.
    /// In a navigation stack the list pushes `detailsValue(for:)` instead, and the stack slides
    /// in a separate details screen (`detailsScreen(for:)`).
    mutating func open(_ id: Int, at time: SceneTime) {
        if Navigation.isInStack {
            if !isPushedDetails { Navigation.push(Self.detailsValue(for: id)) }
            return
        }
        details = id
        $offset.reset(to: 0)
        $collapse.reset(to: 0)
        $push.set(1, animation: Self.screenAnimation, at: time)
    }

    /// Pops the details (slides them out to the right).
    mutating func back(at time: SceneTime) {
        guard details != nil else { return }
        $push.set(0, animation: Self.screenAnimation, at: time)
    }

    /// Whether the details are on screen or leaving at `time`.
    func detailsVisible(at time: SceneTime) -> Bool { details != nil && (push > 0 || $push.isAnimating(at: time)) }

    /// Scrolls the details to `off` (clamped to the content: down to its end, up to a pull of
    /// 160); the collapsed flag's flips animate with easeInOut 0.35 s.
    mutating func scrollDetails(to off: Double, at time: SceneTime) {
        guard off.isFinite else { return }
        let clamped = Swift.min(DetailsGeometry.maximumPull, Swift.max(-DetailsGeometry.maximumScroll(height: viewport.height), off))
        offset = clamped
        let target = DetailsGeometry.isCollapsed(offset: clamped) ? 1.0 : 0.0
        $collapse.set(target, animation: Self.screenAnimation, at: time)
    }

    /// The list position of the card of event `id` under `point` (in list coordinates: the
    /// viewport's moved up by the list offset O), if any (not ghosts).
    func card(at point: Point, time: SceneTime) -> Int? {
        let panel = $panelHeight.at(time)
        for item in items.items(at: time) where !item.isGhost {
            guard let slot = slots[item.element.id] else { continue }
            let top = cardTop(slot: slot.at(time), panel: panel)
            let box = Rect(x: ListLayout.inset, y: top, width: viewport.width - 2 * ListLayout.inset, height: ListLayout.cardHeight)
            if box.contains(point) { return item.element.id }
        }
        return nil
    }
}
