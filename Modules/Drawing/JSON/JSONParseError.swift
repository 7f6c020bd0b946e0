/// Why a text is not a JSON document, and where.
///
/// Thrown by `JSONValue.parse(_:maximumDepth:)` and `JSONValue.parse(utf8:maximumDepth:)`.
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// 1-based line of the problem (lines are counted at `\n` bytes).
    public var line: Int
    /// 1-based column (in UTF-8 bytes) of the problem.
    public var column: Int
    /// What was wrong, e.g. "expected ',' or '}' after an object member".
    public var message: String

    /// Creates an error at a position.
    ///
    /// - Parameters:
    ///   - line: 1-based line.
    ///   - column: 1-based column in UTF-8 bytes.
    ///   - message: What was wrong.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// One line: `invalid JSON at line L, column C: message`.
    public var description: String { "invalid JSON at line \(line), column \(column): \(message)" }
}
