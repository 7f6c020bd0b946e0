import Geometry

extension JSONValue {
    /// How `serialized(_:)` lays out a document.
    public enum Layout: Sendable {
        /// Everything on one line, no spaces: `{"a":1,"b":[true,null]}`.
        case compact
        /// Two-space indentation, one member or element per line, `": "` after keys.
        case pretty
    }

    /// How the writer spells numbers.
    enum NumberStyle {
        /// `JSONValue.format(_:)`: shortest round-trip text (what `serialized(_:)` writes).
        case shortest
        /// `DecimalFormat`: fixed point, at most four decimals, NaN as 0 and clamped to ±1e9
        /// (the canonical frame JSON).
        case fourDecimals
    }

    /// The document as JSON text with **sorted keys**, so equal values give identical bytes.
    ///
    /// Numbers: integral values with magnitude below 2⁵³ are written without a fraction (`3`,
    /// `-12`); others use the shortest representation that reads back to the same `Double`
    /// (`0.1`, `1e-07`); negative zero is written `0`; NaN and infinities are written `null`.
    /// Strings escape `"`, `\`, and control characters (`\n`, `\t`, `\u001f` …); other
    /// characters, including non-ASCII, are written as UTF-8.
    public func serialized(_ layout: Layout = .compact) -> String {
        var out: [UInt8] = []
        write(to: &out, layout: layout, numbers: .shortest)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the document as UTF-8 JSON text with sorted keys (the one writer behind
    /// `serialized(_:)` and the canonical frame JSON).
    ///
    /// - Parameters:
    ///   - out: Where the bytes go.
    ///   - layout: Compact or pretty.
    ///   - numbers: How numbers are spelled.
    func write(to out: inout [UInt8], layout: Layout, numbers: NumberStyle) {
        write(to: &out, layout: layout, numbers: numbers, indent: 0)
    }

    private func write(to out: inout [UInt8], layout: Layout, numbers: NumberStyle, indent: Int) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .number(let n):
            switch numbers {
            case .shortest: out.append(contentsOf: JSONValue.format(n).utf8)
            case .fourDecimals: DecimalFormat.append(n, to: &out)
            }
        case .string(let s): JSONValue.writeString(s, to: &out)
        case .array(let elements):
            if elements.isEmpty { out.append(contentsOf: "[]".utf8); return }
            out.append(UInt8(ascii: "["))
            for (i, e) in elements.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                if layout == .pretty { JSONValue.newline(&out, indent + 1) }
                e.write(to: &out, layout: layout, numbers: numbers, indent: indent + 1)
            }
            if layout == .pretty { JSONValue.newline(&out, indent) }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty { out.append(contentsOf: "{}".utf8); return }
            out.append(UInt8(ascii: "{"))
            for (i, key) in members.keys.sorted().enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                if layout == .pretty { JSONValue.newline(&out, indent + 1) }
                JSONValue.writeString(key, to: &out)
                out.append(contentsOf: (layout == .pretty ? ": " : ":").utf8)
                members[key]!.write(to: &out, layout: layout, numbers: numbers, indent: indent + 1)
            }
            if layout == .pretty { JSONValue.newline(&out, indent) }
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(_ out: inout [UInt8], _ indent: Int) {
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
    }

    /// The canonical JSON spelling of a number (see `serialized(_:)`): `3`, `-12`, `0.1`,
    /// `1e-07`, `1e+300`; `-0` as `0`; NaN and ±infinity as `null`.
    public static func format(_ n: Double) -> String {
        n.isFinite ? NumberFormatting.exact(n) : "null"
    }

    /// A JSON string literal: `"` and `\` escaped, control characters as `\b \f \n \r \t` or
    /// `\u00xx` (lower-case hex), everything else (including non-ASCII) as raw UTF-8.
    private static func writeString(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for b in s.utf8 {
            switch b {
            case UInt8(ascii: "\""): out.append(contentsOf: "\\\"".utf8)
            case UInt8(ascii: "\\"): out.append(contentsOf: "\\\\".utf8)
            case 0x08: out.append(contentsOf: "\\b".utf8)
            case 0x0C: out.append(contentsOf: "\\f".utf8)
            case 0x0A: out.append(contentsOf: "\\n".utf8)
            case 0x0D: out.append(contentsOf: "\\r".utf8)
            case 0x09: out.append(contentsOf: "\\t".utf8)
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out.append(contentsOf: "\\u00".utf8)
                out.append(hex[Int(b >> 4)])
                out.append(hex[Int(b & 0x0F)])
            default: out.append(b)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}

extension JSONValue: CustomStringConvertible {
    /// The compact serialization.
    public var description: String { serialized(.compact) }
}
