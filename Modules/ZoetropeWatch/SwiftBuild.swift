import Foundation

/// Runs `swift build` for one product of a package and reports what happened.
///
/// Incremental: SwiftPM recompiles only the modules whose sources changed (and relinks), so a
/// change to one scene costs that module, its dependents and the link. The same extra flags as
/// the running build must be passed (e.g. `-Xswiftc -warnings-as-errors`), or SwiftPM rebuilds
/// everything once with the new flags.
public struct SwiftBuild: Sendable {
    /// The package's folder.
    public var packagePath: String
    /// The executable product to build (`preview`, `Previews`).
    public var product: String
    /// Extra `swift build` arguments, e.g. `--scratch-path /x/.build` or `-Xswiftc -warnings-as-errors`.
    public var arguments: [String]

    /// Describes a build.
    public init(packagePath: String, product: String, arguments: [String] = []) {
        self.packagePath = packagePath
        self.product = product
        self.arguments = arguments
    }

    /// What one build did.
    public struct Result: Sendable {
        /// Whether `swift build` exited with status 0.
        public var succeeded: Bool
        /// Wall-clock seconds the build took.
        public var seconds: Double
        /// Standard output and error, interleaved.
        public var output: String
        /// The errors and warnings in ``output``, with source lines attached.
        public var diagnostics: [Diagnostic]
    }

    /// Builds the product; blocks until `swift build` exits.
    public func run() -> Result {
        let started = ContinuousClock.now
        let (status, output) = Self.execute(["build", "--package-path", packagePath, "--product", product] + arguments)
        let elapsed = ContinuousClock.now - started
        let diagnostics = DiagnosticParser.parse(output).map { diagnostic in
            guard let text = try? String(contentsOfFile: diagnostic.file, encoding: .utf8) else { return diagnostic }
            return DiagnosticParser.attachingSource(to: diagnostic, fileText: text)
        }
        return Result(
            succeeded: status == 0,
            seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18,
            output: output,
            diagnostics: diagnostics
        )
    }

    /// The path of the built executable (`swift build --show-bin-path` + product), or `nil` if
    /// SwiftPM cannot say.
    public func executablePath() -> String? {
        let (status, output) = Self.execute(["build", "--package-path", packagePath, "--show-bin-path"] + arguments)
        guard status == 0, let folder = output.split(whereSeparator: \.isNewline).last else { return nil }
        return folder.trimmingCharacters(in: .whitespaces) + "/" + product
    }

    private static func execute(_ arguments: [String]) -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return (-1, "cannot run swift: \(error)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
