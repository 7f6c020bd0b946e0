import Geometry
import Stage

extension PullToRefreshScene {
    /// The ball and its shadow at `time` (B.7), in viewport points. Ticking state (c, the
    /// machine's state) is as of the last tick at or before `time`; animations are sampled at
    /// `time`.
    ///
    /// - pulling: the roll group at `X = −(W/2 + r)·(1 − P̃)`, ball at the top position turned
    ///   by `4π·P̃`, roll shadow under it;
    /// - ongoing: the bouncing ball (offset, rotation θ, squash about the bottom anchor) and the
    ///   jump shadow scaled `0.3 + 0.9p` with alpha `0.4·(0.3 + 0.7p)`;
    /// - preparingToFinish: the ball returning to the top, no shadow;
    /// - finishing: the roll-out group at X, turned by φ, with the roll shadow;
    /// - idle: nothing.
    public func ballLayer(at time: SceneTime) -> BallLayer {
        let c = configuration
        let origin = contentOrigin
        let xc = viewport.width / 2
        let r = c.ballRadius
        let topCenterY = origin + c.topBallOffset + r
        let rollShadowY = origin + c.topBallOffset + c.ballSize - c.rollShadowSize.height / 2
        let rollShadowSize = Size(width: c.rollShadowSize.width, height: c.rollShadowSize.height)
        switch machine.state {
        case .idle:
            return .hidden
        case .pulling:
            let p = $displayedProgress.at(time)
            let x = xc - (viewport.width / 2 + r) * (1 - p)
            return BallLayer(
                ball: BallPose(center: Point(x: x, y: topCenterY), rotation: .radians(4 * .pi * p)),
                shadow: ShadowPose(center: Point(x: x, y: rollShadowY), size: rollShadowSize, alpha: 0.4))
        case .ongoing, .preparingToFinish:
            let q = ball.$squash.at(time)
            let pose = BallPose(
                center: Point(x: xc, y: origin + ball.$offsetY.at(time) + r),
                rotation: .degrees(ball.$spin.at(time)),
                scaleX: 1 + q * (1 / c.squashScale - 1), scaleY: 1 + q * (c.squashScale - 1))
            guard machine.state == .ongoing else { return BallLayer(ball: pose, shadow: nil) }
            let p = ball.$jump.at(time)
            let k = 0.3 + 0.9 * p
            let shadow = ShadowPose(
                center: Point(x: xc, y: origin + c.bottomBallOffset + c.ballSize - c.jumpShadowHeight / 2),
                size: Size(width: c.ballSize * k, height: c.jumpShadowHeight * k),
                alpha: 0.4 * (0.3 + 0.7 * p))
            return BallLayer(ball: pose, shadow: shadow)
        case .finishing:
            let x = xc + ball.$rollOutX.at(time)
            return BallLayer(
                ball: BallPose(center: Point(x: x, y: topCenterY), rotation: .radians(ball.$rollOutAngle.at(time))),
                shadow: ShadowPose(center: Point(x: x, y: rollShadowY), size: rollShadowSize, alpha: 0.4))
        }
    }
}
