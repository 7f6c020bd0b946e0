import NIOCore
import NIOHTTP1
import NIOWebSocket

/// Fails a WebSocket connection that breaks one of the framing rules swift-websocket lets
/// through or answers with the wrong code, for every frame the client sends, control frames
/// included (extensions see data frames only):
///
/// | frame | close code |
/// |---|---|
/// | a ping, pong or close with any RSV bit set (RFC 6455 §5.2: no extension defines one for control frames; RFC 7692 §6) | 1002 |
/// | a continuation frame with RSV1 (RFC 7692 §6.1: only a message's first frame says it is compressed) | 1002 |
/// | a close frame whose reason is not UTF-8 (RFC 6455 §5.5.1, §8.1) | 1007 |
///
/// Before it, swift-websocket answered a ping with RSV1 or RSV3 with a pong, closed 1007 for
/// RSV1 on a continuation frame of a compressed connection (the deflate extension took it for
/// data) and 1002 for a close reason that is not UTF-8.
///
/// ``GuardedUpgradeChannel`` puts an ``Installer`` behind the upgrade handler, which puts the
/// check right behind NIO's frame decoder the moment the upgrade completes, before any frame is
/// delivered. It writes the close frame itself (NIO's error
/// handler has no error for 1007) and then closes the connection; nothing after the bad frame
/// reaches the session.
final class FrameRuleCheck: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = WebSocketFrame
    typealias InboundOut = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    private var hasFailed = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !hasFailed else { return }
        if let code = Self.violation(in: unwrapInboundIn(data)) {
            fail(context: context, code: code)
            return
        }
        context.fireChannelRead(data)
    }

    /// The close code a client frame calls for, or `nil` if it breaks none of these rules.
    ///
    /// - Parameter frame: A frame as the client sent it (still masked).
    static func violation(in frame: WebSocketFrame) -> WebSocketErrorCode? {
        switch frame.opcode {
        case .ping, .pong, .connectionClose:
            guard frame.reservedBits.isEmpty else { return .protocolError }
            guard frame.opcode == .connectionClose else { return nil }
            var payload = frame.unmaskedData
            guard payload.readableBytes > 2 else { return nil }
            payload.moveReaderIndex(forwardBy: 2)
            let reason = payload.readableBytesView
            return String(validating: reason, as: UTF8.self) == nil ? .dataInconsistentWithMessage : nil
        case .continuation:
            return frame.rsv1 ? .protocolError : nil
        default:
            return nil
        }
    }

    private func fail(context: ChannelHandlerContext, code: WebSocketErrorCode) {
        hasFailed = true
        var payload = context.channel.allocator.buffer(capacity: 2)
        payload.write(webSocketErrorCode: code)
        let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
        context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .connectionClose, data: payload))).whenComplete { _ in
            bound.value.close(promise: nil)
        }
    }

    /// Waits behind the HTTP upgrade handler for the end of a WebSocket upgrade, then puts a
    /// ``FrameRuleCheck`` right behind the frame decoder and leaves.
    ///
    /// NIO's upgrade handler sends `upgradeComplete` once the WebSocket handlers are in place and
    /// before it hands on the bytes that arrived after the request, so not one frame passes
    /// unchecked. A connection that is not upgraded never sees the event: the installer just
    /// hands every request part on.
    final class Installer: ChannelInboundHandler, RemovableChannelHandler {
        typealias InboundIn = NIOAny

        func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
            if case .upgradeComplete? = event as? HTTPServerUpgradeEvents {
                let pipeline = context.pipeline.syncOperations
                if let decoder = try? pipeline.handler(type: ByteToMessageHandler<WebSocketFrameDecoder>.self) {
                    try? pipeline.addHandler(FrameRuleCheck(), position: .after(decoder))
                }
                pipeline.removeHandler(context: context, promise: nil)
            }
            context.fireUserInboundEventTriggered(event)
        }
    }
}
