/// An events document (docs/events.md) and how error messages name it: the `--events` file
/// ("events file drag.json"), or the events list a `preview mcp` tool call carries.
struct EventsDocument {
    /// How messages name the document, e.g. `events file drag.json`.
    var name: String
    /// The document's JSON text.
    var text: String
}
