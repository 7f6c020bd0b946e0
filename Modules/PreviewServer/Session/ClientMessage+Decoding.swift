import Drawing

/// Why a client message was rejected; the message is sent back verbatim in an error reply.
public struct ClientMessageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, naming the message type and field where known, e.g.
    /// `"pointerDown: field 'x' must be a number"`.
    public var message: String

    /// Creates an error.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}

extension ClientMessage {
    /// The message types the server understands, in documentation order.
    public static let typeNames = [
        "viewport", "pointerDown", "pointerMove", "pointerUp", "pointerCancel", "wheel", "keyDown", "keyUp",
        "action", "set", "play", "pause", "seek", "speed", "step", "frame", "ping",
    ]

    /// Largest accepted client time in milliseconds (about 31 years of `performance.now()`).
    public static let maximumClientTime = 1e12
    /// Largest accepted coordinate magnitude, in points.
    public static let maximumCoordinate = 1e6

    /// Decodes and validates one client message.
    ///
    /// Decoding is strict: the text must be one JSON object with a known `type`, every required
    /// field present with the right JSON type, no unknown fields, numbers finite and in range.
    ///
    /// - Parameter text: The UTF-8 bytes of a WebSocket text message.
    /// - Throws: ``ClientMessageError`` naming the problem.
    public init(json text: some Collection<UInt8>) throws(ClientMessageError) {
        let value: JSONValue
        do {
            value = try JSONValue.parse(utf8: text, maximumDepth: 4)
        } catch {
            throw ClientMessageError(
                "the message is not valid JSON (or nests deeper than 4 levels, or repeats a field): "
                    + "\(error.message) at line \(error.line), column \(error.column)")
        }
        guard case .object(let object) = value else {
            throw ClientMessageError("the message must be a JSON object, not \(value.typeNameWithArticle)")
        }
        guard let typeValue = object["type"] else {
            throw ClientMessageError("the message has no 'type' field")
        }
        guard case .string(let type) = typeValue else {
            throw ClientMessageError("the 'type' field must be a string")
        }
        var fields = Fields(type: type, object: object)
        self = try Self.decode(type: type, fields: &fields)
        try fields.rejectUnknown()
    }

    private static func decode(type: String, fields: inout Fields) throws(ClientMessageError) -> ClientMessage {
        switch type {
        case "viewport":
            let width = try fields.number("width", in: 1...16384)
            let height = try fields.number("height", in: 1...16384)
            let ratio = try fields.number("dpr", in: 0.25...8)
            return .input(.viewport(width: width, height: height, devicePixelRatio: ratio), clientTime: try fields.clientTime())
        case "pointerDown", "pointerMove", "pointerUp", "pointerCancel":
            let phase: PointerInput.Phase = switch type {
            case "pointerDown": .down
            case "pointerMove": .move
            case "pointerUp": .up
            default: .cancel
            }
            let pointer = PointerInput(
                phase: phase,
                id: try fields.integer("id", in: 0...Int(Int32.max)),
                x: try fields.coordinate("x"),
                y: try fields.coordinate("y"),
                buttons: try fields.optionalInteger("buttons", in: 0...65535) ?? 0,
                kind: try fields.optionalChoice("pointerType", PointerInput.Kind.self) ?? .mouse,
                modifiers: try fields.modifiers()
            )
            return .input(.pointer(pointer), clientTime: try fields.clientTime())
        case "wheel":
            let wheel = WheelInput(
                x: try fields.coordinate("x"), y: try fields.coordinate("y"),
                dx: try fields.coordinate("dx"), dy: try fields.coordinate("dy"),
                modifiers: try fields.modifiers()
            )
            return .input(.wheel(wheel), clientTime: try fields.clientTime())
        case "keyDown", "keyUp":
            let key = KeyInput(key: try fields.string("key", maximumLength: 32), isDown: type == "keyDown", modifiers: try fields.modifiers())
            return .input(.key(key), clientTime: try fields.clientTime())
        case "action":
            return .input(.action(name: try fields.string("name", maximumLength: 64)), clientTime: try fields.clientTime())
        case "set":
            let name = try fields.string("name", maximumLength: 64)
            let value = try fields.parameterValue("value")
            return .input(.setParameter(name: name, value: value), clientTime: try fields.clientTime())
        case "play":
            return .transport(.play, clientTime: try fields.clientTime())
        case "pause":
            return .transport(.pause, clientTime: try fields.clientTime())
        case "seek":
            return .transport(.seek(seconds: try fields.number("time", in: 0...86_400)), clientTime: try fields.clientTime())
        case "speed":
            return .transport(.speed(try fields.number("value", in: 0.01...16)), clientTime: try fields.clientTime())
        case "step":
            let frames = try fields.optionalInteger("frames", in: -600...600) ?? 1
            guard frames != 0 else { throw fields.error("field 'frames' must not be 0") }
            return .transport(.step(frames: frames), clientTime: try fields.clientTime())
        case "frame":
            return .frame(clientTime: try fields.clientTime())
        case "ping":
            return .ping(id: try fields.pingID())
        default:
            let shown = type.count > 32 ? String(type.prefix(32)) + "…" : type
            throw ClientMessageError("unknown message type '\(shown)'; known types: \(typeNames.joined(separator: ", "))")
        }
    }
}

/// Reads the fields of one message object, remembering which were read so unknown ones can be
/// reported.
private struct Fields {
    let type: String
    let object: [String: JSONValue]
    var used: Set<String> = ["type"]

    init(type: String, object: [String: JSONValue]) {
        self.type = type
        self.object = object
    }

    func error(_ text: String) -> ClientMessageError {
        ClientMessageError("\(type): \(text)")
    }

    mutating func take(_ name: String) -> JSONValue? {
        used.insert(name)
        if case .null = object[name] { return nil }
        return object[name]
    }

    func rejectUnknown() throws(ClientMessageError) {
        let unknown = object.keys.filter { !used.contains($0) }.sorted()
        guard let first = unknown.first else { return }
        let shown = first.count > 32 ? String(first.prefix(32)) + "…" : first
        throw error(unknown.count == 1 ? "unknown field '\(shown)'" : "unknown fields '\(shown)' and \(unknown.count - 1) more")
    }

    mutating func optionalNumber(_ name: String, in range: ClosedRange<Double>) throws(ClientMessageError) -> Double? {
        guard let value = take(name) else { return nil }
        guard case .number(let number) = value else { throw error("field '\(name)' must be a number, not \(value.typeNameWithArticle)") }
        guard number.isFinite, range.contains(number) else {
            throw error("field '\(name)' is \(number), outside \(Self.format(range.lowerBound))…\(Self.format(range.upperBound))")
        }
        return number
    }

    mutating func number(_ name: String, in range: ClosedRange<Double>) throws(ClientMessageError) -> Double {
        guard let number = try optionalNumber(name, in: range) else { throw error("missing field '\(name)'") }
        return number
    }

    mutating func coordinate(_ name: String) throws(ClientMessageError) -> Double {
        try number(name, in: -ClientMessage.maximumCoordinate...ClientMessage.maximumCoordinate)
    }

    mutating func clientTime() throws(ClientMessageError) -> Double {
        try number("t", in: 0...ClientMessage.maximumClientTime)
    }

    mutating func optionalInteger(_ name: String, in range: ClosedRange<Int>) throws(ClientMessageError) -> Int? {
        guard let number = try optionalNumber(name, in: Double(range.lowerBound)...Double(range.upperBound)) else { return nil }
        guard number.rounded() == number else { throw error("field '\(name)' must be a whole number, not \(number)") }
        return Int(number)
    }

    mutating func integer(_ name: String, in range: ClosedRange<Int>) throws(ClientMessageError) -> Int {
        guard let number = try optionalInteger(name, in: range) else { throw error("missing field '\(name)'") }
        return number
    }

    mutating func optionalBool(_ name: String) throws(ClientMessageError) -> Bool? {
        guard let value = take(name) else { return nil }
        guard case .bool(let flag) = value else { throw error("field '\(name)' must be a boolean, not \(value.typeNameWithArticle)") }
        return flag
    }

    mutating func string(_ name: String, maximumLength: Int) throws(ClientMessageError) -> String {
        guard let value = take(name) else { throw error("missing field '\(name)'") }
        guard case .string(let text) = value else { throw error("field '\(name)' must be a string, not \(value.typeNameWithArticle)") }
        guard !text.isEmpty, text.count <= maximumLength else {
            throw error("field '\(name)' must have 1…\(maximumLength) characters")
        }
        return text
    }

    mutating func optionalChoice<Choice: RawRepresentable & CaseIterable>(_ name: String, _: Choice.Type) throws(ClientMessageError) -> Choice?
    where Choice.RawValue == String {
        guard let value = take(name) else { return nil }
        guard case .string(let text) = value, let choice = Choice(rawValue: text) else {
            throw error("field '\(name)' must be one of: \(Choice.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return choice
    }

    mutating func modifiers() throws(ClientMessageError) -> KeyModifiers {
        var modifiers: KeyModifiers = []
        if try optionalBool("shift") == true { modifiers.insert(.shift) }
        if try optionalBool("ctrl") == true { modifiers.insert(.control) }
        if try optionalBool("alt") == true { modifiers.insert(.alternate) }
        if try optionalBool("meta") == true { modifiers.insert(.meta) }
        return modifiers
    }

    mutating func parameterValue(_ name: String) throws(ClientMessageError) -> ParameterInput {
        guard let value = take(name) else { throw error("missing field '\(name)'") }
        switch value {
        case .number(let number) where number.isFinite: return .number(number)
        case .bool(let flag): return .bool(flag)
        case .string(let text) where text.count <= 256: return .string(text)
        case .string: throw error("field '\(name)' is longer than 256 characters")
        default: throw error("field '\(name)' must be a number, a boolean or a string, not \(value.typeNameWithArticle)")
        }
    }

    mutating func pingID() throws(ClientMessageError) -> ClientMessage.PingID? {
        guard let value = take("id") else { return nil }
        switch value {
        case .number(let number) where number.isFinite: return .number(number)
        case .string(let text) where text.count <= 64: return .string(text)
        default: throw error("field 'id' must be a number or a string of at most 64 characters")
        }
    }

    static func format(_ number: Double) -> String {
        number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}

extension JSONValue {
    /// The JSON type's name with its article, for error messages: "null", "a boolean",
    /// "a number", "a string", "an array" or "an object".
    fileprivate var typeNameWithArticle: String {
        switch self {
        case .null: "null"
        case .array, .object: "an \(typeName)"
        case .bool, .number, .string: "a \(typeName)"
        }
    }
}
