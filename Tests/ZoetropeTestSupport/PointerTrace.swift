import Geometry
import Stage

/// A scripted pointer session for gesture and scene tests: `(t, phase, id, x, y)` rows, with `t`
/// in seconds on the scene clock and `x`, `y` in points.
public struct PointerTrace {
    /// One row: time (s), phase, pointer id, x and y (points).
    public typealias Row = (Double, PointerEvent.Phase, Int, Double, Double)

    /// The rows as input events, in order.
    public var events: [InputEvent] = []

    /// A trace of `rows`, every pointer of kind `kind`.
    public init(_ rows: [Row], kind: PointerEvent.Kind = .touch) {
        events = rows.map { t, phase, id, x, y in
            .pointer(PointerEvent(phase, id: PointerID(id), location: Point(x: x, y: y), time: SceneTime(seconds: t), kind: kind))
        }
    }

    /// A straight drag of pointer `id` from `from` to `to`, pressed at `start` (s), with `steps`
    /// moves at `rate` Hz, then up `hold` seconds after the last move.
    public static func line(
        from: Point, to: Point, steps: Int, rate: Double = 60, start: Double = 0, hold: Double = 0,
        id: Int = 1, kind: PointerEvent.Kind = .touch
    ) -> PointerTrace {
        var rows: [Row] = [(start, .down, id, from.x, from.y)]
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            rows.append((start + Double(i) / rate, .move, id, from.x + (to.x - from.x) * f, from.y + (to.y - from.y) * f))
        }
        rows.append((start + Double(steps) / rate + hold, .up, id, to.x, to.y))
        return PointerTrace(rows, kind: kind)
    }

    /// The trace as scene events, for a session's event log.
    public var sceneEvents: [SceneEvent] { events.map(SceneEvent.input) }

    /// Feeds every event to `gesture` and returns the non-nil updates.
    public func run<G: Gesture>(_ gesture: inout G) -> [GestureUpdate<G.Value>] {
        events.compactMap { gesture.update(with: $0) }
    }
}

extension GestureUpdate {
    /// Whether this is a `.changed` update.
    public var isChanged: Bool { if case .changed = self { return true } else { return false } }
    /// Whether this is an `.ended` update.
    public var isEnded: Bool { if case .ended = self { return true } else { return false } }
    /// Whether this is a `.cancelled` update.
    public var isCancelled: Bool { if case .cancelled = self { return true } else { return false } }
}

/// Feeds one event to a gesture (keeps mutating calls out of `#expect`).
public func feed<G: Gesture>(_ gesture: inout G, _ event: InputEvent) -> GestureUpdate<G.Value>? {
    gesture.update(with: event)
}
