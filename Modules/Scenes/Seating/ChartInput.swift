import Geometry
import RealModule
import Stage

/// The chart's gesture recognisers (seating.md §10.1), fed with the input that reaches the
/// chart, and the presses captured by chrome controls. It turns events into `Intent`s; the scene
/// applies them to its state.
struct ChartInput: Sendable {
    /// What the chart should do because of one event, in order.
    enum Intent: Hashable, Sendable {
        /// A tap at a canvas point (the down position).
        case tap(Point)
        /// The live pan, canvas points.
        case pan(Vector)
        /// The pan ended (or was cancelled) with this translation: commit it.
        case panEnded(Vector)
        /// The live pinch factor.
        case pinch(Double)
        /// A pinch ended, or a wheel zoomed: commit this factor.
        case pinchEnded(Double)
        /// The live rotation of two pointers or Option + drag, radians clockwise.
        case twist(Double)
        /// A rotation ended, or a Shift + wheel turned: commit this angle.
        case twistEnded(Double)
    }

    /// Option + drag: the angle swept around the pivot (§10.4).
    struct Spin: Hashable, Sendable {
        /// The angle of the last counted pointer position around the pivot, radians.
        var lastAngle: Double?
        /// The unwrapped angle swept so far, radians clockwise.
        var total = 0.0
    }

    /// Movement within this distance (points) of the pivot does not count for Option + drag.
    static let spinDeadZone = 8.0

    /// Presses owned by a chrome control, by pointer.
    var captured: [PointerID: ChromeControl] = [:]
    var tap = TapGesture(maximumDistance: SeatingConstants.tapSlop)
    var drag = DragGesture(minimumDistance: SeatingConstants.tapSlop, endsOnSecondPointer: true)
    var magnify = MagnifyGesture(wheelTriggers: [[], .control])
    var rotate = RotateGesture(wheelTriggers: [.shift])
    var spin: Spin?

    /// Feeds one event that reaches the chart; `pivot` is the pivot's canvas position
    /// `P = B + o + A` at the event's time (for Option + drag).
    mutating func update(with event: InputEvent, pivot: Point) -> [Intent] {
        var intents: [Intent] = []
        if let update = drag.update(with: event) {
            switch update {
            case .changed(let v):
                if v.modifiers.contains(.option) {
                    intents.append(.twist(turn(to: v, around: pivot)))
                } else {
                    intents.append(.pan(Vector(dx: v.translation.width, dy: v.translation.height)))
                }
            case .ended(let v):
                intents.append(finish(v, around: pivot))
            case .cancelled(let last):
                if let v = last { intents.append(finish(v, around: pivot)) }
            }
        }
        if case .ended(let v)? = tap.update(with: event) { intents.append(.tap(v.location)) }
        if let update = magnify.update(with: event) {
            switch update {
            case .changed(let v): intents.append(.pinch(v.magnification))
            case .ended(let v):
                // A wheel that does not zoom (a horizontal scroll) commits nothing, so it does
                // not stop a running zoom animation.
                if event.wheel == nil || v.magnification != 1 { intents.append(.pinchEnded(v.magnification)) }
            case .cancelled(let last): intents.append(.pinchEnded(last?.magnification ?? 1))
            }
        }
        if let update = rotate.update(with: event) {
            switch update {
            case .changed(let v): intents.append(.twist(v.rotation.radians))
            case .ended(let v): intents.append(.twistEnded(v.rotation.radians))
            case .cancelled(let last): intents.append(.twistEnded(last?.rotation.radians ?? 0))
            }
        }
        return intents
    }

    /// The final intent of a one-pointer drag: commit the pan or the Option + drag rotation.
    private mutating func finish(_ v: DragGesture.Value, around pivot: Point) -> Intent {
        guard v.modifiers.contains(.option) else {
            return .panEnded(Vector(dx: v.translation.width, dy: v.translation.height))
        }
        let total = turn(to: v, around: pivot)
        spin = nil
        return .twistEnded(total)
    }

    /// Option + drag: the angle swept around `pivot` from the down position to `v.location`,
    /// unwrapped; positions within `spinDeadZone` of the pivot are skipped.
    private mutating func turn(to v: DragGesture.Value, around pivot: Point) -> Double {
        var s = spin ?? Spin()
        if s.lastAngle == nil, v.startLocation.distance(to: pivot) >= Self.spinDeadZone {
            s.lastAngle = Self.angle(of: v.startLocation, around: pivot)
        }
        if v.location.distance(to: pivot) >= Self.spinDeadZone {
            let a = Self.angle(of: v.location, around: pivot)
            if let last = s.lastAngle {
                var delta = (a - last).remainder(dividingBy: 2 * .pi)
                if delta == -.pi { delta = .pi }
                s.total += delta
            }
            s.lastAngle = a
        }
        spin = s
        return s.total
    }

    private static func angle(of p: Point, around c: Point) -> Double {
        Double.atan2(y: p.y - c.y, x: p.x - c.x)
    }

    /// Forgets every gesture in progress and every capture.
    mutating func reset() {
        tap.reset()
        drag.reset()
        magnify.reset()
        rotate.reset()
        spin = nil
        captured = [:]
    }
}
