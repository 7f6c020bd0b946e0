import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import PreviewServer
import Testing
import ZoetropeTestSupport

/// Runs a preview server on a free port for the duration of `body`.
///
/// - Parameters:
///   - limits: The session limits (tests shrink them to hit them quickly).
///   - shareLimits: The shared sessions' limits.
///   - requestHeadTimeout: Seconds a connection has to send its first request head.
///   - requestBodyTimeout: Seconds a request body may take after its head, before its length's.
///   - requestBodyMinimumRate: Bytes per second a body's length is given time at.
///   - idleTimeout: Seconds a kept-alive connection may stay idle.
///   - scenes: The scenes it runs (the test scene `dot` by default).
///   - logger: The server's logger (its default when `nil`).
///   - tls: The certificate to serve HTTPS/WSS with (plain HTTP when `nil`).
///   - compression: Which peers negotiate permessage-deflate (the tests' peers are all on loopback,
///     so tests of compression pass `.always`).
///   - body: Receives the port and the web-root fixture.
func withLiveServer<Value: Sendable>(
    limits: SessionLimits = .standard,
    shareLimits: ShareLimits = .standard,
    requestHeadTimeout: Double = PreviewServerConfiguration.defaultRequestHeadTimeout,
    requestBodyTimeout: Double = PreviewServerConfiguration.defaultRequestBodyTimeout,
    requestBodyMinimumRate: Double = PreviewServerConfiguration.defaultRequestBodyMinimumRate,
    idleTimeout: Double = PreviewServerConfiguration.defaultIdleTimeout,
    scenes: any SceneProvider = TestSceneProvider(),
    logger: Logger? = nil,
    tls: TLSIdentity? = nil,
    compression: WebSocketCompression = .remotePeers,
    _ body: @Sendable (_ port: Int, _ fixture: TemporaryWebRoot) async throws -> Value
) async throws -> Value {
    let fixture = try TemporaryWebRoot()
    var configuration = PreviewServerConfiguration(host: "127.0.0.1", port: 0, webRoot: try WebRoot(path: fixture.web.path), limits: limits,
        requestHeadTimeout: requestHeadTimeout, requestBodyTimeout: requestBodyTimeout, idleTimeout: idleTimeout
    )
    configuration.shareLimits = shareLimits
    configuration.requestBodyMinimumRate = requestBodyMinimumRate
    configuration.tls = tls
    configuration.compression = compression
    let service = PreviewService(configuration: configuration, scenes: scenes, logger: logger)
    return try await service.makeApplication().test(.live) { client in
        try await body(try #require(client.port), fixture)
    }
}
