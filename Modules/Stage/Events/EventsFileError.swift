import Drawing

/// Why an events file was rejected, and which event (if any) is at fault.
public struct EventsFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public enum Reason: Error, Hashable, Sendable {
        /// The text is not JSON.
        case invalidJSON(JSONParseError)
        /// The document is not an object; carries the JSON type found.
        case documentNotAnObject(found: String)
        /// The document has no `events` member.
        case missingEvents
        /// The document has a member other than `events` and the header's.
        case unknownTopLevelKey(String)
        /// A header member (`scene`, `seed`, `viewport`, `parameters`) is malformed.
        case invalidHeader(field: String, reason: String)
        /// `events` is not an array.
        case eventsNotAnArray(found: String)
        /// An event is not an object.
        case eventNotAnObject(found: String)
        /// A required field is missing.
        case missingField(String)
        /// A field has the wrong JSON type.
        case wrongType(field: String, expected: String, found: String)
        /// A field this event type does not have (catches typos such as `"dX"`).
        case unknownField(field: String, type: String)
        /// The `type` names no event type.
        case unknownEventType(String)
        /// A field has a value of the right type that is not allowed.
        case invalidValue(field: String, reason: String)
        /// The event breaks a rule of event logs (time order, pointer ids, NaN, viewport size).
        case sequence(EventSequenceError)
    }

    /// The 0-based index of the offending event in `events`, or nil for document-level errors.
    public var index: Int?
    /// The event's time when it could be read.
    public var time: Double?
    /// The event's type when it could be read.
    public var type: String?
    /// What was wrong.
    public var reason: Reason

    /// Creates an error.
    public init(index: Int? = nil, time: Double? = nil, type: String? = nil, reason: Reason) {
        self.index = index
        self.time = time
        self.type = type
        self.reason = reason
    }

    public var description: String {
        var where_ = ""
        if let index {
            var details: [String] = []
            if let time { details.append("t = \(JSONValue.format(time))") }
            if let type { details.append(type) }
            where_ = "event \(index)" + (details.isEmpty ? "" : " (" + details.joined(separator: ", ") + ")") + ": "
        }
        return where_ + reasonText
    }

    private var reasonText: String {
        switch reason {
        case .invalidJSON(let e): return e.description
        case .documentNotAnObject(let found):
            return "the document is a JSON \(found); expected an object like {\"events\": [...]}"
        case .missingEvents: return "the document has no \"events\" array; expected {\"events\": [...]}"
        case .unknownTopLevelKey(let key):
            return "unknown top-level key \"\(key)\"; the document has \"events\" and optionally \"scene\", \"seed\", \"viewport\", \"parameters\""
        case .invalidHeader(let field, let reason): return "\"\(field)\" \(reason)"
        case .eventsNotAnArray(let found): return "\"events\" is a JSON \(found); expected an array of events"
        case .eventNotAnObject(let found): return "the event is a JSON \(found); expected an object"
        case .missingField(let field): return "missing field \"\(field)\""
        case .wrongType(let field, let expected, let found):
            return "field \"\(field)\" is a JSON \(found); expected \(expected)"
        case .unknownField(let field, let type):
            let allowed = EventsFile.fields(of: type).sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            return "unknown field \"\(field)\" for a \(type) event; allowed fields: \(allowed)"
        case .unknownEventType(let type):
            let known = EventsFile.eventTypes.map { "\"\($0)\"" }.joined(separator: ", ")
            return "unknown event type \"\(type)\"; expected one of \(known)"
        case .invalidValue(let field, let reason): return "field \"\(field)\" \(reason)"
        case .sequence(let e): return e.description
        }
    }
}
