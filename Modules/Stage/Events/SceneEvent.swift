import Geometry

/// Everything that can happen to a running scene, in the order it happened: user input, a named
/// action (a button such as "Animate!"), a parameter change, or a viewport resize.
///
/// A session's event log is a list of these with non-decreasing times; replaying the log on a
/// fresh scene reproduces every frame exactly.
public enum SceneEvent: Hashable, Sendable {
    /// Pointer, wheel or key input.
    case input(InputEvent)
    /// The scene's action `name` was triggered.
    case action(name: String, time: SceneTime)
    /// The scene's parameter `name` was set to `value`.
    case set(name: String, value: ParameterValue, time: SceneTime)
    /// The viewport was resized to `size` (points).
    case viewport(size: Size, time: SceneTime)

    /// When the event happened, on the scene clock.
    public var time: SceneTime {
        switch self {
        case .input(let e): return e.time
        case .action(_, let t), .set(_, _, let t), .viewport(_, let t): return t
        }
    }

    /// The same event at another time (used when a live host stamps events on arrival).
    public func retimed(to time: SceneTime) -> SceneEvent {
        switch self {
        case .input(.pointer(var e)): e.time = time; return .input(.pointer(e))
        case .input(.wheel(var e)): e.time = time; return .input(.wheel(e))
        case .input(.key(var e)): e.time = time; return .input(.key(e))
        case .action(let name, _): return .action(name: name, time: time)
        case .set(let name, let value, _): return .set(name: name, value: value, time: time)
        case .viewport(let size, _): return .viewport(size: size, time: time)
        }
    }

    /// A pointer event.
    public static func pointer(
        _ phase: PointerEvent.Phase, id: PointerID, x: Double, y: Double, at time: SceneTime,
        buttons: PointerButtons? = nil, modifiers: EventModifiers = [], kind: PointerEvent.Kind = .mouse
    ) -> SceneEvent {
        .input(.pointer(PointerEvent(phase, id: id, location: Point(x: x, y: y), time: time,
                                     buttons: buttons, modifiers: modifiers, kind: kind)))
    }

    /// A wheel event.
    public static func wheel(
        dx: Double = 0, dy: Double, x: Double = 0, y: Double = 0, modifiers: EventModifiers = [], at time: SceneTime
    ) -> SceneEvent {
        .input(.wheel(WheelEvent(dx: dx, dy: dy, location: Point(x: x, y: y), modifiers: modifiers, time: time)))
    }

    /// A key event.
    public static func key(
        _ key: String, phase: KeyEvent.Phase = .down, modifiers: EventModifiers = [], at time: SceneTime
    ) -> SceneEvent {
        .input(.key(KeyEvent(key, phase: phase, modifiers: modifiers, time: time)))
    }
}
