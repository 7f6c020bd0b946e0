import Geometry
import Testing
import ZoetropeTestSupport
@testable import Stage
@testable import preview

/// The animation inspector skips what a type's layout shows cannot animate (`ReflectedShape`):
/// on every built-in scene, through a drag, a tap and a scroll, it finds exactly what a full
/// `Mirror` walk finds.
@Suite("Animations walk on every scene")
struct AnimationsWalkLawTests {
    /// A drag down from the middle of the viewport, a tap, a scroll: input every scene takes.
    static func input(_ viewport: Size) -> [SceneEvent] {
        let middle = Point(x: viewport.width / 2, y: viewport.height / 2)
        let drag = PointerTrace.line(from: middle, to: Point(x: middle.x, y: middle.y + viewport.height / 5), steps: 20,
                                     start: 0.5, hold: 1.0 / 60, id: 1, kind: .touch).sceneEvents
        let tap = PointerTrace.line(from: middle, to: middle, steps: 1, start: 2, hold: 0.05, id: 2, kind: .mouse).sceneEvents
        return drag + tap + [.wheel(dy: 240, x: middle.x, y: middle.y, at: SceneTime(seconds: 3))]
    }

    static let times = [0, 0.6, 0.75, 1.2, 2.04, 2.5, 3.1, 3.5, 6].map { SceneTime(seconds: $0) }

    @Test("shapes change nothing found, on every scene")
    func sameAsAFullWalk() throws {
        var total = 0
        var animating = 0
        for type in Preview.scenes {
            let found = try check(type)
            total += found.total
            animating += found.animating
        }
        // Not vacuous: the scenes have animated properties, some of them moving.
        #expect(total > 0 && animating > 0)
    }

    /// Compares both walks at `times`; returns how many properties were found in all.
    private func check<S: Scene>(_: S.Type) throws -> (total: Int, animating: Int) {
        var session = try SceneSession<S>()
        try session.append(contentsOf: Self.input(S.info.viewport))
        var total = 0
        var animating = 0
        for time in Self.times {
            let scene = session.scene(at: time)
            let skipping = SceneAnimations(of: scene, at: time, restingLimit: nil, usesShapes: true)
            let full = SceneAnimations(of: scene, at: time, restingLimit: nil, usesShapes: false)
            #expect(skipping == full, "\(S.info.id) at \(time.seconds) s")
            total += skipping.properties.count
            animating += skipping.animatingCount
        }
        return (total, animating)
    }
}
