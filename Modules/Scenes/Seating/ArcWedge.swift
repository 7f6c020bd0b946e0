import Geometry
import RealModule

/// An annular sector: the region of a corner tribune (seating.md §4.6), `r ≤ |p − C| ≤ R` with
/// the angle of `p − C` in `[α, β]` (φ grows clockwise on screen, §2.6). Chart units, radians.
public struct ArcWedge: Hashable, Sendable {
    /// The corner's centre C.
    public var center: Point
    /// The outer radius R.
    public var outerRadius: Double
    /// The inner radius r.
    public var innerRadius: Double
    /// The start angle α.
    public var startAngle: Double
    /// The end angle β (> α, possibly beyond 2π).
    public var endAngle: Double

    /// The closed outline of §4.6: the outer arc from α to β, a line in to the inner radius, the
    /// inner arc back from β to α, closed.
    public var outline: Path {
        var p = Path()
        p.addArc(center: center, radius: outerRadius, startAngle: .radians(startAngle), endAngle: .radians(endAngle),
                 clockwise: false)
        p.addArc(center: center, radius: innerRadius, startAngle: .radians(endAngle),
                 endAngle: .radians(startAngle), clockwise: true)
        p.closeSubpath()
        return p
    }

    /// Whether the closed region holds `p`: `r ≤ |p − C| ≤ R` and `atan2(p − C)`, normalised into
    /// `[α, α + 2π)`, within `[α, β]` (§10.5). False for non-finite points.
    public func contains(_ p: Point) -> Bool {
        let dx = p.x - center.x, dy = p.y - center.y
        // Squared radii first: most points fail here without a square root or an arctangent.
        let d2 = dx * dx + dy * dy
        guard d2.isFinite, d2 >= innerRadius * innerRadius * (1 - 1e-12), d2 <= outerRadius * outerRadius * (1 + 1e-12),
              case let distance = d2.squareRoot(), distance >= innerRadius, distance <= outerRadius
        else { return false }
        return angleOffset(Double.atan2(y: dy, x: dx)) <= endAngle - startAngle
    }

    /// `φ − α` reduced into `[0, 2π)`.
    func angleOffset(_ phi: Double) -> Double {
        let turn = 2 * Double.pi
        var a = (phi - startAngle).truncatingRemainder(dividingBy: turn)
        if a < 0 { a += turn }
        return a
    }
}
