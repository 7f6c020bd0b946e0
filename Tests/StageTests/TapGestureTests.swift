import Geometry
import Testing
@testable import Stage
import ZoetropeTestSupport

@Suite("TapGesture")
struct TapGestureTests {
    @Test("a press and release within the slop is a tap at the down location, without a time limit")
    func tap() throws {
        var tap = TapGesture()
        let trace = PointerTrace([(0, .down, 1, 50, 60), (0.5, .move, 1, 55, 63), (3, .up, 1, 56, 64)])
        let updates = trace.run(&tap)
        #expect(updates.count == 1)
        let v = try #require(updates.first?.value)
        #expect(updates.first?.isEnded == true)
        #expect(v.location == Point(x: 50, y: 60))
        #expect(v.time == 3)
        #expect(v.count == 1)
    }

    @Test("moving 10 points or more fails the tap, even when the pointer comes back")
    func slop() {
        var tap = TapGesture()
        let trace = PointerTrace([(0, .down, 1, 0, 0), (0.1, .move, 1, 10, 0), (0.2, .move, 1, 0, 0), (0.3, .up, 1, 0, 0)])
        #expect(trace.run(&tap).isEmpty)
    }

    @Test("every single-pointer press is either a tap or a drag, never both",
          arguments: [0.0, 3, 9.99, 10, 10.01, 40])
    func tapOrDrag(distance: Double) {
        var tap = TapGesture()
        var drag = DragGesture()
        let trace = PointerTrace([(0, .down, 1, 0, 0), (0.1, .move, 1, distance * 0.6, distance * 0.8), (0.2, .up, 1, distance * 0.6, distance * 0.8)])
        let taps = trace.run(&tap).filter(\.isEnded).count
        let drags = trace.run(&drag).filter(\.isEnded).count
        #expect(taps + drags == 1)
        #expect((taps == 1) == (distance < 10))
    }

    @Test("a second pointer during the press fails the tap")
    func secondPointer() {
        var tap = TapGesture()
        let trace = PointerTrace([(0, .down, 1, 0, 0), (0.1, .down, 2, 100, 0), (0.2, .up, 2, 100, 0), (0.3, .up, 1, 0, 0)])
        #expect(trace.run(&tap).isEmpty)
    }

    @Test("a double tap needs the second press within the interval and near the first")
    func doubleTap() {
        var tap = TapGesture(count: 2)
        let quick = PointerTrace([(0, .down, 1, 0, 0), (0.05, .up, 1, 0, 0), (0.2, .down, 1, 3, 3), (0.25, .up, 1, 3, 3)])
        let updates = quick.run(&tap)
        #expect(updates.count == 1)
        #expect(updates.first?.value?.count == 2)
        #expect(updates.first?.value?.location == .zero)

        var slow = TapGesture(count: 2)
        let late = PointerTrace([(0, .down, 1, 0, 0), (0.05, .up, 1, 0, 0), (0.5, .down, 1, 0, 0), (0.55, .up, 1, 0, 0)])
        #expect(late.run(&slow).isEmpty)

        var far = TapGesture(count: 2)
        let apart = PointerTrace([(0, .down, 1, 0, 0), (0.05, .up, 1, 0, 0), (0.1, .down, 1, 50, 0), (0.15, .up, 1, 50, 0)])
        #expect(apart.run(&far).isEmpty)
    }

    @Test("a cancelled press is not a tap; counts below 1 mean 1")
    func cancelAndCount() {
        var tap = TapGesture(count: 0)
        #expect(tap.count == 1)
        let trace = PointerTrace([(0, .down, 1, 0, 0), (0.1, .cancel, 1, 0, 0)])
        #expect(trace.run(&tap).isEmpty)
        #expect(!tap.isActive)
    }
}
