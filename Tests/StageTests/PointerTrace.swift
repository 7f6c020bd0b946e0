import Geometry
@testable import Stage

/// A recorded pointer session for gesture tests: `(t, phase, id, x, y)` rows.
struct PointerTrace {
    var events: [InputEvent] = []

    init(_ rows: [(Double, PointerEvent.Phase, Int, Double, Double)], kind: PointerEvent.Kind = .touch) {
        events = rows.map { t, phase, id, x, y in
            .pointer(PointerEvent(phase, id: PointerID(id), location: Point(x: x, y: y), time: SceneTime(seconds: t), kind: kind))
        }
    }

    /// A straight drag of pointer 1 from `from` to `to`, with `steps` moves at `rate` Hz, then up
    /// `hold` seconds after the last move.
    static func line(from: Point, to: Point, steps: Int, rate: Double = 60, start: Double = 0, hold: Double = 0)
        -> PointerTrace
    {
        var rows: [(Double, PointerEvent.Phase, Int, Double, Double)] = [(start, .down, 1, from.x, from.y)]
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            rows.append((start + Double(i) / rate, .move, 1, from.x + (to.x - from.x) * f, from.y + (to.y - from.y) * f))
        }
        rows.append((start + Double(steps) / rate + hold, .up, 1, to.x, to.y))
        return PointerTrace(rows)
    }

    /// Feeds every event to `gesture` and returns the non-nil updates.
    func run<G: Gesture>(_ gesture: inout G) -> [GestureUpdate<G.Value>] {
        events.compactMap { gesture.update(with: $0) }
    }
}

extension GestureUpdate {
    var isChanged: Bool { if case .changed = self { return true } else { return false } }
    var isEnded: Bool { if case .ended = self { return true } else { return false } }
    var isCancelled: Bool { if case .cancelled = self { return true } else { return false } }
}

/// Feeds one event to a gesture (keeps mutating calls out of `#expect`).
func feed<G: Gesture>(_ gesture: inout G, _ event: InputEvent) -> GestureUpdate<G.Value>? {
    gesture.update(with: event)
}
