import HTTPTypes
import Hummingbird
import HummingbirdCore
import NIOCore

/// Bounds how long a request's body may take to arrive, counted from the end of its head: an
/// allowance plus its length at a minimum rate (``RequestBodyDeadline``), however the bytes are
/// spread. A body trickled in (a `POST` with a large `Content-Length` sent a byte at a time, a
/// slow-POST attack) is answered **408** and the connection closed; a large body on a slow but
/// honest link (an export over `--tls` from a phone) gets the time its length needs.
///
/// Hummingbird's HTTP/1 idle timeout cannot do this: it starts again with every part read, so a
/// body trickled faster than one byte per idle period held its connection for ever.
///
/// It sits in the HTTP/1 pipeline of every connection that was not upgraded (one of the
/// channel's additional handlers, after the HTTP types codec). The timer starts at each request
/// head and stops at the request's end, so requests without a body (a `GET`: head and end come
/// together) cost a timer that is cancelled at once. A body without a length (chunked) has its
/// deadline moved on, when the timer fires, by the time the bytes received so far earn. When it
/// expires, the request's body reader (a route collecting it, or Hummingbird draining it after
/// the response) gets ``RequestBodyTimeout`` instead of a body cut short; a 408 is written only
/// if no response is being written and the timed-out request is the only one unanswered
/// (``RequestBodyDeadline/mayAnswer(requestHeads:responseHeads:responseEnds:)``: with pipelined
/// requests a 408 could otherwise land in the middle of another response); then the connection
/// is closed, and anything the responder still writes is dropped.
final class RequestBodyDeadlineHandler: ChannelDuplexHandler, RemovableChannelHandler {
    // NIOHTTPTypes' `HTTPRequestPart` and `HTTPResponsePart`, named through the Hummingbird
    // handler next to which this one sits (the module is not a direct dependency).
    typealias InboundIn = HTTPConnectionStateHandler.InboundIn
    typealias InboundOut = HTTPConnectionStateHandler.InboundIn
    typealias OutboundIn = HTTPConnectionStateHandler.OutboundIn
    typealias OutboundOut = HTTPConnectionStateHandler.OutboundIn

    /// How long a body may take, from the end of its request's head.
    let deadline: RequestBodyDeadline
    private var timer: Scheduled<Void>?
    /// Request heads read, final response heads written and response ends written.
    private var requestHeads = 0
    private var responseHeads = 0
    private var responseEnds = 0
    /// The body being read: when its head ended, its declared length, the bytes received.
    private var bodyStart = NIODeadline.now()
    private var declaredLength: Int?
    private var received = 0
    private var hasTimedOut = false

    /// - Parameter deadline: How long a request body may take.
    init(deadline: RequestBodyDeadline) {
        self.deadline = deadline
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
        case .head(let request):
            requestHeads += 1
            bodyStart = .now()
            declaredLength = request.headerFields[.contentLength].flatMap { Int($0) }
            received = 0
            startTimer(context: context, at: bodyStart + Self.amount(deadline.seconds(declaredLength: declaredLength, received: 0)))
        case .body(let bytes):
            received += bytes.readableBytes
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
        switch unwrapOutboundIn(data) {
        case .head(let response) where response.status.kind != .informational: responseHeads += 1
        case .end: responseEnds += 1
        default: break
        }
        context.write(data, promise: promise)
    }

    private func startTimer(context: ChannelHandlerContext, at time: NIODeadline) {
        cancelTimer()
        let boundSelf = NIOLoopBound(self, eventLoop: context.eventLoop)
        let boundContext = NIOLoopBound(context, eventLoop: context.eventLoop)
        timer = context.eventLoop.scheduleTask(deadline: time) {
            boundSelf.value.expire(context: boundContext.value)
        }
    }

    /// The timer fired: the body's deadline now (later if a body without a length has earned
    /// more time meanwhile), or the timeout.
    private func expire(context: ChannelHandlerContext) {
        timer = nil
        let due = bodyStart + Self.amount(deadline.seconds(declaredLength: declaredLength, received: received))
        if due > .now() {
            startTimer(context: context, at: due)
        } else {
            timeOut(context: context)
        }
    }

    private static func amount(_ seconds: Double) -> TimeAmount {
        .nanoseconds(Int64(min(max(seconds, 0), 86_400) * 1e9))
    }

    private func cancelTimer() {
        timer?.cancel()
        timer = nil
    }

    private func timeOut(context: ChannelHandlerContext) {
        timer = nil
        guard !hasTimedOut else { return }
        let answers = RequestBodyDeadline.mayAnswer(requestHeads: requestHeads, responseHeads: responseHeads, responseEnds: responseEnds)
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
