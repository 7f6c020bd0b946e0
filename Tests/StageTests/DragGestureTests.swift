import Geometry
import Testing
@testable import Stage
import ZoetropeTestSupport

@Suite("DragGesture")
struct DragGestureTests {
    @Test("the drag begins at the minimum distance and its translation includes the first 10 points")
    func slop() throws {
        var drag = DragGesture()
        let trace = PointerTrace([
            (0, .down, 1, 100, 100), (0.01, .move, 1, 104, 100), (0.02, .move, 1, 109.99, 100),
            (0.03, .move, 1, 110, 100), (0.04, .move, 1, 130, 100), (0.05, .up, 1, 130, 100),
        ])
        let updates = trace.run(&drag)
        #expect(updates.count == 3)
        #expect(updates[0].isChanged)
        #expect(updates[0].value?.translation == Size(width: 10, height: 0))
        #expect(updates[1].value?.translation == Size(width: 30, height: 0))
        #expect(updates[2].isEnded)
        #expect(updates[2].value?.startLocation == Point(x: 100, y: 100))
        #expect(!drag.isActive && !drag.isTracking)
    }

    @Test("a press that never moves 10 points is not a drag")
    func noDrag() {
        var drag = DragGesture()
        let trace = PointerTrace([(0, .down, 1, 0, 0), (0.1, .move, 1, 6, 7), (0.2, .up, 1, 6, 7)])
        #expect(trace.run(&drag).isEmpty)
    }

    @Test("velocity is the displacement over the last 100 ms; predicted end adds 0.499 s of it (honeycomb §8.3)")
    func flingVelocity() throws {
        // 10 points per 1/60 s to the right = 600 points/s.
        var drag = DragGesture()
        let trace = PointerTrace.line(from: Point(x: 0, y: 0), to: Point(x: 200, y: 0), steps: 20)
        let end = try #require(trace.run(&drag).last)
        #expect(end.isEnded)
        let v = try #require(end.value)
        #expect(abs(v.velocity.width - 600) < 1e-6)
        #expect(abs(v.velocity.height) < 1e-9)
        #expect(abs(v.predictedEndTranslation.width - (200 + 0.499 * 600)) < 1e-6)
        #expect(abs(v.predictedEndLocation.x - (200 + 0.499 * 600)) < 1e-6)
    }

    @Test("the velocity window keeps samples no older than 100 ms before the newest")
    func windowByHand() throws {
        // Samples at 0, 50, 120, 150, 200 ms: the window at 200 ms is 120…200 ms.
        var drag = DragGesture(minimumDistance: 0)
        let trace = PointerTrace([
            (0, .down, 1, 0, 0), (0.05, .move, 1, 50, 0), (0.12, .move, 1, 100, 0),
            (0.15, .move, 1, 130, 10), (0.2, .up, 1, 140, 20),
        ])
        let v = try #require(trace.run(&drag).last?.value?.velocity)
        #expect(abs(v.width - (140 - 100) / 0.08) < 1e-6)
        #expect(abs(v.height - 20 / 0.08) < 1e-6)
    }

    @Test("a pointer held still for more than 100 ms before lifting has zero velocity")
    func heldStill() throws {
        var drag = DragGesture()
        let trace = PointerTrace.line(from: .zero, to: Point(x: 0, y: 300), steps: 10, hold: 0.15)
        let v = try #require(trace.run(&drag).last?.value)
        #expect(v.velocity == .zero)
        #expect(v.predictedEndTranslation == v.translation)
    }

    @Test("less than 5 ms between the oldest and newest sample gives zero velocity")
    func minimumSpan() throws {
        var drag = DragGesture(minimumDistance: 0)
        let trace = PointerTrace([(0, .down, 1, 0, 0), (0.003, .up, 1, 50, 0)])
        let v = try #require(trace.run(&drag).last?.value)
        #expect(v.velocity == .zero)
    }

    @Test("fast flings are capped at 5000 points/s, keeping their direction")
    func cap() throws {
        var drag = DragGesture()
        let trace = PointerTrace.line(from: .zero, to: Point(x: 3000, y: 4000), steps: 5)
        let v = try #require(trace.run(&drag).last?.value?.velocity)
        #expect(abs((v.width * v.width + v.height * v.height).squareRoot() - 5000) < 1e-6)
        #expect(abs(v.width / v.height - 0.75) < 1e-9)
    }

    @Test("the coast duration follows the deceleration rate: r/(1−r)/1000 s")
    func coast() {
        #expect(abs(DragGesture().coastDuration - 0.499) < 1e-12)
        #expect(abs(DragGesture(decelerationRate: 0.99).coastDuration - 0.099) < 1e-12)
        #expect(abs(DragGesture(decelerationRate: 1.5).coastDuration - 0.499) < 1e-12)
    }

    @Test("a cancel reports the last translation with zero velocity")
    func cancel() throws {
        var drag = DragGesture()
        let trace = PointerTrace([(0, .down, 1, 0, 0), (0.1, .move, 1, 50, 0), (0.11, .cancel, 1, 60, 0)])
        let last = try #require(trace.run(&drag).last)
        #expect(last.isCancelled)
        #expect(last.value?.velocity == .zero)
        #expect(last.value?.translation == Size(width: 60, height: 0))
        #expect(!drag.isActive)
    }

    @Test("further pointers are ignored while one drags")
    func ignoresSecondPointer() throws {
        var drag = DragGesture()
        let trace = PointerTrace([
            (0, .down, 1, 0, 0), (0.1, .move, 1, 20, 0), (0.2, .down, 2, 500, 500), (0.3, .move, 2, 600, 600),
            (0.35, .up, 2, 600, 600), (0.4, .move, 1, 40, 0), (0.5, .up, 1, 40, 0),
        ])
        let updates = trace.run(&drag)
        #expect(updates.map(\.isChanged) == [true, true, false])
        #expect(updates.last?.value?.translation == Size(width: 40, height: 0))
    }

    @Test("with endsOnSecondPointer a second pointer ends the drag, and the first is ignored until it lifts")
    func endsOnSecondPointer() throws {
        var drag = DragGesture(endsOnSecondPointer: true)
        let trace = PointerTrace([
            (0, .down, 1, 0, 0), (0.1, .move, 1, 20, 0), (0.2, .down, 2, 500, 500), (0.3, .move, 1, 80, 0),
            (0.4, .up, 1, 80, 0), (0.45, .up, 2, 500, 500), (0.5, .down, 3, 0, 0), (0.6, .move, 3, 0, 30),
        ])
        let updates = trace.run(&drag)
        #expect(updates.count == 3)
        #expect(updates[1].isEnded)
        #expect(updates[1].value?.translation == Size(width: 20, height: 0))
        #expect(updates[2].value?.translation == Size(width: 0, height: 30))
    }

    @Test("a right-button mouse press does not drag; minimum distance 0 begins at the press")
    func buttonsAndZeroDistance() {
        var drag = DragGesture()
        let right: [InputEvent] = [
            .pointer(PointerEvent(.down, id: 1, location: .zero, time: 0, buttons: .secondary)),
            .pointer(PointerEvent(.move, id: 1, location: Point(x: 50, y: 0), time: 0.1, buttons: .secondary)),
        ]
        #expect(right.compactMap { drag.update(with: $0) }.isEmpty)
        var immediate = DragGesture(minimumDistance: 0)
        let first = immediate.update(with: .pointer(PointerEvent(.down, id: 1, location: .zero, time: 0)))
        #expect(first?.isChanged == true)
        #expect(first?.value?.translation == .zero)
    }

    @Test("honeycomb §16 check 7: a slow drag's window holds the samples at 500 and 600 ms (boundary included): v = 100, Pred = 109.9")
    func honeycombSlowDrag() throws {
        var drag = DragGesture()
        let trace = PointerTrace([
            (0, .down, 1, 195, 406), (0.1, .move, 1, 205, 406), (0.2, .move, 1, 215, 406), (0.3, .move, 1, 225, 406),
            (0.4, .move, 1, 235, 406), (0.5, .move, 1, 245, 406), (0.6, .up, 1, 255, 406),
        ])
        let end = try #require(trace.run(&drag).last)
        #expect(end.isEnded)
        let v = try #require(end.value)
        #expect(abs(v.translation.width - 60) < 1e-9)
        #expect(abs(v.velocity.width - 100) < 1e-6 && abs(v.velocity.height) < 1e-9)
        #expect(abs(v.predictedEndTranslation.width - 109.9) < 1e-6)
        // The book's release target E.x = 1.25 · Pred.
        #expect(abs(1.25 * v.predictedEndTranslation.width - 137.375) < 1e-6)
    }

    @Test("honeycomb §16 check 8: the window [100, 200] ms holds the samples at 120, 160, 200: v = 875, Pred = 536.625")
    func honeycombVelocityEstimator() throws {
        var drag = DragGesture()
        let trace = PointerTrace([
            (0, .down, 1, 200, 406), (0.04, .move, 1, 204, 406), (0.08, .move, 1, 212, 406),
            (0.12, .move, 1, 230, 406), (0.16, .move, 1, 260, 406), (0.2, .up, 1, 300, 406),
        ])
        let v = try #require(trace.run(&drag).last?.value)
        #expect(abs(v.velocity.width - 875) < 1e-6)
        #expect(abs(v.predictedEndTranslation.width - 536.625) < 1e-6)
    }

    @Test("wheel and key events do not concern a drag")
    func otherInput() {
        var drag = DragGesture()
        #expect(feed(&drag, .wheel(WheelEvent(dy: 10, time: 0))) == nil)
        #expect(feed(&drag, .key(KeyEvent("a", time: 0))) == nil)
    }
}
