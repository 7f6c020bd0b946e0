/// A width and a height, in points.
///
/// Sizes may be negative (as `CGSize` allows); `Rect.standardized` turns a rect with a negative
/// size into the equivalent one with a non-negative size.
public struct Size: Hashable, Sendable {
    /// The horizontal extent, in points.
    public var width: Double
    /// The vertical extent, in points.
    public var height: Double

    /// Creates a size from its extents, in points.
    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size with zero width and height.
    public static let zero = Size(width: 0, height: 0)

    /// Whether both extents are finite.
    @inlinable
    public var isFinite: Bool { width.isFinite && height.isFinite }
}
