import Geometry
import Stage

/// A scripted drag of the demo scene's square (centred at 195, 422 in its 390×844 viewport):
/// down at the centre, 30 moves at 60 Hz to (`dx`, `dy`) points away, release 1/60 s after the
/// last move. `start` is in seconds on the scene clock. Shared by the Demo and Stage tests.
public func demoDrag(start: Double = 0.5, dx: Double = 120, dy: Double = 90, id: PointerID = 1) -> [SceneEvent] {
    let c = Point(x: 195, y: 422)
    return PointerTrace.line(from: c, to: Point(x: c.x + dx, y: c.y + dy), steps: 30, start: start, hold: 1.0 / 60,
                             id: id.rawValue, kind: .mouse).sceneEvents
}
