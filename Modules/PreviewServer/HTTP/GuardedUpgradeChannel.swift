import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOHTTP1

/// Hummingbird's HTTP/1 + WebSocket child channel with a ``RequestHeadNormalizer`` (every
/// request head) and an ``UpgradeGuardHandler`` (the first one) placed in front of its upgrade
/// handler.
struct GuardedUpgradeChannel: ServerChildChannel {
    typealias Value = HTTP1WebSocketUpgradeChannel.Value

    let base: HTTP1WebSocketUpgradeChannel
    /// How long a connection may take to deliver its first request head.
    let headTimeout: TimeAmount
    let check: @Sendable (HTTPRequestHead) -> (any Error)?

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        base.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let pipeline = channel.pipeline.syncOperations
            let upgrader = try pipeline.handler(type: NIOTypedHTTPServerUpgradeHandler<HTTP1WebSocketUpgradeChannel.UpgradeResult>.self)
            try pipeline.addHandler(RequestHeadNormalizer(), position: .before(upgrader))
            try pipeline.addHandler(UpgradeGuardHandler(headTimeout: headTimeout, check: check), position: .before(upgrader))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}
