import ArgumentParser
import Foundation
import PreviewServer

/// `preview serve`'s TLS options: `--tls` (a self-signed certificate made on first use and kept
/// in the user's configuration folder), or `--tls-cert FILE --tls-key FILE` (one's own).
struct TLSOptions: ParsableArguments {
    @Flag(help: ArgumentHelp(
        "Serve HTTPS and WSS. Without --tls-cert, with a self-signed certificate made on first use and kept in $XDG_CONFIG_HOME/zoetrope/ (~/.config/zoetrope/); its SHA-256 fingerprint is printed at start."
    ))
    var tls = false

    @Option(name: .customLong("tls-cert"), help: ArgumentHelp("A PEM certificate (chain, the server's first) to serve HTTPS with; implies --tls, needs --tls-key.", valueName: "file"))
    var certificateFile: String?

    @Option(name: .customLong("tls-key"), help: ArgumentHelp("The PEM private key (unencrypted) of --tls-cert's certificate.", valueName: "file"))
    var keyFile: String?

    /// Whether the server serves TLS.
    var isEnabled: Bool { tls || certificateFile != nil || keyFile != nil }

    func validate() throws {
        if (certificateFile == nil) != (keyFile == nil) {
            throw ValidationError("--tls-cert and --tls-key go together: pass the certificate and its private key.")
        }
    }

    /// The certificate to serve, and the lines to print about it once the server is ready:
    /// its fingerprint first, then where it is and whether it was made now.
    ///
    /// - Parameters:
    ///   - host: The address the server listens on.
    ///   - additionalHosts: The `--allow-host` names.
    /// - Throws: ``CommandError`` with the setup error's message.
    func identity(host: String, additionalHosts: [String]) throws -> (identity: TLSIdentity, lines: [String]) {
        let names = GeneratedCertificateStore.names(host: host, additionalHosts: additionalHosts)
        do {
            if let certificateFile, let keyFile {
                let identity = try TLSIdentity.load(certificateFile: certificateFile, keyFile: keyFile)
                var lines = ["TLS certificate SHA-256 fingerprint: \(identity.fingerprint)", "  from \(certificateFile)"]
                let missing = names.filter { !identity.covers($0) }
                if !missing.isEmpty {
                    lines.append("  warning: it does not name \(missing.joined(separator: ", ")): browsers using those names will refuse it")
                }
                return (identity, lines)
            }
            let store = try GeneratedCertificateStore.standard()
            let (identity, outcome) = try store.identity(covering: names)
            let made: String
            switch outcome {
            case .reused: made = "reused"
            case .generated(let reason): made = "made now: \(reason)"
            }
            return (identity, [
                "TLS certificate SHA-256 fingerprint: \(identity.fingerprint)",
                "  self-signed for \(identity.names.joined(separator: ", ")), valid until \(Self.day(identity.notValidAfter)) (\(made)); \(store.certificatePath)",
                "  browsers warn until you accept it: check that they show this fingerprint first",
            ])
        } catch {
            throw CommandError("\(error)")
        }
    }

    /// A date as `YYYY-MM-DD` (UTC).
    private static func day(_ date: Date) -> String {
        date.formatted(.iso8601.year().month().day())
    }
}
