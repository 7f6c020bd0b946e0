/// Why a piece of SwiftUI source could not be read as an animation, spring or unit curve: the
/// column where reading stopped, what was expected there, and what was found instead.
public struct AnimationExpressionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based column (in characters) of the offending text.
    public var column: Int
    /// What the reader expected at `column`, e.g. "a number" or "`duration:` or `)`".
    public var expected: String
    /// What it found there, e.g. "`durration:`" or "end of input".
    public var found: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - column: The 1-based column of the offending text.
    ///   - expected: What was expected there.
    ///   - found: What was found instead.
    public init(column: Int, expected: String, found: String) {
        self.column = column
        self.expected = expected
        self.found = found
    }

    /// `column 21: expected a number, found `)``.
    public var description: String {
        "column \(column): expected \(expected), found \(found)"
    }

    /// The error's description followed by `source` and a caret under the offending column,
    /// for command-line messages.
    ///
    /// - Parameter source: The text that was parsed.
    public func pointing(into source: String) -> String {
        let caret = String(repeating: " ", count: Swift.max(0, column - 1)) + "^"
        return "\(description)\n  \(source)\n  \(caret)"
    }

    /// The same error with its column moved right by `offset` (for text embedded in a longer
    /// argument).
    public func shifted(by offset: Int) -> AnimationExpressionError {
        AnimationExpressionError(column: column + offset, expected: expected, found: found)
    }
}
