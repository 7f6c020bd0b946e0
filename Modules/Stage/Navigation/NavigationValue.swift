import Drawing

/// A value pushed onto a `NavigationStack` (SwiftUI: the value of a `NavigationLink(value:)`):
/// which kind of screen, and the data it shows.
///
/// The app that owns the stack maps a value to the scene that shows it (SwiftUI's
/// `navigationDestination(for:)`), so the scene that pushes needs no import of the scene that is
/// pushed. Values are plain JSON data: a stack's path can be written into its state, compared,
/// and read back from a deep link.
///
///     Navigation.push(NavigationValue(route: "event", value: ["id": 3]))
public struct NavigationValue: Hashable, Sendable {
    /// The kind of screen, e.g. `"event"` or `"seating"`: what the app maps to a scene type.
    public var route: String
    /// The screen's data, e.g. `{"id": 3}` (any JSON; `null` when the route needs none).
    public var value: JSONValue

    /// A value for `route` carrying `value`.
    ///
    /// - Parameters:
    ///   - route: The kind of screen; a non-empty name.
    ///   - value: The screen's data (default `null`).
    public init(route: String, value: JSONValue = .null) {
        self.route = route
        self.value = value
    }

    /// `{"route": …, "value": …}`.
    public var json: JSONValue { ["route": .string(route), "value": value] }

    /// Reads `{"route": "…", "value": …}` (a missing `value` is `null`).
    ///
    /// - Throws: `NavigationError.malformedValue` naming what is wrong.
    public init(json: JSONValue) throws(NavigationError) {
        guard case .object(let fields) = json else {
            throw .malformedValue("a navigation value is an object {\"route\": \"…\", \"value\": …}, not \(json.serialized())")
        }
        guard case .string(let route)? = fields["route"], !route.isEmpty else {
            throw .malformedValue("a navigation value needs a non-empty string \"route\"")
        }
        if let extra = fields.keys.sorted().first(where: { $0 != "route" && $0 != "value" }) {
            throw .malformedValue("unknown key \"\(extra)\" in a navigation value (it has \"route\" and \"value\")")
        }
        self.init(route: route, value: fields["value"] ?? .null)
    }
}
