import Drawing

/// Why an event cannot follow the events before it: the rules every event log obeys, whoever
/// wrote it (an events file, the browser, a test).
public enum EventSequenceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The time is NaN or infinite.
    case timeNotFinite(Double)
    /// The time is below 0.
    case negativeTime(Double)
    /// The time is beyond `SceneTime.maximum`.
    case timeBeyondMaximum(Double)
    /// The time is earlier than the previous event's.
    case outOfOrder(time: Double, previous: Double)
    /// A pointer went down while already down.
    case pointerAlreadyDown(PointerID)
    /// A move, up or cancel named a pointer that is not down.
    case unknownPointer(PointerID, phase: PointerEvent.Phase)
    /// A coordinate or delta is NaN or infinite.
    case nonFiniteValue(field: String, value: Double)
    /// The viewport size is not finite or not within `EventSequenceValidator.viewportRange`.
    case invalidViewport(width: Double, height: Double)
    /// An action, parameter or key name is empty.
    case emptyName(field: String)

    public var description: String {
        switch self {
        case .timeNotFinite(let t):
            return "time \(t) is not a finite number of seconds"
        case .negativeTime(let t):
            return "time \(JSONValue.format(t)) is negative; scene time starts at 0"
        case .timeBeyondMaximum(let t):
            return "time \(JSONValue.format(t)) is beyond the longest session (\(JSONValue.format(SceneTime.maximum.seconds)) s)"
        case .outOfOrder(let t, let previous):
            return "time \(JSONValue.format(t)) is earlier than the previous event's \(JSONValue.format(previous)); "
                + "events must be in time order"
        case .pointerAlreadyDown(let id):
            return "pointer \(id) went down while it was already down; send pointerUp or pointerCancel first"
        case .unknownPointer(let id, let phase):
            return "pointer\(phase.rawValue.prefix(1).uppercased() + phase.rawValue.dropFirst()) names pointer \(id), "
                + "which is not down; every pointer starts with pointerDown"
        case .nonFiniteValue(let field, let value):
            return "\(field) is \(value); it must be a finite number"
        case .invalidViewport(let w, let h):
            let r = EventSequenceValidator.viewportRange
            return "viewport \(JSONValue.format(w))×\(JSONValue.format(h)) is not allowed; width and height must be "
                + "between \(JSONValue.format(r.lowerBound)) and \(JSONValue.format(r.upperBound)) points"
        case .emptyName(let field):
            return "\(field) is empty"
        }
    }
}
