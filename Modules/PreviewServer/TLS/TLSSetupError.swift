/// Why `preview serve --tls` cannot serve HTTPS: a certificate or key file that cannot be used,
/// or a configuration folder the generated certificate cannot be kept in. Each description says
/// what was wrong and what to do.
public enum TLSSetupError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A file could not be read (missing, a folder, no permission); `reason` is the system's.
    case cannotRead(path: String, reason: String)
    /// A file holds no PEM block of the kind expected (`certificate` or `private key`).
    case notPEM(path: String, expected: String)
    /// A PEM block could not be decoded as what its label says.
    case malformed(path: String, reason: String)
    /// The key file holds an encrypted private key (a passphrase would be needed at every start).
    case encryptedKey(path: String)
    /// The private key is not the one the (first) certificate was issued for.
    case keyDoesNotMatch(certificate: String, key: String)
    /// The TLS library refused the certificate and key (an unsupported key type, say).
    case refused(reason: String)
    /// Neither `XDG_CONFIG_HOME` nor `HOME` names an absolute folder to keep the certificate in.
    case noConfigFolder
    /// The configuration folder or a file in it could not be created or written.
    case cannotWrite(path: String, reason: String)
    /// The stored private key may be read by other users (its permission bits, octal).
    case keyReadableByOthers(path: String, mode: UInt16)

    /// A message saying what happened and what to do.
    public var description: String {
        switch self {
        case .cannotRead(let path, let reason):
            "cannot read '\(path)': \(reason)"
        case .notPEM(let path, let expected):
            "'\(path)' is not a PEM file with a \(expected) (a -----BEGIN ...----- block); convert it, e.g. `openssl x509 -inform der` for a certificate or `openssl pkey -inform der` for a key"
        case .malformed(let path, let reason):
            "'\(path)' holds a PEM block that cannot be decoded: \(reason)"
        case .encryptedKey(let path):
            "the private key in '\(path)' is encrypted; write a decrypted copy (`openssl pkey -in KEY -out PLAIN`, kept private) and pass that with --tls-key"
        case .keyDoesNotMatch(let certificate, let key):
            "the private key in '\(key)' does not belong to the certificate in '\(certificate)'; pass the key the certificate was issued for"
        case .refused(let reason):
            "the TLS library refused the certificate and key: \(reason)"
        case .noConfigFolder:
            "cannot find a folder for the generated certificate: set HOME or XDG_CONFIG_HOME to an absolute path, or pass --tls-cert and --tls-key"
        case .cannotWrite(let path, let reason):
            "cannot write '\(path)': \(reason); make the folder writable, set XDG_CONFIG_HOME to a writable folder, or pass --tls-cert and --tls-key"
        case .keyReadableByOthers(let path, let mode):
            "the private key '\(path)' may be read by other users (mode \(String(mode, radix: 8))); `chmod 600` it, or delete it and its certificate to have new ones made"
        }
    }
}
