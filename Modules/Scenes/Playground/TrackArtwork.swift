import Geometry
import RealModule

/// The gear and the star of a row's track (C.2), as paths centred on the origin, 28 points
/// across, built once.
struct TrackArtwork: Sendable {
    /// The icons' size, points.
    static let iconSize = 28.0

    /// The gear's outer circle (stroked).
    let ring: Path
    /// The 8-tooth gear with its hub hole (filled even-odd).
    let gear: Path
    /// The filled 5-point star, pointing up.
    let star: Path

    init() {
        let r = Self.iconSize / 2
        ring = Path(ellipseIn: Rect(x: -r + 1, y: -r + 1, width: 2 * r - 2, height: 2 * r - 2))
        var gear = Path()
        let teeth = 8
        let outer = r * 0.78, inner = r * 0.58
        for i in 0..<(teeth * 4) {
            // each tooth: two points on the outer radius, two on the inner one
            let angle = Double(i) / Double(teeth * 4) * 2 * .pi - .pi / 2
            let radius = i % 4 < 2 ? outer : inner
            let p = Point(x: radius * Double.cos(angle), y: radius * Double.sin(angle))
            if i == 0 { gear.move(to: p) } else { gear.addLine(to: p) }
        }
        gear.closeSubpath()
        gear.addEllipse(in: Rect(x: -r * 0.22, y: -r * 0.22, width: r * 0.44, height: r * 0.44))
        self.gear = gear
        var star = Path()
        for i in 0..<10 {
            let angle = Double(i) * .pi / 5 - .pi / 2
            let radius = i % 2 == 0 ? r : r * 0.4
            let p = Point(x: radius * Double.cos(angle), y: radius * Double.sin(angle))
            if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
        }
        star.closeSubpath()
        self.star = star
    }
}
