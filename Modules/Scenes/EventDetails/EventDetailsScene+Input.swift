import Geometry
import PullToRefresh
import Stage

extension EventDetailsScene {
    /// Taps press the filter icon, chips, cards, the back chevron and the buttons; a drag or the
    /// wheel scrolls the list (a drag past its top pulls it, Part B) or the details.
    public mutating func receive(_ input: InputEvent, in context: SceneContext) {
        defer { refreshChipShapes() }
        let time = context.time
        let onDetails = detailsVisible(at: time) && $push.at(time) == 1  // not while sliding
        let onList = !detailsVisible(at: time)
        if case .wheel(let wheel) = input {
            if onDetails { scrollDetails(to: offset - wheel.dy, at: time) }
            if onList { receiveRefreshInput(input, at: time) }
            return
        }
        if case .pointer(let p) = input {
            if p.phase == .down { offsetAtDragStart = offset }
            // The list's content follows the press (Part B's rubber band above the top); a drag
            // that began on the list ends there even when the details have come over it.
            if onList || refresh.isDragging { receiveRefreshInput(input, at: time) }
        }
        if case .changed(let value)? = drag.update(with: input), onDetails {
            scrollDetails(to: offsetAtDragStart + value.translation.height, at: time)
        }
        if case .ended(let value)? = tap.update(with: input) { tapped(at: value.location, time: time) }
    }

    /// What a tap at `point` presses.
    mutating func tapped(at point: Point, time: SceneTime) {
        if detailsVisible(at: time) {
            guard $push.at(time) == 1 else { return }  // no presses while the details slide
            let header = DetailsGeometry.backRowTop...(DetailsGeometry.backRowTop + DetailsGeometry.backRowHeight)
            if point.x < 120 && header.contains(point.y) {
                if isPushedDetails { Navigation.dismiss() } else { back(at: time) }
            } else if pressesSeatingButton(point, at: time) {
                openSeatingChart()  // in a navigation stack; alone there is no seating chart: nothing
            }
            return
        }
        if abs(point.x - filterIcon.x) <= 22 && abs(point.y - filterIcon.y) <= 22 {
            toggleFilter(at: time)
            return
        }
        guard point.y >= listTop else { return }  // the header band covers the scrolled content
        let listPoint = Point(x: point.x, y: point.y - refresh.listOffset(at: time))  // O moves the content
        if filterShown {
            let panelTop = contentTop
            for (sport, box) in SportChip.layout(width: viewport.width)
            where box.offsetBy(dx: 0, dy: panelTop).contains(listPoint) {
                toggle(sport, at: time)
                return
            }
        }
        if let id = card(at: listPoint, time: time) { open(id, at: time) }
    }

    /// The filter icon's centre: the header band's top-right (24 points, 16 from the right edge).
    var filterIcon: Point { Point(x: viewport.width - 16 - 12, y: EventDetailsStyle.listHeaderHeight - 14 - 12) }

    /// Performs a named operation (see the type's documentation).
    public mutating func perform(_ action: String, in context: SceneContext) {
        defer { refreshChipShapes() }
        let time = context.time
        switch action {
        case "toggle-filter": toggleFilter(at: time)
        case "refresh": refreshNow(at: time)
        case "pull": if !isPushedDetails { startScriptedPull(at: time) }
        case "open-first": if let first = items.elements.first { open(first.id, at: time) }
        case "back": if isPushedDetails { Navigation.dismiss() } else { back(at: time) }
        case "seating-chart": if detailsVisible(at: time) { openSeatingChart() }
        case "collapse": if details != nil { scrollDetails(to: -150, at: time) }
        case "expand": if details != nil { scrollDetails(to: 0, at: time) }
        default:
            if let sport = Sport.allCases.first(where: { "toggle-\($0.rawValue)" == action }) { toggle(sport, at: time) }
        }
    }

    /// Lays out for the new viewport.
    public mutating func viewportChanged(in context: SceneContext) {
        defer { refreshChipShapes() }
        viewport = context.viewport
        layOutCards()
        if filterShown { $panelHeight.set(SportChip.panelHeight(width: viewport.width), animation: nil, at: context.time) }
        if details != nil { scrollDetails(to: offset, at: context.time) }
        adaptContent(at: context.time)
    }

    /// Tick steps 2–4 of the list's pull to refresh (a pushed details screen has no list: it
    /// does nothing at ticks).
    public mutating func tick(in context: SceneContext) {
        guard !isPushedDetails else { return }
        defer { refreshChipShapes() }
        tickRefresh(at: context.time)
    }
}
