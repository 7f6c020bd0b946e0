import Foundation
import Testing

/// Reads and (in record mode) writes the golden vectors in `Tests/Fixtures/protocol/`.
enum Fixtures {
    /// `Tests/Fixtures/protocol/`, found from this source file's path.
    static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // DrawingTests
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("Fixtures/protocol", isDirectory: true)

    /// Whether the run records fixtures instead of checking them (`ZOETROPE_RECORD=1`).
    static var isRecording: Bool { ProcessInfo.processInfo.environment["ZOETROPE_RECORD"] == "1" }

    static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url(name)))
    }

    static func text(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: url(name)), as: UTF8.self)
    }

    static func write(_ bytes: [UInt8], _ name: String) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(bytes).write(to: url(name))
    }
}
