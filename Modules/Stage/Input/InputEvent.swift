/// Direct user input a scene reacts to: pointers, wheels and keys.
public enum InputEvent: Hashable, Sendable {
    /// A pointer down, move, up or cancel.
    case pointer(PointerEvent)
    /// A wheel or trackpad scroll (with Control: a trackpad pinch).
    case wheel(WheelEvent)
    /// A key press or release.
    case key(KeyEvent)

    /// When the event happened, on the scene clock.
    public var time: SceneTime {
        switch self {
        case .pointer(let e): return e.time
        case .wheel(let e): return e.time
        case .key(let e): return e.time
        }
    }

    /// The pointer event, if this is one.
    public var pointer: PointerEvent? {
        if case .pointer(let e) = self { return e }
        return nil
    }

    /// The wheel event, if this is one.
    public var wheel: WheelEvent? {
        if case .wheel(let e) = self { return e }
        return nil
    }

    /// The key event, if this is one.
    public var key: KeyEvent? {
        if case .key(let e) = self { return e }
        return nil
    }
}
