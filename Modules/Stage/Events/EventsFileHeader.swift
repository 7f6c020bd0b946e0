import Drawing
import Geometry

/// What an events file states about the session it was recorded in, besides its events: the
/// scene, the random seed, the initial viewport and the parameter values at t = 0. Every member
/// is optional; a file without them replays on the scene's defaults (or the command line's).
///
/// `{"scene": "pull-to-refresh", "seed": 7, "viewport": {"width": 390, "height": 844},
///   "parameters": {"threshold": 90}, "events": [...]}` — see `docs/events.md`.
public struct EventsFileHeader: Hashable, Sendable {
    /// The scene id the events were recorded on (`preview list`).
    public var scene: String?
    /// The session's random seed.
    public var seed: UInt64?
    /// The viewport at t = 0, in points (1…16384 each way).
    public var viewport: Size?
    /// Parameter values in effect from t = 0, by parameter name (applied as `set` events at
    /// t = 0, before the file's events, in name order).
    public var parameters: [String: ParameterValue]

    /// A header; all members default to "not stated".
    public init(scene: String? = nil, seed: UInt64? = nil, viewport: Size? = nil, parameters: [String: ParameterValue] = [:]) {
        self.scene = scene
        self.seed = seed
        self.viewport = viewport
        self.parameters = parameters
    }

    /// The top-level keys a header may use (besides `events`).
    public static let keys: Set<String> = ["scene", "seed", "viewport", "parameters"]

    /// The header's `parameters` as `set` events at t = 0, in name order.
    public var parameterEvents: [SceneEvent] {
        parameters.keys.sorted().map { .set(name: $0, value: parameters[$0]!, time: .zero) }
    }

    /// The header's members as top-level JSON members (absent ones omitted).
    public var jsonMembers: [String: JSONValue] {
        var members: [String: JSONValue] = [:]
        if let scene { members["scene"] = .string(scene) }
        if let seed { members["seed"] = JSONValue(seed: seed) }
        if let viewport { members["viewport"] = ["width": .number(viewport.width), "height": .number(viewport.height)] }
        if !parameters.isEmpty { members["parameters"] = .object(parameters.mapValues(\.json)) }
        return members
    }

    /// Reads the header members of an events-file document's top-level object.
    ///
    /// - Throws: `EventsFileError` (with reason `.invalidHeader`) for a member of the wrong type
    ///   or out of its domain.
    public init(members top: [String: JSONValue]) throws(EventsFileError) {
        func fail(_ field: String, _ reason: String) -> EventsFileError {
            EventsFileError(reason: .invalidHeader(field: field, reason: reason))
        }
        self.init()
        if let value = top["scene"] {
            guard case .string(let id) = value, !id.isEmpty else { throw fail("scene", "must be a scene id (a non-empty string)") }
            scene = id
        }
        if let value = top["seed"] {
            switch value {
            case .number(let n) where n >= 0 && n.rounded() == n && n <= Double(JSONValue.largestExactInteger):
                seed = UInt64(n)
            case .string(let digits) where UInt64(digits) != nil:
                seed = UInt64(digits)
            default:
                throw fail("seed", "must be a whole number from 0 to 2^53, or a string of decimal digits up to 2^64 - 1")
            }
        }
        if let value = top["viewport"] {
            guard case .object(let o) = value, Set(o.keys) == ["width", "height"],
                case .number(let w)? = o["width"], case .number(let h)? = o["height"],
                (1...16384).contains(w), (1...16384).contains(h)
            else {
                throw fail("viewport", "must be {\"width\": W, \"height\": H} with W and H between 1 and 16384 points")
            }
            viewport = Size(width: w, height: h)
        }
        if let value = top["parameters"] {
            guard case .object(let o) = value else { throw fail("parameters", "must be an object of parameter names to values") }
            for name in o.keys.sorted() {
                guard let value = ParameterValue(json: o[name]!) else {
                    throw fail("parameters", "\"\(name)\" must be \(ParameterValue.jsonForms)")
                }
                parameters[name] = value
            }
        }
    }
}
