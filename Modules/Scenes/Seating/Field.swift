import Geometry

/// The green field (seating.md §4.3): the middle half of the innermost sector along each axis,
/// with a centre line (vertical in chart-local space) and a centre circle. Chart units.
public struct Field: Hashable, Sendable {
    /// The field rectangle F.
    public var rect: Rect
    /// The centre circle's radius, `F.width / 8`.
    public var circleRadius: Double
    /// The path in trimming order: the rectangle from (minX, minY) clockwise, the centre line
    /// top to bottom, the circle from angle 0 with increasing φ.
    public var path: Path

    /// The field inside the innermost sector rectangle `inner`.
    init(inside inner: Rect) {
        let f = Rect(x: inner.minX + inner.width / 4, y: inner.minY + inner.height / 4,
                     width: inner.width / 2, height: inner.height / 2)
        rect = f
        circleRadius = f.width / 8
        var p = Path(f)  // from (minX, minY), clockwise
        p.move(to: Point(x: f.midX, y: f.minY))
        p.addLine(to: Point(x: f.midX, y: f.maxY))
        p.move(to: Point(x: f.midX + circleRadius, y: f.midY))
        p.addArc(center: Point(x: f.midX, y: f.midY), radius: circleRadius, startAngle: .radians(0),
                 endAngle: .radians(2 * .pi), clockwise: false)
        p.closeSubpath()
        path = p
    }

    /// The centre circle's centre.
    public var center: Point { Point(x: rect.midX, y: rect.midY) }
}
