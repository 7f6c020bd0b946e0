import Drawing
import Geometry

/// The vector basketball and the shadow ellipse (pull-to-refresh.md B.6), as paths in local
/// frames, built once per ball size so that a frame only sets transforms (the wire encoder then
/// sends each path once per session).
///
/// Drawing has no blur or shadow operation, so shadows are filled ellipses: a unit circle
/// scaled to the ellipse, filled #8E8E93 at the pose's alpha, or — with `softShadows` — with a
/// radial gradient that holds that alpha to half the radius and fades to transparent at the
/// rim (a cheap stand-in for a blur; the gradient is scaled with the ellipse).
package struct BasketballArtwork: Sendable {
    /// The ball's radius, points.
    let radius: Double
    /// The ball's disc, centred on the origin (the fill, and the clip of the seams).
    let disc: Path
    /// The outline's circle: radius r − 0.75, so that the 1.5-point stroke's outer edge is the
    /// disc's rim and nothing of the ball reaches beyond r (at displayed progress 0 the ball's
    /// ink ends exactly at x = 0, where B.7.2 puts its right edge, instead of peeking 0.75
    /// points into the viewport).
    let outline: Path
    /// The seams: vertical and horizontal lines and the two curved side seams.
    let seams: Path
    /// The seams' stroke: width 0.045·ballSize, round caps.
    let seamStyle: StrokeStyle
    /// The outline's stroke: width 1.5.
    let outlineStyle: StrokeStyle
    /// The unit circle the shadows scale.
    static let unitCircle = Path(ellipseIn: Rect(x: -1, y: -1, width: 2, height: 2))

    /// The artwork for a ball `ballSize` points across (values that are not positive and finite
    /// give a ball of size 0).
    package init(ballSize: Double) {
        let size = ballSize.isFinite && ballSize > 0 ? ballSize : 0
        let r = size / 2
        radius = r
        disc = Path(ellipseIn: Rect(x: -r, y: -r, width: size, height: size))
        let inner = Swift.max(0, r - BasketballArtwork.outlineWidth / 2)
        outline = Path(ellipseIn: Rect(x: -inner, y: -inner, width: 2 * inner, height: 2 * inner))
        let k = 0.707 * r
        seams = Path { p in
            p.move(to: Point(x: 0, y: -r))
            p.addLine(to: Point(x: 0, y: r))
            p.move(to: Point(x: -r, y: 0))
            p.addLine(to: Point(x: r, y: 0))
            p.move(to: Point(x: -k, y: -k))
            p.addQuadCurve(to: Point(x: -k, y: k), control: Point(x: -0.2 * r, y: 0))
            p.move(to: Point(x: k, y: -k))
            p.addQuadCurve(to: Point(x: k, y: k), control: Point(x: 0.2 * r, y: 0))
        }
        seamStyle = StrokeStyle(lineWidth: 0.045 * size, lineCap: .round)
        outlineStyle = StrokeStyle(lineWidth: BasketballArtwork.outlineWidth)
    }

    /// The outline's width, points (B.6).
    static let outlineWidth = 1.5

    /// Draws the ball at `pose` as one group (fill `ball`, seams `ball/seams`, outline
    /// `ball/outline`): rotation and squash apply to all three.
    package func drawBall(_ pose: BallPose, in context: GraphicsContext) {
        var g = context
        g.concatenate(pose.transform(radius: radius))
        g.fill(disc, with: .color(Palette.ballFill), name: "ball")
        // The seams' round caps end on the rim: clipped to the disc, they never stick out.
        var seamLayer = g
        seamLayer.clip(to: disc)
        seamLayer.stroke(seams, with: .color(Palette.ballSeams), style: seamStyle, name: "ball/seams")
        g.stroke(outline, with: .color(Palette.ballSeams), style: outlineStyle, name: "ball/outline")
    }

    /// Draws a shadow ellipse (`ball/shadow`), flat or soft.
    func drawShadow(_ shadow: ShadowPose, soft: Bool, in context: GraphicsContext) {
        guard shadow.alpha > 0, shadow.size.width > 0, shadow.size.height > 0 else { return }
        var g = context
        g.translateBy(x: shadow.center.x, y: shadow.center.y)
        g.scaleBy(x: shadow.size.width / 2, y: shadow.size.height / 2)
        let color = Palette.shadow.opacity(shadow.alpha)
        let paint: Paint = soft
            ? .radialGradient(Gradient(stops: [
                .init(color: color, location: 0), .init(color: color, location: 0.5),
                .init(color: Palette.shadow.opacity(0), location: 1),
            ]), center: .zero, startRadius: 0, endRadius: 1)
            : .color(color)
        g.fill(Self.unitCircle, with: paint, name: "ball/shadow")
    }
}
