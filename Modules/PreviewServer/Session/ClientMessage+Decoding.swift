import Drawing
import Stage

/// Why a client message was rejected; the message is sent back verbatim in an error reply.
public struct ClientMessageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, naming the message type and field where known, e.g.
    /// `"pointerDown: field \"x\" is a string; expected a number"`.
    public var message: String

    /// Creates an error.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}

extension ClientMessage {
    /// The message types that are not input events, in documentation order.
    public static let commandTypeNames = ["play", "pause", "seek", "speed", "step", "frame", "ping"]

    /// The message types the server understands, in documentation order: the events file's
    /// event types (input), then the transport and session commands.
    public static let typeNames = EventsFile.eventTypes + commandTypeNames

    /// Largest accepted client time in milliseconds (about 31 years of `performance.now()`).
    public static let maximumClientTime = 1e12
    /// Largest accepted coordinate or delta magnitude, in points.
    public static let maximumCoordinate = 1e6
    /// Largest accepted pointer id (the DOM's `pointerId` is a signed 32-bit integer).
    public static let maximumPointerID = Int(Int32.max)
    /// Longest accepted key value, in characters.
    public static let maximumKeyLength = 32
    /// Longest accepted action or parameter name, in characters.
    public static let maximumNameLength = 64
    /// Longest accepted string parameter value, in characters.
    public static let maximumStringValueLength = 256

    /// Decodes and validates one client message.
    ///
    /// Decoding is strict: the text must be one JSON object with a known `type`, every required
    /// field present with the right JSON type, no unknown fields, numbers finite and in range.
    /// Input messages are events-file event objects (`docs/events.md`) read by
    /// `EventsFile.event(type:fields:at:)`, with `t` the client time in milliseconds; the
    /// event's own time is left at zero, the session stamps it when it applies it.
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
        if EventsFile.eventTypes.contains(type) {
            let clientTime = try fields.clientTime()
            let event: SceneEvent
            do {
                event = try EventsFile.event(type: type, fields: object, at: .zero)
            } catch {
                throw fields.error(EventsFileError(reason: error).description)
            }
            try Self.checkBounds(of: event, fields: fields)
            self = .input(event, clientTime: clientTime)
        } else {
            self = try Self.decodeCommand(type: type, fields: &fields)
            try fields.rejectUnknown()
        }
    }

    /// What the socket refuses beyond the events file's rules, so a hostile page cannot hand a
    /// scene absurd values: coordinates and deltas beyond ±``maximumCoordinate``, pointer ids
    /// outside 0…``maximumPointerID``, over-long keys, names and string values, non-finite numbers.
    private static func checkBounds(of event: SceneEvent, fields: Fields) throws(ClientMessageError) {
        func coordinate(_ name: String, _ value: Double) throws(ClientMessageError) {
            guard abs(value) <= maximumCoordinate else {
                throw fields.error("field '\(name)' is \(value), outside ±\(Fields.format(maximumCoordinate))")
            }
        }
        func text(_ name: String, _ value: String, _ maximumLength: Int) throws(ClientMessageError) {
            guard !value.isEmpty, value.count <= maximumLength else {
                throw fields.error("field '\(name)' must have 1…\(maximumLength) characters")
            }
        }
        switch event {
        case .input(.pointer(let p)):
            guard (0...maximumPointerID).contains(p.id.rawValue) else {
                throw fields.error("field 'id' is \(p.id.rawValue), outside 0…\(maximumPointerID)")
            }
            try coordinate("x", p.location.x)
            try coordinate("y", p.location.y)
        case .input(.wheel(let w)):
            try coordinate("x", w.location.x)
            try coordinate("y", w.location.y)
            try coordinate("dx", w.dx)
            try coordinate("dy", w.dy)
        case .input(.key(let k)):
            try text("key", k.key, maximumKeyLength)
        case .action(let name, _):
            try text("name", name, maximumNameLength)
        case .set(let name, let value, _):
            try text("name", name, maximumNameLength)
            switch value {
            case .number(let number) where !number.isFinite:
                throw fields.error("field 'value' must be a finite number")
            case .string(let string) where string.count > maximumStringValueLength:
                throw fields.error("field 'value' is longer than \(maximumStringValueLength) characters")
            default: break
            }
        case .viewport(let size, _):
            let range = EventSequenceValidator.viewportRange
            for (name, value) in [("width", size.width), ("height", size.height)] where !range.contains(value) {
                throw fields.error("field '\(name)' is \(value), outside \(Fields.format(range.lowerBound))…\(Fields.format(range.upperBound))")
            }
        }
    }

    private static func decodeCommand(type: String, fields: inout Fields) throws(ClientMessageError) -> ClientMessage {
        switch type {
        case "play":
            return .transport(.play, clientTime: try fields.clientTime())
        case "pause":
            return .transport(.pause, clientTime: try fields.clientTime())
        case "seek":
            let time = SceneTime(seconds: try fields.number("time", in: 0...86_400))
            return .transport(.seek(to: time), clientTime: try fields.clientTime())
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

/// Reads the fields of one command message object, remembering which were read so unknown ones
/// can be reported.
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

    mutating func clientTime() throws(ClientMessageError) -> Double {
        try number("t", in: 0...ClientMessage.maximumClientTime)
    }

    mutating func optionalInteger(_ name: String, in range: ClosedRange<Int>) throws(ClientMessageError) -> Int? {
        guard let number = try optionalNumber(name, in: Double(range.lowerBound)...Double(range.upperBound)) else { return nil }
        guard number.rounded() == number else { throw error("field '\(name)' must be a whole number, not \(number)") }
        return Int(number)
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
