import Drawing
import Foundation
import MCP

/// The preview's Model Context Protocol server over stdio (newline-delimited JSON-RPC on
/// standard input and output), built on the official Swift SDK.
///
/// It answers `initialize`, `tools/list` and `tools/call` for the given tools. A call of a
/// tool that does not exist is a JSON-RPC error (-32602, invalid params) naming the tools; a
/// call the tool refuses (bad arguments, as the command line would refuse them) is a tool
/// result with `isError: true` whose text is the command line's message; a line that is not
/// JSON-RPC is answered with a parse error (-32700). Nothing else is written to standard
/// output: logs, if any, go to standard error.
public enum PreviewMCPServer {
    /// Serves `tools` until standard input closes.
    ///
    /// - Parameters:
    ///   - name: The server's name in `initialize`'s answer, e.g. `preview`.
    ///   - version: The server's version, e.g. Zoetrope's.
    ///   - instructions: Text the client may show the model: what the server is for.
    ///   - tools: The tools, in the order `tools/list` gives them; names must be unique.
    public static func serve(name: String, version: String, instructions: String, tools: [PreviewTool]) async throws {
        let server = makeServer(name: name, version: version, instructions: instructions, tools: tools)
        await registerHandlers(on: server, tools: tools)
        try await server.start(transport: DrainingTransport())
        await server.waitUntilCompleted()
        await server.stop()
    }

    static func makeServer(name: String, version: String, instructions: String, tools: [PreviewTool]) -> Server {
        Server(
            name: name, version: version, instructions: instructions,
            capabilities: .init(tools: .init(listChanged: false)))
    }

    static func registerHandlers(on server: Server, tools: [PreviewTool]) async {
        let listed = tools.map {
            Tool(name: $0.name, description: $0.description, inputSchema: JSONValueBridge.value(from: $0.inputSchema))
        }
        let byName = Dictionary(uniqueKeysWithValues: tools.map { ($0.name, $0) })
        await server.withMethodHandler(ListTools.self) { _ in
            ListTools.Result(tools: listed)
        }
        await server.withMethodHandler(CallTool.self) { params in
            guard let tool = byName[params.name] else {
                throw MCPError.invalidParams(
                    "unknown tool \"\(params.name)\"; the tools are: " + tools.map(\.name).joined(separator: ", "))
            }
            return answer(tool, arguments: params.arguments ?? [:])
        }
    }

    /// The result of calling `tool`: its content, or its error's message with `isError: true`.
    static func answer(_ tool: PreviewTool, arguments: [String: Value]) -> CallTool.Result {
        do throws(PreviewToolError) {
            var converted: [String: JSONValue] = [:]
            for (key, value) in arguments { converted[key] = try JSONValueBridge.json(from: value) }
            let content = try tool.call(converted)
            return CallTool.Result(content: content.map(toolContent), isError: false)
        } catch {
            return CallTool.Result(content: [.text(text: error.message, annotations: nil, _meta: nil)], isError: true)
        }
    }

    static func toolContent(_ content: PreviewToolContent) -> Tool.Content {
        switch content {
        case .text(let text): return .text(text: text, annotations: nil, _meta: nil)
        case .png(let bytes): return .image(data: Data(bytes).base64EncodedString(), mimeType: "image/png", annotations: nil, _meta: nil)
        }
    }
}
