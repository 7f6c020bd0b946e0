import Drawing
import Geometry

/// The navigation bar a screen on a `NavigationStack` can opt into (SwiftUI: the bar that shows a
/// pushed view's back button and its `navigationTitle`): a back row `rowHeight` points tall,
/// `rowTop` points below the screen's top, with `inset` points of leading padding, holding a
/// chevron-left `chevronHeight` points high and an optional title centred in the row.
///
/// The bar draws no background: the screen's own header (a sport band, a team band) shows
/// through it, so a screen keeps its design and only hands the chevron and title to Stage. The
/// geometry is pull-to-refresh.md D.3's back row (8 from the top, 36 tall, 16 of padding, a
/// 16-point chevron), the one every screen of the tickets app shares. A screen draws it with
/// `draw(in:)` and dismisses itself when a tap lands in `backPressBox`
/// (`Navigation.dismiss()`). Points, origin top-left, y down.
public struct NavigationBar: Hashable, Sendable {
    /// The back row's top, points from the screen's top.
    public static let rowTop = 8.0
    /// The back row's height, points.
    public static let rowHeight = 36.0
    /// The leading padding before the chevron, points.
    public static let inset = 16.0
    /// The chevron's height, points (its width is half of it).
    public static let chevronHeight = 16.0
    /// The chevron's stroke width, points (round caps and joins).
    public static let lineWidth = 2.5
    /// The title's font: semibold 17.
    public static let titleFont = Font(size: 17, weight: .semibold)
    /// Where a tap goes back: the 44 × 44 square (the platform's minimum press target) at the
    /// row's leading edge, centred on the row.
    public static let backPressBox = Rect(x: 0, y: rowTop + rowHeight / 2 - 22, width: 44, height: 44)

    /// The chevron-left: from (inset + h/2, mid − h/2) to (inset, mid) to (inset + h/2, mid + h/2),
    /// h = `chevronHeight`, mid the row's middle.
    public static let backChevron: Path = {
        let mid = rowTop + rowHeight / 2, half = chevronHeight / 2
        return Path { p in
            p.move(to: Point(x: inset + half, y: mid - half))
            p.addLine(to: Point(x: inset, y: mid))
            p.addLine(to: Point(x: inset + half, y: mid + half))
        }
    }()

    /// The title centred in the row, nil for none.
    public var title: String?
    /// Whether the back chevron shows (a pushed screen's bar; the root has none).
    public var showsBack: Bool
    /// The colour of the chevron and the title.
    public var tint: Color

    /// A bar with `title` (default none), a back chevron unless `showsBack` is false, in `tint`.
    public init(title: String? = nil, showsBack: Bool = true, tint: Color = .black) {
        self.title = title
        self.showsBack = showsBack
        self.tint = tint
    }

    /// Draws the chevron (named `backName`) and the title (named `titleName`) into `context`,
    /// whose `size.width` centres the title.
    public func draw(in context: GraphicsContext, backName: String = "navigation/back",
                     titleName: String = "navigation/title") {
        if showsBack {
            context.stroke(Self.backChevron, with: .color(tint),
                           style: StrokeStyle(lineWidth: Self.lineWidth, lineCap: .round, lineJoin: .round), name: backName)
        }
        if let title {
            context.draw(title, at: Point(x: context.size.width / 2, y: Self.rowTop + Self.rowHeight / 2), font: Self.titleFont,
                         paint: .color(tint), name: titleName)
        }
    }

    /// Whether a tap at `point` presses the back chevron (never when it does not show).
    public func isBackPress(at point: Point) -> Bool { showsBack && Self.backPressBox.contains(point) }
}
