import NIOCore

/// When a session's WebSocket negotiates `permessage-deflate` (RFC 7692).
///
/// Compression trades processor time on both ends (zlib at the server, inflation in the
/// browser) for bytes on the network. Over loopback the bytes cost nothing, so by default only
/// connections from other machines (a phone on the LAN with `--host`/`--allow-host`) get it:
/// measured with 150 pull-to-refresh sessions at 60 fps, deflate cost the server ~40–50 µs
/// per frame served at that scale, zlib itself ~30 µs of it (docs/session-protocol.md §2). A peer
/// that reaches the server through a tunnel (`ssh -L`, a reverse proxy) arrives from loopback
/// too: `--compression always` gives it compression.
public enum WebSocketCompression: String, Sendable, CaseIterable {
    /// Negotiated with peers on other machines, never over loopback (the default).
    case remotePeers = "auto"
    /// Negotiated with every peer that offers it (what benchmarks of zlib's cost use).
    case always
    /// Never negotiated.
    case never

    /// Whether a connection from `peer` negotiates compression; a connection whose address is
    /// unknown counts as remote.
    ///
    /// - Parameter peer: The connection's remote address.
    public func appliesTo(peer: SocketAddress?) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .remotePeers: !(peer.map(Self.isLoopback) ?? false)
        }
    }

    /// Whether `address` is on this machine's loopback interface (``IPAddressText/isLoopback(_:)``:
    /// `127.0.0.0/8`, `::1`, IPv4-mapped `::ffff:127.x.x.x`). A Unix domain socket counts as
    /// loopback too.
    static func isLoopback(_ address: SocketAddress) -> Bool {
        // The address structures hold their bytes in network order, as IPAddressText reads them.
        switch address {
        case .v4(let v4): withUnsafeBytes(of: v4.address.sin_addr) { IPAddressText.isLoopback($0) }
        case .v6(let v6): withUnsafeBytes(of: v6.address.sin6_addr) { IPAddressText.isLoopback($0) }
        case .unixDomainSocket: true
        }
    }
}
