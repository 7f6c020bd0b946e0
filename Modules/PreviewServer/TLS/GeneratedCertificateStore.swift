import Foundation

/// Where `preview serve --tls` keeps the certificate it generates, and the rules for reusing
/// it: `tls-certificate.pem` (mode 0644) and `tls-key.pem` (0600) in a folder of mode 0700,
/// `$XDG_CONFIG_HOME/zoetrope/` or `~/.config/zoetrope/` by default.
///
/// The stored pair is reused while it is valid for at least another day and names every host
/// the server answers to; otherwise (none yet, expired, a new `--host`, files that no longer
/// match) a new one is made in its place, which changes the fingerprint.
public struct GeneratedCertificateStore: Sendable {
    /// The folder holding the certificate and key.
    public let folder: String

    /// The certificate file.
    public var certificatePath: String { folder + "/tls-certificate.pem" }

    /// The private key file.
    public var keyPath: String { folder + "/tls-key.pem" }

    /// How long before its end a stored certificate is replaced: 1 day, in seconds.
    public static let renewalMargin: TimeInterval = 86_400

    /// What ``identity(covering:now:)`` did.
    public enum Outcome: Equatable, Sendable {
        /// The stored certificate was used as it is.
        case reused
        /// A new certificate was made; `reason` says why, e.g. `none yet`, `it expired`.
        case generated(reason: String)
    }

    /// A store in `folder`.
    public init(folder: String) {
        self.folder = folder
    }

    /// The store in the user's configuration folder: `$XDG_CONFIG_HOME/zoetrope` when that
    /// variable holds an absolute path, else `$HOME/.config/zoetrope`.
    ///
    /// - Parameter environment: The process environment.
    /// - Throws: ``TLSSetupError/noConfigFolder`` when neither variable names an absolute folder.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) throws(TLSSetupError) -> GeneratedCertificateStore {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return GeneratedCertificateStore(folder: config + "/zoetrope")
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return GeneratedCertificateStore(folder: (home == "/" ? "" : home) + "/.config/zoetrope")
        }
        throw .noConfigFolder
    }

    /// The names a server's certificate must cover: every host name its ``HostAllowList``
    /// accepts (`localhost`, `127.0.0.1`, `::1`, the bound host unless a wildcard, the
    /// `--allow-host` names), IPv6 addresses without brackets.
    ///
    /// - Parameters:
    ///   - host: The address or name the server listens on.
    ///   - additionalHosts: Further names browsers may use.
    public static func names(host: String, additionalHosts: [String]) -> [String] {
        let loopback = ["localhost", "127.0.0.1", "::1"]
        let others = HostAllowList(boundHost: host, additionalNames: additionalHosts).names
            .map(IPAddressText.normalized)
            .filter { !loopback.contains($0) }
        return loopback + Set(others).sorted()
    }

    /// The stored identity if it can serve `names` at `now`, else a new one (stored in its place).
    ///
    /// - Parameters:
    ///   - names: Host names and addresses the certificate must cover (``names(host:additionalHosts:)``).
    ///   - now: The current time.
    /// - Returns: The identity and whether it was reused or made now (and why).
    /// - Throws: ``TLSSetupError`` when the folder cannot be made or written, a stored file
    ///   cannot be read, or the stored key may be read by other users.
    public func identity(covering names: [String], now: Date = Date()) throws(TLSSetupError) -> (identity: TLSIdentity, outcome: Outcome) {
        try TLSFile.makeFolder(folder, mode: 0o700)
        let reason: String
        if TLSFile.exists(certificatePath) && TLSFile.exists(keyPath) {
            if let mode = TLSFile.mode(keyPath), mode & 0o077 != 0 { throw .keyReadableByOthers(path: keyPath, mode: mode) }
            do {
                let stored = try TLSIdentity.load(certificateFile: certificatePath, keyFile: keyPath)
                if let problem = Self.problem(with: stored, names: names, now: now) {
                    reason = problem
                } else {
                    return (stored, .reused)
                }
            } catch .cannotRead(let path, let why) {
                throw .cannotRead(path: path, reason: why)
            } catch {
                reason = "the stored one could not be used (\(error))"
            }
        } else {
            reason = "none yet"
        }
        let made: (certificate: String, key: String)
        do {
            made = try SelfSignedCertificate.make(names: names, now: now)
        } catch {
            throw .refused(reason: "generating a certificate failed: \(error)")
        }
        try TLSFile.write(Array(made.key.utf8), to: keyPath, mode: 0o600)
        try TLSFile.write(Array(made.certificate.utf8), to: certificatePath, mode: 0o644)
        return (try TLSIdentity.load(certificateFile: certificatePath, keyFile: keyPath), .generated(reason: reason))
    }

    /// Why a stored identity cannot serve `names` at `now`, or `nil` when it can.
    private static func problem(with identity: TLSIdentity, names: [String], now: Date) -> String? {
        if now < identity.notValidBefore { return "it is not valid yet (the clock went back?)" }
        if now >= identity.notValidAfter { return "it expired" }
        if now >= identity.notValidAfter - renewalMargin { return "it expires within a day" }
        let missing = names.filter { !identity.covers($0) }
        if !missing.isEmpty { return "it did not name \(missing.joined(separator: ", "))" }
        return nil
    }
}
