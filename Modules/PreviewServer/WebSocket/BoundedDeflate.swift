import HummingbirdWebSocket
import HummingbirdWSCompression

/// `permessage-deflate` (RFC 7692) as swift-websocket implements it, negotiated the same way,
/// but with every connection's extension wrapped in a ``BoundedInflation``: a compressed client
/// message may inflate to at most `maximumMessageBytes`, counted across all of its frames.
///
/// The library bounds only each frame's inflated size, and reports a frame past that bound
/// as an unexpected server error (close 1011); a message fragmented into many small frames is
/// inflated in full however large it grows (143 KB of frames inflated to 149 MB).
struct BoundedDeflate: WebSocketExtensionBuilder {
    static let name = "permessage-deflate"

    private let library: any WebSocketExtensionBuilder
    private let maximumMessageBytes: Int

    /// - Parameters:
    ///   - maximumMessageBytes: Largest inflated client message, in bytes (> 0).
    ///   - compressionLevel: zlib's level for outgoing frames (0…9).
    ///   - minimumBytesToCompress: Outgoing frames smaller than this are sent uncompressed.
    init(maximumMessageBytes: Int, compressionLevel: Int, minimumBytesToCompress: Int) {
        self.maximumMessageBytes = maximumMessageBytes
        // One byte over the message limit per frame: a frame that reaches it has already made
        // its message too big, and the library stops inflating there.
        self.library = WebSocketExtensionFactory.perMessageDeflate(
            compressionLevel: compressionLevel, maxDecompressedFrameSize: maximumMessageBytes + 1,
            minFrameSizeToCompress: minimumBytesToCompress
        ).build()
    }

    /// The factory for a `WebSocketServerConfiguration`'s extension list.
    static func factory(maximumMessageBytes: Int, compressionLevel: Int, minimumBytesToCompress: Int) -> WebSocketExtensionFactory {
        WebSocketExtensionFactory {
            BoundedDeflate(maximumMessageBytes: maximumMessageBytes, compressionLevel: compressionLevel, minimumBytesToCompress: minimumBytesToCompress)
        }
    }

    func clientRequestHeader() -> String {
        library.clientRequestHeader()
    }

    func serverReponseHeader(to request: WebSocketExtensionHTTPParameters) -> String? {
        guard Self.isAcceptable(request) else { return nil }
        return library.serverReponseHeader(to: request)
    }

    func serverExtension(from request: WebSocketExtensionHTTPParameters) throws -> (any WebSocketExtension)? {
        guard Self.isAcceptable(request) else { return nil }
        return try library.serverExtension(from: request).map { BoundedInflation(library: $0, maximumMessageBytes: maximumMessageBytes) }
    }

    /// Whether the library may be handed `request`: a second guard behind the one that matters,
    /// ``RequestHeadNormalizer``, which hands on only canonical, acceptable offers
    /// (``DeflateOffer``). The library's parsed form has lost repeated parameters and quoting,
    /// so this checks what is left: known names, flags without a value, windows zlib can use
    /// (`server_max_window_bits` 9…15; a `client_max_window_bits` value 8…15, which the library
    /// inflates with). Declining here (nil for both the header and the extension) keeps the
    /// handshake and drops compression.
    static func isAcceptable(_ request: WebSocketExtensionHTTPParameters) -> Bool {
        let parameters = request.parameters.map { (name: $0.key, value: $0.value.optional) }
        return (try? DeflateOffer(parameters: parameters)) != nil
    }

    func clientExtension(from response: WebSocketExtensionHTTPParameters) throws -> (any WebSocketExtension)? {
        try library.clientExtension(from: response).map { BoundedInflation(library: $0, maximumMessageBytes: maximumMessageBytes) }
    }
}
