/// Checks that events form a valid log, one at a time: finite times in `0 ... SceneTime.maximum`
/// in non-decreasing order, pointers that go down before they move or lift (and not twice),
/// finite coordinates and deltas, sensible viewport sizes, non-empty names.
///
/// Scene-specific checks (is there an action with this name? is the value in the parameter's
/// range?) belong to the session, which knows the scene.
public struct EventSequenceValidator: Hashable, Sendable {
    /// The viewport widths and heights accepted, in points: 1 … 16384.
    public static let viewportRange: ClosedRange<Double> = 1...16384

    /// The time of the last accepted event (0 before any).
    public private(set) var lastTime: SceneTime = .zero

    /// The pointers currently down.
    public private(set) var pointersDown: Set<PointerID> = []

    /// A validator that has seen no events.
    public init() {}

    /// Checks `event` against the events accepted so far and, when it is valid, records it.
    ///
    /// - Throws: `EventSequenceError` describing the first rule the event breaks; the validator
    ///   is unchanged then.
    public mutating func accept(_ event: SceneEvent) throws(EventSequenceError) {
        try check(event)
        lastTime = event.time
        if case .input(.pointer(let p)) = event {
            switch p.phase {
            case .down: pointersDown.insert(p.id)
            case .move: break
            case .up, .cancel: pointersDown.remove(p.id)
            }
        }
    }

    /// Checks `event` without recording it.
    public func check(_ event: SceneEvent) throws(EventSequenceError) {
        let t = event.time.seconds
        guard t.isFinite else { throw .timeNotFinite(t) }
        guard t >= 0 else { throw .negativeTime(t) }
        guard t <= SceneTime.maximum.seconds else { throw .timeBeyondMaximum(t) }
        guard t >= lastTime.seconds else { throw .outOfOrder(time: t, previous: lastTime.seconds) }
        switch event {
        case .input(.pointer(let p)):
            try Self.finite("x", p.location.x)
            try Self.finite("y", p.location.y)
            switch p.phase {
            case .down:
                if pointersDown.contains(p.id) { throw .pointerAlreadyDown(p.id) }
            case .move, .up, .cancel:
                if !pointersDown.contains(p.id) { throw .unknownPointer(p.id, phase: p.phase) }
            }
        case .input(.wheel(let w)):
            try Self.finite("x", w.location.x)
            try Self.finite("y", w.location.y)
            try Self.finite("dx", w.dx)
            try Self.finite("dy", w.dy)
        case .input(.key(let k)):
            if k.key.isEmpty { throw .emptyName(field: "key") }
        case .action(let name, _):
            if name.isEmpty { throw .emptyName(field: "action name") }
        case .set(let name, let value, _):
            if name.isEmpty { throw .emptyName(field: "parameter name") }
            if case .number(let n) = value { try Self.finite("value", n) }
        case .viewport(let size, _):
            guard size.width.isFinite, size.height.isFinite, Self.viewportRange.contains(size.width),
                Self.viewportRange.contains(size.height)
            else { throw .invalidViewport(width: size.width, height: size.height) }
        }
    }

    private static func finite(_ field: String, _ value: Double) throws(EventSequenceError) {
        if !value.isFinite { throw .nonFiniteValue(field: field, value: value) }
    }
}
