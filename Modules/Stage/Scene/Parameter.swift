import Drawing

/// A live parameter of a scene: a knob the preview page shows as a control and an events file
/// sets with `{"type": "set", "name": …, "value": …}`.
///
///     static let info = SceneInfo(…, parameters: [
///         .number("duration", default: 5, in: 0...20, step: 0.5, summary: "Refresh duration (s)"),
///         .toggle("slowMotion", default: false, summary: "Run animations at 0.25×"),
///         .choice("shape", default: "drop", options: ["drop", "dot"], summary: "Particle shape"),
///     ])
public struct Parameter: Hashable, Sendable {
    /// What values the parameter takes.
    public enum Kind: Hashable, Sendable {
        /// Any number in a closed range, optionally in steps from the lower bound (the page's
        /// slider step; values between steps are still accepted).
        case number(range: ClosedRange<Double>, step: Double?)
        /// A whole number in a closed range.
        case integer(range: ClosedRange<Int>)
        /// A Boolean switch.
        case toggle
        /// One of a list of strings.
        case choice([String])
        /// A cubic Bézier timing curve (`ParameterValue.timingCurve`): control x values in 0…1,
        /// control y values in `y` (which may reach beyond 0…1, for overshoot).
        case timingCurve(y: ClosedRange<Double>)
        /// A spring in either form (`ParameterValue.spring`, see `SpringForm` for the ranges).
        case spring
    }

    /// The name actions and events use (`"duration"`).
    public var name: String
    /// One line for the page and `preview list`.
    public var summary: String
    /// The values it takes.
    public var kind: Kind
    /// Its value when a session starts.
    public var defaultValue: ParameterValue

    /// Creates a parameter; prefer the factories `number`, `integer`, `toggle`, `choice`,
    /// `timingCurve` and `spring`.
    ///
    /// - Precondition: `defaultValue` is valid for `kind` (a programmer mistake otherwise).
    public init(name: String, summary: String, kind: Kind, defaultValue: ParameterValue) {
        self.name = name
        self.summary = summary
        self.kind = kind
        self.defaultValue = defaultValue
        precondition((try? validate(defaultValue)) != nil, "default value \(defaultValue) is not valid for parameter \(name)")
    }

    /// A number in `range`.
    public static func number(
        _ name: String, default value: Double, in range: ClosedRange<Double>, step: Double? = nil, summary: String
    ) -> Parameter {
        Parameter(name: name, summary: summary, kind: .number(range: range, step: step), defaultValue: .number(value))
    }

    /// A whole number in `range`.
    public static func integer(_ name: String, default value: Int, in range: ClosedRange<Int>, summary: String) -> Parameter {
        Parameter(name: name, summary: summary, kind: .integer(range: range), defaultValue: .number(Double(value)))
    }

    /// A Boolean switch.
    public static func toggle(_ name: String, default value: Bool, summary: String) -> Parameter {
        Parameter(name: name, summary: summary, kind: .toggle, defaultValue: .bool(value))
    }

    /// One of `options`.
    public static func choice(_ name: String, default value: String, options: [String], summary: String) -> Parameter {
        Parameter(name: name, summary: summary, kind: .choice(options), defaultValue: .string(value))
    }

    /// Checks `value` against the parameter.
    ///
    /// - Returns: The value to store (as given).
    /// - Throws: `ParameterError` when the value has the wrong type, is not finite, is out of
    ///   range, is not whole for an integer parameter, is not one of the choices, or is a timing
    ///   curve or spring with a number out of range.
    public func validate(_ value: ParameterValue) throws(ParameterError) -> ParameterValue {
        switch kind {
        case .number(let range, _):
            guard case .number(let n) = value else { throw .wrongType(parameter: name, expected: "a number", value: value) }
            guard n.isFinite, range.contains(n) else {
                throw .outOfRange(parameter: name, value: value, allowed: "\(JSONValue.format(range.lowerBound))…\(JSONValue.format(range.upperBound))")
            }
        case .integer(let range):
            guard case .number(let n) = value else { throw .wrongType(parameter: name, expected: "a whole number", value: value) }
            guard n.isFinite, n.rounded() == n else { throw .wrongType(parameter: name, expected: "a whole number", value: value) }
            guard n >= Double(range.lowerBound), n <= Double(range.upperBound) else {
                throw .outOfRange(parameter: name, value: value, allowed: "\(range.lowerBound)…\(range.upperBound)")
            }
        case .toggle:
            guard case .bool = value else { throw .wrongType(parameter: name, expected: "true or false", value: value) }
        case .choice(let options):
            guard case .string(let s) = value else { throw .wrongType(parameter: name, expected: "a string", value: value) }
            guard options.contains(s) else {
                throw .outOfRange(parameter: name, value: value, allowed: options.map { "\"\($0)\"" }.joined(separator: ", "))
            }
        case .timingCurve(let y):
            try validateTimingCurve(value, y: y)
        case .spring:
            try validateSpring(value)
        }
        return value
    }

    /// The description `preview list --json` prints: name, summary, type, default and the range,
    /// step or options (`yMin`/`yMax` for a timing curve's control y values).
    public var json: JSONValue {
        var o: [String: JSONValue] = ["name": .string(name), "summary": .string(summary), "default": defaultValue.json]
        switch kind {
        case .number(let range, let step):
            o["type"] = "number"
            o["min"] = .number(range.lowerBound)
            o["max"] = .number(range.upperBound)
            o["step"] = JSONValue(step)
        case .integer(let range):
            o["type"] = "integer"
            o["min"] = JSONValue(range.lowerBound)
            o["max"] = JSONValue(range.upperBound)
        case .toggle:
            o["type"] = "boolean"
        case .choice(let options):
            o["type"] = "choice"
            o["options"] = .array(options.map { .string($0) })
        case .timingCurve(let y):
            o["type"] = "timingCurve"
            o["yMin"] = .number(y.lowerBound)
            o["yMax"] = .number(y.upperBound)
        case .spring:
            o["type"] = "spring"
        }
        return .object(o)
    }
}

/// Why a parameter value was refused.
public enum ParameterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The value has the wrong type.
    case wrongType(parameter: String, expected: String, value: ParameterValue)
    /// The value is outside the allowed range or options.
    case outOfRange(parameter: String, value: ParameterValue, allowed: String)

    public var description: String {
        switch self {
        case .wrongType(let p, let expected, let value):
            return "parameter \"\(p)\" takes \(expected), not \(value)"
        case .outOfRange(let p, let value, let allowed):
            return "parameter \"\(p)\" cannot be \(value); allowed: \(allowed)"
        }
    }
}
