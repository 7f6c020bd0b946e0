import Drawing
import Geometry
import PullToRefresh
import Stage
import Testing
@testable import EventDetails
@testable import Seating
@testable import TicketsApp

/// A session of the app (390 × 844, seed 2023) with `events` appended.
func session(_ events: [SceneEvent] = []) throws -> SceneSession<TicketsScene> {
    try SceneSession(replaying: events)
}

/// A tap of pointer `id` at (x, y): down at `t`, up 0.05 s later.
func tap(_ x: Double, _ y: Double, at t: Double, id: PointerID = 1) -> [SceneEvent] {
    [.pointer(.down, id: id, x: x, y: y, at: SceneTime(seconds: t)),
     .pointer(.up, id: id, x: x, y: y, at: SceneTime(seconds: t + 0.05))]
}

/// A horizontal drag of pointer 1 at y = 400 from `x0` to `x1`: `steps` moves at 60 Hz from
/// `start`, then up at the last point (or `holdUntil`, when given, without moving).
func swipe(from x0: Double, to x1: Double, steps: Int, start: Double, holdUntil: Double? = nil) -> [SceneEvent] {
    var events: [SceneEvent] = [.pointer(.down, id: 1, x: x0, y: 400, at: SceneTime(seconds: start))]
    for i in 1...steps {
        events.append(.pointer(.move, id: 1, x: x0 + (x1 - x0) * Double(i) / Double(steps), y: 400,
                               at: SceneTime(seconds: start + Double(i) / 60)))
    }
    events.append(.pointer(.up, id: 1, x: x1, y: 400, at: SceneTime(seconds: holdUntil ?? start + Double(steps) / 60)))
    return events
}

extension SceneSession<TicketsScene> {
    /// The app's state at `t` seconds.
    mutating func at(_ t: Double) -> JSONValue { sceneState(at: SceneTime(seconds: t)) }

    /// The app at `t` seconds.
    mutating func app(_ t: Double) -> TicketsScene { scene(at: SceneTime(seconds: t)) }
}

extension TicketsScene {
    /// The root list.
    var list: EventDetailsScene { stack.scene(at: 0) as! EventDetailsScene }

    /// The event `id` of the list's feed.
    func event(_ id: Int) -> SportsEvent { list.feed.events.first { $0.id == id }! }
}

extension Frame {
    /// The string of the text operation named `name`, nil when there is none.
    func text(named name: String) -> String? {
        for op in operations(named: name) { if case .text(let run) = op.command { return run.string } }
        return nil
    }

    /// The paint of the fill named `name`, nil when there is none.
    func fillPaint(named name: String) -> Paint? {
        for op in operations(named: name) { if case .fill(_, let paint, _) = op.command { return paint } }
        return nil
    }
}
