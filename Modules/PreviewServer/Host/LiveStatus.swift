import Drawing
import ZoetropeWatch

/// What the page's build indicator, compile-error overlay and crash notice show: the latest
/// build and the scene host's health, sent to every session as a `live` message when it changes.
public struct LiveStatus: Equatable, Sendable {
    /// The latest build.
    public enum Build: Equatable, Sendable {
        /// No build since the server started (it runs the scenes it was started with).
        case idle
        /// `swift build` is running.
        case building
        /// The latest build succeeded after this many seconds and its scenes run.
        case built(seconds: Double)
        /// The latest build failed after this many seconds; the previous good build keeps running.
        case failed(seconds: Double, diagnostics: [Diagnostic])
    }

    /// The scene host.
    public enum Host: Equatable, Sendable {
        /// Running scenes.
        case running
        /// Stopped: crashed, exited or killed; the next good build starts a new one.
        case crashed(HostFailure)
    }

    /// The latest build.
    public var build: Build = .idle
    /// The scene host.
    public var host: Host = .running

    /// The `live` message: `{"type":"live","build":{…},"host":{…}}` (see
    /// `docs/session-protocol.md`).
    public var json: String {
        var object = JSONText()
        object.string("type", "live")
        var build = JSONText()
        switch self.build {
        case .idle:
            build.string("state", "idle")
        case .building:
            build.string("state", "building")
        case .built(let seconds):
            build.string("state", "built")
            build.number("seconds", (seconds * 10).rounded() / 10)
        case .failed(let seconds, let diagnostics):
            build.string("state", "failed")
            build.number("seconds", (seconds * 10).rounded() / 10)
            build.raw("diagnostics", "[" + diagnostics.map(Self.json).joined(separator: ",") + "]")
        }
        object.raw("build", build.result)
        var host = JSONText()
        switch self.host {
        case .running:
            host.string("state", "running")
        case .crashed(let failure):
            host.string("state", "crashed")
            host.string("message", failure.message)
            host.raw("stderr", "[" + failure.stderrTail.map { JSONValue.string($0).serialized() }.joined(separator: ",") + "]")
        }
        object.raw("host", host.result)
        return object.result
    }

    private static func json(_ diagnostic: Diagnostic) -> String {
        var object = JSONText()
        object.string("file", diagnostic.file)
        object.integer("line", diagnostic.line)
        object.integer("column", diagnostic.column)
        object.string("severity", diagnostic.severity.rawValue)
        object.string("message", diagnostic.message)
        let lines = diagnostic.source.map { line in
            var entry = JSONText()
            entry.integer("line", line.number)
            entry.string("text", line.text)
            return entry.result
        }
        object.raw("source", "[" + lines.joined(separator: ",") + "]")
        return object.result
    }
}
