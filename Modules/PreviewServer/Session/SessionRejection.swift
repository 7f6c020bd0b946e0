import Stage

/// Why a session answered a client message with an `error` message — the one place where the
/// socket's errors become the text the page shows (the HTTP side's is ``ErrorResponse``).
public enum SessionRejection: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message could not be decoded.
    case invalidMessage(ClientMessageError)
    /// The scene session refused a decoded message.
    case refused(LiveSceneError)
    /// A binary message (clients speak JSON text).
    case binaryMessage
    /// A message larger than the limit.
    case oversized(byteCount: Int, limit: Int)
    /// Not a refusal but a notice: the session used more than its share of the CPU (`share`
    /// of one core), so its replies are being delayed.
    case throttled(share: Double)
    /// The scene host of `serve --watch` refused a request: a scene missing from this build, a
    /// session it does not have, a request it could not read. The text says which.
    case sceneHost(String)
    /// The session cannot describe its animations (a scene session that is not a Stage one).
    case inspectionUnavailable
    /// An Animations panel reply would be longer than the cap (``InspectionRequest/maximumReplyBytes``):
    /// `byteCount` is its length, or a lower bound when it was refused before being made.
    case inspectionTooLarge(byteCount: Int, limit: Int)
    /// Not a refusal but a notice, sent once: the session's log holds `limit` input events
    /// (``SessionLimits/maximumLoggedEvents``), so further input is ignored.
    case logFull(limit: Int)

    /// The text of the `error` message.
    public var description: String {
        switch self {
        case .invalidMessage(let error): Self.text(error)
        case .refused(let error): Self.text(error)
        case .binaryMessage: "binary messages are not accepted; send JSON text messages"
        case .oversized(let count, let limit): "the message has \(count) bytes; the limit is \(limit)"
        case .throttled(let share):
            "this session asks for more scene work than its share of the server (\(Int((share * 100).rounded()))% of a core; "
                + "seeking far ahead simulates everything up to the target), so its replies are delayed; other sessions are not"
        case .sceneHost(let text): text
        case .inspectionUnavailable: "this session cannot describe its animations"
        case .inspectionTooLarge(let count, let limit):
            "the Animations panel's reply would have at least \(count) bytes; the limit is \(limit) (ask for fewer samples)"
        case .logFull(let limit):
            "this session has recorded \(limit) input events, as many as a session keeps, so further input is ignored; "
                + "everything recorded stays (seeking, exports and reloads replay it). Reload the page for a new session, "
                + "or seek back: input there replaces the recorded future and makes room"
        }
    }

    private static func text(_ error: ClientMessageError) -> String {
        switch error {
        case .invalidJSON(let error):
            "the message is not valid JSON (or nests deeper than 4 levels, or repeats a field): "
                + "\(error.message) at line \(error.line), column \(error.column)"
        case .notAnObject(let found): "the message is a JSON \(found); expected an object with a \"type\""
        case .missingType: "the message has no \"type\" field"
        case .typeNotAString(let found): "the \"type\" field is a JSON \(found); expected a string"
        case .unknownType(let type):
            "unknown message type \"\(shortened(type))\"; known types: \(ClientMessage.typeNames.joined(separator: ", "))"
        case .invalidField(let type, let reason): "\(type): \(EventsFileError(reason: reason).description)"
        case .unknownFields(let type, let names):
            "\(type): unknown field \"\(shortened(names.first ?? ""))\""
                + (names.count > 1 ? " and \(names.count - 1) more" : "")
                + "; allowed fields: \(ClientMessage.fields(of: type).sorted().map { "\"\($0)\"" }.joined(separator: ", "))"
        }
    }

    private static func text(_ error: LiveSceneError) -> String {
        switch error {
        case .eventRefused(let error): error.description
        case .commandRefused(let error): error.description
        case .frameFailed(let error): "the scene could not draw a frame: \(error)"
        }
    }

    /// Keeps echoed client text short.
    private static func shortened(_ text: String) -> String {
        text.count > 32 ? String(text.prefix(32)) + "…" : text
    }
}
