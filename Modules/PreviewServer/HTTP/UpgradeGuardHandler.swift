import HTTPTypes
import Hummingbird
import NIOCore
import NIOHTTP1

/// Answers refused WebSocket upgrades with the right status (403 for Host/Origin, 404 for an
/// unknown scene) before Hummingbird's upgrade handler sees them, which would answer every
/// refusal with a bare 400.
///
/// It sits right in front of the upgrade handler and looks at the first request head of a
/// connection only (Hummingbird upgrades nothing but a connection's first request). A request
/// that is not a WebSocket upgrade, or passes the checks, goes on untouched and the handler
/// removes itself.
///
/// It also answers a first request that does not even parse (a NUL byte in the request line,
/// say) with 400 and closes the connection; without it such a connection would hang, since
/// nothing behind the upgrade handler is set up yet.
///
/// And it bounds how long a connection may take to send its first request head: a client that
/// sends part of a request and stalls (slowloris) is answered 408 and closed after
/// `headTimeout`, instead of holding its connection open forever.
final class UpgradeGuardHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    /// Returns why an upgrade request must be refused, or `nil` to let it through.
    let check: @Sendable (HTTPRequestHead) -> (any Error)?
    /// How long the first request head may take to arrive.
    let headTimeout: TimeAmount
    private var isRefusing = false
    private var headTimer: Scheduled<Void>?

    init(headTimeout: TimeAmount, check: @escaping @Sendable (HTTPRequestHead) -> (any Error)?) {
        self.headTimeout = headTimeout
        self.check = check
    }

    func handlerAdded(context: ChannelHandlerContext) {
        let boundSelf = NIOLoopBound(self, eventLoop: context.eventLoop)
        let boundContext = NIOLoopBound(context, eventLoop: context.eventLoop)
        headTimer = context.eventLoop.scheduleTask(in: headTimeout) {
            let handler = boundSelf.value
            guard !handler.isRefusing else { return }
            handler.refuse(context: boundContext.value, error: RequestHeadTimeout())
        }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        headTimer?.cancel()
        headTimer = nil
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if isRefusing { return }
        headTimer?.cancel()
        headTimer = nil
        guard case .head(let head) = unwrapInboundIn(data),
              head.headers[canonicalForm: "upgrade"].contains(where: { $0.lowercased() == "websocket" }),
              let error = check(head)
        else {
            context.fireChannelRead(data)
            context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
            return
        }
        refuse(context: context, error: error)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard error is HTTPParserError else {
            context.fireErrorCaught(error)
            return
        }
        if !isRefusing { refuse(context: context, error: MalformedRequest()) }
    }

    private func refuse(context: ChannelHandlerContext, error: any Error) {
        isRefusing = true
        let (status, body) = ErrorResponse.statusAndBody(for: error)
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: "application/json")
        headers.add(name: "Content-Length", value: String(body.utf8.count))
        headers.add(name: "Connection", value: "close")
        for (name, value) in ErrorResponse.extraHeaders(for: error) {
            headers.add(name: name, value: value)
        }
        for field in ErrorResponseMiddleware<BasicRequestContext>.securityHeaders {
            headers.add(name: field.name.rawName, value: field.value)
        }
        let responseHead = HTTPResponseHead(
            version: .http1_1,
            status: HTTPResponseStatus(statusCode: status.code, reasonPhrase: status.reasonPhrase),
            headers: headers
        )
        context.write(wrapOutboundOut(.head(responseHead)), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(string: body)))), promise: nil)
        let boundContext = NIOLoopBound(context, eventLoop: context.eventLoop)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in
            boundContext.value.close(promise: nil)
        }
    }
}

/// A request the HTTP parser rejected (answered 400 by ``ErrorResponse``).
struct MalformedRequest: Error {}

/// A connection's first request head did not arrive in time (answered 408 by ``ErrorResponse``).
struct RequestHeadTimeout: Error {}
