import Crypto
import Foundation
import NIOSSL
import SwiftASN1
import X509

/// The certificate chain and private key a TLS server presents (`preview serve --tls`), checked
/// before the server starts: PEM, the key matching the first certificate, accepted by the TLS
/// library (swift-nio-ssl's BoringSSL).
public struct TLSIdentity: Sendable {
    /// The certificates, the server's own first, as read from the PEM file.
    let chain: [Certificate]
    /// The private key, as the TLS library holds it.
    let privateKey: NIOSSLPrivateKey
    /// The certificates as the TLS library holds them.
    let sslChain: [NIOSSLCertificate]

    /// The SHA-256 fingerprint of the server's certificate (of its DER bytes): 32 upper-case hex
    /// pairs joined by colons, as browsers' certificate viewers show it.
    public let fingerprint: String

    /// The certificate's PEM text (all certificates of the chain), e.g. to give clients as a trust root.
    public let certificatePEM: String

    /// The host names and addresses the server's certificate is valid for (its subject
    /// alternative names: DNS names as written, IP addresses in their usual text form).
    public var names: [String] {
        (try? chain[0].extensions.subjectAlternativeNames)?.compactMap(Self.text(of:)) ?? []
    }

    /// When the server's certificate starts to be valid.
    public var notValidBefore: Date { chain[0].notValidBefore }

    /// When the server's certificate stops being valid.
    public var notValidAfter: Date { chain[0].notValidAfter }

    /// Reads a certificate chain and its private key from PEM files (`--tls-cert`, `--tls-key`).
    ///
    /// - Parameters:
    ///   - certificateFile: A PEM file with one or more `CERTIFICATE` blocks, the server's first.
    ///   - keyFile: A PEM file with an unencrypted `PRIVATE KEY` (PKCS #8), `EC PRIVATE KEY` or
    ///     `RSA PRIVATE KEY` block (it may be the certificate file itself).
    /// - Throws: ``TLSSetupError`` saying which file is wrong and how.
    public static func load(certificateFile: String, keyFile: String) throws(TLSSetupError) -> TLSIdentity {
        let certificateText = String(decoding: try TLSFile.read(certificateFile), as: UTF8.self)
        let keyText = String(decoding: try TLSFile.read(keyFile), as: UTF8.self)
        return try TLSIdentity(certificatePEM: certificateText, keyPEM: keyText, certificateFile: certificateFile, keyFile: keyFile)
    }

    /// An identity from PEM text; the file names only label errors.
    init(certificatePEM: String, keyPEM: String, certificateFile: String, keyFile: String) throws(TLSSetupError) {
        let certificateBlocks = try Self.blocks(in: certificatePEM, path: certificateFile, expected: "certificate")
            .filter { $0.discriminator == "CERTIFICATE" }
        guard !certificateBlocks.isEmpty else { throw .notPEM(path: certificateFile, expected: "certificate") }
        if keyPEM.contains("ENCRYPTED") { throw .encryptedKey(path: keyFile) }
        let keyLabels: Set<String> = ["PRIVATE KEY", "EC PRIVATE KEY", "RSA PRIVATE KEY"]
        guard let keyBlock = try Self.blocks(in: keyPEM, path: keyFile, expected: "private key").first(where: { keyLabels.contains($0.discriminator) })
        else { throw .notPEM(path: keyFile, expected: "private key") }

        let chain: [Certificate]
        let key: Certificate.PrivateKey
        do {
            chain = try certificateBlocks.map { try Certificate(pemDocument: $0) }
        } catch {
            throw .malformed(path: certificateFile, reason: "\(error)")
        }
        do {
            key = try Certificate.PrivateKey(pemDocument: keyBlock)
        } catch {
            throw .malformed(path: keyFile, reason: "\(error)")
        }
        guard key.publicKey == chain[0].publicKey else { throw .keyDoesNotMatch(certificate: certificateFile, key: keyFile) }

        do {
            sslChain = try certificateBlocks.map { try NIOSSLCertificate(bytes: $0.derBytes, format: .der) }
            privateKey = try NIOSSLPrivateKey(bytes: Array(keyBlock.pemString.utf8), format: .pem)
        } catch {
            throw .refused(reason: "\(error)")
        }
        self.chain = chain
        self.certificatePEM = certificateBlocks.map(\.pemString).joined(separator: "\n") + "\n"
        self.fingerprint = Self.fingerprint(der: certificateBlocks[0].derBytes)
        // The same context the server will make: what BoringSSL refuses is refused now, before
        // the server starts, with the files named.
        do {
            _ = try NIOSSLContext(configuration: serverConfiguration)
        } catch {
            throw .refused(reason: "\(error)")
        }
    }

    /// The server side's TLS configuration: this chain and key, TLS 1.2 or 1.3, HTTP/1.1 by ALPN.
    var serverConfiguration: TLSConfiguration {
        var configuration = TLSConfiguration.makeServerConfiguration(
            certificateChain: sslChain.map { .certificate($0) },
            privateKey: .privateKey(privateKey)
        )
        configuration.minimumTLSVersion = .tlsv12
        configuration.applicationProtocols = ["http/1.1"]
        return configuration
    }

    /// Whether the server's certificate names `host` (a DNS name, compared without case, with a
    /// `*.` wildcard matching one leftmost label; or an IP address, compared as an address).
    ///
    /// - Parameter host: A host name or address; an IPv6 literal may be in brackets.
    public func covers(_ host: String) -> Bool {
        let wanted = IPAddressText.normalized(host)
        return names.contains { name in
            let name = name.lowercased()
            if name == wanted { return true }
            guard name.hasPrefix("*."), let dot = wanted.firstIndex(of: ".") else { return false }
            return !wanted[..<dot].isEmpty && wanted[dot...] == name.dropFirst()
        }
    }

    /// The PEM blocks of a file's text; no block at all is ``TLSSetupError/notPEM(path:expected:)``.
    private static func blocks(in text: String, path: String, expected: String) throws(TLSSetupError) -> [PEMDocument] {
        guard text.contains("-----BEGIN ") else { throw .notPEM(path: path, expected: expected) }
        do {
            return try PEMDocument.parseMultiple(pemString: text)
        } catch {
            throw .malformed(path: path, reason: "\(error)")
        }
    }

    /// SHA-256 of `der` as colon-separated upper-case hex pairs.
    static func fingerprint(der: [UInt8]) -> String {
        SHA256.hash(data: der).map { byte in
            let hex = String(byte, radix: 16, uppercase: true)
            return byte < 16 ? "0" + hex : hex
        }.joined(separator: ":")
    }

    /// A subject alternative name as text: DNS names lower-cased, IP addresses as addresses;
    /// `nil` for the other kinds (e-mail, URI, …), which name no host.
    private static func text(of name: GeneralName) -> String? {
        switch name {
        case .dnsName(let dns): dns.lowercased()
        case .ipAddress(let octets): IPAddressText.format(Array(octets.bytes))
        default: nil
        }
    }
}
