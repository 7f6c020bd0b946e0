/// An axis-aligned rectangle: an origin and a size, in points (origin top-left, y down).
///
/// Like `CGRect`, the derived edges (`minX`, `maxX`, …) are computed on the *standardized*
/// rectangle, so a rect with a negative width still reports `minX ≤ maxX`. NaN coordinates
/// propagate through the arithmetic, and a rect or point with NaN contains nothing.
///
/// `contains(_:)` is half-open like `CGRect.contains`; `Path.contains(_:eoFill:)` treats its
/// outline as inside (closed), which is what a tap on a shape's edge expects.
public struct Rect: Hashable, Sendable {
    /// The corner the size is measured from; the top-left corner when the size is non-negative.
    public var origin: Point
    /// The extents; may be negative.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    @inlinable
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its origin coordinates and extents, in points.
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle at the origin with zero size.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The null rectangle: the result of intersecting disjoint rectangles, and the identity of
    /// `union`. Its origin is infinite, as for `CGRect.null`.
    public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    /// Whether this is the null rectangle (an infinite origin).
    @inlinable
    public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }

    /// Whether the rectangle has zero (or negative-zero) area, or is null.
    @inlinable
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

    /// The same rectangle with a non-negative width and height.
    @inlinable
    public var standardized: Rect {
        if isNull { return self }
        var r = self
        if r.size.width < 0 {
            r.origin.x += r.size.width
            r.size.width = -r.size.width
        }
        if r.size.height < 0 {
            r.origin.y += r.size.height
            r.size.height = -r.size.height
        }
        return r
    }

    /// The smallest x coordinate (the left edge).
    @inlinable public var minX: Double { Swift.min(origin.x, origin.x + size.width) }
    /// The x coordinate of the centre.
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    /// The largest x coordinate (the right edge).
    @inlinable public var maxX: Double { Swift.max(origin.x, origin.x + size.width) }
    /// The smallest y coordinate (the top edge, since y grows downward).
    @inlinable public var minY: Double { Swift.min(origin.y, origin.y + size.height) }
    /// The y coordinate of the centre.
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    /// The largest y coordinate (the bottom edge).
    @inlinable public var maxY: Double { Swift.max(origin.y, origin.y + size.height) }
    /// The absolute width.
    @inlinable public var width: Double { Swift.abs(size.width) }
    /// The absolute height.
    @inlinable public var height: Double { Swift.abs(size.height) }
    /// The centre point.
    @inlinable public var center: Point { Point(x: midX, y: midY) }

    /// Whether `point` lies inside the rectangle. The minimum edges are inside and the maximum
    /// edges are outside (half-open, as `CGRect.contains`), so adjacent rects never both claim a
    /// point. A null or empty rect contains nothing.
    @inlinable
    public func contains(_ point: Point) -> Bool {
        if isEmpty { return false }
        return point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether `other` lies entirely inside this rectangle (both standardized). The null rect is
    /// contained in every rect; a null rect contains nothing.
    @inlinable
    public func contains(_ other: Rect) -> Bool {
        if other.isNull { return true }
        if isNull { return false }
        return other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// Whether the two rectangles overlap with a non-zero area.
    @inlinable
    public func intersects(_ other: Rect) -> Bool {
        !intersection(other).isEmpty
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom
    /// (negative values grow it). Returns `.null` if the result would have a negative size.
    @inlinable
    public func insetBy(dx: Double, dy: Double) -> Rect {
        if isNull { return self }
        let s = standardized
        let w = s.size.width - 2 * dx
        let h = s.size.height - 2 * dy
        if w < 0 || h < 0 { return .null }
        return Rect(x: s.origin.x + dx, y: s.origin.y + dy, width: w, height: h)
    }

    /// The rectangle moved by `dx`, `dy` points.
    @inlinable
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        if isNull { return self }
        return Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
    }

    /// The smallest rectangle containing both (standardized). The null rect is the identity.
    @inlinable
    public func union(_ other: Rect) -> Rect {
        if isNull { return other.standardized }
        if other.isNull { return standardized }
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX), y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The overlap of the two rectangles (standardized), or `.null` if they do not meet.
    /// Rects that only touch along an edge intersect in a zero-area rect.
    @inlinable
    public func intersection(_ other: Rect) -> Rect {
        if isNull || other.isNull { return .null }
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        if x1 < x0 || y1 < y0 { return .null }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
