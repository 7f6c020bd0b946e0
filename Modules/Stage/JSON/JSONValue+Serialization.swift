extension JSONValue {
    /// How `serialized(_:)` lays out a document.
    public enum Layout: Sendable {
        /// Everything on one line, no spaces: `{"a":1,"b":[true,null]}`.
        case compact
        /// Two-space indentation, one member or element per line, `": "` after keys.
        case pretty
    }

    /// The document as JSON text with **sorted keys**, so equal values give identical bytes.
    ///
    /// Numbers: integral values with magnitude below 2⁵³ are written without a fraction (`3`,
    /// `-12`); others use the shortest representation that reads back to the same `Double`
    /// (`0.1`, `1e-07`); negative zero is written `0`; NaN and infinities are written `null`.
    /// Strings escape `"`, `\`, and control characters (`\n`, `\t`, `\u001f` …); other
    /// characters, including non-ASCII, are written as UTF-8.
    public func serialized(_ layout: Layout = .compact) -> String {
        var out = ""
        write(to: &out, layout: layout, indent: 0)
        return out
    }

    private func write(to out: inout String, layout: Layout, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += JSONValue.format(n)
        case .string(let s): JSONValue.writeString(s, to: &out)
        case .array(let elements):
            if elements.isEmpty { out += "[]"; return }
            out += "["
            for (i, e) in elements.enumerated() {
                if i > 0 { out += "," }
                if layout == .pretty { JSONValue.newline(&out, indent + 1) }
                e.write(to: &out, layout: layout, indent: indent + 1)
            }
            if layout == .pretty { JSONValue.newline(&out, indent) }
            out += "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{"
            for (i, key) in members.keys.sorted().enumerated() {
                if i > 0 { out += "," }
                if layout == .pretty { JSONValue.newline(&out, indent + 1) }
                JSONValue.writeString(key, to: &out)
                out += layout == .pretty ? ": " : ":"
                members[key]!.write(to: &out, layout: layout, indent: indent + 1)
            }
            if layout == .pretty { JSONValue.newline(&out, indent) }
            out += "}"
        }
    }

    private static func newline(_ out: inout String, _ indent: Int) {
        out += "\n"
        out += String(repeating: "  ", count: indent)
    }

    /// The canonical JSON spelling of a number (see `serialized(_:)`).
    public static func format(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        if n == 0 { return "0" }
        if n.rounded() == n, abs(n) < 9_007_199_254_740_992 { return String(Int64(n)) }
        return n.description
    }

    private static func writeString(_ s: String, to out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}

extension JSONValue: CustomStringConvertible {
    /// The compact serialization.
    public var description: String { serialized(.compact) }
}
