import ArgumentParser
import PreviewMCP

/// `preview mcp`: the preview's tools for a coding agent, as a Model Context Protocol server on
/// standard input and output.
struct MCPCommand<App: PreviewApp>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "mcp",
            abstract: "Serve the preview's tools to a coding agent (Model Context Protocol over stdio).",
            discussion: """
                Reads JSON-RPC messages from standard input, one a line, and answers on standard \
                output, until standard input closes. Tools: list_scenes, scene_state, \
                animation_tracks, render_frame (SVG, PNG or frame JSON), sample_curve and spring; \
                each answers exactly what the matching command prints (`list --json`, `state`, \
                `state --animations --json`, `render`, `curve --json`, `spring --json`) and refuses bad arguments with the command's \
                message. The only file a tool reads is an events file inside the package (the \
                working directory).

                Register it with an agent from the package folder, e.g.:
                  claude mcp add zoetrope -- swift run \(PreviewCommand<App>.executableName) mcp
                """
        )
    }

    func run() async throws {
        try await PreviewMCPServer.serve(
            name: PreviewCommand<App>.executableName,
            version: ZoetropeVersion.current,
            instructions: """
                Zoetrope's preview of SwiftUI-style animated scenes on Linux. Call list_scenes \
                first; scene_state and render_frame replay an events list (drags, taps, actions, \
                parameter changes) on a fresh session and answer at a scene time. \
                \(PreviewTools<App>.conventions)
                """,
            tools: PreviewTools<App>.all)
    }
}
