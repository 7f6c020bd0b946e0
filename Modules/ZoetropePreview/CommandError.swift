/// An input error of a `preview` subcommand: ArgumentParser prints it as `Error: <message>` and
/// exits with a non-zero status. Messages say what was wrong and what to do instead.
struct CommandError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) { self.description = description }
}
