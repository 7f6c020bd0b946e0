import Crypto
import Foundation
import SwiftASN1
import Testing
import X509
@testable import PreviewServer

/// The certificate `preview serve --tls` generates: what it says, where and how it is stored,
/// when it is reused and when it is made anew.
@Suite("TLS: generated certificate")
struct GeneratedCertificateStoreTests {
    /// A moment with whole seconds (certificates keep whole seconds).
    static let now = Date(timeIntervalSince1970: 1_795_000_000)
    static let day: TimeInterval = 86_400

    /// A store in a throw-away folder, removed by `cleanup`.
    static func makeStore() -> (store: GeneratedCertificateStore, cleanup: () -> Void) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-tls-\(UUID().uuidString)")
        let store = GeneratedCertificateStore(folder: base.appendingPathComponent("config/zoetrope").path)
        return (store, { try? FileManager.default.removeItem(at: base) })
    }

    /// The stored certificate, parsed independently of ``TLSIdentity``.
    static func storedCertificate(_ store: GeneratedCertificateStore) throws -> Certificate {
        try Certificate(pemEncoded: String(contentsOfFile: store.certificatePath, encoding: .utf8))
    }

    static func mode(_ path: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }

    @Test("names: localhost, 127.0.0.1, ::1, the bound host and every --allow-host name; wildcards add nothing")
    func names() {
        #expect(GeneratedCertificateStore.names(host: "127.0.0.1", additionalHosts: []) == ["localhost", "127.0.0.1", "::1"])
        #expect(GeneratedCertificateStore.names(host: "0.0.0.0", additionalHosts: []) == ["localhost", "127.0.0.1", "::1"])
        #expect(GeneratedCertificateStore.names(host: "::", additionalHosts: []) == ["localhost", "127.0.0.1", "::1"])
        #expect(GeneratedCertificateStore.names(host: "::1", additionalHosts: ["[::1]", "LOCALHOST"]) == ["localhost", "127.0.0.1", "::1"])
        #expect(GeneratedCertificateStore.names(host: "192.168.1.20", additionalHosts: ["Desk.local", "fe80::1"])
            == ["localhost", "127.0.0.1", "::1", "192.168.1.20", "desk.local", "fe80::1"])
    }

    @Test("the certificate: self-signed ECDSA P-256/SHA-256, the names as DNS names and IP addresses, an end entity for server authentication, no key usage")
    func contents() throws {
        let (store, cleanup) = Self.makeStore()
        defer { cleanup() }
        let names = GeneratedCertificateStore.names(host: "192.168.1.20", additionalHosts: ["desk.local"])
        _ = try store.identity(covering: names, now: Self.now)
        let certificate = try Self.storedCertificate(store)

        #expect(certificate.signatureAlgorithm == .ecdsaWithSHA256)
        #expect(P256.Signing.PublicKey(certificate.publicKey) != nil)
        #expect(certificate.issuer == certificate.subject)
        #expect(certificate.publicKey.isValidSignature(certificate.signature, for: certificate), "signed by its own key")
        #expect(certificate.serialNumber.bytes.count >= 8, "a random serial number")

        let alternativeNames = try #require(try certificate.extensions.subjectAlternativeNames)
        #expect(Array(alternativeNames) == [
            .dnsName("localhost"),
            .ipAddress(ASN1OctetString(contentBytes: [127, 0, 0, 1])),
            .ipAddress(ASN1OctetString(contentBytes: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1])),
            .ipAddress(ASN1OctetString(contentBytes: [192, 168, 1, 20])),
            .dnsName("desk.local"),
        ])
        #expect(try certificate.extensions.basicConstraints == .notCertificateAuthority)
        #expect(certificate.extensions[oid: .X509ExtensionID.basicConstraints]?.critical == true)
        // No key usage: with one lacking keyCertSign, BoringSSL does not take the certificate as
        // its own issuer, so a client trusting it still fails (CERTIFICATE_VERIFY_FAILED).
        #expect(try certificate.extensions.keyUsage == nil)
        #expect(try certificate.extensions.extendedKeyUsage == ExtendedKeyUsage([.serverAuth]))
    }

    @Test("validity: from an hour before generation for 365 days")
    func validity() throws {
        let (store, cleanup) = Self.makeStore()
        defer { cleanup() }
        let identity = try store.identity(covering: ["localhost"], now: Self.now).identity
        let certificate = try Self.storedCertificate(store)
        #expect(certificate.notValidBefore == Self.now - 3_600)
        #expect(certificate.notValidAfter == Self.now + 365 * Self.day)
        #expect(identity.notValidAfter == certificate.notValidAfter)
    }

    @Test("files: the folder 0700, the key 0600, the certificate 0644; a looser existing folder is tightened")
    func fileModes() throws {
        let (store, cleanup) = Self.makeStore()
        defer { cleanup() }
        _ = try store.identity(covering: ["localhost"], now: Self.now)
        #expect(try Self.mode(store.folder) == 0o700)
        #expect(try Self.mode(store.keyPath) == 0o600)
        #expect(try Self.mode(store.certificatePath) == 0o644)
        #expect(try FileManager.default.contentsOfDirectory(atPath: store.folder).sorted() == ["tls-certificate.pem", "tls-key.pem"])

        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: store.folder)
        _ = try store.identity(covering: ["localhost"], now: Self.now)
        #expect(try Self.mode(store.folder) == 0o700)
    }

    @Test("reused while valid and naming every host: same fingerprint, files untouched")
    func reuse() throws {
        let (store, cleanup) = Self.makeStore()
        defer { cleanup() }
        let names = GeneratedCertificateStore.names(host: "10.0.0.5", additionalHosts: [])
        let first = try store.identity(covering: names, now: Self.now)
        #expect(first.outcome == .generated(reason: "none yet"))
        let stored = try String(contentsOfFile: store.certificatePath, encoding: .utf8)
        let later = try store.identity(covering: ["localhost", "10.0.0.5"], now: Self.now + 300 * Self.day)
        #expect(later.outcome == .reused)
        #expect(later.identity.fingerprint == first.identity.fingerprint)
        #expect(try String(contentsOfFile: store.certificatePath, encoding: .utf8) == stored)
    }

    @Test("made anew when expired, within a day of its end, not yet valid, or not naming a host")
    func regeneration() throws {
        let cases: [(names: [String], at: TimeInterval, reason: String)] = [
            (["localhost"], 365 * Self.day, "it expired"),
            (["localhost"], 364.5 * Self.day, "it expires within a day"),
            (["localhost"], -2 * 3_600, "it is not valid yet (the clock went back?)"),
            (["localhost", "10.0.0.7", "desk.local"], Self.day, "it did not name 10.0.0.7, desk.local"),
        ]
        for (names, offset, reason) in cases {
            let (store, cleanup) = Self.makeStore()
            defer { cleanup() }
            let first = try store.identity(covering: ["localhost", "127.0.0.1", "::1"], now: Self.now)
            let again = try store.identity(covering: names, now: Self.now + offset)
            #expect(again.outcome == .generated(reason: reason))
            #expect(again.identity.fingerprint != first.identity.fingerprint)
            #expect(Set(names).isSubset(of: again.identity.names))
            #expect(try Self.storedCertificate(store).notValidBefore == Self.now + offset - 3_600, "the new one is stored")
            #expect(try store.identity(covering: names, now: Self.now + offset).outcome == .reused)
        }
    }

    @Test("stored files that cannot be used (garbage, a key of another certificate) are replaced")
    func unusableStoredFiles() throws {
        let (store, cleanup) = Self.makeStore()
        defer { cleanup() }
        _ = try store.identity(covering: ["localhost"], now: Self.now)
        try "garbage".write(toFile: store.certificatePath, atomically: false, encoding: .utf8)
        let replaced = try store.identity(covering: ["localhost"], now: Self.now)
        guard case .generated(let reason) = replaced.outcome else {
            Issue.record("expected a new certificate, got \(replaced.outcome)")
            return
        }
        #expect(reason.hasPrefix("the stored one could not be used ("))
        #expect(reason.contains("is not a PEM file"))

        let (other, cleanupOther) = Self.makeStore()
        defer { cleanupOther() }
        _ = try other.identity(covering: ["localhost"], now: Self.now)
        try FileManager.default.removeItem(atPath: store.keyPath)
        try FileManager.default.copyItem(atPath: other.keyPath, toPath: store.keyPath)
        let mismatched = try store.identity(covering: ["localhost"], now: Self.now)
        #expect(mismatched.outcome != .reused)
        #expect(try Self.mode(store.keyPath) == 0o600)
    }

    @Test("a stored key other users may read is refused with what to do")
    func looseKey() throws {
        let (store, cleanup) = Self.makeStore()
        defer { cleanup() }
        _ = try store.identity(covering: ["localhost"], now: Self.now)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: store.keyPath)
        #expect(throws: TLSSetupError.keyReadableByOthers(path: store.keyPath, mode: 0o644)) {
            try store.identity(covering: ["localhost"], now: Self.now)
        }
        #expect(TLSSetupError.keyReadableByOthers(path: "/k", mode: 0o644).description.contains("chmod 600"))
    }

    @Test("a configuration folder that cannot be made is a clear error (a file where a folder should be)")
    func unwritableFolder() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-tls-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        let file = base.appendingPathComponent("config").path
        try "not a folder".write(toFile: file, atomically: false, encoding: .utf8)
        let store = GeneratedCertificateStore(folder: file + "/zoetrope")
        #expect(throws: TLSSetupError.cannotWrite(path: file, reason: "not a folder")) {
            try store.identity(covering: ["localhost"], now: Self.now)
        }
    }

    @Test("the folder: $XDG_CONFIG_HOME/zoetrope when absolute, else $HOME/.config/zoetrope, else an error")
    func standardFolder() throws {
        #expect(try GeneratedCertificateStore.standard(environment: ["XDG_CONFIG_HOME": "/x/config", "HOME": "/home/a"]).folder == "/x/config/zoetrope")
        #expect(try GeneratedCertificateStore.standard(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/home/a"]).folder == "/home/a/.config/zoetrope")
        #expect(try GeneratedCertificateStore.standard(environment: ["HOME": "/"]).folder == "/.config/zoetrope")
        #expect(throws: TLSSetupError.noConfigFolder) { try GeneratedCertificateStore.standard(environment: ["HOME": "relative"]) }
        #expect(throws: TLSSetupError.noConfigFolder) { try GeneratedCertificateStore.standard(environment: [:]) }
    }
}
