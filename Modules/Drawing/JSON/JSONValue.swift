/// A JSON document as a value: what scenes return as their semantic state, what the events
/// file, `preview list --json` and `preview state` are made of, what the preview server reads
/// client messages into, and the tree the canonical frame JSON is written from and read back into.
///
/// The one JSON model of the package (Drawing is the lowest module that needs JSON, and the
/// library modules use no Foundation). Parsing is in `JSONValue+Parsing.swift`, writing in
/// `JSONValue+Serialization.swift`.
///
/// Objects are unordered here; `JSONValue.serialized(_:)` writes them with sorted keys so the
/// same value always gives the same bytes. Numbers are `Double`s; NaN and infinities have no JSON
/// spelling and are written as `null`.
///
/// Scenes build state with literals:
///
///     ["phase": "pulling", "progress": 0.25, "ball": ["x": 195, "y": 120]]
public enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number (JSON has one number type).
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object (keys are unique; order is not significant).
    case object([String: JSONValue])
}

extension JSONValue {
    /// The member named `key` of an object; nil for a missing key or a non-object.
    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The element at `index` of an array; nil when out of bounds or not an array.
    public subscript(index: Int) -> JSONValue? {
        if case .array(let elements) = self, elements.indices.contains(index) { return elements[index] }
        return nil
    }

    /// The number, or nil when this is not a number.
    public var doubleValue: Double? {
        if case .number(let n) = self { return n }
        return nil
    }

    /// The number as an `Int` when it is integral and representable; nil otherwise.
    public var intValue: Int? {
        guard case .number(let n) = self, n.rounded() == n, abs(n) <= 9_007_199_254_740_992 else { return nil }
        return Int(n)
    }

    /// The string, or nil when this is not a string.
    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// The Boolean, or nil when this is not a Boolean.
    public var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    /// The elements, or nil when this is not an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let a) = self { return a }
        return nil
    }

    /// The members, or nil when this is not an object.
    public var objectValue: [String: JSONValue]? {
        if case .object(let o) = self { return o }
        return nil
    }

    /// The JSON type name used in error messages: "null", "boolean", "number", "string",
    /// "array" or "object".
    public var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "boolean"
        case .number: return "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    /// `null`.
    public init(nilLiteral: ()) { self = .null }
    /// A Boolean.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// A whole number.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// A number.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// A string.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An array.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// An object; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        var members: [String: JSONValue] = [:]
        for (k, v) in elements { members[k] = v }
        self = .object(members)
    }
}

extension JSONValue {
    /// A number, or `null` when `value` is nil.
    public init(_ value: Double?) { self = value.map { .number($0) } ?? .null }
    /// A whole number.
    public init(_ value: Int) { self = .number(Double(value)) }
    /// A string.
    public init(_ value: String) { self = .string(value) }
    /// A Boolean.
    public init(_ value: Bool) { self = .bool(value) }
}
