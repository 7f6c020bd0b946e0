/// Small helpers for the JSON the `preview` subcommands print (numbers and strings only; object
/// keys stay in the order written, which is part of each command's documented output).
enum PreviewJSON {
    /// A number as JSON: the shortest text that reads back as `value` (`0.35`, `1`, `1e-05`);
    /// `null` for NaN and infinities, which JSON cannot represent.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        var text = "\(value)"
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    /// A string as a JSON string literal, quotes and control characters escaped.
    static func string(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// `{"key": value, …}` from already-encoded values, in the given order.
    static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }
}

/// An input error of a `preview` subcommand: printed as `Error: <message>` with a non-zero exit
/// status (ArgumentParser prints the description of errors it does not know).
struct PreviewInputError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) { self.description = description }
}
