import Drawing

/// The current values of a scene's parameters, by name: what `SceneContext.parameters` holds.
///
/// Every parameter the scene declares has a value (its default until a `set` event changes
/// it), so the typed accessors only return their fallback for names the scene does not declare
/// or values of another type.
public struct ParameterValues: Hashable, Sendable {
    /// The values by parameter name.
    public private(set) var values: [String: ParameterValue]

    /// The defaults of `parameters`.
    public init(defaults parameters: [Parameter]) {
        var v: [String: ParameterValue] = [:]
        for p in parameters { v[p.name] = p.defaultValue }
        values = v
    }

    /// The value of `name`, or nil for an undeclared name.
    public subscript(name: String) -> ParameterValue? {
        get { values[name] }
        set { values[name] = newValue }
    }

    /// The number `name` holds, or `fallback` (default 0).
    public func number(_ name: String, or fallback: Double = 0) -> Double {
        values[name]?.doubleValue ?? fallback
    }

    /// The whole number `name` holds, or `fallback` (default 0).
    public func integer(_ name: String, or fallback: Int = 0) -> Int {
        values[name]?.intValue ?? fallback
    }

    /// The switch `name` holds, or `fallback` (default false).
    public func bool(_ name: String, or fallback: Bool = false) -> Bool {
        values[name]?.boolValue ?? fallback
    }

    /// The string `name` holds, or `fallback` (default "").
    public func string(_ name: String, or fallback: String = "") -> String {
        values[name]?.stringValue ?? fallback
    }

    /// The values as a JSON object.
    public var json: JSONValue { .object(values.mapValues(\.json)) }
}
