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
final class RequestHeadNormalizer: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart

    private var isFirstHead = true

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(var head) = unwrapInboundIn(data) else {
            context.fireChannelRead(data)
            return
        }
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
        }
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
