import NIOWebSocket

/// The errors a WebSocket extension throws to fail the connection with a given close code.
///
/// swift-websocket turns an error thrown while handling a received frame into a close code
/// (`WebSocketErrorCode.init(_:)`): NIO's `invalidFrameLength` becomes 1009, its control-frame
/// errors 1002, anything else 1011; its own error that carries a code is not public. These are
/// the NIO errors that yield the code wanted, whatever their names say.
enum WebSocketFailure {
    /// Closes with 1009 (message too big).
    static var messageTooBig: any Error { NIOWebSocketError.invalidFrameLength }
    /// Closes with 1002 (protocol error).
    static var protocolError: any Error { NIOWebSocketError.fragmentedControlFrame }
}
