/// Builds compact JSON text for server messages, field by field, in the order written.
///
/// Strings are escaped per RFC 8259; non-finite numbers become `null` (JSON has no NaN);
/// whole numbers below 2⁵³ are written without a fraction. ``raw(_:_:)`` embeds JSON the scene
/// runtime produced (scene descriptions, state) without re-encoding it.
struct JSONText {
    private(set) var text = "{"
    private var isEmpty = true

    /// Finishes the object.
    var result: String { text + "}" }

    private mutating func key(_ name: String) {
        if !isEmpty { text += "," }
        isEmpty = false
        Self.appendString(name, to: &text)
        text += ":"
    }

    mutating func string(_ name: String, _ value: String) {
        key(name)
        Self.appendString(value, to: &text)
    }

    mutating func number(_ name: String, _ value: Double) {
        key(name)
        text += Self.number(value)
    }

    mutating func integer(_ name: String, _ value: Int) {
        key(name)
        text += String(value)
    }

    mutating func bool(_ name: String, _ value: Bool) {
        key(name)
        text += value ? "true" : "false"
    }

    mutating func null(_ name: String) {
        key(name)
        text += "null"
    }

    /// Embeds already-encoded JSON (an object, array or scalar) as the field's value.
    mutating func raw(_ name: String, _ json: String) {
        key(name)
        text += json
    }

    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value.rounded() == value, abs(value) < 9_007_199_254_740_992 { return String(Int64(value)) }
        return String(value)
    }

    static func appendString(_ value: String, to text: inout String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
