import HummingbirdCore
import Logging
import NIOCore
import NIOTLS

/// A child channel that gives the TLS handshake a deadline: placed inside HummingbirdTLS's
/// `TLSChannel` (so right behind its `NIOSSLServerHandler`), it closes a connection whose
/// handshake has not completed within `timeout`.
///
/// Without it a client that connects and never sends its ClientHello held its connection
/// forever: the request head timeout's 408 is a write, and the TLS handler keeps writes until
/// the handshake that never comes.
struct TLSHandshakeDeadlineChannel<Base: ServerChildChannel>: ServerChildChannel {
    typealias Value = Base.Value

    let base: Base
    /// How long a connection may take to complete its handshake.
    let timeout: TimeAmount

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.addHandler(TLSHandshakeDeadline(timeout: timeout))
        }.flatMap {
            base.setup(channel: channel, logger: logger)
        }
    }

    func handle(value: Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}

/// Closes the connection unless the TLS handler before it reports a completed handshake within
/// `timeout`; then removes itself.
final class TLSHandshakeDeadline: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = NIOAny

    let timeout: TimeAmount
    private var timer: Scheduled<Void>?

    init(timeout: TimeAmount) {
        self.timeout = timeout
    }

    func handlerAdded(context: ChannelHandlerContext) {
        let boundContext = NIOLoopBound(context, eventLoop: context.eventLoop)
        timer = context.eventLoop.scheduleTask(in: timeout) {
            boundContext.value.close(promise: nil)
        }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case .handshakeCompleted = event as? TLSUserEvent {
            timer?.cancel()
            timer = nil
            context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
        }
        context.fireUserInboundEventTriggered(event)
    }
}
