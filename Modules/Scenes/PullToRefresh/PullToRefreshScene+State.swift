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
        var fields = refreshStateFields(at: time)
        fields["eventCount"] = JSONValue(feed.events.count)
        fields["eventIDs"] = .array(feed.events.map { JSONValue($0.id) })
        return .object(fields)
    }
}
