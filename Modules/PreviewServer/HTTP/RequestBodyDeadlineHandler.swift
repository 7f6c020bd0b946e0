import HTTPTypes
import Hummingbird
import HummingbirdCore
import NIOCore

/// Bounds how long a request's body may take to arrive: from the end of its head until its last
/// byte, at most `timeout`, however the bytes are spread. A body trickled in (a `POST` with a
/// large `Content-Length` sent a byte at a time, a slow-POST attack) is answered **408** and the
/// connection closed.
///
/// Hummingbird's HTTP/1 idle timeout cannot do this: it starts again with every part read, so a
/// body trickled faster than one byte per idle period held its connection for ever.
///
/// It sits in the HTTP/1 pipeline of every connection that was not upgraded (one of the
/// channel's additional handlers, after the HTTP types codec). The timer starts at each request
/// head and stops at the request's end, so requests without a body (a `GET`: head and end come
/// together) cost a timer that is cancelled at once. When it fires, the request's body reader
/// (a route collecting it, or Hummingbird draining it after the response) gets
/// ``RequestBodyTimeout`` instead of a body cut short; if no response to the request has begun,
/// a 408 is written; then the connection is closed, and anything the responder still writes is
/// dropped.
final class RequestBodyDeadlineHandler: ChannelDuplexHandler, RemovableChannelHandler {
    // NIOHTTPTypes' `HTTPRequestPart` and `HTTPResponsePart`, named through the Hummingbird
    // handler next to which this one sits (the module is not a direct dependency).
    typealias InboundIn = HTTPConnectionStateHandler.InboundIn
    typealias InboundOut = HTTPConnectionStateHandler.InboundIn
    typealias OutboundIn = HTTPConnectionStateHandler.OutboundIn
    typealias OutboundOut = HTTPConnectionStateHandler.OutboundIn

    /// How long a body may take, from the end of its request's head.
    let timeout: TimeAmount
    private var timer: Scheduled<Void>?
    /// Request heads read and final response heads written: a response to the request being read
    /// has begun when they are equal.
    private var requestHeads = 0
    private var responseHeads = 0
    private var hasTimedOut = false

    /// - Parameter timeout: How long a request body may take (> 0).
    init(timeout: TimeAmount) {
        self.timeout = timeout
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        cancelTimer()
    }

    func channelInactive(context: ChannelHandlerContext) {
        cancelTimer()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if hasTimedOut { return }
        switch unwrapInboundIn(data) {
        case .head:
            requestHeads += 1
            startTimer(context: context)
        case .body:
            break
        case .end:
            cancelTimer()
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if hasTimedOut {
            promise?.fail(ChannelError.ioOnClosedChannel)
            return
        }
        if case .head(let response) = unwrapOutboundIn(data), response.status.kind != .informational {
            responseHeads += 1
        }
        context.write(data, promise: promise)
    }

    private func startTimer(context: ChannelHandlerContext) {
        cancelTimer()
        let boundSelf = NIOLoopBound(self, eventLoop: context.eventLoop)
        let boundContext = NIOLoopBound(context, eventLoop: context.eventLoop)
        timer = context.eventLoop.scheduleTask(in: timeout) {
            boundSelf.value.timeOut(context: boundContext.value)
        }
    }

    private func cancelTimer() {
        timer?.cancel()
        timer = nil
    }

    private func timeOut(context: ChannelHandlerContext) {
        timer = nil
        guard !hasTimedOut else { return }
        let answers = responseHeads < requestHeads
        hasTimedOut = true
        // Whoever reads the body learns why it ends.
        context.fireErrorCaught(RequestBodyTimeout())
        guard answers else {
            context.close(promise: nil)
            return
        }
        let (status, body) = ErrorResponse.statusAndBody(for: RequestBodyTimeout())
        var fields = ErrorResponseMiddleware<BasicRequestContext>.securityHeaders
        fields[.contentType] = "application/json"
        fields[.contentLength] = String(body.utf8.count)
        fields[.connection] = "close"
        context.write(wrapOutboundOut(.head(HTTPResponse(status: status, headerFields: fields))), promise: nil)
        context.write(wrapOutboundOut(.body(ByteBuffer(string: body))), promise: nil)
        let boundContext = NIOLoopBound(context, eventLoop: context.eventLoop)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in
            boundContext.value.close(promise: nil)
        }
    }
}

/// A request's body did not arrive in time (answered 408 by ``ErrorResponse``).
struct RequestBodyTimeout: Error {}
