import Geometry

/// Where the screen's parts go for a viewport (honeycomb.md §6): header, grid region G, status
/// line and progress bar. Points, origin top-left, y down.
///
/// The spec's minimum viewport is 320 × 480: a smaller viewport is laid out as if it had that
/// minimum size, anchored at the top-left corner, and shows what fits (a decision for the bad
/// input of issue 15; the spec gives no layout below the minimum). Non-finite sizes count as
/// the minimum.
struct ScreenLayout: Hashable, Sendable {
    /// The smallest viewport the layout is designed for.
    static let minimumSize = Size(width: 320, height: 480)
    /// The grid region's top edge, points.
    static let gridTop = 56.0
    /// The room below the grid region (status line and bar), points.
    static let footerHeight = 88.0
    /// The progress bar's side padding and its distance from the bottom edge [book padding].
    static let barInset = 24.0
    /// The progress bar's thickness (the platform bar stretched ×3).
    static let barHeight = 12.0

    /// The size laid out: the viewport, at least `minimumSize`.
    let size: Size

    /// The layout for a viewport of `viewport` points.
    init(viewport: Size) {
        let w = viewport.width.isFinite ? Swift.max(viewport.width, Self.minimumSize.width) : Self.minimumSize.width
        let h = viewport.height.isFinite ? Swift.max(viewport.height, Self.minimumSize.height) : Self.minimumSize.height
        size = Size(width: w, height: h)
    }

    /// The grid region G: x ∈ [0, W], y ∈ [56, H − 88].
    var grid: Rect { Rect(x: 0, y: Self.gridTop, width: size.width, height: size.height - Self.gridTop - Self.footerHeight) }

    /// G's centre C = (W/2, 56 + Hg/2); the grid's cell (0, 0) sits here at offset zero.
    var gridCentre: Point { grid.center }

    /// Whether `point` lies in G, edges included.
    func gridContains(_ point: Point) -> Bool {
        let g = grid
        return point.x >= g.minX && point.x <= g.maxX && point.y >= g.minY && point.y <= g.maxY
    }

    /// The header's centre, (W/2, 28).
    var headerCentre: Point { Point(x: size.width / 2, y: 28) }
    /// The header's wrapping width, W − 32.
    var headerWidth: Double { size.width - 32 }
    /// The status line's centre, (W/2, H − 74).
    var statusCentre: Point { Point(x: size.width / 2, y: size.height - 74) }

    /// The progress track: x ∈ [24, W − 24], y ∈ [H − 36, H − 24].
    var track: Rect {
        Rect(x: Self.barInset, y: size.height - Self.barInset - Self.barHeight,
             width: size.width - 2 * Self.barInset, height: Self.barHeight)
    }

    /// The progress fill for `fraction` (clamped to 0…1; NaN counts as 0): x ∈ [24, 24 +
    /// fraction·(W − 48)], the track's y range.
    func fill(fraction: Double) -> Rect {
        let f = fraction.isNaN ? 0 : Swift.min(Swift.max(fraction, 0), 1)
        var r = track
        r.size.width *= f
        return r
    }
}
