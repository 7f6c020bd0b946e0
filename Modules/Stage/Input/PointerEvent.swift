import Geometry

/// One pointer event: a press, a move, a release or a cancellation of one pointer, at a scene
/// time and a viewport position (points, origin top-left, y down).
public struct PointerEvent: Hashable, Sendable {
    /// What happened to the pointer.
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        /// The pointer went down (button pressed, finger touched).
        case down
        /// A pointer that is down moved.
        case move
        /// The pointer came up; the gesture it drove ends normally.
        case up
        /// The system took the pointer away (e.g. a browser scroll took over); the gesture it
        /// drove is cancelled, with no tap and zero velocity.
        case cancel
    }

    /// What kind of device produced the pointer.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A mouse or trackpad cursor.
        case mouse
        /// A finger on a touch screen.
        case touch
        /// A stylus.
        case pen
    }

    /// What happened.
    public var phase: Phase
    /// Which pointer.
    public var id: PointerID
    /// Where, in viewport points (origin top-left, y down); may lie outside the viewport while a
    /// pointer is captured.
    public var location: Point
    /// When, on the scene clock.
    public var time: SceneTime
    /// The buttons held after the event (an `up` usually reports none).
    public var buttons: PointerButtons
    /// The modifier keys held.
    public var modifiers: EventModifiers
    /// The device kind.
    public var kind: Kind

    /// Creates a pointer event.
    ///
    /// - Parameters:
    ///   - phase: What happened.
    ///   - id: Which pointer.
    ///   - location: Viewport position in points (origin top-left, y down).
    ///   - time: Scene time.
    ///   - buttons: Buttons held; defaults to `.primary` for down/move and none for up/cancel.
    ///   - modifiers: Modifier keys held (default none).
    ///   - kind: Device kind (default mouse).
    public init(
        _ phase: Phase, id: PointerID, location: Point, time: SceneTime,
        buttons: PointerButtons? = nil, modifiers: EventModifiers = [], kind: Kind = .mouse
    ) {
        self.phase = phase
        self.id = id
        self.location = location
        self.time = time
        self.buttons = buttons ?? ((phase == .down || phase == .move) ? .primary : [])
        self.modifiers = modifiers
        self.kind = kind
    }
}
