import Geometry

/// Where the header, the grid's cells and the tiles sit for a viewport (effects-gallery.md
/// §3.1). All lengths are screen points (CSS pixels), origin top-left, y down; a tile's content
/// is drawn in its 400 × 300 tile space at the uniform scale `scale`, centred in its cell.
struct GalleryLayout: Hashable, Sendable {
    /// The header band's height, points.
    static let headerHeight = 40.0
    /// The gap between cells and around the grid, points.
    static let gap = 8.0
    /// Tile space: 400 × 300 design units.
    static let tileSize = Size(width: 400, height: 300)
    /// The number of tiles.
    static let tileCount = TileID.allCases.count
    /// The column counts the grid chooses from: 1…25, each with ⌈25 / c⌉ rows (§3.1 chose
    /// among the divisors of 24; with B6 there are 25 tiles, and 25 has no useful divisors, so
    /// the last row may be short).
    static let columnChoices = Array(1...tileCount)

    /// The rows `columns` columns need: ⌈tiles / columns⌉.
    static func rows(columns c: Int) -> Int { (tileCount + c - 1) / c }
    /// The cells' corner radius, points.
    static let cellCornerRadius = 12.0
    /// The Reset all button's size, points.
    static let resetSize = Size(width: 96, height: 28)
    /// Below this viewport width the gallery shows one tile at a time, full width, with a pager
    /// bar (#42; the README says why 1100).
    static let pagedBelowWidth = 1100.0
    /// The pager bar's height at the bottom of a paged gallery, points.
    static let pagerBarHeight = 56.0
    /// The pager's Previous and Next buttons, points.
    static let pagerButtonSize = Size(width: 112, height: 36)

    /// The viewport, points.
    let viewport: Size
    /// Columns of the grid.
    let columns: Int
    /// Rows of the grid (⌈25 / columns⌉).
    let rows: Int
    /// A cell's size, points; never negative (a viewport too small for the gaps gives 0).
    let cell: Size
    /// The tile scale in the grid, screen points per design unit, ≥ 0.
    let scale: Double

    /// The layout for `viewport`: the column count that maximises the tile scale (the smaller
    /// count on a tie). Non-finite or negative sizes count as 0.
    init(viewport: Size) {
        let w = viewport.width.isFinite ? Swift.max(0, viewport.width) : 0
        let h = viewport.height.isFinite ? Swift.max(0, viewport.height) : 0
        self.viewport = Size(width: w, height: h)
        var best: (columns: Int, scale: Double)?
        for c in Self.columnChoices {
            let s = Self.scale(columns: c, width: w, height: h)
            if best == nil || s > best!.scale { best = (c, s) }
        }
        columns = best!.columns
        rows = Self.rows(columns: columns)
        let g = Self.gap
        cell = Size(
            width: Swift.max(0, (w - g * Double(columns + 1)) / Double(columns)),
            height: Swift.max(0, (h - Self.headerHeight - g * Double(rows + 1)) / Double(rows)))
        scale = Swift.max(0, best!.scale)
    }

    /// `s = min(cellW / 400, cellH / 300)` for `columns` columns (negative when the gaps do not
    /// fit).
    static func scale(columns c: Int, width: Double, height: Double) -> Double {
        let rows = Self.rows(columns: c)
        let cellW = (width - gap * Double(c + 1)) / Double(c)
        let cellH = (height - headerHeight - gap * Double(rows + 1)) / Double(rows)
        return Swift.min(cellW / tileSize.width, cellH / tileSize.height)
    }

    /// The cell of the tile at grid position `index` (row-major).
    func cellRect(_ index: Int) -> Rect {
        let i = index % columns, j = index / columns
        let g = Self.gap
        return Rect(
            x: g + Double(i) * (cell.width + g), y: Self.headerHeight + g + Double(j) * (cell.height + g),
            width: cell.width, height: cell.height)
    }

    /// Whether the viewport is narrower than `pagedBelowWidth`: one tile at a time, with a pager.
    var isPaged: Bool { viewport.width < Self.pagedBelowWidth }

    /// The area a focused tile fills: everything below the header (and above the pager bar
    /// when paged).
    var focusArea: Rect {
        let bar = isPaged ? Self.pagerBarHeight : 0
        return Rect(x: 0, y: Self.headerHeight, width: viewport.width, height: Swift.max(0, viewport.height - Self.headerHeight - bar))
    }

    /// The scale of a focused tile: `min(W / 400, (H − 40) / 300)` (the pager bar's height off
    /// H when paged), ≥ 0.
    var focusScale: Double {
        Swift.max(0, Swift.min(viewport.width / Self.tileSize.width, focusArea.height / Self.tileSize.height))
    }

    /// The pager bar across the bottom (paged only).
    var pagerBar: Rect {
        Rect(x: 0, y: Swift.max(Self.headerHeight, viewport.height - Self.pagerBarHeight), width: viewport.width,
             height: Swift.min(Self.pagerBarHeight, Swift.max(0, viewport.height - Self.headerHeight)))
    }

    /// The pager's Previous button: 16 points from the left, centred in the bar.
    var previousButton: Rect {
        let b = pagerBar, s = Self.pagerButtonSize
        return Rect(x: 16, y: b.midY - s.height / 2, width: s.width, height: s.height)
    }

    /// The pager's Next button: 16 points from the right, centred in the bar.
    var nextButton: Rect {
        let b = pagerBar, s = Self.pagerButtonSize
        return Rect(x: viewport.width - 16 - s.width, y: b.midY - s.height / 2, width: s.width, height: s.height)
    }

    /// The tile shown alone: the focused one, or when paged and none is, the first.
    func shown(focused: TileID?) -> TileID? {
        focused ?? (isPaged ? TileID.allCases.first : nil)
    }

    /// Where `tile` is shown: its area (the cell, or the focus area) and the placement of its tile
    /// space inside it; nil when another tile is focused (or, paged, shown).
    func placement(of tile: TileID, focused: TileID?) -> TilePlacement? {
        if let focused = shown(focused: focused) {
            guard focused == tile else { return nil }
            return TilePlacement(area: focusArea, scale: focusScale)
        }
        return TilePlacement(area: cellRect(tile.index), scale: scale)
    }

    /// The tile under `point` (screen points) and its placement, if any.
    func tile(at point: Point, focused: TileID?) -> (TileID, TilePlacement)? {
        if let focused = shown(focused: focused) {
            let placement = TilePlacement(area: focusArea, scale: focusScale)
            return placement.area.contains(point) ? (focused, placement) : nil
        }
        for tile in TileID.allCases {
            let area = cellRect(tile.index)
            if area.contains(point) { return (tile, TilePlacement(area: area, scale: scale)) }
        }
        return nil
    }

    /// The Reset all button: 96 × 28, 16 points from the right edge, centred in the header.
    var resetButton: Rect {
        Rect(
            x: viewport.width - 16 - Self.resetSize.width, y: (Self.headerHeight - Self.resetSize.height) / 2,
            width: Self.resetSize.width, height: Self.resetSize.height)
    }
}

/// A tile's place on screen: the area it owns (clip) and its tile space, scaled uniformly and
/// centred in that area.
struct TilePlacement: Hashable, Sendable {
    /// The cell (or the focus area), screen points.
    let area: Rect
    /// Screen points per design unit, ≥ 0.
    let scale: Double

    /// Where tile-space (0, 0) lands on screen: the cell origin plus the centring offset.
    var origin: Point {
        Point(
            x: area.minX + (area.width - GalleryLayout.tileSize.width * scale) / 2,
            y: area.minY + (area.height - GalleryLayout.tileSize.height * scale) / 2)
    }

    /// A screen point in tile space: `(p − cellOrigin − centringOffset) / s`; nil while the
    /// scale is 0 (a viewport too small to show tiles).
    func tilePoint(_ screen: Point) -> Point? {
        guard scale > 0 else { return nil }
        let o = origin
        return Point(x: (screen.x - o.x) / scale, y: (screen.y - o.y) / scale)
    }
}
