import Drawing
import PreviewMCP

/// A `preview mcp` tool call's arguments, checked for names and JSON types and turned into the
/// command line's own arguments, so that the command's parser and checks see exactly what
/// `preview <command> …` would give them.
///
/// Options are written `--name=value` (so negative numbers are values, not options) and the
/// positional argument after `--` (so text starting with `-` is not an option).
struct ToolArguments {
    /// The tool's name, for messages.
    let tool: String
    private let values: [String: JSONValue]

    /// - Throws: ``PreviewToolError`` naming an argument the tool does not take.
    init(tool: String, _ values: [String: JSONValue], allowed: [String]) throws(PreviewToolError) {
        self.tool = tool
        self.values = values
        for name in values.keys.sorted() where !allowed.contains(name) {
            let known = allowed.isEmpty ? "it takes no arguments" : "it takes " + allowed.joined(separator: ", ")
            throw PreviewToolError("\(tool) has no argument \"\(name)\"; \(known)")
        }
    }

    /// The argument `name` (`null` counts as absent).
    func value(_ name: String) -> JSONValue? {
        guard let value = values[name], value != .null else { return nil }
        return value
    }

    /// A string argument.
    func string(_ name: String) throws(PreviewToolError) -> String? {
        guard let value = value(name) else { return nil }
        guard case .string(let text) = value else { throw typeError(name, "a string", value) }
        return text
    }

    /// A number argument, as the command line's text for it (shortest round-trip form).
    func number(_ name: String) throws(PreviewToolError) -> String? {
        guard let value = value(name) else { return nil }
        guard case .number(let n) = value else { throw typeError(name, "a number", value) }
        return JSONValue.format(n)
    }

    /// An array argument whose elements are all of one JSON type.
    func array(_ name: String, of kind: String, _ check: (JSONValue) -> String?) throws(PreviewToolError) -> [String]? {
        guard let value = value(name) else { return nil }
        guard case .array(let elements) = value else { throw typeError(name, "an array of \(kind)s", value) }
        var result: [String] = []
        for (index, element) in elements.enumerated() {
            guard let text = check(element) else {
                throw PreviewToolError("\(tool): \(name)[\(index)] must be a \(kind), not \(Self.describe(element))")
            }
            result.append(text)
        }
        return result
    }

    /// A seed: a whole number, or a string of decimal digits (for seeds above 2⁵³).
    func seed(_ name: String) throws(PreviewToolError) -> String? {
        guard let value = value(name) else { return nil }
        switch value {
        case .number(let n):
            // Whole numbers print without a fraction; anything else reaches `--seed` as written,
            // which refuses it with the command line's message.
            if n.rounded() == n, Swift.abs(n) < 1e19 { return n < 0 ? "-" + String(UInt64(-n)) : String(UInt64(n)) }
            return JSONValue.format(n)
        case .string(let text): return text
        default: throw typeError(name, "a whole number or a string of digits", value)
        }
    }

    /// An object argument.
    func object(_ name: String) throws(PreviewToolError) -> [String: JSONValue]? {
        guard let value = value(name) else { return nil }
        guard case .object(let members) = value else { throw typeError(name, "an object", value) }
        return members
    }

    private func typeError(_ name: String, _ expected: String, _ value: JSONValue) -> PreviewToolError {
        PreviewToolError("\(tool): the argument \"\(name)\" must be \(expected), not \(Self.describe(value))")
    }

    /// A value's JSON type, with an article: "a string", "an array".
    static func describe(_ value: JSONValue) -> String {
        let type = value.typeName
        return (type.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + type
    }
}
