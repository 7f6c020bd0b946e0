import Drawing
import Geometry

/// One hand of the analog face (timer.md §8.2): two lenses end to end, built from four cubic
/// curves in hand-local coordinates (origin at the dial centre, +x towards the tip), scaled by
/// the hand length unit Lh.
public struct Hand: Hashable, Sendable {
    /// The cross point as a fraction of Lh.
    public var cross: Double
    /// The tip lens's control x as a fraction of Lh.
    public var middle: Double
    /// The tip as a fraction of Lh.
    public var end: Double
    /// The width as a fraction of Lh.
    public var width: Double
    /// The fill and stroke colour.
    public var color: Color
    /// The stroke width, points.
    public var lineWidth: Double

    /// The second hand: 0.4, 0.6, 0.7, 0.07, BlackRussian, stroke 3.
    public static let second = Hand(cross: 0.4, middle: 0.6, end: 0.7, width: 0.07, color: TimerPalette.blackRussian, lineWidth: 3)
    /// The minute hand: 0.3, 0.5, 0.6, 0.1, DarkOliveGreen, stroke 5.
    public static let minute = Hand(cross: 0.3, middle: 0.5, end: 0.6, width: 0.1, color: TimerPalette.darkOliveGreen, lineWidth: 5)

    /// The hand-local path for length unit `lh`, with the book's control-point bug fixed:
    /// X_m = Lh·mid (§8.2, §11.1).
    public func path(length lh: Double) -> Path {
        let hw = lh * width / 2, xc = lh * cross, xm = lh * middle, xe = lh * end
        var p = Path()
        p.move(to: Point(x: 0, y: 0))
        p.addCurve(to: Point(x: xc, y: 0), control1: Point(x: xc, y: -hw), control2: Point(x: xc, y: -hw))
        p.addCurve(to: Point(x: xe, y: 0), control1: Point(x: xm, y: hw), control2: Point(x: xm, y: hw))
        p.addCurve(to: Point(x: xc, y: 0), control1: Point(x: xm, y: -hw), control2: Point(x: xm, y: -hw))
        p.addCurve(to: Point(x: 0, y: 0), control1: Point(x: xc, y: hw), control2: Point(x: xc, y: hw))
        return p
    }

    /// The transform from hand-local coordinates to the canvas for a hand at clock angle
    /// `degrees` around `center`: (x, y) ↦ (cx + x·sin θ + y·cos θ, cy − x·cos θ + y·sin θ).
    public static func transform(center: Point, degrees: Double) -> AffineTransform {
        let (s, c) = ClockAngle.sinCos(degrees: degrees)
        return AffineTransform(a: s, b: -c, c: c, d: s, tx: center.x, ty: center.y)
    }

    /// The hand length unit Lh = ⌊⌊min(cw, ch)⌋ / 2⌋ for a canvas of `size`.
    public static func lengthUnit(canvas size: Size) -> Double {
        (Swift.max(0, Swift.min(size.width, size.height)).rounded(.down) / 2).rounded(.down)
    }

    /// The second hand's clock angle for `remaining` seconds: (rem mod 60)/60·360°.
    public static func secondAngle(remaining: Double) -> Double {
        guard remaining.isFinite else { return 0 }
        var r = remaining.truncatingRemainder(dividingBy: 60)
        if r < 0 { r += 60 }
        return r * 6
    }

    /// The minute hand's clock angle for `remaining` seconds: 0.6°·rem.
    public static func minuteAngle(remaining: Double) -> Double {
        remaining.isFinite ? 0.6 * remaining : 0
    }
}
