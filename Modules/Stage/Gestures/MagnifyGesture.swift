import Geometry
import RealModule

/// Recognises a magnification (SwiftUI's `MagnifyGesture`): two pointers pinching, or a wheel
/// event with the right modifiers (browsers send a trackpad pinch as a wheel event with Control).
///
/// - Two pointers: begins when the second pointer goes down (reporting 1), reports
///   `|p2 − p1| / |p2₀ − p1₀|` on every move, and ends when either pointer lifts (cancelled when
///   one is cancelled). When the pointers went down on the same spot (start distance below
///   1e-9 points) the magnification stays 1.
/// - Wheel: each wheel event whose modifiers are exactly one of `wheelTriggers` is a complete
///   magnification of its own, reported as `.ended` with `exp(−dy / wheelPointsPerEFold)` (one
///   100-point notch down zooms out by ×0.8187 with the default 500). Wheel events are ignored
///   while two pointers pinch.
public struct MagnifyGesture: Gesture {
    /// A magnification's state at one event.
    public struct Value: Hashable, Sendable {
        /// When, on the scene clock.
        public var time: SceneTime
        /// The scale factor since the gesture began (1 = unchanged, 2 = twice as large).
        public var magnification: Double
        /// The midpoint of the pointers when the gesture began (the cursor for a wheel event).
        public var startLocation: Point
        /// The midpoint of the pointers now (the cursor for a wheel event).
        public var location: Point
    }

    /// The exact modifier sets that make a wheel event magnify (default: Control only, i.e. a
    /// trackpad pinch). Pass `[[], .control]` to zoom with a plain wheel too; `[]` to ignore wheels.
    public var wheelTriggers: [EventModifiers]
    /// Wheel points per e-fold of magnification (default 500); must be positive.
    public var wheelPointsPerEFold: Double

    private var pair = PointerPair()
    private var active = false
    private var last: Value?

    /// Creates a magnification recogniser.
    ///
    /// - Parameters:
    ///   - wheelTriggers: Modifier sets that make a wheel event magnify (default `[.control]`).
    ///   - wheelPointsPerEFold: Wheel sensitivity (default 500; non-positive or non-finite values
    ///     fall back to 500).
    public init(wheelTriggers: [EventModifiers] = [.control], wheelPointsPerEFold: Double = 500) {
        self.wheelTriggers = wheelTriggers
        self.wheelPointsPerEFold = wheelPointsPerEFold.isFinite && wheelPointsPerEFold > 0 ? wheelPointsPerEFold : 500
    }

    /// Whether two pointers are pinching.
    public var isActive: Bool { active }

    /// Forgets any gesture in progress without reporting anything.
    public mutating func reset() {
        pair.reset()
        active = false
        last = nil
    }

    /// Feeds one input event; returns what it did to the gesture (see `Gesture.update(with:)`).
    public mutating func update(with event: InputEvent) -> GestureUpdate<Value>? {
        switch event {
        case .pointer(let p):
            guard let change = pair.update(with: p) else { return nil }
            switch change {
            case .formed:
                active = true
                let v = currentValue(at: p.time)
                last = v
                return .changed(v)
            case .moved:
                let v = currentValue(at: p.time)
                last = v
                return .changed(v)
            case .released:
                active = false
                defer { last = nil }
                return last.map { .ended(Value(time: p.time, magnification: $0.magnification,
                                               startLocation: $0.startLocation, location: $0.location)) }
            case .cancelled:
                active = false
                defer { last = nil }
                return .cancelled(last: last)
            }
        case .wheel(let w):
            guard !active, wheelTriggers.contains(w.modifiers) else { return nil }
            let m = Double.exp(-w.dy / wheelPointsPerEFold)
            return .ended(Value(time: w.time, magnification: m, startLocation: w.location, location: w.location))
        case .key:
            return nil
        }
    }

    private func currentValue(at time: SceneTime) -> Value {
        let start = pair.startLocations!
        let d0 = start.0.distance(to: start.1)
        let d = pair.first!.location.distance(to: pair.second!.location)
        let m = d0 < 1e-9 ? 1 : d / d0
        return Value(time: time, magnification: m, startLocation: pair.startCentroid!, location: pair.centroid!)
    }
}
