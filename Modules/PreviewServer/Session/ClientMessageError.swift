import Drawing
import Stage

/// Why a client message was rejected. ``SessionRejection`` turns it into the text of the
/// socket's `error` message.
///
/// Field problems are the events file's own reasons (`EventsFileError.Reason`), so input
/// messages — events-file event objects read by `EventsFile` — and transport commands name their
/// fields the same way.
public enum ClientMessageError: Error, Hashable, Sendable {
    /// The text is not JSON, nests deeper than 4 levels or repeats a field.
    case invalidJSON(JSONParseError)
    /// The message is not a JSON object; carries the JSON type found (`"array"`, `"string"`…).
    case notAnObject(found: String)
    /// The message has no `type` field.
    case missingType
    /// The `type` field is not a string; carries the JSON type found.
    case typeNotAString(found: String)
    /// No message has this `type`.
    case unknownType(String)
    /// A field of a message of `type` is missing, mistyped, unknown or has a value the socket
    /// does not accept (for input, exactly the events file's reason).
    case invalidField(type: String, EventsFileError.Reason)
    /// A command message has fields it does not know (sorted by name).
    case unknownFields(type: String, names: [String])
}
