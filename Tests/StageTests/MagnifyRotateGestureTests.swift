import Geometry
import RealModule
import Testing
@testable import Stage
import ZoetropeTestSupport

@Suite("MagnifyGesture")
struct MagnifyGestureTests {
    @Test("two pointers: magnification is the distance ratio; the gesture ends when one lifts")
    func pinch() throws {
        var pinch = MagnifyGesture()
        let trace = PointerTrace([
            (0, .down, 1, 100, 100), (0.1, .down, 2, 200, 100), (0.2, .move, 2, 300, 100),
            (0.3, .move, 1, 150, 100), (0.4, .up, 1, 150, 100), (0.5, .move, 2, 900, 100),
        ])
        let updates = trace.run(&pinch)
        #expect(updates.map(\.value?.magnification) == [1, 2, 1.5, 1.5])
        #expect(updates.last?.isEnded == true)
        #expect(updates[1].value?.startLocation == Point(x: 150, y: 100))
        #expect(updates[1].value?.location == Point(x: 200, y: 100))
        #expect(!pinch.isActive)
    }

    @Test("pointers that went down on the same spot give magnification 1, not NaN")
    func zeroStartDistance() throws {
        var pinch = MagnifyGesture()
        let trace = PointerTrace([(0, .down, 1, 10, 10), (0.1, .down, 2, 10, 10), (0.2, .move, 2, 90, 10)])
        #expect(trace.run(&pinch).allSatisfy { $0.value?.magnification == 1 })
    }

    @Test("a Control + wheel event is a complete magnification exp(−dy/500)")
    func wheelPinch() throws {
        var pinch = MagnifyGesture()
        let update = try #require(feed(&pinch, .wheel(WheelEvent(dy: 100, modifiers: .control, time: 1))))
        #expect(update.isEnded)
        #expect(abs((update.value?.magnification ?? 0) - 0.818730753) < 1e-9)
        #expect(feed(&pinch, .wheel(WheelEvent(dy: 100, time: 1))) == nil)
        var plain = MagnifyGesture(wheelTriggers: [[], .control])
        #expect(abs((feed(&plain, .wheel(WheelEvent(dy: -100, time: 1)))?.value?.magnification ?? 0) - 1.221402758) < 1e-9)
    }

    @Test("a cancelled pointer cancels the pinch with its last value")
    func cancel() throws {
        var pinch = MagnifyGesture()
        let trace = PointerTrace([(0, .down, 1, 0, 0), (0.1, .down, 2, 100, 0), (0.2, .move, 2, 50, 0), (0.3, .cancel, 2, 50, 0)])
        let last = try #require(trace.run(&pinch).last)
        #expect(last.isCancelled)
        #expect(last.value?.magnification == 0.5)
    }
}

@Suite("RotateGesture")
struct RotateGestureTests {
    @Test("turning the second pointer a quarter turn clockwise on screen gives +90°")
    func quarterTurn() throws {
        var rotate = RotateGesture()
        let trace = PointerTrace([(0, .down, 1, 0, 0), (0.1, .down, 2, 100, 0), (0.2, .move, 2, 0, 100), (0.3, .up, 2, 0, 100)])
        let updates = trace.run(&rotate)
        #expect(updates.count == 3)
        #expect(abs((updates.last?.value?.rotation.degrees ?? 0) - 90) < 1e-9)
        #expect(updates.last?.isEnded == true)
    }

    @Test("the angle is unwrapped continuously past ±180°", arguments: [1.0, -1.0])
    func unwrapping(direction: Double) throws {
        var rotate = RotateGesture()
        var rows: [(Double, PointerEvent.Phase, Int, Double, Double)] = [(0, .down, 1, 0, 0), (0, .down, 2, 100, 0)]
        for step in 1...9 {
            let a = direction * Double(step) * .pi / 6  // 30° steps up to 270°
            rows.append((Double(step) * 0.01, .move, 2, 100 * .cos(a), 100 * .sin(a)))
        }
        let updates = PointerTrace(rows).run(&rotate)
        #expect(abs((updates.last?.value?.rotation.degrees ?? 0) - direction * 270) < 1e-9)
    }

    @Test("Shift + wheel rotates 0.1° per point, using dx when dy is 0")
    func wheelRotate() throws {
        var rotate = RotateGesture()
        let a = try #require(feed(&rotate, .wheel(WheelEvent(dy: 900, modifiers: .shift, time: 0))))
        #expect(a.isEnded)
        #expect(abs((a.value?.rotation.degrees ?? 0) - 90) < 1e-9)
        let b = try #require(feed(&rotate, .wheel(WheelEvent(dx: -100, dy: 0, modifiers: .shift, time: 0))))
        #expect(abs((b.value?.rotation.degrees ?? 0) + 10) < 1e-9)
        #expect(feed(&rotate, .wheel(WheelEvent(dy: 100, modifiers: .control, time: 0))) == nil)
    }
}

@Suite("SimultaneousGesture")
struct SimultaneousGestureTests {
    @Test("pinch and rotate recognised together from one two-pointer trace")
    func pinchAndRotate() throws {
        var both = MagnifyGesture().simultaneously(with: RotateGesture())
        // Second pointer moves from (100, 0) to (0, 200): twice as far, a quarter turn clockwise.
        let trace = PointerTrace([(0, .down, 1, 0, 0), (0.1, .down, 2, 100, 0), (0.2, .move, 2, 0, 200), (0.3, .up, 1, 0, 0)])
        let updates = trace.run(&both)
        #expect(updates.count == 3)
        let moved = try #require(updates[1].value)
        #expect(moved.first?.value?.magnification == 2)
        #expect(abs((moved.second?.value?.rotation.degrees ?? 0) - 90) < 1e-9)
        #expect(updates[2].isEnded)
        #expect(updates[2].value?.first?.isEnded == true && updates[2].value?.second?.isEnded == true)
    }

    @Test("a drag and a tap composed: only the part that reacted reports")
    func dragAndTap() throws {
        var both = DragGesture().simultaneously(with: TapGesture())
        let tapTrace = PointerTrace([(0, .down, 1, 0, 0), (0.1, .up, 1, 2, 0)])
        let updates = tapTrace.run(&both)
        #expect(updates.count == 1)
        #expect(updates[0].value?.first == nil)
        #expect(updates[0].value?.second?.isEnded == true)
        #expect(updates[0].isEnded)
    }
}

@Suite("GestureState")
struct GestureStateTests {
    struct Holder {
        @GestureState var translation = Size.zero
        var drag = DragGesture()

        mutating func feed(_ event: InputEvent) {
            let update = drag.update(with: event)
            $translation.update(update) { value, state in state = value.translation }
        }
    }

    @Test("follows the gesture while it changes and resets when it ends", arguments: [PointerEvent.Phase.up, .cancel])
    func resetsOnEnd(final: PointerEvent.Phase) {
        var holder = Holder()
        let trace = PointerTrace([(0, .down, 1, 0, 0), (0.1, .move, 1, 30, 40), (0.2, final, 1, 30, 40)])
        holder.feed(trace.events[0])
        holder.feed(trace.events[1])
        #expect(holder.translation == Size(width: 30, height: 40))
        holder.feed(trace.events[2])
        #expect(holder.translation == .zero)
    }

    @Test("reset returns to the initial value")
    func reset() {
        var state = GestureState(initialValue: 5.0)
        state.update(GestureUpdate<Double>.changed(2)) { v, s in s = v }
        #expect(state.wrappedValue == 2)
        state.reset()
        #expect(state.wrappedValue == 5)
    }
}
