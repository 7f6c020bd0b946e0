import Geometry

/// How a drop is drawn (pour.md §7.4, scene parameter `particleShape`).
public enum ParticleShape: String, Hashable, Sendable, CaseIterable {
    /// A teardrop, tip up (pointing back towards the emitter).
    case drop
    /// A circle of diameter 0.9·s, closer to the soft round blob of the book's image.
    case dot

    /// The shape at size 1, origin at the particle's position, y down; drawn scaled by the
    /// particle's size s.
    ///
    /// - `drop`: tip (0, −0.5); a quadratic to (0.35, 0.1) with control (0.35, −0.15); the lower
    ///   half circle about (0, 0.1), radius 0.35, through (0, 0.45) to (−0.35, 0.1) as two
    ///   cubics; a quadratic back to the tip with control (−0.35, −0.15); closed. It spans
    ///   x ∈ [−0.35, 0.35], y ∈ [−0.5, 0.45].
    /// - `dot`: the circle of radius 0.45 about the origin.
    public var unitPath: Path {
        switch self {
        case .drop: Self.unitDrop
        case .dot: Self.unitDot
        }
    }

    /// The unit teardrop (built once).
    static let unitDrop: Path = {
        // 0.1933 = 0.35 × 0.5523, the quarter circle's cubic handle, as the spec rounds it.
        var p = Path()
        p.move(to: Point(x: 0, y: -0.5))
        p.addQuadCurve(to: Point(x: 0.35, y: 0.1), control: Point(x: 0.35, y: -0.15))
        p.addCurve(to: Point(x: 0, y: 0.45), control1: Point(x: 0.35, y: 0.2933), control2: Point(x: 0.1933, y: 0.45))
        p.addCurve(to: Point(x: -0.35, y: 0.1), control1: Point(x: -0.1933, y: 0.45), control2: Point(x: -0.35, y: 0.2933))
        p.addQuadCurve(to: Point(x: 0, y: -0.5), control: Point(x: -0.35, y: -0.15))
        p.closeSubpath()
        return p
    }()

    /// The unit dot: a circle of diameter 0.9 about the origin (built once).
    static let unitDot = Path(ellipseIn: Rect(x: -0.45, y: -0.45, width: 0.9, height: 0.9))
}
