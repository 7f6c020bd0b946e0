import Curves
import Geometry
import Stage

/// The animated values behind the ball while it bounces (B.7.3, B.7.4) and rolls out (B.7.5).
///
/// The bounce is driven as in the book: one shared jump scalar `jump` (0 = top, 1 = bottom)
/// from which the shadow's scale and opacity derive; the rotation and the squash run on their
/// own repeating animations; and the ball's vertical offset is a property of its own that starts
/// with the jump scalar's very animation (so it equals `top + (bottom − top)·jump`) and can then
/// take the extra "return to the top" entry alone (A.6, last paragraph). Every change is dated by
/// the current transaction (the tick, or a timer's due time). Where the book swaps one ball view
/// for another (roll → jump → roll-out → gone) the values reset their identity, which stops the
/// repeating animations; a plain assignment would leave them running (A.6, SwiftUI).
struct BallMotion: Sendable {
    /// The jump scalar p, 0…1.
    @Animated var jump = 0.0
    /// The ball box's vertical offset, points (top: −29, bottom: 71 by default).
    @Animated var offsetY: Double
    /// The jump rotation θ, degrees.
    @Animated var spin = 0.0
    /// The squash scalar q, 0…1.
    @Animated var squash = 0.0
    /// The roll-out's horizontal translation X, points.
    @Animated var rollOutX = 0.0
    /// The roll-out's rotation φ, radians.
    @Animated var rollOutAngle = 0.0

    /// Everything at rest with the ball at the top position `topOffset`.
    init(topOffset: Double) {
        offsetY = topOffset
    }

    /// `pulling → ongoing`: a new jumping ball replaces the rolling one (the book swaps views, so
    /// its values start fresh: an identity reset, A.6); it starts at the top and falls first;
    /// rotation and squash start from 0 (B.7.3).
    mutating func startJumping(_ configuration: PullToRefreshConfiguration) {
        $jump.reset(to: 0)
        $offsetY.reset(to: configuration.topBallOffset)
        $spin.reset(to: 0)
        $squash.reset(to: 0)
        withAnimation(configuration.jumpAnimation) {
            jump = 1
            offsetY = configuration.bottomBallOffset
        }
        withAnimation(configuration.spinAnimation) { spin = 360 }
        withAnimation(configuration.squashAnimation) { squash = 1 }
    }

    /// `ongoing → preparingToFinish`: only the offset gets a new entry toward the top; rotation
    /// and squash keep oscillating (B.7.4).
    mutating func returnToTop(_ configuration: PullToRefreshConfiguration) {
        withAnimation(configuration.returnAnimation) { offsetY = configuration.topBallOffset }
    }

    /// `preparingToFinish → finishing`: the bouncing ball is gone — its repeating animations stop
    /// with its identity (A.6) and its values start fresh at rest — and a new rolling ball moves X
    /// from 0 to `width` with easeIn and turns two full turns (B.7.5).
    mutating func startRollingOut(width: Double, _ configuration: PullToRefreshConfiguration) {
        $jump.reset(to: 0)
        $offsetY.reset(to: configuration.topBallOffset)
        $spin.reset(to: 0)
        $squash.reset(to: 0)
        $rollOutX.reset(to: 0)
        $rollOutAngle.reset(to: 0)
        withAnimation(configuration.rollOutAnimation) { rollOutX = width }
        withAnimation(configuration.rollOutSpinAnimation) { rollOutAngle = 4 * .pi }
    }

    /// `finishing → idle`: the rolling ball is gone (removed: its values start fresh).
    mutating func stopRolling() {
        $rollOutX.reset(to: 0)
        $rollOutAngle.reset(to: 0)
    }
}
