import NIOHTTP1

/// What makes a request a WebSocket opening handshake a server may accept (RFC 6455 §4.2.1),
/// checked before the upgrade handler sees it, which would let some of it through (HTTP/1.0,
/// a `Connection` header without the `Upgrade` token) and answer the rest with no HTTP response
/// at all.
///
/// | request | answer |
/// |---|---|
/// | not HTTP/1.1 or later | 400 |
/// | `Connection` without the `Upgrade` token | 400 |
/// | `Sec-WebSocket-Key` missing, repeated, or not the base64 of 16 bytes | 400 |
/// | `Sec-WebSocket-Version` missing or other than `13` | 426 with `Sec-WebSocket-Version: 13` (§4.2.2) |
///
/// The method (`GET`) and the `Host` and `Origin` rules are checked elsewhere (``PreviewService``).
enum WebSocketHandshake {
    /// The only protocol version the server speaks.
    static let version = "13"

    /// Why `head`, a request with `Upgrade: websocket`, is not a handshake to accept, or `nil`.
    static func refusal(_ head: HTTPRequestHead) -> WebSocketHandshakeError? {
        guard head.version.major > 1 || (head.version.major == 1 && head.version.minor >= 1) else { return .notHTTP11 }
        let connection = head.headers["Connection"].flatMap { $0.split(separator: ",") }
        guard connection.contains(where: { $0.trimmingASCIIWhitespace().lowercased() == "upgrade" }) else { return .connectionWithoutUpgrade }
        let keys = head.headers["Sec-WebSocket-Key"]
        guard keys.count == 1, let key = keys.first else { return .badKey }
        guard isNonce(key.trimmingASCIIWhitespace()) else { return .badKey }
        let versions = head.headers["Sec-WebSocket-Version"].flatMap { $0.split(separator: ",") }.map { $0.trimmingASCIIWhitespace() }
        guard versions == [Substring(version)] else { return .unsupportedVersion }
        return nil
    }

    /// Whether `key` is a base64-encoded 16-byte value: 22 base64 characters and `==`.
    static func isNonce(_ key: Substring) -> Bool {
        let bytes = Array(key.utf8)
        guard bytes.count == 24, bytes[22] == UInt8(ascii: "="), bytes[23] == UInt8(ascii: "=") else { return false }
        return bytes[..<22].allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "+"), UInt8(ascii: "/"): true
            default: false
            }
        }
    }
}

/// Why a WebSocket upgrade request is not a valid opening handshake (RFC 6455 §4.2.1).
public enum WebSocketHandshakeError: Error, Equatable, Sendable {
    /// The request is not HTTP/1.1 or later (answered 400).
    case notHTTP11
    /// Its `Connection` header lacks the `Upgrade` token (answered 400).
    case connectionWithoutUpgrade
    /// `Sec-WebSocket-Key` is missing, repeated or not the base64 of 16 bytes (answered 400).
    case badKey
    /// `Sec-WebSocket-Version` is missing or not 13 (answered 426, naming version 13).
    case unsupportedVersion
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    func trimmingASCIIWhitespace() -> SubSequence {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return self[endIndex...] }
        return self[first...last]
    }
}
