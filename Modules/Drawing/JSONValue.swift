/// A minimal JSON document model with a strict parser and a canonical writer, so the Drawing
/// module needs no Foundation.
enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    // MARK: Canonical writing

    /// Appends the canonical text: no whitespace, object keys sorted by their UTF-8 bytes,
    /// numbers by `DecimalFormat`, strings with the minimal escapes.
    func write(to out: inout [UInt8]) {
        switch self {
        case .null:
            out.append(contentsOf: "null".utf8)
        case .bool(let b):
            out.append(contentsOf: (b ? "true" : "false").utf8)
        case .number(let n):
            DecimalFormat.append(n, to: &out)
        case .string(let s):
            JSONValue.writeString(s, to: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                item.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            for (i, key) in keys.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                JSONValue.writeString(key, to: &out)
                out.append(UInt8(ascii: ":"))
                members[key]!.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// A JSON string literal: `"` and `\` escaped, control characters as `\b \f \n \r \t` or
    /// `\u00XX`, everything else (including non-ASCII) as raw UTF-8.
    static func writeString(_ s: String, to out: inout [UInt8]) {
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
                out.append(contentsOf: "\\u00".utf8)
                out.append(contentsOf: Color.hexByte(b).lowercased().utf8)
            default: out.append(b)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    // MARK: Parsing

    /// A syntax error with the byte offset where it was found.
    struct SyntaxError: Error {
        var message: String
        var offset: Int
    }

    /// The deepest nesting of arrays and objects the parser accepts.
    static let maximumDepth = 32

    /// Parses one JSON document (RFC 8259), surrounded by optional whitespace.
    static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
        var parser = Parser(bytes: Array(text.utf8))
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.error("unexpected text after the document") }
        return value
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0

        func error(_ message: String) -> SyntaxError { SyntaxError(message: message, offset: index) }

        mutating func skipWhitespace() {
            while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        }

        mutating func expect(_ literal: String) throws(SyntaxError) {
            for b in literal.utf8 {
                guard index < bytes.count, bytes[index] == b else { throw error("expected \(literal)") }
                index += 1
            }
        }

        mutating func value(depth: Int) throws(SyntaxError) -> JSONValue {
            guard depth <= JSONValue.maximumDepth else { throw error("nesting deeper than \(JSONValue.maximumDepth)") }
            guard index < bytes.count else { throw error("unexpected end of text") }
            switch bytes[index] {
            case UInt8(ascii: "n"):
                try expect("null")
                return .null
            case UInt8(ascii: "t"):
                try expect("true")
                return .bool(true)
            case UInt8(ascii: "f"):
                try expect("false")
                return .bool(false)
            case UInt8(ascii: "\""):
                return .string(try string())
            case UInt8(ascii: "["):
                index += 1
                var items: [JSONValue] = []
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return .array(items)
                }
                while true {
                    skipWhitespace()
                    items.append(try value(depth: depth + 1))
                    skipWhitespace()
                    guard index < bytes.count else { throw error("unterminated array") }
                    if bytes[index] == UInt8(ascii: "]") {
                        index += 1
                        return .array(items)
                    }
                    guard bytes[index] == UInt8(ascii: ",") else { throw error("expected , or ] in array") }
                    index += 1
                }
            case UInt8(ascii: "{"):
                index += 1
                var members: [String: JSONValue] = [:]
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return .object(members)
                }
                while true {
                    skipWhitespace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key") }
                    let key = try string()
                    guard members[key] == nil else { throw error("duplicate key \"\(key)\"") }
                    skipWhitespace()
                    try expect(":")
                    skipWhitespace()
                    members[key] = try value(depth: depth + 1)
                    skipWhitespace()
                    guard index < bytes.count else { throw error("unterminated object") }
                    if bytes[index] == UInt8(ascii: "}") {
                        index += 1
                        return .object(members)
                    }
                    guard bytes[index] == UInt8(ascii: ",") else { throw error("expected , or } in object") }
                    index += 1
                }
            default:
                return .number(try number())
            }
        }

        mutating func number() throws(SyntaxError) -> Double {
            let start = index
            func digits() -> Int {
                let s = index
                while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
                return index - s
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
            let intStart = index
            guard digits() > 0 else { throw error("expected a value") }
            if bytes[intStart] == UInt8(ascii: "0") && index - intStart > 1 { throw error("leading zero in number") }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard digits() > 0 else { throw error("expected digits after the decimal point") }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard digits() > 0 else { throw error("expected exponent digits") }
            }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            guard let v = Double(text), v.isFinite else { throw SyntaxError(message: "number out of range", offset: start) }
            return v
        }

        mutating func hex4() throws(SyntaxError) -> UInt32 {
            var v: UInt32 = 0
            for _ in 0..<4 {
                guard index < bytes.count, let d = Color.hexDigit(bytes[index]) else { throw error("bad \\u escape") }
                v = v << 4 | UInt32(d)
                index += 1
            }
            return v
        }

        mutating func string() throws(SyntaxError) -> String {
            index += 1  // opening quote
            var out: [UInt8] = []
            while true {
                guard index < bytes.count else { throw error("unterminated string") }
                let b = bytes[index]
                index += 1
                switch b {
                case UInt8(ascii: "\""):
                    guard let s = String(validating: out, as: UTF8.self) else { throw error("invalid UTF-8 in string") }
                    return s
                case UInt8(ascii: "\\"):
                    guard index < bytes.count else { throw error("unterminated escape") }
                    let e = bytes[index]
                    index += 1
                    switch e {
                    case UInt8(ascii: "\""): out.append(UInt8(ascii: "\""))
                    case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\"))
                    case UInt8(ascii: "/"): out.append(UInt8(ascii: "/"))
                    case UInt8(ascii: "b"): out.append(0x08)
                    case UInt8(ascii: "f"): out.append(0x0C)
                    case UInt8(ascii: "n"): out.append(0x0A)
                    case UInt8(ascii: "r"): out.append(0x0D)
                    case UInt8(ascii: "t"): out.append(0x09)
                    case UInt8(ascii: "u"):
                        var scalar = try hex4()
                        if (0xD800..<0xDC00).contains(scalar) {
                            try expect("\\u")
                            let low = try hex4()
                            guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate") }
                            scalar = 0x10000 + (scalar - 0xD800) << 10 + (low - 0xDC00)
                        }
                        guard let u = Unicode.Scalar(scalar) else { throw error("unpaired surrogate") }
                        out.append(contentsOf: String(Character(u)).utf8)
                    default:
                        throw error("unknown escape")
                    }
                case 0..<0x20:
                    throw error("control character in string")
                default:
                    out.append(b)
                }
            }
        }
    }
}
