/// A `Sec-WebSocket-Extensions` header value parsed by RFC 6455 §9.1's grammar:
///
/// ```
/// extension-list = 1#extension
/// extension      = extension-token *( ";" extension-param )
/// extension-param = token [ "=" (token | quoted-string) ]
/// ```
///
/// with optional whitespace around the separators and empty list elements skipped (RFC 9110
/// §5.6.1). Unlike swift-websocket's own reading (parameters in a dictionary, split at every
/// `;` and `,`), it keeps every parameter in order, so duplicates can be seen, and reads quoted
/// values as quoted strings. One pass over the bytes.
enum ExtensionHeader {
    /// One extension element: its name and parameters in order (a quoted value unescaped).
    struct Element: Equatable {
        var name: String
        var parameters: [(name: String, value: String?)]

        static func == (lhs: Element, rhs: Element) -> Bool {
            lhs.name == rhs.name && lhs.parameters.map(\.name) == rhs.parameters.map(\.name)
                && lhs.parameters.map(\.value) == rhs.parameters.map(\.value)
        }
    }

    /// The elements of `text`, or `nil` if it does not follow the grammar.
    static func parse(_ text: String) -> [Element]? {
        var reader = Reader(bytes: Array(text.utf8))
        var elements: [Element] = []
        while true {
            reader.skipWhitespace()
            if reader.atEnd { return elements }
            if reader.take(UInt8(ascii: ",")) { continue }  // an empty list element
            guard let name = reader.token() else { return nil }
            var element = Element(name: name, parameters: [])
            while true {
                reader.skipWhitespace()
                guard reader.take(UInt8(ascii: ";")) else { break }
                reader.skipWhitespace()
                guard let parameter = reader.token() else { return nil }
                reader.skipWhitespace()
                var value: String?
                if reader.take(UInt8(ascii: "=")) {
                    reader.skipWhitespace()
                    guard let text = reader.peek == UInt8(ascii: "\"") ? reader.quotedString() : reader.token() else { return nil }
                    value = text
                }
                element.parameters.append((parameter, value))
            }
            elements.append(element)
            reader.skipWhitespace()
            if reader.atEnd { return elements }
            guard reader.take(UInt8(ascii: ",")) else { return nil }
        }
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        var atEnd: Bool { index == bytes.count }
        var peek: UInt8? { atEnd ? nil : bytes[index] }

        mutating func take(_ byte: UInt8) -> Bool {
            guard peek == byte else { return false }
            index += 1
            return true
        }

        mutating func skipWhitespace() {
            while let byte = peek, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { index += 1 }
        }

        /// RFC 9110 §5.6.2's token: one or more tchars.
        mutating func token() -> String? {
            let start = index
            while let byte = peek, Self.isTokenCharacter(byte) { index += 1 }
            return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
        }

        /// RFC 9110 §5.6.4's quoted-string, unescaped; `nil` if unterminated or holding a
        /// control character.
        mutating func quotedString() -> String? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            var text: [UInt8] = []
            while let byte = peek {
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return String(decoding: text, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard let escaped = peek, Self.isQuotedText(escaped) || escaped == UInt8(ascii: "\"") || escaped == UInt8(ascii: "\\") else { return nil }
                    index += 1
                    text.append(escaped)
                default:
                    guard Self.isQuotedText(byte) else { return nil }
                    text.append(byte)
                }
            }
            return nil
        }

        static func isTokenCharacter(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
            default: "!#$%&'*+-.^_`|~".utf8.contains(byte)
            }
        }

        /// qdtext (and what a quoted-pair may escape): tab, space, visible ASCII but `"` and `\`,
        /// and obs-text.
        static func isQuotedText(_ byte: UInt8) -> Bool {
            byte == 0x09 || byte == 0x20 || byte == 0x21 || (0x23...0x5B).contains(byte) || (0x5D...0x7E).contains(byte) || byte >= 0x80
        }
    }
}
