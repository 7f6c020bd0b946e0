import Drawing

/// One tool of the preview's MCP server: its name, what it does (with units and coordinates,
/// for an agent that reads only this), the JSON Schema of its arguments, and the function that
/// answers a call.
///
/// The functions are the command line's own code paths (module ZoetropePreview builds the
/// tools), so a tool answers exactly what the matching `preview` command prints.
public struct PreviewTool: Sendable {
    /// The tool's name, e.g. `scene_state`.
    public var name: String
    /// What the tool does and returns, with units (seconds, points, radians) and the
    /// coordinate convention (origin top-left, y down).
    public var description: String
    /// A JSON Schema object describing the arguments.
    public var inputSchema: JSONValue
    /// Answers a call with the given arguments (JSON values by name).
    ///
    /// - Throws: ``PreviewToolError`` with the command line's message when the arguments are
    ///   refused or the work fails.
    public var call: @Sendable (_ arguments: [String: JSONValue]) throws(PreviewToolError) -> [PreviewToolContent]

    /// A tool.
    public init(
        name: String, description: String, inputSchema: JSONValue,
        call: @escaping @Sendable (_ arguments: [String: JSONValue]) throws(PreviewToolError) -> [PreviewToolContent]
    ) {
        self.name = name
        self.description = description
        self.inputSchema = inputSchema
        self.call = call
    }
}
