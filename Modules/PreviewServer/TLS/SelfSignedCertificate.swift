import Crypto
import Foundation
import SwiftASN1
import X509

/// The certificate `preview serve --tls` makes when given none: self-signed, ECDSA P-256 with
/// SHA-256, for the names the server answers to.
///
/// It is an end-entity certificate (basic constraints `CA:FALSE`, extended key usage server
/// authentication): browsers accept it once the user has compared its fingerprint and made an
/// exception (Firefox refuses a CA certificate used as a server's). It has no key usage
/// extension (optional for a server's certificate): BoringSSL, and so swift-nio-ssl clients,
/// refuse a self-signed certificate as its own trust anchor when a key usage lacks `keyCertSign`,
/// which a `CA:FALSE` certificate must not assert.
enum SelfSignedCertificate {
    /// How long a new certificate is valid: 365 days (within the 398 days browsers accept for a
    /// server certificate, and Apple's 825 for one a user trusts).
    static let validity: TimeInterval = 365 * 86_400

    /// How far before `now` a new certificate's validity starts (1 hour), so that a phone whose
    /// clock is a little behind accepts it at once.
    static let backdating: TimeInterval = 3_600

    /// The subject (and issuer) of every generated certificate.
    static let subjectCommonName = "Zoetrope preview (self-signed)"

    /// A new certificate and its key, as PEM text.
    ///
    /// - Parameters:
    ///   - names: Host names and IP addresses (text) for the subject alternative names.
    ///   - now: The moment of generation.
    ///   - key: The key pair (new and random in use; given by tests).
    /// - Returns: The certificate (`CERTIFICATE`) and the key (PKCS #8 `PRIVATE KEY`).
    static func make(names: [String], now: Date, key: P256.Signing.PrivateKey = .init()) throws -> (certificate: String, key: String) {
        let privateKey = Certificate.PrivateKey(key)
        let subject = try DistinguishedName {
            CommonName(subjectCommonName)
            OrganizationName("Zoetrope")
        }
        let extensions = try Certificate.Extensions {
            Critical(BasicConstraints.notCertificateAuthority)
            try ExtendedKeyUsage([.serverAuth])
            SubjectAlternativeNames(names.map(generalName))
        }
        let certificate = try Certificate(
            version: .v3,
            serialNumber: Certificate.SerialNumber(),
            publicKey: privateKey.publicKey,
            notValidBefore: now - backdating,
            notValidAfter: now + validity,
            issuer: subject,
            subject: subject,
            signatureAlgorithm: .ecdsaWithSHA256,
            extensions: extensions,
            issuerPrivateKey: privateKey
        )
        return (try certificate.serializeAsPEM().pemString + "\n", key.pemRepresentation + "\n")
    }

    /// A subject alternative name: an IP address when `name` is one, a DNS name otherwise.
    private static func generalName(_ name: String) -> GeneralName {
        if let bytes = IPAddressText.bytes(name) { return .ipAddress(ASN1OctetString(contentBytes: bytes[...])) }
        return .dnsName(name.lowercased())
    }
}
