import Geometry

/// Recognises a drag of one pointer (SwiftUI's `DragGesture`): it begins once the pointer has
/// moved `minimumDistance` points from where it went down, reports the translation (measured
/// from the down point, so the first `minimumDistance` points are included), a velocity and a
/// predicted end translation (honeycomb.md §8.3), and ends when the pointer lifts.
///
/// Only the primary pointer is tracked: a press without the primary button (e.g. a right click)
/// is ignored, and so are further pointers while one is tracked — unless
/// `endsOnSecondPointer` is set, in which case a second pointer going down ends a running drag
/// (seating.md §10.1: "a drag in progress is committed first") and the first pointer is ignored
/// until it lifts.
///
/// A pointer cancel reports `.cancelled(last:)` with the last value and zero velocity.
public struct DragGesture: Gesture {
    /// A drag's state at one event.
    public struct Value: Hashable, Sendable {
        /// When, on the scene clock.
        public var time: SceneTime
        /// Where the pointer is, in viewport points.
        public var location: Point
        /// Where the pointer went down.
        public var startLocation: Point
        /// `location − startLocation`, in points.
        public var translation: Size
        /// The pointer's velocity in points per second (see `VelocityEstimator`).
        public var velocity: Size
        /// Where the drag would come to rest if the pointer lifted now and coasted:
        /// `translation + velocity × coastDuration` (0.499 s by default).
        public var predictedEndTranslation: Size
        /// `startLocation + predictedEndTranslation`.
        public var predictedEndLocation: Point
        /// The modifier keys held when the pointer went down.
        public var modifiers: EventModifiers
        /// Which pointer is dragging.
        public var pointer: PointerID
    }

    /// How far (points) the pointer must move from its down location before the drag begins;
    /// the drag begins when the distance is ≥ this (default 10). 0 begins at the press.
    public var minimumDistance: Double
    /// Whether a second pointer going down ends a running drag (default false: ignore it).
    public var endsOnSecondPointer: Bool
    /// The fraction of its speed a coasting drag keeps per millisecond (default 0.998, the
    /// usual scroll-view rate). The coast covers `velocity × coastDuration`.
    public var decelerationRate: Double
    /// The velocity estimate's parameters and samples.
    public var velocityEstimator: VelocityEstimator

    private var tracked: PointerID?
    private var start = Point.zero
    private var startModifiers: EventModifiers = []
    private var last: Value?
    private var began = false
    private var waitingForRelease = false

    /// Creates a drag recogniser.
    ///
    /// - Parameters:
    ///   - minimumDistance: Points of movement before the drag begins (default 10; negative or
    ///     NaN values count as 0).
    ///   - endsOnSecondPointer: Whether a second pointer ends the drag (default false).
    ///   - decelerationRate: Speed kept per millisecond when coasting, in 0 ..< 1 (default 0.998;
    ///     values outside fall back to it).
    ///   - velocityEstimator: The velocity estimate (default: honeycomb.md §8.3).
    public init(
        minimumDistance: Double = 10, endsOnSecondPointer: Bool = false, decelerationRate: Double = 0.998,
        velocityEstimator: VelocityEstimator = VelocityEstimator()
    ) {
        self.minimumDistance = minimumDistance.isNaN ? 0 : Swift.max(0, minimumDistance)
        self.endsOnSecondPointer = endsOnSecondPointer
        self.decelerationRate = (0..<1).contains(decelerationRate) ? decelerationRate : 0.998
        self.velocityEstimator = velocityEstimator
    }

    /// How long a released drag coasts, in seconds: `r / (1 − r) / 1000` for the per-millisecond
    /// rate r (0.499 s for 0.998), so a coast covers `velocity × coastDuration` points.
    public var coastDuration: Double { decelerationRate / (1 - decelerationRate) / 1000 }

    /// Whether a drag has begun and not ended.
    public var isActive: Bool { began }

    /// Whether a pointer is being watched (pressed, maybe not yet past the minimum distance).
    public var isTracking: Bool { tracked != nil }

    /// Forgets any gesture in progress without reporting anything.
    public mutating func reset() {
        tracked = nil
        last = nil
        began = false
        waitingForRelease = false
        velocityEstimator.reset()
    }

    /// Feeds one input event; returns what it did to the gesture (see `Gesture.update(with:)`).
    public mutating func update(with event: InputEvent) -> GestureUpdate<Value>? {
        guard case .pointer(let p) = event else { return nil }
        switch p.phase {
        case .down:
            if let tracked, tracked != p.id {
                guard endsOnSecondPointer, !waitingForRelease else { return nil }
                waitingForRelease = true
                if began, let last {
                    began = false
                    return .ended(last)
                }
                return nil
            }
            guard tracked == nil, p.buttons.contains(.primary) || p.kind != .mouse else { return nil }
            tracked = p.id
            start = p.location
            startModifiers = p.modifiers
            velocityEstimator.reset()
            velocityEstimator.add(p.location, at: p.time)
            last = value(at: p)
            if minimumDistance == 0 {
                began = true
                return .changed(last!)
            }
            return nil
        case .move:
            guard p.id == tracked, !waitingForRelease else { return nil }
            velocityEstimator.add(p.location, at: p.time)
            let v = value(at: p)
            last = v
            if !began {
                guard start.distance(to: p.location) >= minimumDistance else { return nil }
                began = true
            }
            return .changed(v)
        case .up:
            guard p.id == tracked else { return nil }
            defer { reset() }
            guard began, !waitingForRelease else { return nil }
            velocityEstimator.add(p.location, at: p.time)
            return .ended(value(at: p))
        case .cancel:
            guard p.id == tracked else { return nil }
            defer { reset() }
            guard began, !waitingForRelease else { return nil }
            var v = value(at: p)
            v.velocity = .zero
            v.predictedEndTranslation = v.translation
            v.predictedEndLocation = v.location
            return .cancelled(last: v)
        }
    }

    private func value(at p: PointerEvent) -> Value {
        let translation = Size(width: p.location.x - start.x, height: p.location.y - start.y)
        let velocity = velocityEstimator.velocity
        let predicted = Size(
            width: translation.width + velocity.width * coastDuration,
            height: translation.height + velocity.height * coastDuration)
        return Value(
            time: p.time, location: p.location, startLocation: start, translation: translation, velocity: velocity,
            predictedEndTranslation: predicted,
            predictedEndLocation: Point(x: start.x + predicted.width, y: start.y + predicted.height),
            modifiers: startModifiers, pointer: p.id)
    }
}
