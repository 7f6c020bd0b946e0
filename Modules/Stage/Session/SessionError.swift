import Drawing
import Geometry

/// Why a session refused an event or a request.
public enum SessionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The event breaks a rule of event logs (time order, pointer ids, NaN, viewport size).
    case invalidEvent(EventSequenceError)
    /// The scene has no action with this name.
    case unknownAction(String, scene: String, available: [String])
    /// The scene has no parameter with this name.
    case unknownParameter(String, scene: String, available: [String])
    /// The value does not suit the parameter.
    case invalidParameterValue(ParameterError)
    /// No scene has this id.
    case unknownScene(String, available: [String])
    /// A requested time is NaN.
    case invalidTime(Double)
    /// A requested viewport is not finite or outside 1…16384 points.
    case invalidViewport(Size)

    public var description: String {
        func list(_ names: [String]) -> String {
            names.isEmpty ? "it has none" : "available: " + names.map { "\"\($0)\"" }.joined(separator: ", ")
        }
        switch self {
        case .invalidEvent(let e): return e.description
        case .unknownAction(let name, let scene, let available):
            return "scene \"\(scene)\" has no action \"\(name)\"; \(list(available))"
        case .unknownParameter(let name, let scene, let available):
            return "scene \"\(scene)\" has no parameter \"\(name)\"; \(list(available))"
        case .invalidParameterValue(let e): return e.description
        case .unknownScene(let id, let available):
            return "no scene has the id \"\(id)\"; \(list(available)) (see `preview list`)"
        case .invalidTime(let t): return "time \(t) is not a number of seconds"
        case .invalidViewport(let s):
            return "viewport \(JSONValue.format(s.width))×\(JSONValue.format(s.height)) is not allowed; width and height "
                + "must be between 1 and 16384 points"
        }
    }
}
