import ArgumentParser
import Drawing
import Stage

/// `preview render SCENE --at T`: one frame of a scene, as canonical JSON or SVG.
struct RenderCommand<App: PreviewApp>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "render",
            abstract: "Render one frame of a scene as canonical JSON or SVG.",
            discussion: """
                Replays the events file (if any) on a fresh session and writes the frame at the \
                given time to standard output or --out.

                Example: \(PreviewCommand<App>.executableName) render \(PreviewCommand<App>.exampleSceneID) --at 0.5 --format svg --out frame.svg
                """
        )
    }

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, svg
    }

    @OptionGroup var options: SessionOptions

    @Option(help: "Output format: json (canonical frame JSON) or svg.")
    var format: Format = .json

    @Option(help: ArgumentHelp("Write to this file instead of standard output.", valueName: "FILE"))
    var out: String?

    func run() throws {
        var session = try options.makeSession(in: App.sceneRegistry())
        let frame = session.frame(at: SceneTime(seconds: options.time))
        let text = format == .json ? frame.canonicalJSON() : frame.svgDocument()
        if let out {
            try CommandFiles.write(text, to: out)
        } else {
            print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
        }
    }
}
