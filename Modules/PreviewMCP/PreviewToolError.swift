/// A refused or failed tool call: the message is the one the command line prints after
/// `Error: ` for the same input. The server answers it as a tool result with `isError: true`,
/// so that the agent reads it and can correct its call.
public struct PreviewToolError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong and what to do instead.
    public var message: String

    /// An error with the given message.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
