import Geometry

/// Where and how the basketball is drawn at one instant (pull-to-refresh.md B.7).
///
/// `center` is the centre of the **unsquashed** ball box in viewport points (origin top-left,
/// y down). The ball's local frame is rotated about that centre by `rotation` (clockwise on
/// screen for positive angles), then scaled by (`scaleX`, `scaleY`) about the bottom centre of the
/// box, then placed: `M = T(center) · T(0, r) · S(scaleX, scaleY) · T(0, −r) · R(rotation)`.
public struct BallPose: Hashable, Sendable {
    /// The unsquashed box's centre, in viewport points.
    public var center: Point
    /// The rotation, radians, clockwise on screen (may exceed a full turn).
    public var rotation: Angle
    /// The horizontal squash factor (1: none; 1/squashScale at the bottom of a bounce).
    public var scaleX: Double
    /// The vertical squash factor (1: none; squashScale at the bottom of a bounce).
    public var scaleY: Double

    /// A pose.
    public init(center: Point, rotation: Angle, scaleX: Double = 1, scaleY: Double = 1) {
        self.center = center
        self.rotation = rotation
        self.scaleX = scaleX
        self.scaleY = scaleY
    }

    /// The transform from the ball's local frame (origin at its centre, y down) to viewport
    /// points, for a ball of radius `radius`.
    public func transform(radius: Double) -> AffineTransform {
        AffineTransform(translationX: center.x, y: center.y + radius)
            .scaledBy(x: scaleX, y: scaleY)
            .translatedBy(x: 0, y: -radius)
            .rotated(by: rotation)
    }
}

/// A shadow ellipse at one instant: filled #8E8E93 at `alpha`, always drawn under the ball.
public struct ShadowPose: Hashable, Sendable {
    /// The ellipse's centre, in viewport points.
    public var center: Point
    /// The ellipse's width and height, in points.
    public var size: Size
    /// The fill's alpha, 0…1 (the fill alpha 0.4 times the shadow's opacity).
    public var alpha: Double

    /// A shadow.
    public init(center: Point, size: Size, alpha: Double) {
        self.center = center
        self.size = size
        self.alpha = alpha
    }
}

/// What the ball layer shows at one instant: nothing (idle), a rolling ball with its roll
/// shadow, or a bouncing ball with its jump shadow (none while returning to the top).
public struct BallLayer: Hashable, Sendable {
    /// The ball, nil when nothing is drawn.
    public var ball: BallPose?
    /// The shadow, nil when it is not drawn.
    public var shadow: ShadowPose?

    /// Nothing drawn.
    public static let hidden = BallLayer(ball: nil, shadow: nil)

    /// A layer.
    public init(ball: BallPose?, shadow: ShadowPose?) {
        self.ball = ball
        self.shadow = shadow
    }
}
