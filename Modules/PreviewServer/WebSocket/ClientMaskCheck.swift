import HummingbirdWebSocket
import NIOWebSocket

/// Fails the connection with close **1002** (protocol error) when a client sends an unmasked
/// data frame: RFC 6455 §5.1 requires every client frame to be masked (it keeps a page's
/// bytes from being read as something else by a proxy on the way).
///
/// A non-negotiated extension, first to see each data frame (extensions handle received frames
/// in reverse order, so it goes last in the server's list). Control frames (ping, pong, close)
/// never reach extensions and are not checked.
struct ClientMaskCheck: WebSocketExtension {
    var name: String { "zoetrope-client-mask-check" }

    func processReceivedFrame(_ frame: WebSocketFrame, context: WebSocketExtensionContext) async throws -> WebSocketFrame {
        guard frame.maskKey != nil else { throw WebSocketFailure.protocolError }
        return frame
    }

    func processFrameToSend(_ frame: WebSocketFrame, context: WebSocketExtensionContext) async throws -> WebSocketFrame {
        frame
    }

    func shutdown() async {}
}
