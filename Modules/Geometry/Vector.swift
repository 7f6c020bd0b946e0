import RealModule

/// A displacement in two dimensions, in points (x grows to the right, **y grows downward**),
/// mirroring `CGVector`.
///
/// A `Point` is a location; a `Vector` is the difference between two locations (a direction and a
/// distance). `Point + Vector` is a point, `Vector + Vector` a vector. Geometry deliberately
/// defines no `Point + Point` arithmetic: the `Curves` module makes `Point` a `VectorArithmetic`
/// value for animation, and those operators belong there.
public struct Vector: Hashable, Sendable, AdditiveArithmetic {
    /// The horizontal component, in points (positive to the right).
    public var dx: Double
    /// The vertical component, in points (positive downward).
    public var dy: Double

    /// Creates a vector from its components, in points.
    @inlinable
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// The vector that leads from `start` to `end`: `(end.x − start.x, end.y − start.y)`.
    @inlinable
    public init(from start: Point, to end: Point) {
        self.init(dx: end.x - start.x, dy: end.y - start.y)
    }

    /// The unit vector pointing in the direction of `angle`, measured from +x toward +y
    /// (so a positive angle turns clockwise on a y-down screen): `(cos θ, sin θ)`.
    @inlinable
    public init(angle: Angle) {
        self.init(dx: Double.cos(angle.radians), dy: Double.sin(angle.radians))
    }

    /// The zero vector.
    public static let zero = Vector(dx: 0, dy: 0)

    /// Whether both components are finite (neither NaN nor infinite).
    @inlinable
    public var isFinite: Bool { dx.isFinite && dy.isFinite }

    /// The Euclidean length, in points. Computed without intermediate overflow for large
    /// components (`hypot`).
    @inlinable
    public var length: Double { Double.hypot(dx, dy) }

    /// The squared length, in square points (cheaper than `length` for comparisons).
    @inlinable
    public var lengthSquared: Double { dx * dx + dy * dy }

    /// The direction of the vector as an angle in `−π…π` radians from +x toward +y
    /// (clockwise on screen for positive values). The zero vector has angle 0.
    @inlinable
    public var angle: Angle { Angle(radians: Double.atan2(y: dy, x: dx)) }

    /// The vector scaled to length 1, or nil when its length is zero or not finite
    /// (no direction is defined).
    @inlinable
    public var normalized: Vector? {
        let l = length
        guard l > 0, l.isFinite else { return nil }
        return Vector(dx: dx / l, dy: dy / l)
    }

    /// The dot product `dx·other.dx + dy·other.dy`.
    @inlinable
    public func dot(_ other: Vector) -> Double { dx * other.dx + dy * other.dy }

    /// The z component of the 3-D cross product, `dx·other.dy − dy·other.dx`. Positive when
    /// `other` lies clockwise of `self` on a y-down screen.
    @inlinable
    public func cross(_ other: Vector) -> Double { dx * other.dy - dy * other.dx }

    /// The vector mapped by the linear part of `t` (translation ignored):
    /// `(a·dx + c·dy, b·dx + d·dy)`.
    @inlinable
    public func applying(_ t: AffineTransform) -> Vector {
        Vector(dx: t.a * dx + t.c * dy, dy: t.b * dx + t.d * dy)
    }

    /// The component-wise sum.
    @inlinable
    public static func + (lhs: Vector, rhs: Vector) -> Vector {
        Vector(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy)
    }

    /// The component-wise difference.
    @inlinable
    public static func - (lhs: Vector, rhs: Vector) -> Vector {
        Vector(dx: lhs.dx - rhs.dx, dy: lhs.dy - rhs.dy)
    }

    /// The vector pointing the other way.
    @inlinable
    public static prefix func - (v: Vector) -> Vector { Vector(dx: -v.dx, dy: -v.dy) }

    /// The vector with both components multiplied by `rhs`.
    @inlinable
    public static func * (lhs: Vector, rhs: Double) -> Vector {
        Vector(dx: lhs.dx * rhs, dy: lhs.dy * rhs)
    }

    /// The vector with both components multiplied by `lhs`.
    @inlinable
    public static func * (lhs: Double, rhs: Vector) -> Vector { rhs * lhs }

    /// The vector with both components divided by `rhs` (IEEE rules: dividing by 0 gives
    /// infinities or NaN).
    @inlinable
    public static func / (lhs: Vector, rhs: Double) -> Vector {
        Vector(dx: lhs.dx / rhs, dy: lhs.dy / rhs)
    }
}

extension Point {
    /// The point moved by `rhs`.
    @inlinable
    public static func + (lhs: Point, rhs: Vector) -> Point {
        Point(x: lhs.x + rhs.dx, y: lhs.y + rhs.dy)
    }

    /// The point moved by the opposite of `rhs`.
    @inlinable
    public static func - (lhs: Point, rhs: Vector) -> Point {
        Point(x: lhs.x - rhs.dx, y: lhs.y - rhs.dy)
    }

    /// The vector from `self` to `other`.
    @inlinable
    public func vector(to other: Point) -> Vector { Vector(from: self, to: other) }
}
