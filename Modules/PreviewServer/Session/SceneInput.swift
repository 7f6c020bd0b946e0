/// Input for a scene, as the page reports it, already validated by the server.
///
/// Positions are in viewport points (CSS pixels), origin top-left, y down. Times are not part of
/// the input: the session advances the scene's clock to the message's client time before it
/// applies the input (see ``SessionController``).
public enum SceneInput: Equatable, Sendable {
    /// The drawing area changed: size in points (1…16384 each), device pixel ratio (0.25…8).
    case viewport(width: Double, height: Double, devicePixelRatio: Double)
    /// A pointer (mouse, touch point, pen) went down, moved, went up or was cancelled.
    case pointer(PointerInput)
    /// A wheel or trackpad scroll at a location; `ctrl` set means pinch-zoom on trackpads.
    case wheel(WheelInput)
    /// A key went down or up.
    case key(KeyInput)
    /// The user pressed one of the scene's action buttons (`name` as the scene declares it).
    case action(name: String)
    /// The user changed one of the scene's live parameters.
    case setParameter(name: String, value: ParameterInput)
}

/// Which modifier keys were held, as an option set.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    /// Creates modifiers from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Control (also set by browsers for trackpad pinch wheel events).
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Alt / Option.
    public static let alternate = KeyModifiers(rawValue: 1 << 2)
    /// Meta / Command / Windows key.
    public static let meta = KeyModifiers(rawValue: 1 << 3)
}

/// One pointer event.
public struct PointerInput: Equatable, Sendable {
    /// What happened to the pointer.
    public enum Phase: String, Sendable, CaseIterable {
        /// Contact started / button pressed.
        case down
        /// The pointer moved.
        case move
        /// Contact ended / button released.
        case up
        /// The system took the pointer away (e.g. a touch became a scroll).
        case cancel
    }

    /// What kind of device produced the event.
    public enum Kind: String, Sendable, CaseIterable {
        /// A mouse or trackpad cursor.
        case mouse
        /// A finger on a touch screen.
        case touch
        /// A stylus.
        case pen
    }

    /// What happened.
    public var phase: Phase
    /// The browser's pointer id, stable from down to up (0…2³¹−1).
    public var id: Int
    /// Horizontal position in points from the viewport's left edge.
    public var x: Double
    /// Vertical position in points from the viewport's top edge (y down).
    public var y: Double
    /// The pressed buttons as the DOM `buttons` bit mask (1 primary, 2 secondary, 4 middle).
    public var buttons: Int
    /// The device kind.
    public var kind: Kind
    /// Modifier keys held.
    public var modifiers: KeyModifiers

    /// Creates a pointer event.
    public init(phase: Phase, id: Int, x: Double, y: Double, buttons: Int = 0, kind: Kind = .mouse, modifiers: KeyModifiers = []) {
        self.phase = phase
        self.id = id
        self.x = x
        self.y = y
        self.buttons = buttons
        self.kind = kind
        self.modifiers = modifiers
    }
}

/// One wheel event; deltas in points (the page converts line and page modes).
public struct WheelInput: Equatable, Sendable {
    /// Horizontal position in points.
    public var x: Double
    /// Vertical position in points (y down).
    public var y: Double
    /// Horizontal scroll distance in points (positive scrolls right).
    public var dx: Double
    /// Vertical scroll distance in points (positive scrolls down; with `.control`, positive
    /// means pinch in / zoom out, as browsers report it).
    public var dy: Double
    /// Modifier keys held.
    public var modifiers: KeyModifiers

    /// Creates a wheel event.
    public init(x: Double, y: Double, dx: Double, dy: Double, modifiers: KeyModifiers = []) {
        self.x = x
        self.y = y
        self.dx = dx
        self.dy = dy
        self.modifiers = modifiers
    }
}

/// One key event; `key` is the DOM `KeyboardEvent.key` value (`"a"`, `"ArrowLeft"`, `"Enter"`).
public struct KeyInput: Equatable, Sendable {
    /// The DOM key value, 1…32 characters.
    public var key: String
    /// `true` for key down, `false` for key up.
    public var isDown: Bool
    /// Modifier keys held.
    public var modifiers: KeyModifiers

    /// Creates a key event.
    public init(key: String, isDown: Bool, modifiers: KeyModifiers = []) {
        self.key = key
        self.isDown = isDown
        self.modifiers = modifiers
    }
}

/// A live parameter's new value, as JSON carries it; the scene checks type and range.
public enum ParameterInput: Equatable, Sendable {
    /// A finite number.
    case number(Double)
    /// A switch.
    case bool(Bool)
    /// A choice or text (at most 256 characters).
    case string(String)
}
