/// One compiler message about a place in a source file, with a few lines of source around it.
public struct Diagnostic: Equatable, Hashable, Sendable {
    /// How serious the message is.
    public enum Severity: String, Equatable, Hashable, Sendable {
        case error, warning, note
    }

    /// One line of source shown with the message.
    public struct SourceLine: Equatable, Hashable, Sendable {
        /// The 1-based line number.
        public var number: Int
        /// The line's text without its line break.
        public var text: String

        /// Creates a source line.
        public init(number: Int, text: String) {
            self.number = number
            self.text = text
        }
    }

    /// The file's absolute path, as the compiler printed it.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    public var column: Int
    /// Error, warning or note.
    public var severity: Severity
    /// The compiler's message.
    public var message: String
    /// Lines around ``line`` (empty when the file could not be read).
    public var source: [SourceLine]

    /// Creates a diagnostic.
    public init(file: String, line: Int, column: Int, severity: Severity, message: String, source: [SourceLine] = []) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
        self.source = source
    }

    /// The diagnostic as a terminal shows it: `file:line:column: error: message`, then the
    /// source lines numbered, with a caret under the column.
    public var terminalText: String {
        var text = "\(file):\(line):\(column): \(severity.rawValue): \(message)"
        let width = String(source.last?.number ?? line).count
        for sourceLine in source {
            let number = String(sourceLine.number)
            let gutter = String(repeating: " ", count: width - number.count) + number
            text += "\n" + (sourceLine.number == line ? " > " : "   ") + gutter + " | " + sourceLine.text
            if sourceLine.number == line {
                text += "\n   " + String(repeating: " ", count: width) + " | " + String(repeating: " ", count: max(0, column - 1)) + "^"
            }
        }
        return text
    }
}
