import Drawing
import Geometry
import Stage

extension RefreshingList {
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
    package func ballLayer(at time: SceneTime) -> BallLayer {
        let c = refreshConfiguration
        let origin = contentOrigin
        let xc = viewport.width / 2
        let r = c.ballRadius
        let topCenterY = origin + c.topBallOffset + r
        let rollShadowY = origin + c.topBallOffset + c.ballSize - c.rollShadowSize.height / 2
        let rollShadowSize = Size(width: c.rollShadowSize.width, height: c.rollShadowSize.height)
        switch refresh.machine.state {
        case .idle:
            return .hidden
        case .pulling:
            let p = refresh.$displayedProgress.at(time)
            let x = xc - (viewport.width / 2 + r) * (1 - p)
            return BallLayer(
                ball: BallPose(center: Point(x: x, y: topCenterY), rotation: .radians(4 * .pi * p)),
                shadow: ShadowPose(center: Point(x: x, y: rollShadowY), size: rollShadowSize, alpha: 0.4))
        case .ongoing, .preparingToFinish:
            let q = refresh.ball.$squash.at(time)
            let pose = BallPose(
                center: Point(x: xc, y: origin + refresh.ball.$offsetY.at(time) + r),
                rotation: .degrees(refresh.ball.$spin.at(time)),
                scaleX: 1 + q * (1 / c.squashScale - 1), scaleY: 1 + q * (c.squashScale - 1))
            guard refresh.machine.state == .ongoing else { return BallLayer(ball: pose, shadow: nil) }
            let p = refresh.ball.$jump.at(time)
            let k = 0.3 + 0.9 * p
            let shadow = ShadowPose(
                center: Point(x: xc, y: origin + c.bottomBallOffset + c.ballSize - c.jumpShadowHeight / 2),
                size: Size(width: c.ballSize * k, height: c.jumpShadowHeight * k),
                alpha: 0.4 * (0.3 + 0.7 * p))
            return BallLayer(ball: pose, shadow: shadow)
        case .finishing:
            let x = xc + refresh.ball.$rollOutX.at(time)
            return BallLayer(
                ball: BallPose(center: Point(x: x, y: topCenterY), rotation: .radians(refresh.ball.$rollOutAngle.at(time))),
                shadow: ShadowPose(center: Point(x: x, y: rollShadowY), size: rollShadowSize, alpha: 0.4))
        }
    }

    /// Draws the ball layer at `time` (B.9 step 2): the shadow, then the ball, with `artwork`.
    package func drawBallLayer(at time: SceneTime, artwork: BasketballArtwork, in context: GraphicsContext) {
        let layer = ballLayer(at: time)
        if let shadow = layer.shadow { artwork.drawShadow(shadow, soft: refreshConfiguration.softShadows, in: context) }
        if let pose = layer.ball { artwork.drawBall(pose, in: context) }
    }

    /// The pull to refresh's semantic state at `time` (B.10): `state`, `progress`,
    /// `displayedProgress` (P̃), `c`, `c0`, `listOffset` (presented O), `refreshCount`, `tOn`
    /// (seconds or null), `nextTimerDue` (seconds or null), `contentOrigin` (L), `dragging`;
    /// `ball` {`x`, `y` (centre of the unsquashed box), `rotationDegrees`, `sx`, `sy`} or null
    /// when hidden; `shadow` {`x`, `y`, `width`, `height`, `alpha`} or null. Points and seconds.
    package func refreshStateFields(at time: SceneTime) -> [String: JSONValue] {
        let layer = ballLayer(at: time)
        let ballJSON: JSONValue = layer.ball.map { b in
            [
                "x": .number(b.center.x), "y": .number(b.center.y), "rotationDegrees": .number(b.rotation.degrees),
                "sx": .number(b.scaleX), "sy": .number(b.scaleY),
            ]
        } ?? .null
        let shadowJSON: JSONValue = layer.shadow.map { s in
            [
                "x": .number(s.center.x), "y": .number(s.center.y), "width": .number(s.size.width),
                "height": .number(s.size.height), "alpha": .number(s.alpha),
            ]
        } ?? .null
        let machine = refresh.machine
        return [
            "state": .string(machine.state.rawValue),
            "progress": .number(machine.progress),
            "displayedProgress": .number(refresh.$displayedProgress.at(time)),
            "c": .number(refresh.content.value),
            "c0": .number(machine.baseline),
            "listOffset": .number(refresh.$listOffset.at(time)),
            "refreshCount": JSONValue(machine.refreshCount),
            "tOn": JSONValue(machine.refreshStart?.seconds),
            "nextTimerDue": JSONValue(machine.nextDue?.seconds),
            "contentOrigin": .number(contentOrigin),
            "dragging": .bool(refresh.content.isDragging),
            "ball": ballJSON,
            "shadow": shadowJSON,
        ]
    }
}
