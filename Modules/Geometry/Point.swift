/// A location in a two-dimensional coordinate space, in points.
///
/// Zoetrope's drawing space has its origin at the top-left corner with x growing to the right
/// and **y growing downward**, as in SwiftUI.
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate, in points (grows to the right).
    public var x: Double
    /// The vertical coordinate, in points (grows downward).
    public var y: Double

    /// Creates a point from its coordinates, in points.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// Whether both coordinates are finite (neither NaN nor infinite).
    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The Euclidean distance to `other`, in points.
    @inlinable
    public func distance(to other: Point) -> Double {
        let dx = other.x - x
        let dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The point offset by `dx` and `dy` points.
    @inlinable
    public func offsetBy(dx: Double, dy: Double) -> Point {
        Point(x: x + dx, y: y + dy)
    }
}
