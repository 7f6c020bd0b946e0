import Drawing

/// The `reload` message: the session now runs on a new build, its log replayed.
///
/// `{"type":"reload","hello":{…the new hello…},"notes":["…"],"replayMs":12.5,"entries":3600}`:
/// the page resets its frame decoder (the new host's wire encoder starts with an empty path
/// cache), updates the scene's actions and parameters from `hello.scene` if they changed, and
/// shows `notes` — the logged messages the new build refused (a parameter that no longer
/// exists, say), which are all that could not be restored.
struct ReloadNotice: Equatable, Sendable {
    /// The hello the new host sent for the restored session (JSON object).
    var helloJSON: String
    /// Why logged messages were refused, one per refused message.
    var notes: [String]
    /// Milliseconds the replay took, request to answer.
    var replayMilliseconds: Double
    /// Log entries replayed.
    var entries: Int

    /// The message as compact JSON text.
    var json: String {
        var object = JSONText()
        object.string("type", "reload")
        object.raw("hello", helloJSON)
        object.raw("notes", "[" + notes.map { JSONValue.string($0).serialized() }.joined(separator: ",") + "]")
        object.number("replayMs", (replayMilliseconds * 1000).rounded() / 1000)
        object.integer("entries", entries)
        return object.result
    }
}
