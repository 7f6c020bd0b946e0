import Geometry

/// Where the chrome sits (seating.md §11), in untransformed canvas points for a viewport.
struct ChromeLayout: Sendable {
    /// The viewport.
    var viewport: Size

    /// How far the hidden header slides up: its height plus its top margin.
    static let headerSlide = 80.0
    /// The bottom bar's height above the viewport's bottom edge.
    static let barHeight = 64.0
    /// The buttons' height (the zoom-out circle's diameter).
    static let buttonHeight = 48.0
    /// The zoom-out button's radius.
    static let zoomOutRadius = 24.0
    /// The side margins.
    static let margin = 16.0
    /// How much narrower Buy is while the zoom-out button shows.
    static let buyShrink = 72.0
    /// The dialog card's height.
    static let dialogHeight = 150.0
    /// The dialog's OK row height (its bottom part).
    static let okRowHeight = 50.0

    /// The Buy Tickets capsule when the zoom-out button's presence is `shown` (0…1): from x = 16
    /// to `vw − 16 − 72·shown`, 48 high, its top at `vh − 64`.
    func buyButton(zoomOutShown shown: Double) -> Rect {
        let right = viewport.width - Self.margin - Self.buyShrink * shown
        return Rect(x: Self.margin, y: viewport.height - Self.barHeight,
                    width: Swift.max(0, right - Self.margin), height: Self.buttonHeight)
    }

    /// The zoom-out button's centre, `(vw − 40, vh − 40)`.
    var zoomOutCenter: Point { Point(x: viewport.width - 40, y: viewport.height - 40) }

    /// The header band's height (behind the title and date of a chart opened for a game).
    static let bandHeight = 80.0
    /// How far right the header's title and date move when the back chevron shows.
    static let chevronIndent = 28.0

    /// The cart glyph's 24 × 24 box, its top-left at `(vw − 40, 48)`.
    var cart: Rect { Rect(x: viewport.width - 40, y: 48, width: 24, height: 24) }

    /// The badge's centre: the cart's top-left + (24, 4).
    var badgeCenter: Point { Point(x: cart.minX + 24, y: cart.minY + 4) }

    /// The dialog card: x from 16 to vw − 16, 150 high, 16 above the bottom.
    var dialogCard: Rect {
        Rect(x: Self.margin, y: viewport.height - Self.margin - Self.dialogHeight,
             width: Swift.max(0, viewport.width - 2 * Self.margin), height: Self.dialogHeight)
    }

    /// The dialog's OK row: the bottom of the card.
    var okRow: Rect {
        let card = dialogCard
        return Rect(x: card.minX, y: card.maxY - Self.okRowHeight, width: card.width, height: Self.okRowHeight)
    }

    /// Whether `p` is on the capsule `rect` (a rounded rect with semicircular ends).
    static func capsule(_ rect: Rect, contains p: Point) -> Bool {
        guard rect.width > 0, rect.height > 0 else { return false }
        let r = Swift.min(rect.width, rect.height) / 2
        let cx = Swift.min(Swift.max(p.x, rect.minX + r), rect.maxX - r)
        let cy = Swift.min(Swift.max(p.y, rect.minY + r), rect.maxY - r)
        return Point(x: cx, y: cy).distance(to: p) <= r
    }
}
