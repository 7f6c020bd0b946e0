import Foundation
import Testing

/// Text snapshots with references in `__Snapshots__/<suite file>/<name>` beside the test file
/// (the swift-snapshot-testing layout, without its dependency).
///
/// A snapshot matches when the text equals the reference exactly. Run with `ZOETROPE_RECORD=1`
/// to write the references instead: recording always records an issue, so a recording run
/// fails and nothing is recorded silently. A missing reference fails with the command to record
/// it.
public enum Snapshot {
    /// Whether this run records references (`ZOETROPE_RECORD=1`).
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["ZOETROPE_RECORD"] == "1" }

    /// Compares `text` with the reference `name` for the test file `filePath`.
    public static func assertMatches(
        _ text: String, named name: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let file = URL(fileURLWithPath: filePath)
        let directory = file.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__")
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
        let reference = directory.appendingPathComponent(name)
        if isRecording {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: reference)
                Issue.record("Recorded snapshot \(name); run again without ZOETROPE_RECORD to compare.",
                             sourceLocation: sourceLocation)
            } catch {
                Issue.record("Could not record snapshot \(name): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: reference.path) else {
            Issue.record("No reference for snapshot \(name) at \(reference.path); run with ZOETROPE_RECORD=1 to record it.",
                         sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard expected != text else { return }
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
        let was = line < a.count ? String(a[line]) : "<end>"
        let now = line < b.count ? String(b[line]) : "<end>"
        Issue.record("""
            Snapshot \(name) differs at line \(line + 1) (\(a.count) lines expected, \(b.count) found):
              expected: \(was.prefix(300))
              found:    \(now.prefix(300))
            Rerun with ZOETROPE_RECORD=1 if the change is intended.
            """, sourceLocation: sourceLocation)
    }
}
