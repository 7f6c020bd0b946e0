import Drawing

/// Builds compact JSON text for server messages, field by field, in the order written (unlike
/// `JSONValue.serialized(_:)`, which sorts keys: the protocol puts `type` first).
///
/// Numbers and strings are spelled by `JSONValue` (`JSONValue.format(_:)`: non-finite numbers
/// become `null`, whole numbers below 2⁵³ have no fraction; strings escaped per RFC 8259).
/// ``raw(_:_:)`` embeds JSON the scene runtime produced (scene descriptions, state) without
/// re-encoding it.
struct JSONText {
    private(set) var text = "{"
    private var isEmpty = true

    /// Finishes the object.
    var result: String { text + "}" }

    private mutating func key(_ name: String) {
        if !isEmpty { text += "," }
        isEmpty = false
        text += JSONValue.string(name).serialized()
        text += ":"
    }

    mutating func string(_ name: String, _ value: String) {
        key(name)
        text += JSONValue.string(value).serialized()
    }

    mutating func number(_ name: String, _ value: Double) {
        key(name)
        text += JSONValue.format(value)
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
}
