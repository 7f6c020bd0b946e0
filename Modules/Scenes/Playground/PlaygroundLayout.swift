import Geometry

/// Where everything of the playground sits for a viewport (pull-to-refresh.md C.1–C.3;
/// reconstructed layout). Points, origin top-left, y down.
struct PlaygroundLayout: Hashable, Sendable {
    /// The viewport.
    var viewport: Size

    var width: Double { viewport.width }
    var height: Double { viewport.height }

    // MARK: Tab bar (C.1)

    /// The tab bar's height, 56.
    static let tabBarHeight = 56.0
    /// The tab bar's top edge.
    var tabBarTop: Double { height - Self.tabBarHeight }
    /// The tab under `point`, if the point is in the tab bar.
    func tab(at point: Point) -> PlaygroundTab? {
        guard point.y >= tabBarTop else { return nil }
        return point.x < width / 2 ? .animations : .transitions
    }

    // MARK: Animations tab (C.2)

    /// The title's baseline, 82.
    static let titleBaseline = 82.0
    /// The "Animate!" label's centre.
    var animateCenter: Point { Point(x: width / 2, y: 120) }
    /// The "Animate!" button's hit area: 200 × 40 about its centre.
    var animateButton: Rect { Rect(x: width / 2 - 100, y: 100, width: 200, height: 40) }
    /// The top of the list, 150.
    static let listTop = 150.0
    /// The height of every list row, 96.
    static let rowHeight = 96.0
    /// The rows' side inset, 20.
    static let inset = 20.0
    /// The list's visible height: from its top to the tab bar.
    var listHeight: Double { Swift.max(0, tabBarTop - Self.listTop) }
    /// The top of list row `index` (0 = the slow-motion toggle, 1… the animation rows, then
    /// "Add Animation") under scroll offset `scroll` (≤ 0).
    func rowTop(_ index: Int, scroll: Double) -> Double { Self.listTop + Double(index) * Self.rowHeight + scroll }
    /// The smallest scroll offset for `rowCount` animation rows (0 when everything fits).
    func minimumScroll(rowCount: Int) -> Double {
        Swift.min(0, listHeight - Double(rowCount + 2) * Self.rowHeight)
    }
    /// The list row under `y`, if any.
    func listRow(at y: Double, scroll: Double) -> Int? {
        guard y >= Self.listTop, y < tabBarTop else { return nil }
        return Int(((y - Self.listTop - scroll) / Self.rowHeight).rounded(.down))
    }
    /// The switch of the slow-motion row (51 × 31, right-aligned).
    func slowSwitch(top: Double) -> Rect {
        Rect(x: width - Self.inset - 51, y: top + (Self.rowHeight - 31) / 2, width: 51, height: 31)
    }
    /// The deletion control's centre of a row whose top is `top`.
    func deleteCenter(top: Double) -> Point { Point(x: width - Self.inset - 12, y: top + 22) }
    /// Whether `point` hits the deletion control of a row at `top` (a 40 × 40 target).
    func hitsDelete(_ point: Point, top: Double) -> Bool {
        let c = deleteCenter(top: top)
        return abs(point.x - c.x) <= 20 && abs(point.y - c.y) <= 20
    }
    /// The disclosure chevron's centre of a row at `top`.
    func chevronCenter(top: Double) -> Point { Point(x: width - Self.inset - 8, y: top + 48) }
    /// The track's left edge, 32 (20 inset + 12).
    static let trackLeft = 32.0
    /// The track's width, w = W − 64.
    var trackWidth: Double { Swift.max(0, width - 64) }
    /// The track's top within its row, 56 (below the description), and its height, 30.
    static let trackOffset = 56.0, trackHeight = 30.0
    /// The gear's centre at rest on a track whose top is `top`: 14 from the track's left edge.
    static func gearCenter(trackTop: Double) -> Point { Point(x: trackLeft + 14, y: trackTop + trackHeight / 2) }
    /// The star's centre at rest: 8 to the right of the gear.
    static func starCenter(trackTop: Double) -> Point {
        Point(x: trackLeft + TrackArtwork.iconSize + 8 + 14, y: trackTop + trackHeight / 2)
    }
    /// The star's offset at `location`: 0.8·w·location.
    func starOffset(location: Double) -> Double { 0.8 * trackWidth * location }

    // MARK: Editor (C.2)

    /// The back control's hit area.
    static let backButton = Rect(x: 0, y: 40, width: 120, height: 40)
    /// The type picker's first row top and row height.
    static let pickerTop = 124.0, pickerRowHeight = 36.0
    /// The first stepper's top and the steppers' row height.
    static let steppersTop = 356.0, stepperHeight = 44.0
    /// The "−" and "+" centres of stepper row `index`.
    func stepperButtons(_ index: Int) -> (minus: Point, plus: Point) {
        let y = Self.steppersTop + (Double(index) + 0.5) * Self.stepperHeight
        return (Point(x: width - 100, y: y), Point(x: width - 44, y: y))
    }
    /// The description's first baseline.
    static let editorDescription = 606.0
    /// The preview track's top.
    static let previewTrackTop = 672.0
    /// The preview track's hit area.
    var previewTrack: Rect {
        Rect(x: Self.trackLeft, y: Self.previewTrackTop - 6, width: trackWidth, height: Self.trackHeight + 12)
    }

    // MARK: Transitions tab (C.3)

    /// The show/hide button's label centre, (W/2, 110).
    var squareButtonCenter: Point { Point(x: width / 2, y: 110) }
    /// The show/hide button's hit area: 220 × 40 about its centre.
    var squareButton: Rect { Rect(x: width / 2 - 110, y: 90, width: 220, height: 40) }
    /// The square: 150 × 150, centred horizontally, top at 140.
    var square: Rect { Rect(x: (width - 150) / 2, y: 140, width: 150, height: 150) }
    /// The preset picker's centre line, 44 above the tab bar.
    var pickerY: Double { tabBarTop - 44 }
    /// The preset picker's arrow under `point`: −1 (previous), +1 (next) or nil.
    func pickerStep(at point: Point) -> Int? {
        guard abs(point.y - pickerY) <= 22 else { return nil }
        if point.x < 80 { return -1 }
        if point.x > width - 80 { return 1 }
        return nil
    }
}

/// The playground's two tabs.
public enum PlaygroundTab: String, Hashable, Sendable {
    /// Rows of animations to compare.
    case animations
    /// The red square's transitions.
    case transitions
}
