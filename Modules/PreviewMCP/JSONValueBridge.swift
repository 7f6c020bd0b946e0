import Drawing
import Foundation
import MCP

/// Conversions between Drawing's `JSONValue` (what the tools see) and the SDK's `Value` (what
/// travels), so that no other module needs to import MCP.
enum JSONValueBridge {
    /// `value` as a `JSONValue`: integers and doubles become numbers (an integer above 2⁵³ in
    /// magnitude is rounded to the nearest double, as any JSON reader does).
    ///
    /// - Throws: ``PreviewToolError`` for a data value (the SDK reads a `data:` URL string as
    ///   one), which no tool takes.
    static func json(from value: Value) throws(PreviewToolError) -> JSONValue {
        switch value {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .int(let i): return .number(Double(i))
        case .double(let d): return .number(d)
        case .string(let s): return .string(s)
        case .data: throw PreviewToolError("data URLs are not accepted as arguments")
        case .array(let elements):
            var result: [JSONValue] = []
            result.reserveCapacity(elements.count)
            for element in elements { result.append(try json(from: element)) }
            return .array(result)
        case .object(let members):
            var result: [String: JSONValue] = [:]
            for (key, member) in members { result[key] = try json(from: member) }
            return .object(result)
        }
    }

    /// `value` as the SDK's `Value`: whole numbers within ±2⁵³ become integers (so a schema's
    /// `"minimum": 0` reads as 0, not 0.0).
    static func value(from json: JSONValue) -> Value {
        switch json {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .number(let n):
            if n.rounded() == n, abs(n) <= 9_007_199_254_740_992 { return .int(Int(n)) }
            return .double(n)
        case .string(let s): return .string(s)
        case .array(let elements): return .array(elements.map(value(from:)))
        case .object(let members): return .object(members.mapValues(value(from:)))
        }
    }
}
