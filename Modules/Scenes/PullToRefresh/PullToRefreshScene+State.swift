import Drawing
import Geometry
import Stage

extension PullToRefreshScene {
    /// The semantic state at `time` (B.10), for tests, scripted sessions and the inspector:
    ///
    /// - `state` (one of `RefreshState`), `progress`, `displayedProgress` (P̃), `c`, `c0`,
    ///   `listOffset` (presented O), `refreshCount`, `eventCount`, `tOn` (seconds or null),
    ///   `nextTimerDue` (seconds or null), `contentOrigin` (L), `dragging`;
    /// - `ball`: `x`, `y` (centre of the unsquashed box), `rotationDegrees` (unwrapped), `sx`,
    ///   `sy`; null when hidden;
    /// - `shadow`: `x`, `y`, `width`, `height`, `alpha`; null when not drawn;
    /// - `eventIDs`: the events' creation indices in display order.
    ///
    /// Lengths are points, times seconds on the scene clock.
    public func state(at time: SceneTime) -> JSONValue {
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
        return [
            "state": .string(machine.state.rawValue),
            "progress": .number(machine.progress),
            "displayedProgress": .number($displayedProgress.at(time)),
            "c": .number(content.value),
            "c0": .number(machine.baseline),
            "listOffset": .number($listOffset.at(time)),
            "refreshCount": JSONValue(machine.refreshCount),
            "eventCount": JSONValue(feed.events.count),
            "tOn": JSONValue(machine.refreshStart?.seconds),
            "nextTimerDue": JSONValue(machine.nextDue?.seconds),
            "contentOrigin": .number(contentOrigin),
            "dragging": .bool(content.isDragging),
            "ball": ballJSON,
            "shadow": shadowJSON,
            "eventIDs": .array(feed.events.map { JSONValue($0.id) }),
        ]
    }
}
