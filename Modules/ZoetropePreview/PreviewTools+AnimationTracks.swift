import Drawing
import PreviewMCP

extension PreviewTools {
    /// `animation_tracks`: what `preview state SCENE --at T --animations --json` prints.
    static var animationTracks: PreviewTool {
        PreviewTool(
            name: "animation_tracks",
            description: """
                A scene's animated properties at a time, after replaying an events list: the JSON \
                `preview state SCENE --at T --animations --json` prints (the page's Animations \
                panel reads the same), {"time" (seconds), "properties": [{"path" (the Swift \
                property path, e.g. "ball.offsetY", "rows[3].offset"), "type" (e.g. "Double", \
                "Point"), "value" (the presented value's numbers)}]}; a property with running \
                animations also has "model" (where it is going), "velocity" (units per second) \
                and "animations": [{"animation" (SwiftUI source, e.g. ".spring(response: 0.55, \
                dampingFraction: 0.825)"), "start", "end" (scene seconds; null: never ends)}]. \
                \(conventions)
                """,
            inputSchema: schema(sessionProperties, required: ["at"]),
            call: { arguments throws(PreviewToolError) in
                let args = try ToolArguments(tool: "animation_tracks", arguments, allowed: sessionProperties.keys.sorted())
                let (argv, inline) = try sessionArguments(args)
                return [.text(try run { try StateCommand<App>.animationsOutput(SessionOptions.parse(argv), json: true, events: inline) })]
            })
    }
}
