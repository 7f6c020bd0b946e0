/// Finds compiler diagnostics in `swift build` output: lines of the form
/// `/path/File.swift:12:7: error: message` (the Swift compiler's and clang's form).
public enum DiagnosticParser {
    /// The diagnostics in `output`, in order, without repeats (SwiftPM may print a diagnostic
    /// once per compile job), with no source lines attached.
    ///
    /// - Parameters:
    ///   - output: `swift build`'s standard output and error.
    ///   - severities: Which to keep (errors and warnings by default; notes follow their error).
    public static func parse(_ output: String, keeping severities: Set<Diagnostic.Severity> = [.error, .warning]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        var result: [Diagnostic] = []
        for line in output.split(whereSeparator: \.isNewline) {
            guard let diagnostic = parse(line: String(line)), severities.contains(diagnostic.severity) else { continue }
            if seen.insert(diagnostic).inserted { result.append(diagnostic) }
        }
        return result
    }

    /// One diagnostic line, or `nil` if the line is not one.
    public static func parse(line: String) -> Diagnostic? {
        for severity in [Diagnostic.Severity.error, .warning, .note] {
            guard let marker = line.range(of: ": \(severity.rawValue): ") else { continue }
            let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3,
                  let column = Int(location[location.count - 1]), let number = Int(location[location.count - 2]),
                  column > 0, number > 0 else { continue }
            let file = location.dropLast(2).joined(separator: ":")
            guard !file.isEmpty, !file.contains(" ") || file.hasPrefix("/") else { continue }
            return Diagnostic(file: file, line: number, column: column, severity: severity, message: String(line[marker.upperBound...]))
        }
        return nil
    }

    /// `diagnostic` with the lines `line − context … line + context` of `fileText` attached.
    public static func attachingSource(to diagnostic: Diagnostic, fileText: String, context: Int = 2) -> Diagnostic {
        let lines = fileText.split(separator: "\n", omittingEmptySubsequences: false)
        let first = max(1, diagnostic.line - context)
        let last = min(lines.count, diagnostic.line + context)
        var result = diagnostic
        result.source = first <= last ? (first...last).map { Diagnostic.SourceLine(number: $0, text: String(lines[$0 - 1])) } : []
        return result
    }
}
