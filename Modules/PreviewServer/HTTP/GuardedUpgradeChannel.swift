import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOHTTP1
import ServiceLifecycle

/// Hummingbird's HTTP/1 + WebSocket child channel with a ``RequestHeadNormalizer`` (every
/// request head) and an ``UpgradeGuardHandler`` (the first one) placed in front of its upgrade
/// handler.
///
/// Framing: once a connection is upgraded, a ``FrameRuleCheck`` sees every frame first.
///
/// Compression: each connection is set up by one of two otherwise identical channels, the one
/// whose WebSocket configuration offers `permessage-deflate` when ``compression`` applies to
/// the peer's address (``WebSocketCompression``), else the one without it.
///
/// Shutdown: a connection still waiting for its first request head (the ``UpgradeGuardHandler``
/// is still in its pipeline) has nothing to finish and is closed as soon as a graceful shutdown
/// starts; any connection is closed when the server is cancelled (the shutdown deadline). Without
/// this, a stalled partial request held the shutdown until its head timeout.
struct GuardedUpgradeChannel: ServerChildChannel {
    typealias Value = HTTP1WebSocketUpgradeChannel.Value

    let base: HTTP1WebSocketUpgradeChannel
    /// The same channel with a WebSocket configuration that has no `permessage-deflate`.
    let uncompressed: HTTP1WebSocketUpgradeChannel
    /// Which peers negotiate compression.
    let compression: WebSocketCompression
    /// How long a connection may take to deliver its first request head.
    let headTimeout: TimeAmount
    let check: @Sendable (HTTPRequestHead) -> (any Error)?

    private func channelFor(_ channel: any Channel) -> HTTP1WebSocketUpgradeChannel {
        compression.appliesTo(peer: channel.remoteAddress) ? base : uncompressed
    }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        channelFor(channel).setup(channel: channel, logger: logger).flatMapThrowing { value in
            let pipeline = channel.pipeline.syncOperations
            let upgrader = try pipeline.handler(type: NIOTypedHTTPServerUpgradeHandler<HTTP1WebSocketUpgradeChannel.UpgradeResult>.self)
            try pipeline.addHandler(RequestHeadNormalizer(), position: .before(upgrader))
            try pipeline.addHandler(UpgradeGuardHandler(headTimeout: headTimeout, check: check), position: .before(upgrader))
            try pipeline.addHandler(FrameRuleCheck.Installer(), position: .after(upgrader))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        let channel = value.channel
        await withTaskCancellationHandler {
            await withGracefulShutdownHandler {
                // Either channel handles what either set up: they differ only in the WebSocket
                // extensions, which the upgrade in `setup` already chose (the peer's address may be
                // gone by now if the connection closed).
                await base.handle(value: value, logger: logger)
            } onGracefulShutdown: {
                channel.eventLoop.execute {
                    if (try? channel.pipeline.syncOperations.handler(type: UpgradeGuardHandler.self)) != nil {
                        channel.close(promise: nil)
                    }
                }
            }
        } onCancel: {
            channel.close(promise: nil)
        }
    }
}
