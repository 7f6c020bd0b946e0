import CompressNIO
import HummingbirdWebSocket
import NIOWebSocket
import Synchronization

/// One connection's `permessage-deflate`, metering what it inflates: a compressed message whose
/// frames inflate past `maximumMessageBytes` in all fails the connection with close **1009**
/// (message too big) as soon as the frame that passes the limit has been inflated — at most
/// one byte past the limit is ever produced per frame, so at most twice the limit per message.
/// Data that is not valid deflate fails it with **1002** (protocol error).
///
/// Uncompressed messages are not metered here: ``MessageAssembler`` discards an oversized one
/// as it arrives and the session answers it with an error.
final class BoundedInflation: WebSocketExtension {
    private let library: any WebSocketExtension
    private let maximumMessageBytes: Int
    /// Bytes inflated so far of the compressed message being received, `nil` between messages
    /// or in an uncompressed one.
    private let inflated = Mutex<Int?>(nil)

    init(library: any WebSocketExtension, maximumMessageBytes: Int) {
        self.library = library
        self.maximumMessageBytes = maximumMessageBytes
    }

    var name: String { library.name }

    var reservedBits: WebSocketFrame.ReservedBits { library.reservedBits }

    func processReceivedFrame(_ frame: WebSocketFrame, context: WebSocketExtensionContext) async throws -> WebSocketFrame {
        let output: WebSocketFrame
        do {
            output = try await library.processReceivedFrame(frame, context: context)
        } catch let error as CompressNIOError where error == .bufferOverflow {
            throw WebSocketFailure.messageTooBig
        } catch is CompressNIOError {
            throw WebSocketFailure.protocolError
        }
        let isFirst = frame.opcode == .text || frame.opcode == .binary
        let tooBig = inflated.withLock { inflated -> Bool in
            if isFirst { inflated = frame.rsv1 ? 0 : nil }
            if let total = inflated { inflated = total + output.data.readableBytes }
            let tooBig = (inflated ?? 0) > maximumMessageBytes
            if frame.fin { inflated = nil }
            return tooBig
        }
        if tooBig { throw WebSocketFailure.messageTooBig }
        return output
    }

    func processFrameToSend(_ frame: WebSocketFrame, context: WebSocketExtensionContext) async throws -> WebSocketFrame {
        try await library.processFrameToSend(frame, context: context)
    }

    func shutdown() async {
        await library.shutdown()
    }
}
