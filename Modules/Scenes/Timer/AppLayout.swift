import Geometry

/// The app screens' shared geometry (timer.md §9, chosen): the header bar and the content
/// column, for a viewport of `size` points.
public struct AppLayout: Hashable, Sendable {
    /// The header bar's height, 56.
    public static let headerHeight = 56.0
    /// The gap between the header and the content, 16.
    public static let gap = 16.0
    /// The tea list's card height (100) and spacing (8).
    public static let teaCardHeight = 100.0, teaCardSpacing = 8.0

    /// The viewport.
    public var size: Size

    /// A layout for `size`.
    public init(size: Size) { self.size = size }

    /// The column width CW = min(W − 32, 560), never negative.
    public var columnWidth: Double { Swift.max(0, Swift.min(size.width - 32, 560)) }
    /// The column's left edge.
    public var columnX: Double { (size.width - columnWidth) / 2 }
    /// The content's top, 16 below the header (72).
    public var contentTop: Double { Self.headerHeight + Self.gap }
    /// The back control's hit box (the header's left part).
    public var backButton: Rect { Rect(x: 0, y: 0, width: 120, height: Self.headerHeight) }

    /// Tea card `i` on the list, unscrolled: full column width minus 10-point margins.
    public func teaCard(_ i: Int) -> Rect {
        Rect(x: columnX + 10, y: contentTop + Double(i) * (Self.teaCardHeight + Self.teaCardSpacing),
             width: Swift.max(0, columnWidth - 20), height: Self.teaCardHeight)
    }

    /// How far the tea list scrolls: its bottom (plus 16) may reach the viewport's bottom.
    public var listMaxScroll: Double {
        Swift.max(0, teaCard(Tea.all.count - 1).maxY + Self.gap - size.height)
    }
}
