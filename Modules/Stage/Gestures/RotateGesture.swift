import Geometry
import RealModule

/// Recognises a rotation (SwiftUI's `RotateGesture`): two pointers turning, or a wheel event
/// with the right modifiers. Positive angles turn **clockwise on screen** (y grows downward).
///
/// - Two pointers: begins when the second pointer goes down (reporting 0), reports the change
///   in angle of the vector from the first pointer to the second, unwrapped continuously (so
///   turning past ±180° keeps counting), and ends when either lifts (cancelled when one is
///   cancelled).
/// - Wheel: each wheel event whose modifiers are exactly one of `wheelTriggers` (default
///   Shift) is a complete rotation of its own, reported as `.ended` with
///   `Δ × wheelRadiansPerPoint`, where Δ is `dy`, or `dx` when `dy` is 0 (browsers turn Shift +
///   wheel into a horizontal scroll). The default, π/1800, is 0.1° per point (seating.md §10.4).
public struct RotateGesture: Gesture {
    /// A rotation's state at one event.
    public struct Value: Hashable, Sendable {
        /// When, on the scene clock.
        public var time: SceneTime
        /// The angle turned since the gesture began; positive is clockwise on screen.
        public var rotation: Angle
        /// The midpoint of the pointers when the gesture began (the cursor for a wheel event).
        public var startLocation: Point
        /// The midpoint of the pointers now (the cursor for a wheel event).
        public var location: Point
    }

    /// The exact modifier sets that make a wheel event rotate (default `[.shift]`).
    public var wheelTriggers: [EventModifiers]
    /// Radians per wheel point (default π/1800 = 0.1°).
    public var wheelRadiansPerPoint: Double

    private var pair = PointerPair()
    private var active = false
    private var accumulated = 0.0
    private var lastAngle = 0.0
    private var last: Value?

    /// Creates a rotation recogniser.
    ///
    /// - Parameters:
    ///   - wheelTriggers: Modifier sets that make a wheel event rotate (default `[.shift]`).
    ///   - wheelRadiansPerPoint: Wheel sensitivity (default π/1800; non-finite values fall back).
    public init(wheelTriggers: [EventModifiers] = [.shift], wheelRadiansPerPoint: Double = .pi / 1800) {
        self.wheelTriggers = wheelTriggers
        self.wheelRadiansPerPoint = wheelRadiansPerPoint.isFinite ? wheelRadiansPerPoint : .pi / 1800
    }

    /// Whether two pointers are turning.
    public var isActive: Bool { active }

    /// Forgets any gesture in progress without reporting anything.
    public mutating func reset() {
        pair.reset()
        active = false
        accumulated = 0
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
                accumulated = 0
                lastAngle = currentAngle()
                let v = currentValue(at: p.time)
                last = v
                return .changed(v)
            case .moved:
                let angle = currentAngle()
                var delta = angle - lastAngle
                if delta > .pi { delta -= 2 * .pi } else if delta <= -.pi { delta += 2 * .pi }
                accumulated += delta
                lastAngle = angle
                let v = currentValue(at: p.time)
                last = v
                return .changed(v)
            case .released:
                active = false
                defer { last = nil }
                return last.map { .ended(Value(time: p.time, rotation: $0.rotation,
                                               startLocation: $0.startLocation, location: $0.location)) }
            case .cancelled:
                active = false
                defer { last = nil }
                return .cancelled(last: last)
            }
        case .wheel(let w):
            guard !active, wheelTriggers.contains(w.modifiers) else { return nil }
            let delta = w.dy != 0 ? w.dy : w.dx
            return .ended(Value(time: w.time, rotation: .radians(delta * wheelRadiansPerPoint),
                                startLocation: w.location, location: w.location))
        case .key:
            return nil
        }
    }

    private func currentAngle() -> Double {
        let a = pair.first!.location
        let b = pair.second!.location
        return Double.atan2(y: b.y - a.y, x: b.x - a.x)
    }

    private func currentValue(at time: SceneTime) -> Value {
        Value(time: time, rotation: .radians(accumulated), startLocation: pair.startCentroid!, location: pair.centroid!)
    }
}
