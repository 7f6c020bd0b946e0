import ArgumentParser

/// The `preview` command: Zoetrope's command-line front door.
///
/// Each subcommand lives in its own file (`ListCommand.swift`, …) and stays thin: it parses and
/// validates its arguments, calls into a library module, and prints the result.
@main
struct Preview: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Design and test SwiftUI-style animations on Linux, with a live browser preview.",
        discussion: """
            Zoetrope runs animated scenes on a virtual clock and shows them in the browser, or \
            prints exact values and frames for tests and scripts.

            Examples:
              preview list            List the scenes that can be previewed.
              preview list --json     The same, as JSON for scripts.
              preview curve '.easeInOut(duration: 0.35)'
                                      Sample a SwiftUI animation from 0 to 1.
              preview spring 'duration: 0.5, bounce: 0.3'
                                      Show every parameter of a Spring.
              preview serve           Start the live preview at http://127.0.0.1:7070/.
            """,
        version: ZoetropeVersion.current,
        subcommands: [
            ListCommand.self,
            CurveCommand.self,
            SpringCommand.self,
            StateCommand.self,
            RenderCommand.self,
            ServeCommand.self,
        ]
    )
}
