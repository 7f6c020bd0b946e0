import Foundation

/// Runs the built `preview` executable the way a user does, capturing its output.
///
/// The test bundle and the executable are built into the same products folder, so the binary is
/// found next to the running test process.
struct CommandResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

enum CommandRunner {
    static var executableURL: URL { productURL("preview") }

    /// The `preview` of a package that lists a ZoetropeUI view (`tap-probe`) beside a scene
    /// (`orbit`): Tests/ViewPreviewsFixture.
    static var viewPreviewsURL: URL { productURL("zoetrope-view-previews") }

    /// The built executable `name` of the products folder.
    static func productURL(_ name: String) -> URL {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // On Linux the runner lives in `<products>/<Package>PackageTests.xctest` or beside it.
        for _ in 0..<3 {
            let candidate = dir.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent(name)
    }

    /// - Parameters:
    ///   - environment: Replaces the inherited environment when given.
    ///   - folder: The working directory (default: the test's).
    ///   - executable: The executable (default: Zoetrope's `preview`).
    static func run(_ arguments: [String], environment: [String: String]? = nil, in folder: URL? = nil,
                    executable: URL = executableURL) throws -> CommandResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let folder { process.currentDirectoryURL = folder }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandResult(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}
