import Geometry

/// The timer screen's geometry (timer.md §5.1, §5.5, §5.6, §8, §9), points, for a viewport, a
/// face and a number of ratings. Rects below the timer card are unscrolled; the scene moves them
/// up by its scroll offset and clips them to `scrollRegion`.
public struct TimerScreenLayout: Hashable, Sendable {
    /// The rows of the brew-info card, heights and spacing (chosen).
    static let titleRow = 34.0, valueRow = 28.0, sliderRow = 30.0, teaspoonsRow = 44.0, rowSpacing = 4.0
    /// The ratings card's title row (28) and rating rows (24).
    static let ratingsTitleRow = 28.0, ratingRow = 24.0

    /// The face toggle, 200 × 32, centred.
    public var toggle: Rect
    /// The timer card.
    public var timerCard: Rect
    /// The border box.
    public var borderBox: Rect
    /// The digit row's centre (digital face).
    public var digitRowCenter: Point
    /// The control row's centre.
    public var controlsCenter: Point
    /// The dial canvas (analog face).
    public var canvas: Rect
    /// The length slider, 30 high.
    public var lengthSlider: Rect
    /// The scrolled region's visible rect: below the timer card.
    public var scrollRegion: Rect
    /// The brew-info card.
    public var infoCard: Rect
    /// The brew-info card's row tops: temperature title, temperature, water title, water, water
    /// slider, tea title, teaspoons row.
    public var infoRows: [Double]
    /// The water slider.
    public var waterSlider: Rect
    /// The popup's main button centre B.
    public var popupButton: Point
    /// The ratings card (nil without ratings).
    public var ratingsCard: Rect?
    /// How far the content below the timer card scrolls.
    public var maxScroll: Double

    /// The layout for `size`, `face` and `ratingCount` ratings.
    public init(size: Size, face: TimerFace, ratingCount: Int) {
        let app = AppLayout(size: size)
        let x = app.columnX, w = app.columnWidth
        toggle = Rect(x: size.width / 2 - 100, y: app.contentTop, width: 200, height: 32)
        let cardTop = toggle.maxY + AppLayout.gap
        let boxWidth = Swift.max(0, w - 30)
        let boxHeight: Double
        let canvasSide = Swift.max(0, boxWidth - 40)
        let canvasHeight = Swift.max(0, Swift.min(canvasSide, 0.36 * size.height))
        switch face {
        case .digital: boxHeight = 129
        case .analog: boxHeight = 20 + 34 + 8 + canvasHeight + 20
        }
        borderBox = Rect(x: x + 15, y: cardTop + 15, width: boxWidth, height: boxHeight)
        digitRowCenter = Point(x: borderBox.midX, y: borderBox.minY + 40)
        switch face {
        case .digital: controlsCenter = Point(x: borderBox.midX, y: borderBox.minY + 20 + 40 + 15 + 17)
        case .analog: controlsCenter = Point(x: borderBox.midX, y: borderBox.minY + 20 + 17)
        }
        canvas = Rect(x: borderBox.minX + 20, y: borderBox.minY + 20 + 34 + 8, width: canvasSide, height: canvasHeight)
        lengthSlider = Rect(x: borderBox.minX, y: borderBox.maxY + 8, width: boxWidth, height: 30)
        timerCard = Rect(x: x, y: cardTop, width: w, height: 15 + boxHeight + 8 + 30 + 15)
        scrollRegion = Rect(x: 0, y: timerCard.maxY, width: size.width, height: Swift.max(0, size.height - timerCard.maxY))

        let infoTop = timerCard.maxY + AppLayout.gap
        var rows: [Double] = []
        var y = infoTop + 16
        let heights = [Self.titleRow, Self.valueRow + 15, Self.titleRow, Self.valueRow, Self.sliderRow, Self.titleRow, Self.teaspoonsRow]
        for (i, h) in heights.enumerated() {
            rows.append(y)
            y += h + (i < heights.count - 1 ? Self.rowSpacing : 0)
        }
        infoRows = rows
        infoCard = Rect(x: x, y: infoTop, width: w, height: y + 16 - infoTop)
        waterSlider = Rect(x: x + 16, y: rows[4], width: Swift.max(0, w - 32), height: Self.sliderRow)
        popupButton = Point(x: infoCard.maxX - 16 - RatioPopup.diameter / 2, y: rows[6] + Self.teaspoonsRow / 2)
        var bottom = infoCard.maxY
        if ratingCount > 0 {
            let card = Rect(x: x, y: infoCard.maxY + AppLayout.gap, width: w,
                            height: 10 + Self.ratingsTitleRow + Double(ratingCount) * (Self.rowSpacing + Self.ratingRow) + 10)
            ratingsCard = card
            bottom = card.maxY
        } else {
            ratingsCard = nil
        }
        maxScroll = Swift.max(0, bottom + AppLayout.gap - size.height)
    }

    /// The control buttons' centres: Stop, Pause, Play, 64 points apart.
    public var buttonCenters: [Point] {
        [-64.0, 0, 64].map { Point(x: controlsCenter.x + $0, y: controlsCenter.y) }
    }

    /// The ratings card's row `i` top (unscrolled).
    public func ratingRowTop(_ i: Int) -> Double {
        (ratingsCard?.minY ?? 0) + 10 + Self.ratingsTitleRow + Self.rowSpacing + Double(i) * (Self.rowSpacing + Self.ratingRow)
    }
}
