import Crypto
import Foundation
import Testing
@testable import PreviewServer

/// `--tls-cert FILE --tls-key FILE`: what is accepted, and the error for each kind of bad input.
@Suite("TLS: certificate and key files")
struct TLSIdentityTests {
    /// A folder with a generated pair (`cert.pem`, `key.pem`) and room for bad files.
    final class Files: Sendable {
        let base: URL
        let certificate: TemporaryCertificate

        init() throws {
            certificate = try TemporaryCertificate()
            base = certificate.base
        }

        var certificatePath: String { certificate.store.certificatePath }
        var keyPath: String { certificate.store.keyPath }

        /// Writes `text` to a new file in the folder and returns its path.
        func write(_ name: String, _ text: String) throws -> String {
            let path = base.appendingPathComponent(name).path
            try text.write(toFile: path, atomically: false, encoding: .utf8)
            return path
        }

        func read(_ path: String) throws -> String {
            try String(contentsOfFile: path, encoding: .utf8)
        }
    }

    @Test("a certificate and its key load; the fingerprint is SHA-256 of the certificate's DER bytes as colon-separated hex")
    func loadsAndFingerprint() throws {
        let files = try Files()
        let identity = try TLSIdentity.load(certificateFile: files.certificatePath, keyFile: files.keyPath)
        // The DER bytes straight from the PEM text's base64, hashed here.
        let base64 = try files.read(files.certificatePath).split(separator: "\n").filter { !$0.hasPrefix("-----") }.joined()
        let der = try #require(Data(base64Encoded: base64))
        let expected = SHA256.hash(data: der).map { String(format: "%02X", $0) }.joined(separator: ":")
        #expect(identity.fingerprint == expected)
        #expect(identity.fingerprint.count == 32 * 3 - 1)
        #expect(identity.fingerprint == files.certificate.identity.fingerprint)
        #expect(identity.names == ["localhost", "127.0.0.1", "::1"])
    }

    @Test("one file holding both the certificate and the key serves for both")
    func combinedFile() throws {
        let files = try Files()
        let both = try files.write("both.pem", try files.read(files.certificatePath) + files.read(files.keyPath))
        #expect(try TLSIdentity.load(certificateFile: both, keyFile: both).fingerprint == files.certificate.identity.fingerprint)
    }

    @Test("a missing or unreadable file, or a folder, says so with the path")
    func unreadable() throws {
        let files = try Files()
        #expect(throws: TLSSetupError.cannotRead(path: "/no/such/cert.pem", reason: "No such file or directory")) {
            try TLSIdentity.load(certificateFile: "/no/such/cert.pem", keyFile: files.keyPath)
        }
        #expect(throws: TLSSetupError.cannotRead(path: "/no/such/key.pem", reason: "No such file or directory")) {
            try TLSIdentity.load(certificateFile: files.certificatePath, keyFile: "/no/such/key.pem")
        }
        #expect(throws: TLSSetupError.cannotRead(path: files.base.path, reason: "not a regular file")) {
            try TLSIdentity.load(certificateFile: files.base.path, keyFile: files.keyPath)
        }
        #expect(TLSSetupError.cannotRead(path: "/c", reason: "Permission denied").description == "cannot read '/c': Permission denied")
    }

    @Test("a file that is not PEM, or PEM without the expected block, is named with the conversion to make")
    func notPEM() throws {
        let files = try Files()
        let der = try files.write("cert.der", "0\u{82}\u{01}binary")
        #expect(throws: TLSSetupError.notPEM(path: der, expected: "certificate")) {
            try TLSIdentity.load(certificateFile: der, keyFile: files.keyPath)
        }
        #expect(throws: TLSSetupError.notPEM(path: files.keyPath, expected: "certificate"), "a key given as the certificate") {
            try TLSIdentity.load(certificateFile: files.keyPath, keyFile: files.keyPath)
        }
        #expect(throws: TLSSetupError.notPEM(path: files.certificatePath, expected: "private key"), "a certificate given as the key") {
            try TLSIdentity.load(certificateFile: files.certificatePath, keyFile: files.certificatePath)
        }
        #expect(TLSSetupError.notPEM(path: "/c", expected: "certificate").description.contains("openssl x509 -inform der"))
    }

    @Test("a PEM block whose content does not decode is malformed")
    func malformed() throws {
        let files = try Files()
        let broken = try files.write("broken.pem", "-----BEGIN CERTIFICATE-----\nnot base64 at all!\n-----END CERTIFICATE-----\n")
        #expect {
            try TLSIdentity.load(certificateFile: broken, keyFile: files.keyPath)
        } throws: { error in
            guard case .malformed(let path, _) = error as? TLSSetupError else { return false }
            return path == broken
        }
        let wrongContent = try files.write("swapped.pem", try files.read(files.keyPath).replacingOccurrences(of: "PRIVATE KEY", with: "CERTIFICATE"))
        #expect {
            try TLSIdentity.load(certificateFile: wrongContent, keyFile: files.keyPath)
        } throws: { error in
            guard case .malformed(let path, _) = error as? TLSSetupError else { return false }
            return path == wrongContent
        }
    }

    @Test("an encrypted key is refused with how to decrypt it")
    func encryptedKey() throws {
        let files = try Files()
        let encrypted = try files.write("encrypted.pem", "-----BEGIN ENCRYPTED PRIVATE KEY-----\nMIIB\n-----END ENCRYPTED PRIVATE KEY-----\n")
        #expect(throws: TLSSetupError.encryptedKey(path: encrypted)) {
            try TLSIdentity.load(certificateFile: files.certificatePath, keyFile: encrypted)
        }
        #expect(TLSSetupError.encryptedKey(path: "/k").description.contains("openssl pkey"))
    }

    @Test("a key that is not the certificate's is refused, naming both files")
    func mismatchedKey() throws {
        let files = try Files()
        let other = try Files()
        #expect(throws: TLSSetupError.keyDoesNotMatch(certificate: files.certificatePath, key: other.keyPath)) {
            try TLSIdentity.load(certificateFile: files.certificatePath, keyFile: other.keyPath)
        }
    }

    @Test("covers: DNS names without case, one-label wildcards, IP addresses as addresses")
    func covers() throws {
        let pair = try SelfSignedCertificate.make(names: ["*.example.test", "10.1.2.3", "2001:db8::7", "Desk.local"], now: Date())
        let identity = try TLSIdentity(certificatePEM: pair.certificate, keyPEM: pair.key, certificateFile: "c", keyFile: "k")
        for name in ["a.example.test", "A.EXAMPLE.TEST", "10.1.2.3", "2001:db8:0::7", "[2001:db8::7]", "desk.local"] {
            #expect(identity.covers(name), "\(name)")
        }
        for name in ["example.test", "a.b.example.test", ".example.test", "10.1.2.4", "desk", "localhost"] {
            #expect(!identity.covers(name), "\(name)")
        }
    }
}
