/// A point in a view's normalised coordinate space: (0, 0) is the top-leading corner and
/// (1, 1) the bottom-trailing one (left-to-right layout; y grows downward).
///
/// Components outside 0…1 describe points outside the view. `UnitPoint` also serves as the
/// control-point type of cubic Bézier timing curves, where x is time and y is progress.
public struct UnitPoint: Hashable, Sendable {
    /// The horizontal fraction of the width: 0 is the leading edge, 1 the trailing edge.
    public var x: Double
    /// The vertical fraction of the height: 0 is the top edge, 1 the bottom edge.
    public var y: Double

    /// Creates a unit point from fractions of a width and a height.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// (0, 0), the same as `topLeading`.
    public static let zero = UnitPoint(x: 0, y: 0)
    /// (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The point this unit point denotes in `rect`: `(minX + x·width, minY + y·height)`.
    @inlinable
    public func point(in rect: Rect) -> Point {
        let r = rect.standardized
        return Point(x: r.origin.x + x * r.size.width, y: r.origin.y + y * r.size.height)
    }

    /// The point this unit point denotes in a box of `size` at the origin: `(x·width, y·height)`.
    @inlinable
    public func point(in size: Size) -> Point {
        Point(x: x * size.width, y: y * size.height)
    }
}
