import NIOCore
import NIOHTTP1

/// Rewrites every request head of a connection, before the upgrade handler and the router see
/// it, so that the checks behind it judge what the request really asks for. It never answers
/// anything itself.
///
/// - An absolute-form target (`GET http://evil.example/x HTTP/1.1`) names the host that counts
///   (RFC 9112 §3.2.2: the server ignores `Host` then), so its authority replaces the `Host`
///   header and the ``HostAllowList`` judges it; HTTP/1 conversion would otherwise drop it and
///   answer as if for the `Host` header. A target without an authority is put in `Host` as is,
///   which no allow-list accepts.
/// - An `Upgrade` header is removed unless it asks for `websocket` on the connection's first
///   request: an upgrade the server does not offer (`h2c`, what `curl --http2` sends) is
///   ignored and the request answered over HTTP/1.1 (RFC 9110 §7.8), and a WebSocket upgrade
///   pipelined after another request (which Hummingbird cannot upgrade) goes through the
///   router and its checks like any request (`/session` answers 426 or 403 there).
/// - `Sec-WebSocket-Extensions` keeps only the `permessage-deflate` offers that may be
///   accepted, in canonical form (``DeflateOffer/acceptable(in:)``): an offer RFC 7692 says to
///   decline (an unknown or repeated parameter, a window outside 8…15) never reaches
///   swift-websocket, whose permessage-deflate hands such values to zlib unchecked (a trap in
///   compress-nio's debug builds, a failed handshake in release ones; README).
/// - `Expect: 100-continue` on an HTTP/1.1 request is answered `100 Continue` (RFC 9110
///   §10.1.1) as soon as the request is the oldest one not yet answered (a pipelined request's
///   interim answer must not come before an earlier request's response), so a client waiting
///   for it sends its body at once instead of after its own timeout. HTTP/1.0 requests' is
///   ignored, as RFC 9110 says.
/// - A request the HTTP parser rejects once its head has been handed on (a chunk size ended by
///   a bare LF, say) is given one answer only: the parse error reaches the request as
///   ``MalformedRequest`` (a route reading the body answers 400 through ``ErrorResponse``), not
///   as the parser's own error, which made Hummingbird answer 400 after the route's answer, and
///   the connection is closed once the answer is written.
final class RequestHeadNormalizer: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private var isFirstHead = true
    /// Requests whose head was handed on and whose response has not ended yet.
    private var unanswered = 0
    /// Whether a request's head was handed on and its end has not arrived.
    private var isReadingRequest = false
    /// The unanswered request (the newest) that waits for its `100 Continue`.
    private var continueIsDue = false
    /// Close the connection once every response has ended (after a parse error mid-request).
    private var closesWhenAnswered = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(var head):
            let isFirst = isFirstHead
            isFirstHead = false
            if let authority = Self.targetAuthority(head.uri) {
                head.headers.replaceOrAdd(name: "Host", value: authority)
            }
            let upgrades = head.headers[canonicalForm: "upgrade"]
            let isWebSocketUpgrade = isFirst && upgrades.contains(where: { $0.lowercased() == "websocket" })
            if !upgrades.isEmpty, !isWebSocketUpgrade {
                head.headers.remove(name: "Upgrade")
            }
            let offers = head.headers["Sec-WebSocket-Extensions"]
            if !offers.isEmpty {
                head.headers.remove(name: "Sec-WebSocket-Extensions")
                if let acceptable = DeflateOffer.acceptable(in: offers) {
                    head.headers.add(name: "Sec-WebSocket-Extensions", value: acceptable)
                }
            }
            context.fireChannelRead(wrapInboundOut(.head(head)))
            // After an upgrade the connection carries WebSocket frames, not HTTP parts; a refused
            // upgrade closes the connection. Either way no further head comes.
            if isWebSocketUpgrade {
                context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
                return
            }
            unanswered += 1
            isReadingRequest = true
            if Self.expectsContinue(head) {
                continueIsDue = true
                if unanswered == 1 { sendContinue(context: context) }
            }
        case .body:
            context.fireChannelRead(data)
        case .end:
            isReadingRequest = false
            context.fireChannelRead(data)
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard error is HTTPParserError, isReadingRequest else {
            context.fireErrorCaught(error)
            return
        }
        // The request already has (or will get) an answer from its route: that is the only one.
        isReadingRequest = false
        continueIsDue = false
        closesWhenAnswered = true
        context.fireErrorCaught(MalformedRequest())
        if unanswered == 0 { context.close(promise: nil) }
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard case .end = unwrapOutboundIn(data) else {
            context.write(data, promise: promise)
            return
        }
        unanswered = max(unanswered - 1, 0)
        if closesWhenAnswered, unanswered == 0 {
            let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
            let written = promise ?? context.eventLoop.makePromise()
            written.futureResult.whenComplete { _ in bound.value.close(promise: nil) }
            context.writeAndFlush(data, promise: written)
            return
        }
        context.write(data, promise: promise)
        // The newest request is now the oldest unanswered one: its interim answer may go.
        if continueIsDue, unanswered == 1 { sendContinue(context: context) }
    }

    private func sendContinue(context: ChannelHandlerContext) {
        continueIsDue = false
        context.writeAndFlush(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: .continue))), promise: nil)
    }

    /// Whether `head` is an HTTP/1.1 (or later) request with `Expect: 100-continue`.
    static func expectsContinue(_ head: HTTPRequestHead) -> Bool {
        guard head.version.major > 1 || (head.version.major == 1 && head.version.minor >= 1) else { return false }
        return head.headers["Expect"].contains(where: { $0.trimmingASCIIWhitespace().lowercased() == "100-continue" })
    }

    /// The authority of an absolute-form target (`http://name:port/path` → `name:port`), the
    /// whole target when it is neither origin-form (`/…`) nor `*` nor has a `scheme://`, and
    /// `nil` for origin-form and `*`.
    static func targetAuthority(_ target: String) -> String? {
        if target.hasPrefix("/") || target == "*" { return nil }
        guard let separator = target.firstRange(of: "://") else { return target }
        let rest = target[separator.upperBound...]
        let end = rest.firstIndex(where: { "/?#".contains($0) }) ?? rest.endIndex
        return String(rest[..<end])
    }
}
