import Crypto
import Foundation
import Testing

/// `preview serve --tls` and `--tls-cert/--tls-key` run as a real process, with the
/// configuration folder in a throw-away `XDG_CONFIG_HOME`.
@Suite("preview serve --tls")
struct ServeTLSCommandTests {
    /// A throw-away folder for `XDG_CONFIG_HOME` and test files, and the web root.
    final class Setup: Sendable {
        let base: URL
        let root: URL

        init() throws {
            base = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-serve-tls-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
            root = try ServeCommandTests.makeWebRoot()
        }

        deinit {
            try? FileManager.default.removeItem(at: base)
            try? FileManager.default.removeItem(at: root)
        }

        var environment: [String: String] {
            var environment = ProcessInfo.processInfo.environment
            environment["XDG_CONFIG_HOME"] = base.path
            return environment
        }

        var certificatePath: String { base.path + "/zoetrope/tls-certificate.pem" }
        var keyPath: String { base.path + "/zoetrope/tls-key.pem" }

        /// `preview serve --port 0 --web-root … <arguments>` until its first lines; then SIGTERM.
        func serve(_ arguments: [String], lines: Int = 2) throws -> (lines: [String], standardError: String) {
            let server = try ServerProcess(["serve", "--port", "0", "--web-root", root.path] + arguments, environment: environment)
            let printed = try server.waitForLines(lines, timeout: 30)
            server.signal(SIGTERM)
            #expect(try server.waitForExit(timeout: 15) == 0)
            return (printed, server.standardError)
        }

        /// `preview serve …` expected to fail before listening.
        func fail(_ arguments: [String]) throws -> CommandResult {
            try CommandRunner.run(["serve", "--port", "0", "--web-root", root.path] + arguments, environment: environment)
        }

        /// The SHA-256 fingerprint of a PEM certificate file, computed here from its base64.
        func fingerprint(of path: String) throws -> String {
            let base64 = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("-----") }.joined()
            let der = try #require(Data(base64Encoded: base64))
            return SHA256.hash(data: der).map { String(format: "%02X", $0) }.joined(separator: ":")
        }
    }

    @Test("--tls: an https URL, then the fingerprint of the certificate made in the config folder; the next start reuses it")
    func generatesAndPrintsFingerprint() throws {
        let setup = try Setup()
        let first = try setup.serve(["--tls"], lines: 3)
        #expect(first.lines[0].wholeMatch(of: /Zoetrope preview: https:\/\/127\.0\.0\.1:\d+\//) != nil)
        #expect(first.lines[1] == "TLS certificate SHA-256 fingerprint: \(try setup.fingerprint(of: setup.certificatePath))")
        #expect(first.lines[2].contains("self-signed for localhost, 127.0.0.1, ::1"))
        #expect(first.lines[2].contains("made now: none yet"))
        #expect(first.lines[2].hasSuffix(setup.certificatePath))
        let second = try setup.serve(["--tls"], lines: 3)
        #expect(second.lines[1] == first.lines[1])
        #expect(second.lines[2].contains("(reused)"))
    }

    @Test("--host beyond loopback with --tls: the certificate is made anew to name it, and the warning says the traffic is encrypted")
    func newHost() throws {
        let setup = try Setup()
        let loopback = try setup.serve(["--tls"])
        let wide = try setup.serve(["--tls", "--host", "0.0.0.0", "--allow-host", "desk.local"], lines: 3)
        #expect(wide.lines[1] != loopback.lines[1])
        #expect(wide.lines[1] == "TLS certificate SHA-256 fingerprint: \(try setup.fingerprint(of: setup.certificatePath))")
        #expect(wide.lines[2].contains("self-signed for localhost, 127.0.0.1, ::1, desk.local"))
        #expect(wide.lines[2].contains("made now: it did not name desk.local"))
        #expect(wide.standardError.contains("warning: listening on 0.0.0.0 exposes the preview to your network (over TLS)"))
    }

    @Test("--tls-cert/--tls-key: one's own pair is served and its fingerprint printed")
    func ownCertificate() throws {
        let setup = try Setup()
        _ = try setup.serve(["--tls"])
        let own = setup.base.appendingPathComponent("own")
        try FileManager.default.createDirectory(at: own, withIntermediateDirectories: true)
        let certificate = own.appendingPathComponent("cert.pem").path
        let key = own.appendingPathComponent("key.pem").path
        try FileManager.default.moveItem(atPath: setup.certificatePath, toPath: certificate)
        try FileManager.default.moveItem(atPath: setup.keyPath, toPath: key)
        let served = try setup.serve(["--tls-cert", certificate, "--tls-key", key, "--host", "localhost"])
        #expect(served.lines[0].wholeMatch(of: /Zoetrope preview: https:\/\/localhost:\d+\//) != nil)
        #expect(served.lines[1] == "TLS certificate SHA-256 fingerprint: \(try setup.fingerprint(of: certificate))")
        #expect(!FileManager.default.fileExists(atPath: setup.certificatePath), "nothing is generated")
    }

    @Test("bad input: a clear message on stderr and a non-zero exit status, never a crash", arguments: [
        (["--tls-cert", "/no/such/cert.pem"], "--tls-cert and --tls-key go together"),
        (["--tls-key", "/no/such/key.pem"], "--tls-cert and --tls-key go together"),
        (["--tls-cert", "/no/such/cert.pem", "--tls-key", "/no/such/key.pem"], "cannot read '/no/such/cert.pem': No such file or directory"),
    ])
    func badOptions(arguments: [String], message: String) throws {
        let result = try Setup().fail(arguments)
        #expect(result.status == 64 || result.status == 1, "ArgumentParser's usage or failure status, not a signal")
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test("bad files: not PEM, a key of another certificate, an unwritable config folder")
    func badFiles() throws {
        let setup = try Setup()
        _ = try setup.serve(["--tls"])
        let text = setup.base.appendingPathComponent("notes.txt").path
        try "just text".write(toFile: text, atomically: false, encoding: .utf8)
        let notPEM = try setup.fail(["--tls-cert", text, "--tls-key", setup.keyPath])
        #expect(notPEM.status == 1)
        #expect(notPEM.stderr.contains("'\(text)' is not a PEM file with a certificate"))

        let other = try Setup()
        _ = try other.serve(["--tls"])
        let mismatch = try setup.fail(["--tls-cert", setup.certificatePath, "--tls-key", other.keyPath])
        #expect(mismatch.status == 1)
        #expect(mismatch.stderr.contains("the private key in '\(other.keyPath)' does not belong to the certificate in '\(setup.certificatePath)'"))

        var environment = setup.environment
        environment["XDG_CONFIG_HOME"] = text + "/config"
        let unwritable = try CommandRunner.run(["serve", "--port", "0", "--web-root", setup.root.path, "--tls"], environment: environment)
        #expect(unwritable.status == 1)
        #expect(unwritable.stderr.contains("cannot write '\(text)': not a folder"))
    }
}
