/// One `permessage-deflate` extension negotiation offer (RFC 7692 §5, §7.1), checked strictly
/// before any library sees it.
///
/// RFC 7692 §5: a server MUST decline an offer that has a parameter not defined for offers, a
/// parameter with an invalid value, or two parameters with the same name. Declining an offer is
/// not refusing the handshake: the server goes on to the client's next offer, and with none left
/// the WebSocket simply has no compression.
///
/// The parameters (§7.1):
/// - `server_no_context_takeover`, `client_no_context_takeover`: no value.
/// - `server_max_window_bits`: a value, 8…15 (decimal digits, no leading zero; a quoted string
///   that unescapes to that counts the same, §7.1.2.1).
/// - `client_max_window_bits`: no value, or 8…15.
///
/// One valid value is declined as well: `server_max_window_bits=8`. It asks the server to
/// compress with a 256-byte window, which zlib's raw deflate cannot do (since zlib 1.2.9 it
/// refuses window bits 8 for raw streams), and §7.1.2.1 lets a server that cannot honour the
/// parameter decline the offer. `client_max_window_bits` with a value is only a hint about how
/// the client will compress (§7.1.2.2): the server may ignore it, and does, inflating with the
/// full 2¹⁵-byte window, which reads any smaller window's stream too.
struct DeflateOffer: Equatable, Sendable {
    /// The extension's registered name.
    static let name = "permessage-deflate"

    /// The smallest and largest LZ77 window sizes, as base-2 logarithms, RFC 7692 allows.
    static let windowBits = 8...15
    /// The window sizes zlib can compress raw deflate with (and compress-nio accepts).
    static let compressibleWindowBits = 9...15

    var serverNoContextTakeover = false
    var clientNoContextTakeover = false
    /// The window the client asks the server to compress with, 9…15 (8 is declined).
    var serverMaxWindowBits: Int?
    /// Whether the client said it supports `client_max_window_bits` (its value is ignored).
    var clientMaxWindowBits = false

    /// Why an offer is declined (kept for tests and the README; never sent to the client).
    enum Decline: Error, Equatable {
        case unknownParameter(String)
        case duplicateParameter(String)
        case invalidValue(String)
        /// `server_max_window_bits=8`: valid, but zlib cannot compress with that window.
        case unsupportedWindow
    }

    /// Checks one offer's parameters, in the order the client sent them.
    ///
    /// - Parameter parameters: Each parameter's name and value (`nil`: no `=value`); a quoted
    ///   value already unescaped.
    /// - Throws: ``Decline`` when RFC 7692 says to decline the offer, or zlib cannot honour it.
    init(parameters: [(name: String, value: String?)]) throws(Decline) {
        var seen: Set<String> = []
        for (name, value) in parameters {
            guard seen.insert(name).inserted else { throw .duplicateParameter(name) }
            switch name {
            case "server_no_context_takeover":
                guard value == nil else { throw .invalidValue(name) }
                serverNoContextTakeover = true
            case "client_no_context_takeover":
                guard value == nil else { throw .invalidValue(name) }
                clientNoContextTakeover = true
            case "server_max_window_bits":
                guard let value, let bits = Self.windowBits(value) else { throw .invalidValue(name) }
                guard Self.compressibleWindowBits.contains(bits) else { throw .unsupportedWindow }
                serverMaxWindowBits = bits
            case "client_max_window_bits":
                if let value, Self.windowBits(value) == nil { throw .invalidValue(name) }
                clientMaxWindowBits = true
            default:
                throw .unknownParameter(name)
            }
        }
    }

    /// A window-bits value: 1*DIGIT without a leading zero, 8…15 (RFC 7692 §7.1.2.1), or nil.
    static func windowBits(_ text: String) -> Int? {
        guard text.utf8.count <= 2, let first = text.utf8.first, first != UInt8(ascii: "0"),
              text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
              let bits = Int(text), windowBits.contains(bits)
        else { return nil }
        return bits
    }

    /// The offer as one header element in canonical form, which swift-websocket's parser reads
    /// exactly as meant: plain tokens, no quotes, `client_max_window_bits` without its value.
    var canonical: String {
        var text = Self.name
        if serverNoContextTakeover { text += "; server_no_context_takeover" }
        if clientNoContextTakeover { text += "; client_no_context_takeover" }
        if let serverMaxWindowBits { text += "; server_max_window_bits=\(serverMaxWindowBits)" }
        if clientMaxWindowBits { text += "; client_max_window_bits" }
        return text
    }

    /// Keeps the `permessage-deflate` offers of a request's `Sec-WebSocket-Extensions` values
    /// that may be accepted, each in canonical form, in the client's order of preference.
    ///
    /// Other extensions are left out (the server supports none), and so is every offer that
    /// must be declined; a header that does not parse (RFC 6455 §9.1's grammar) declines all.
    ///
    /// - Parameter values: The header's values (one per header line).
    /// - Returns: The header value to hand on, or `nil` when no offer is left.
    static func acceptable(in values: [String]) -> String? {
        guard let extensions = ExtensionHeader.parse(values.joined(separator: ",")) else { return nil }
        let offers = extensions.compactMap { element -> DeflateOffer? in
            guard element.name == name else { return nil }
            return try? DeflateOffer(parameters: element.parameters)
        }
        return offers.isEmpty ? nil : offers.map(\.canonical).joined(separator: ", ")
    }
}
