import Geometry

/// Where the details' matched members are drawn (D.3): each pair shares one place on the
/// straight path between its content-side place and its header-side place, `progress` of the way
/// (0 = expanded, 1 = collapsed). Points, viewport frame.
struct MatchedPlaces: Equatable, Sendable {
    /// The team name's leading middle point (content title ↔ header title; position only).
    var title: Point
    /// The calendar icon's box (content ↔ header; position and size).
    var calendar: Rect
    /// The date's leading middle point (content ↔ header; position only).
    var date: Point
    /// The centre of the Seating Chart label ↔ the floating button's pictogram (position only).
    var label: Point

    /// The places at scroll offset `off` and collapse progress `progress` on a viewport of
    /// `size`; the content-side places move with `off`.
    init(offset off: Double, progress: Double, viewport size: Size) {
        title = lerp(DetailsGeometry.contentTitle(offset: off), DetailsGeometry.headerTitle, progress)
        calendar = lerp(DetailsGeometry.contentCalendar(offset: off), DetailsGeometry.headerCalendar(offset: off), progress)
        date = lerp(DetailsGeometry.contentDate(offset: off), DetailsGeometry.headerDate(offset: off), progress)
        let button = DetailsGeometry.seatingButton(offset: off, width: size.width)
        let fab = DetailsGeometry.floatingButton(size)
        label = lerp(Point(x: button.midX, y: button.midY), Point(x: fab.midX, y: fab.midY), progress)
    }
}

/// The point `amount` of the way from `a` to `b`.
func lerp(_ a: Point, _ b: Point, _ amount: Double) -> Point {
    Point(x: a.x + (b.x - a.x) * amount, y: a.y + (b.y - a.y) * amount)
}

/// The rectangle `amount` of the way from `a` to `b` (origin and size).
func lerp(_ a: Rect, _ b: Rect, _ amount: Double) -> Rect {
    Rect(x: a.origin.x + (b.origin.x - a.origin.x) * amount, y: a.origin.y + (b.origin.y - a.origin.y) * amount,
         width: a.size.width + (b.size.width - a.size.width) * amount,
         height: a.size.height + (b.size.height - a.size.height) * amount)
}
