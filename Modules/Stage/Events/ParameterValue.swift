import Drawing
import Geometry

/// The value of a scene parameter (a live knob): a number, a Boolean, a string, a timing curve
/// or a spring.
///
/// Which of them a parameter takes, and its range, is fixed by its `Parameter` description;
/// integers are numbers with no fractional part.
public enum ParameterValue: Hashable, Sendable {
    /// A number (integers included).
    case number(Double)
    /// A Boolean switch.
    case bool(Bool)
    /// A string (the chosen option of a choice parameter).
    case string(String)
    /// A cubic Bézier timing curve from (0, 0) to (1, 1) with two control points (x the time
    /// fraction, y the progress): `UnitCurve.bezier(startControlPoint:endControlPoint:)`.
    /// JSON `{"x1": …, "y1": …, "x2": …, "y2": …}`, as CSS's `cubic-bezier(x1, y1, x2, y2)`.
    case timingCurve(start: UnitPoint, end: UnitPoint)
    /// A spring, in the form it was given (`Spring(duration:bounce:)` or
    /// `Spring(mass:stiffness:damping:)`); JSON as `SpringForm.json`.
    case spring(SpringForm)

    /// The value as JSON.
    public var json: JSONValue {
        switch self {
        case .number(let n): return .number(n)
        case .bool(let b): return .bool(b)
        case .string(let s): return .string(s)
        case .timingCurve(let start, let end):
            return ["x1": .number(start.x), "y1": .number(start.y), "x2": .number(end.x), "y2": .number(end.y)]
        case .spring(let form): return form.json
        }
    }

    /// The number, or nil (read through `json`, so it agrees with `JSONValue.doubleValue`).
    public var doubleValue: Double? { json.doubleValue }

    /// The number as an `Int` when it is integral and fits; nil otherwise.
    public var intValue: Int? { json.intValue }

    /// The Boolean, or nil.
    public var boolValue: Bool? { json.boolValue }

    /// The string, or nil.
    public var stringValue: String? { json.stringValue }
}

extension ParameterValue: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByStringLiteral
{
    /// A number.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// A whole number.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// A Boolean.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// A string.
    public init(stringLiteral value: String) { self = .string(value) }
}

extension ParameterValue: CustomStringConvertible {
    /// The value as it is written in JSON (`0.5`, `true`, `"drop"`).
    public var description: String { json.serialized() }
}
