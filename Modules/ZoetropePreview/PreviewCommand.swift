import ArgumentParser
import Foundation

/// The root command of a ``PreviewApp``: Zoetrope's command-line front door, for `App`'s scenes.
///
/// Each subcommand lives in its own file (`ListCommand.swift`, …) and stays thin: it parses and
/// validates its arguments, calls into a library module, and prints the result. Commands that
/// run scenes are generic over the app, so the scene list reaches them as a type, not as global
/// state.
struct PreviewCommand<App: PreviewApp>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        let name = executableName
        return CommandConfiguration(
            commandName: name,
            abstract: "Design and test SwiftUI-style animations on Linux, with a live browser preview.",
            discussion: """
                Zoetrope runs animated scenes on a virtual clock and shows them in the browser, or \
                prints exact values and frames for tests and scripts.

                Examples:
                  \(name) list            List the scenes that can be previewed.
                  \(name) list --json     The same, as JSON for scripts.
                  \(name) curve '.easeInOut(duration: 0.35)'
                                          Sample a SwiftUI animation from 0 to 1.
                  \(name) spring 'duration: 0.5, bounce: 0.3'
                                          Show every parameter of a Spring.
                  \(name) serve           Start the live preview at http://127.0.0.1:7070/.
                """,
            version: ZoetropeVersion.current,
            subcommands: [
                ListCommand<App>.self,
                CurveCommand.self,
                SpringCommand.self,
                StateCommand<App>.self,
                RenderCommand<App>.self,
                RecordCommand<App>.self,
                RasterizeCommand.self,
                ServeCommand<App>.self,
                InitCommand.self,
                SceneHostCommand<App>.self,
                MCPCommand<App>.self,
            ]
        )
    }

    /// The first scene's id, for examples in help texts.
    static var exampleSceneID: String { App.scenes.first?.info.id ?? "my-scene" }

    /// The name the executable was started by (`preview`, `Previews`), used in help texts.
    static var executableName: String {
        let name = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? ""
        return name.isEmpty ? "preview" : name
    }
}
