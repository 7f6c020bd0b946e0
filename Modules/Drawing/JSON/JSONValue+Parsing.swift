extension JSONValue {
    /// The default deepest nesting of arrays and objects the parsers accept (deeper documents
    /// are rejected rather than risking the stack). Callers reading untrusted input pass a
    /// smaller `maximumDepth` (the preview server reads client messages with 4).
    public static let maximumDepth = 256

    /// Parses a complete JSON document (RFC 8259), strictly.
    ///
    /// Rejected with a `JSONParseError` naming line and column: trailing text, comments,
    /// trailing commas, single quotes, `NaN`/`Infinity`, numbers that overflow a `Double`,
    /// duplicate object keys, invalid escapes or unpaired surrogates, unescaped control
    /// characters in strings, and more than `maximumDepth` nested arrays and objects. Leading
    /// and trailing whitespace (space, tab, CR, LF) is allowed.
    ///
    /// - Parameters:
    ///   - text: The document.
    ///   - maximumDepth: The most arrays and objects that may nest (`[[1]]` nests 2); 0 accepts
    ///     only scalars. Defaults to `JSONValue.maximumDepth` (256).
    public static func parse(_ text: String, maximumDepth: Int = JSONValue.maximumDepth) throws(JSONParseError) -> JSONValue {
        var parser = JSONTextParser(bytes: Array(text.utf8), maximumDepth: maximumDepth)
        return try parser.parseDocument()
    }

    /// Parses a complete JSON document from UTF-8 bytes, with the rules of `parse(_:maximumDepth:)`;
    /// in addition, strings that are not valid UTF-8 are rejected (a text can hold no such bytes).
    ///
    /// - Parameters:
    ///   - bytes: The document as UTF-8 (e.g. a WebSocket text message); no byte-order mark.
    ///   - maximumDepth: The most arrays and objects that may nest; see `parse(_:maximumDepth:)`.
    public static func parse(utf8 bytes: some Collection<UInt8>, maximumDepth: Int = JSONValue.maximumDepth)
        throws(JSONParseError) -> JSONValue
    {
        var parser = JSONTextParser(bytes: Array(bytes), maximumDepth: maximumDepth)
        return try parser.parseDocument()
    }
}

/// A recursive-descent parser over UTF-8 bytes; recursion depth is bounded by `maximumDepth`.
private struct JSONTextParser {
    let bytes: [UInt8]
    let maximumDepth: Int
    var index = 0
    var depth = 0

    init(bytes: [UInt8], maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        if index < bytes.count { throw error("unexpected text after the document") }
        return value
    }

    /// An error at `offset` (default: the current byte), with its 1-based line and byte column.
    func error(_ message: String, at offset: Int? = nil) -> JSONParseError {
        let end = min(offset ?? index, bytes.count)
        var line = 1
        var column = 1
        for b in bytes[0..<end] {
            if b == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
        }
        return JSONParseError(line: line, column: column, message: message)
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    mutating func parseValue() throws(JSONParseError) -> JSONValue {
        guard index < bytes.count else { throw error("unexpected end of the document; expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        case let b where b < 0x80:
            throw error("unexpected character '\(Character(Unicode.Scalar(b)))'; expected a value")
        default:
            throw error("unexpected non-ASCII text; expected a value")
        }
    }

    mutating func expectWord(_ word: StaticString) throws(JSONParseError) {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count,
            (0..<count).allSatisfy({ bytes[index + $0] == word.utf8Start[$0] })
        else {
            throw error("unknown literal; expected a value (true, false, null, a number, a string, an array or an object)")
        }
        index += count
    }

    mutating func enter() throws(JSONParseError) {
        depth += 1
        if depth > maximumDepth { throw error("nesting deeper than \(maximumDepth) levels") }
    }

    mutating func parseObject() throws(JSONParseError) -> JSONValue {
        try enter()
        index += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a string key in an object")
            }
            let keyStart = index
            let key = try parseString()
            if members[key] != nil { throw error("duplicate key \"\(key)\"", at: keyStart) }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after the key \"\(key)\"")
            }
            index += 1
            skipWhitespace()
            members[key] = try parseValue()
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of the document inside an object") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                depth -= 1
                return .object(members)
            }
            throw error("expected ',' or '}' after an object member")
        }
    }

    mutating func parseArray() throws(JSONParseError) -> JSONValue {
        try enter()
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of the document inside an array") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                depth -= 1
                return .array(elements)
            }
            throw error("expected ',' or ']' after an array element")
        }
    }

    /// Skips ASCII digits; returns how many.
    mutating func digits() -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - start
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, finite as a `Double`.
    mutating func parseNumber() throws(JSONParseError) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count else { throw error("expected digits in a number") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                throw error("numbers may not have leading zeros", at: start)
            }
        } else if digits() == 0 {
            throw error("expected digits in a number")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            if digits() == 0 { throw error("expected digits after the decimal point") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            if digits() == 0 { throw error("expected digits in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error("the number \(text) is too large for a 64-bit floating-point value", at: start)
        }
        return value
    }

    mutating func parseHex4() throws(JSONParseError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("expected four hex digits after \\u") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[index]
            let d: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw error("expected four hex digits after \\u")
            }
            v = v << 4 | d
            index += 1
        }
        return v
    }

    /// The scalar of a `\uXXXX` escape (after the `\u`), joining a surrogate pair.
    mutating func parseUnicodeEscape() throws(JSONParseError) -> Unicode.Scalar {
        var code = try parseHex4()
        if (0xD800...0xDBFF).contains(code) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw error("unpaired surrogate in a \\u escape")
            }
            index += 2
            let low = try parseHex4()
            guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired surrogate in a \\u escape") }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(code) {
            throw error("unpaired surrogate in a \\u escape")
        }
        guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
        return scalar
    }

    /// A string starting at its opening quote; its bytes must be valid UTF-8.
    mutating func parseString() throws(JSONParseError) -> String {
        let quote = index
        index += 1
        var utf8: [UInt8] = []
        var runStart = index
        while true {
            guard index < bytes.count else { throw error("unterminated string") }
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                utf8.append(contentsOf: bytes[runStart..<index])
                index += 1
                guard let text = String(validating: utf8, as: UTF8.self) else {
                    throw error("a string is not valid UTF-8", at: quote)
                }
                return text
            }
            if b < 0x20 { throw error("control characters must be escaped inside strings") }
            if b != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            utf8.append(contentsOf: bytes[runStart..<index])
            index += 1
            guard index < bytes.count else { throw error("unterminated escape sequence") }
            let e = bytes[index]
            index += 1
            switch e {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(e)
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "u"): utf8.append(contentsOf: String(Character(try parseUnicodeEscape())).utf8)
            case let other where other < 0x80 && other >= 0x20:
                throw error("invalid escape sequence '\\\(Character(Unicode.Scalar(other)))'")
            default:
                throw error("invalid escape sequence")
            }
            runStart = index
        }
    }
}
