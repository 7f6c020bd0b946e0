#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// IP addresses as certificates hold them (4 or 16 bytes) and as text (`inet_pton`/`inet_ntop`).
enum IPAddressText {
    /// The 4 or 16 bytes of an IPv4 or IPv6 address in text (an IPv6 literal may be in
    /// brackets), or `nil` when `text` is not an address (a host name).
    static func bytes(_ text: String) -> [UInt8]? {
        let bare = text.hasPrefix("[") && text.hasSuffix("]") ? String(text.dropFirst().dropLast()) : text
        var v4 = [UInt8](repeating: 0, count: 4)
        if inet_pton(AF_INET, bare, &v4) == 1 { return v4 }
        var v6 = [UInt8](repeating: 0, count: 16)
        if inet_pton(AF_INET6, bare, &v6) == 1 { return v6 }
        return nil
    }

    /// The usual text of a 4- or 16-byte address (`127.0.0.1`, `::1`), or `nil` for another length.
    static func format(_ bytes: [UInt8]) -> String? {
        let family: Int32
        switch bytes.count {
        case 4: family = AF_INET
        case 16: family = AF_INET6
        default: return nil
        }
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        guard inet_ntop(family, bytes, &text, socklen_t(text.count)) != nil else { return nil }
        return text.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    /// Whether the 4 or 16 bytes of an address are on this machine's loopback interface:
    /// `127.0.0.0/8`, `::1`, or an IPv4-mapped `::ffff:127.x.x.x`. The one loopback rule of the
    /// server: for the address it is bound to (``PreviewServerConfiguration/isLoopback``) and for
    /// a connection's peer (``WebSocketCompression``).
    static func isLoopback(_ bytes: some Collection<UInt8>) -> Bool {
        let bytes = Array(bytes)
        switch bytes.count {
        case 4:
            return bytes[0] == 127
        case 16:
            let loopback = bytes.prefix(15).allSatisfy { $0 == 0 } && bytes[15] == 1
            let mapped = bytes.prefix(10).allSatisfy { $0 == 0 } && bytes[10] == 0xFF && bytes[11] == 0xFF && bytes[12] == 127
            return loopback || mapped
        default:
            return false
        }
    }

    /// A host for comparison with certificate names: an address in its usual text form
    /// (brackets dropped), anything else lower-cased.
    static func normalized(_ host: String) -> String {
        bytes(host).flatMap(format) ?? host.lowercased()
    }
}
