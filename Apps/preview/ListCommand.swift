import ArgumentParser

/// `preview list`: the scenes this build can run.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the scenes that can be previewed.",
        discussion: """
            Prints one line per scene: its id (what `preview serve` and `preview render` take), \
            its title and a one-line summary. With --json, prints {"scenes": [...]} instead.
            """
    )

    @Flag(name: .long, help: "Print the scene list as a JSON document.")
    var json = false

    func run() throws {
        // The scene registry arrives with the Stage module; until then the list is empty.
        if json {
            print(#"{"scenes":[]}"#)
        } else {
            print("No scenes are registered in this build.")
        }
    }
}
