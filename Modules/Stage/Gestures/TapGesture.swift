import Geometry

/// Recognises one or more taps of a single pointer (SwiftUI's `TapGesture`/`SpatialTapGesture`).
///
/// A tap is a press and release of the primary pointer that never moved `maximumDistance`
/// points (default 10) or more from where it went down, with no second pointer going down
/// meanwhile; there is no time limit on the press itself. Moving that far turns the press into
/// a drag (`DragGesture` begins at the same distance), so a press is a tap or a drag, never both.
///
/// With `count` > 1, each further tap must go down within `maximumInterval` (default 0.3 s) of
/// the previous release and within `maximumDistance` of the first tap's location; the gesture
/// reports `.ended` once, on the release of the `count`-th tap. A tap never reports `.changed`;
/// a pointer cancel or a failed tap reports nothing.
public struct TapGesture: Gesture {
    /// A recognised tap.
    public struct Value: Hashable, Sendable {
        /// Where the (first) tap went down, in viewport points.
        public var location: Point
        /// When the last tap was released.
        public var time: SceneTime
        /// How many taps were made (= `count`).
        public var count: Int
        /// The modifier keys held when the first tap went down.
        public var modifiers: EventModifiers
    }

    /// The number of taps required (≥ 1).
    public let count: Int
    /// The slop, in points: moving this far or further from the down location fails the tap.
    public var maximumDistance: Double
    /// The longest pause between a release and the next press of a multi-tap.
    public var maximumInterval: SceneDuration

    private var pressed: PointerID?
    private var pressLocation = Point.zero
    private var firstLocation = Point.zero
    private var firstModifiers: EventModifiers = []
    private var failed = false
    private var completedTaps = 0
    private var lastRelease = SceneTime.zero

    /// Creates a tap recogniser.
    ///
    /// - Parameters:
    ///   - count: Taps required; values below 1 are treated as 1.
    ///   - maximumDistance: The slop in points (default 10).
    ///   - maximumInterval: Longest pause between the taps of a multi-tap (default 0.3 s).
    public init(count: Int = 1, maximumDistance: Double = 10, maximumInterval: SceneDuration = 0.3) {
        self.count = Swift.max(1, count)
        self.maximumDistance = maximumDistance
        self.maximumInterval = maximumInterval
    }

    /// Whether a press that may still become a tap is in progress.
    public var isActive: Bool { pressed != nil && !failed }

    /// Forgets any gesture in progress without reporting anything.
    public mutating func reset() {
        pressed = nil
        failed = false
        completedTaps = 0
    }

    /// Feeds one input event; returns what it did to the gesture (see `Gesture.update(with:)`).
    public mutating func update(with event: InputEvent) -> GestureUpdate<Value>? {
        guard case .pointer(let p) = event else { return nil }
        switch p.phase {
        case .down:
            if pressed != nil {
                failed = true  // a second pointer: not a tap
                return nil
            }
            guard p.buttons.contains(.primary) || p.kind != .mouse else { return nil }
            if completedTaps > 0 {
                let inTime = (p.time - lastRelease) <= maximumInterval
                let near = firstLocation.distance(to: p.location) < maximumDistance
                if !(inTime && near) { completedTaps = 0 }
            }
            pressed = p.id
            pressLocation = p.location
            failed = false
            if completedTaps == 0 {
                firstLocation = p.location
                firstModifiers = p.modifiers
            }
            return nil
        case .move:
            guard p.id == pressed else { return nil }
            if pressLocation.distance(to: p.location) >= maximumDistance { failed = true }
            return nil
        case .up:
            guard p.id == pressed else { return nil }
            pressed = nil
            if failed || pressLocation.distance(to: p.location) >= maximumDistance {
                failed = false
                completedTaps = 0
                return nil
            }
            completedTaps += 1
            lastRelease = p.time
            guard completedTaps == count else { return nil }
            completedTaps = 0
            return .ended(Value(location: firstLocation, time: p.time, count: count, modifiers: firstModifiers))
        case .cancel:
            if p.id == pressed {
                pressed = nil
                failed = false
                completedTaps = 0
            }
            return nil
        }
    }
}
