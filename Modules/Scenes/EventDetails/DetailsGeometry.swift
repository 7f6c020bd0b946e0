import Geometry

/// The details screen's geometry as functions of the scroll offset `off` (D.3): 0 at rest,
/// negative when scrolled down, positive when pulled down. Points.
enum DetailsGeometry {
    /// Whether the details are collapsed: `off < −80`.
    static func isCollapsed(offset off: Double) -> Bool { off < EventDetailsStyle.minHeaderOffset }

    /// The pinned header's height: `max(120, 220 + off)`.
    static func headerHeight(offset off: Double) -> Double {
        Swift.max(EventDetailsStyle.minHeaderHeight, EventDetailsStyle.headerHeight + off)
    }

    /// The Seating Chart button's width: `max(110, min(0.75·W, 0.75·W + 2·off))`.
    static func buttonWidth(offset off: Double, width: Double) -> Double {
        Swift.max(EventDetailsStyle.floatingButtonWidth, Swift.min(0.75 * width, 0.75 * width + 2 * off))
    }

    /// The scroll content's rows, tops relative to the content's top (which is at `off`):
    /// spacer 220, team name 24 (16 padding), location 24, date 24, tickets 24, button 48,
    /// "Upcoming games" 40, then 8 rows of 72.
    static let titleTop = 236.0, locationTop = 276.0, dateTop = 304.0, ticketsTop = 332.0, buttonTop = 368.0
    /// The "Upcoming games" title's top and the filler rows' first top and height.
    static let upcomingTop = 436.0, upcomingRowsTop = 476.0, upcomingRowHeight = 72.0, upcomingRowCount = 8
    /// The content's total height (expanded; the collapsed layout keeps it, see `closedUp`).
    static var contentHeight: Double { upcomingRowsTop + Double(upcomingRowCount) * upcomingRowHeight + 16 }

    /// How far a row of the content moves up at collapse progress `p` (0 expanded, 1 collapsed):
    /// the rows the collapse hides (the book's `if !collapsed`) close up — the team name's 40
    /// points above the location, then the date row's 28 above the tickets, then the button's
    /// 68 above "Upcoming games". The hidden rows fade where they were; the space they leave
    /// goes to the end of the content, so the scroll range (and with it `collapsed`) does not
    /// change under the finger.
    ///
    /// - Parameters:
    ///   - top: The row's top in the expanded content (`locationTop`, `ticketsTop`, …).
    ///   - p: The collapse progress, 0…1.
    /// - Returns: Points to subtract from `top`.
    static func closedUp(above top: Double, progress p: Double) -> Double {
        var gap = 0.0
        if top >= locationTop { gap += locationTop - titleTop }
        if top >= ticketsTop { gap += ticketsTop - dateTop }
        if top >= upcomingTop { gap += upcomingTop - buttonTop }
        return gap * p
    }

    /// A row's top in the content at collapse progress `p` (relative to the content's top).
    static func top(_ expanded: Double, progress p: Double) -> Double { expanded - closedUp(above: expanded, progress: p) }

    /// The most the content scrolls for a viewport `height` tall (as a negative offset's size).
    static func maximumScroll(height: Double) -> Double { Swift.max(0, contentHeight - height) }
    /// How far the details can be pulled down (positive offset), points.
    static let maximumPull = 160.0

    /// The back row: 36 tall, 8 from the header's top; the chevron 16 from the left.
    static let backRowTop = 8.0, backRowHeight = 36.0
    /// Where the title sits in the content (its leading baseline-middle point) at offset `off`.
    static func contentTitle(offset off: Double) -> Point { Point(x: 16, y: off + titleTop + 12) }
    /// Where the title sits in the collapsed header: after the chevron in the back row.
    static let headerTitle = Point(x: 40, y: backRowTop + backRowHeight / 2)
    /// The calendar icon's box in the content's date row at `off`.
    static func contentCalendar(offset off: Double) -> Rect { Rect(x: 16, y: off + dateTop + 4, width: 16, height: 16) }
    /// The calendar icon's box in the collapsed header at `off`: 16 in from the left and 16 up
    /// from the header's bottom (the header is `headerHeight(offset:)` tall, 120 once off ≤ −100).
    static func headerCalendar(offset off: Double) -> Rect {
        Rect(x: 16, y: headerHeight(offset: off) - 16 - 16, width: 16, height: 16)
    }
    /// The date's leading middle point in the content at `off`.
    static func contentDate(offset off: Double) -> Point { Point(x: 40, y: off + dateTop + 12) }
    /// The date's leading middle point in the collapsed header at `off`: after the calendar icon,
    /// on its middle line.
    static func headerDate(offset off: Double) -> Point { Point(x: 40, y: headerHeight(offset: off) - 16 - 8) }
    /// The floating button's box for a viewport: 36 from the right and bottom edges.
    static func floatingButton(_ viewport: Size) -> Rect {
        Rect(x: viewport.width - 36 - EventDetailsStyle.floatingButtonWidth,
             y: viewport.height - 36 - EventDetailsStyle.floatingButtonHeight,
             width: EventDetailsStyle.floatingButtonWidth, height: EventDetailsStyle.floatingButtonHeight)
    }
    /// The big button's box at `off` for a viewport `width` wide (centred).
    static func seatingButton(offset off: Double, width: Double) -> Rect {
        let w = buttonWidth(offset: off, width: width)
        return Rect(x: (width - w) / 2, y: off + buttonTop, width: w, height: 48)
    }
}
