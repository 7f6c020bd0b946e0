import RealModule

/// A 2-D affine transform with Core Graphics (`CGAffineTransform`) semantics.
///
/// The matrix is `[a b 0; c d 0; tx ty 1]` and points are **row vectors**:
///
///     x' = a·x + c·y + tx
///     y' = b·x + d·y + ty
///
/// In Zoetrope's y-down drawing space a positive rotation turns clockwise on screen.
///
/// Composition follows Core Graphics: `t1.concatenating(t2)` applies `t1` first, then `t2`;
/// `translatedBy`, `scaledBy` and `rotated(by:)` *prepend* their operation, so it acts first,
/// in the transform's local space.
public struct AffineTransform: Hashable, Sendable {
    /// Row 1, column 1: x scale (and rotation cosine).
    public var a: Double
    /// Row 1, column 2: y shear from x (rotation sine).
    public var b: Double
    /// Row 2, column 1: x shear from y (negated rotation sine).
    public var c: Double
    /// Row 2, column 2: y scale (and rotation cosine).
    public var d: Double
    /// Horizontal translation, in points.
    public var tx: Double
    /// Vertical translation, in points.
    public var ty: Double

    /// Creates a transform from its six matrix entries.
    @inlinable
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The identity transform.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by `x`, `y` points.
    @inlinable
    public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale by `x` horizontally and `y` vertically, about the origin.
    @inlinable
    public init(scaleX x: Double, y: Double) {
        self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation by `angle` about the origin: `[cos θ, sin θ, −sin θ, cos θ, 0, 0]`
    /// (clockwise on screen for a positive angle, since y grows downward).
    @inlinable
    public init(rotationAngle angle: Angle) {
        let s = Double.sin(angle.radians)
        let c = Double.cos(angle.radians)
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// A rotation by `angle` about `anchor` (in the coordinate space the transform maps from).
    @inlinable
    public init(rotationAngle angle: Angle, anchor: Point) {
        self = AffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(AffineTransform(rotationAngle: angle))
            .concatenating(AffineTransform(translationX: anchor.x, y: anchor.y))
    }

    /// A scale by `x`, `y` about `anchor`, which stays fixed.
    @inlinable
    public init(scaleX x: Double, y: Double, anchor: Point) {
        self = AffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(AffineTransform(scaleX: x, y: y))
            .concatenating(AffineTransform(translationX: anchor.x, y: anchor.y))
    }

    /// Whether this is exactly the identity transform.
    @inlinable
    public var isIdentity: Bool { self == .identity }

    /// The determinant `a·d − b·c`; zero for a singular (non-invertible) transform.
    @inlinable
    public var determinant: Double { a * d - b * c }

    /// The transform that applies `self` first, then `other` (the matrix product `self × other`).
    @inlinable
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty
        )
    }

    /// The inverse transform; returns `self` unchanged when the transform is singular
    /// (determinant 0) or its determinant is not finite, as Core Graphics does.
    @inlinable
    public func inverted() -> AffineTransform {
        let det = determinant
        guard det != 0, det.isFinite else { return self }
        return AffineTransform(
            a: d / det,
            b: -b / det,
            c: -c / det,
            d: a / det,
            tx: (c * ty - d * tx) / det,
            ty: (b * tx - a * ty) / det
        )
    }

    /// `self` with a translation prepended: the translation acts first, in local space.
    @inlinable
    public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// `self` with a scale prepended: the scale acts first, in local space.
    @inlinable
    public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// `self` with a rotation prepended: the rotation acts first, in local space.
    @inlinable
    public func rotated(by angle: Angle) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }
}

extension Point {
    /// The point mapped by `t`: `(a·x + c·y + tx, b·x + d·y + ty)`.
    @inlinable
    public func applying(_ t: AffineTransform) -> Point {
        Point(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension Size {
    /// The size mapped by the linear part of `t` (translation ignored), as `CGSize.applying`:
    /// `(a·w + c·h, b·w + d·h)`. The result may be negative.
    @inlinable
    public func applying(_ t: AffineTransform) -> Size {
        Size(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension Rect {
    /// The smallest axis-aligned rectangle containing the four transformed corners.
    /// The null rect maps to itself.
    @inlinable
    public func applying(_ t: AffineTransform) -> Rect {
        if isNull { return self }
        let corners = [
            Point(x: minX, y: minY).applying(t), Point(x: maxX, y: minY).applying(t),
            Point(x: maxX, y: maxY).applying(t), Point(x: minX, y: maxY).applying(t),
        ]
        var x0 = corners[0].x, x1 = corners[0].x, y0 = corners[0].y, y1 = corners[0].y
        for p in corners.dropFirst() {
            x0 = Swift.min(x0, p.x); x1 = Swift.max(x1, p.x)
            y0 = Swift.min(y0, p.y); y1 = Swift.max(y1, p.y)
        }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
