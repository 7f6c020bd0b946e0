import Geometry

/// The ratings screen's geometry (timer.md §7.2, chosen layout), points: the pager card with
/// its page squares and the radar card with the chart square.
public struct RatingsScreenLayout: Hashable, Sendable {
    /// The pager card (padding 20, content 160).
    public var pagerCard: Rect
    /// The radar card: 16 below the pager down to 16 above the bottom.
    public var radarCard: Rect
    /// The chart's centre c.
    public var chartCenter: Point
    /// The chart's full-scale radius g = side/2.
    public var chartRadius: Double

    /// The layout for `size`.
    public init(size: Size) {
        let app = AppLayout(size: size)
        pagerCard = Rect(x: app.columnX, y: app.contentTop, width: app.columnWidth, height: 200)
        let top = pagerCard.maxY + AppLayout.gap
        radarCard = Rect(x: app.columnX, y: top, width: app.columnWidth, height: Swift.max(0, size.height - 16 - top))
        let side = Swift.max(0, Swift.min(radarCard.width - 40, radarCard.height - 40))
        chartCenter = Point(x: radarCard.midX, y: radarCard.midY)
        chartRadius = side / 2
    }

    /// Page square `i` of `count` (25 × 10, 8 apart, centred, at the content's bottom).
    public func square(_ i: Int, of count: Int) -> Rect {
        let total = Double(count) * 25 + Double(Swift.max(count - 1, 0)) * 8
        return Rect(x: pagerCard.midX - total / 2 + Double(i) * 33, y: pagerCard.minY + 20 + 150, width: 25, height: 10)
    }

    /// The centre line y of the pager's text line `i` (0 name, 1 temperature, 2 time, 3 tea and
    /// water, 4 stars).
    public func lineY(_ i: Int) -> Double {
        pagerCard.minY + 20 + [14.0, 42, 66, 90, 120][i]
    }
}
