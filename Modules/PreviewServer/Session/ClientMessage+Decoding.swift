import Drawing
import Stage

extension ClientMessage {
    /// The message types that are not input events, in documentation order.
    public static let commandTypeNames = ["play", "pause", "seek", "speed", "step", "frame", "ping", "requestFullFrame", "animations", "animationSamples"]

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

    /// The fields a message of `type` may have (including `type`, and `t` for all but `ping` and
    /// `requestFullFrame`):
    /// for input, the events file's fields of that event type.
    public static func fields(of type: String) -> Set<String> {
        commandFields[type] ?? EventsFile.fields(of: type)
    }

    private static let commandFields: [String: Set<String>] = [
        "play": ["type", "t"], "pause": ["type", "t"], "seek": ["type", "t", "time"], "speed": ["type", "t", "value"],
        "step": ["type", "t", "frames"], "frame": ["type", "t"], "ping": ["type", "id"],
        "requestFullFrame": ["type"], "animations": ["type"], "animationSamples": ["type", "path", "from", "to", "count"],
    ]

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
            throw .invalidJSON(error)
        }
        guard case .object(let object) = value else { throw .notAnObject(found: value.typeName) }
        guard let typeValue = object["type"] else { throw .missingType }
        guard case .string(let type) = typeValue else { throw .typeNotAString(found: typeValue.typeName) }
        let fields = Fields(type: type, object: object)
        if EventsFile.eventTypes.contains(type) {
            let clientTime = try fields.clientTime()
            let event: SceneEvent
            do {
                event = try EventsFile.event(type: type, fields: object, at: .zero)
            } catch {
                throw .invalidField(type: type, error)
            }
            try fields.checkBounds(of: event)
            self = .input(event, clientTime: clientTime)
        } else {
            guard Self.commandFields[type] != nil else { throw .unknownType(type) }
            let allowed = Self.fields(of: type)
            if object.keys.contains(where: { !allowed.contains($0) }) {
                throw .unknownFields(type: type, names: object.keys.filter { !allowed.contains($0) }.sorted())
            }
            self = try Self.decodeCommand(type: type, fields: fields)
        }
    }

    private static func decodeCommand(type: String, fields: Fields) throws(ClientMessageError) -> ClientMessage {
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
            guard frames != 0 else { throw fields.invalid("frames", "must not be 0") }
            return .transport(.step(frames: frames), clientTime: try fields.clientTime())
        case "frame":
            return .frame(clientTime: try fields.clientTime())
        case "requestFullFrame":
            return .requestFullFrame
        case "animations":
            return .inspect(.animations)
        case "animationSamples":
            let path = try fields.string("path", maximumLength: InspectionRequest.maximumPathLength)
            let from = try fields.number("from", in: 0...SceneTime.maximum.seconds)
            let to = try fields.number("to", in: 0...SceneTime.maximum.seconds)
            guard to > from else { throw fields.invalid("to", "must be later than from") }
            guard to - from <= InspectionRequest.maximumWindow else {
                throw fields.invalid("to", "is more than \(JSONValue.format(InspectionRequest.maximumWindow)) s after from")
            }
            let count = try fields.optionalInteger("count", in: 2...InspectionRequest.maximumSampleCount)
            guard let count else { throw .invalidField(type: fields.type, .missingField("count")) }
            return .inspect(.samples(path: path, from: SceneTime(seconds: from), to: SceneTime(seconds: to), count: count))
        default:  // ping
            return .ping(id: try fields.pingID())
        }
    }
}

/// Reads the fields of one message object; its errors are the events file's reasons, placed at
/// the message's type.
private struct Fields {
    let type: String
    let object: [String: JSONValue]

    func invalid(_ field: String, _ reason: String) -> ClientMessageError {
        .invalidField(type: type, .invalidValue(field: field, reason: reason))
    }

    /// The field's value; `null` counts as absent.
    func value(_ name: String) -> JSONValue? {
        if case .null = object[name] { return nil }
        return object[name]
    }

    func optionalNumber(_ name: String, in range: ClosedRange<Double>) throws(ClientMessageError) -> Double? {
        guard let value = value(name) else { return nil }
        guard case .number(let number) = value else {
            throw .invalidField(type: type, .wrongType(field: name, expected: "a number", found: value.typeName))
        }
        guard number.isFinite, range.contains(number) else {
            throw invalid(name, "is \(JSONValue.format(number)), outside \(JSONValue.format(range.lowerBound))…\(JSONValue.format(range.upperBound))")
        }
        return number
    }

    func number(_ name: String, in range: ClosedRange<Double>) throws(ClientMessageError) -> Double {
        guard let number = try optionalNumber(name, in: range) else { throw .invalidField(type: type, .missingField(name)) }
        return number
    }

    func clientTime() throws(ClientMessageError) -> Double {
        try number("t", in: 0...ClientMessage.maximumClientTime)
    }

    func optionalInteger(_ name: String, in range: ClosedRange<Int>) throws(ClientMessageError) -> Int? {
        guard let number = try optionalNumber(name, in: Double(range.lowerBound)...Double(range.upperBound)) else { return nil }
        guard number.rounded() == number else { throw invalid(name, "is \(JSONValue.format(number)); expected a whole number") }
        return Int(number)
    }

    func string(_ name: String, maximumLength: Int) throws(ClientMessageError) -> String {
        guard let value = value(name) else { throw .invalidField(type: type, .missingField(name)) }
        guard case .string(let text) = value else {
            throw .invalidField(type: type, .wrongType(field: name, expected: "a string", found: value.typeName))
        }
        guard !text.isEmpty, text.count <= maximumLength else { throw invalid(name, "must have 1…\(maximumLength) characters") }
        return text
    }

    func pingID() throws(ClientMessageError) -> ClientMessage.PingID? {
        guard let value = value("id") else { return nil }
        switch value {
        case .number(let number) where number.isFinite: return .number(number)
        case .string(let text) where text.count <= 64: return .string(text)
        default: throw invalid("id", "must be a number or a string of at most 64 characters")
        }
    }

    /// What the socket refuses beyond the events file's rules, so a hostile page cannot hand a
    /// scene absurd values: coordinates and deltas beyond ±`maximumCoordinate`, pointer ids
    /// outside 0…`maximumPointerID`, over-long keys, names and string values, non-finite numbers,
    /// viewport sizes outside `EventSequenceValidator.viewportRange`.
    func checkBounds(of event: SceneEvent) throws(ClientMessageError) {
        func coordinate(_ name: String, _ value: Double) throws(ClientMessageError) {
            guard abs(value) <= ClientMessage.maximumCoordinate else {
                throw invalid(name, "is \(JSONValue.format(value)), outside ±\(JSONValue.format(ClientMessage.maximumCoordinate))")
            }
        }
        func text(_ name: String, _ value: String, _ maximumLength: Int) throws(ClientMessageError) {
            guard !value.isEmpty, value.count <= maximumLength else {
                throw invalid(name, "must have 1…\(maximumLength) characters")
            }
        }
        switch event {
        case .input(.pointer(let p)):
            guard (0...ClientMessage.maximumPointerID).contains(p.id.rawValue) else {
                throw invalid("id", "is \(p.id.rawValue), outside 0…\(ClientMessage.maximumPointerID)")
            }
            try coordinate("x", p.location.x)
            try coordinate("y", p.location.y)
        case .input(.wheel(let w)):
            try coordinate("x", w.location.x)
            try coordinate("y", w.location.y)
            try coordinate("dx", w.dx)
            try coordinate("dy", w.dy)
        case .input(.key(let k)):
            try text("key", k.key, ClientMessage.maximumKeyLength)
        case .action(let name, _):
            try text("name", name, ClientMessage.maximumNameLength)
        case .set(let name, let value, _):
            try text("name", name, ClientMessage.maximumNameLength)
            switch value {
            case .number(let number) where !number.isFinite:
                throw invalid("value", "must be a finite number")
            case .string(let string) where string.count > ClientMessage.maximumStringValueLength:
                throw invalid("value", "is longer than \(ClientMessage.maximumStringValueLength) characters")
            default: break
            }
        case .viewport(let size, _):
            let range = EventSequenceValidator.viewportRange
            for (name, value) in [("width", size.width), ("height", size.height)] where !range.contains(value) {
                throw invalid(name, "is \(JSONValue.format(value)), outside \(JSONValue.format(range.lowerBound))…\(JSONValue.format(range.upperBound))")
            }
        }
    }
}
