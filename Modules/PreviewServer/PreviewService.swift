import Hummingbird
import HummingbirdCore
import HummingbirdTLS
import HummingbirdWebSocket
import HummingbirdWSCompression
import Logging
import NIOCore
import NIOHTTP1
import ServiceLifecycle
import UnixSignals

/// The preview server: serves the page from the web root, the scene list, and scene sessions
/// over WebSockets, behind the host/origin guard.
///
/// Routes: `GET /api/health`, `GET /api/scenes`, `POST /api/export/png` and `/api/export/clip`
/// (Raster renders from the session's log), WebSocket `GET /session?scene=ID`, and `GET`/`HEAD`
/// of any file under the web root (`/` is `index.html`). Everything else is 404.
public struct PreviewService: Sendable {
    /// What the server listens on and serves.
    public let configuration: PreviewServerConfiguration
    private let scenes: any SceneDirectory
    private let sessions: Sessions
    private let logger: Logger

    /// Where sessions run.
    private enum Sessions: Sendable {
        /// In this process.
        case inProcess(any SceneProvider)
        /// In a scene host child process (`serve --watch`).
        case hosted(LiveReloadHub)

        /// Where exports replay logs: in this process, or in the current scene host.
        var exportSource: (any ExportSource)? {
            switch self {
            case .inProcess(let provider): provider as? any ExportSource
            case .hosted(let hub): HostedExportSource(hub: hub)
            }
        }
    }

    /// Creates a server (it does not listen until ``run(onReady:)``).
    ///
    /// - Parameters:
    ///   - configuration: Address, port, web root and limits.
    ///   - scenes: The scenes it can run.
    ///   - logger: Where the server logs its own notices (refused sessions, failed requests);
    ///     warnings and above to standard error by default. Hummingbird's per-connection
    ///     diagnostics (a client that hung up mid-handshake, say) are logged only when critical.
    public init(configuration: PreviewServerConfiguration, scenes: any SceneProvider, logger: Logger? = nil) {
        self.init(configuration: configuration, scenes: scenes, sessions: .inProcess(scenes), logger: logger)
    }

    /// Creates a server whose sessions run in the scene hosts of `hub` (`preview serve --watch`):
    /// the same routes, but scenes never run in this process, and every session is moved to each
    /// new host by replaying its log (see ``HostedSession``).
    ///
    /// - Parameters:
    ///   - configuration: Address, port, web root and limits.
    ///   - hub: The current scene host, build status and sessions.
    ///   - logger: Where the server logs its own notices.
    public init(configuration: PreviewServerConfiguration, hub: LiveReloadHub, logger: Logger? = nil) {
        self.init(configuration: configuration, scenes: hub, sessions: .hosted(hub), logger: logger)
    }

    private init(configuration: PreviewServerConfiguration, scenes: any SceneDirectory, sessions: Sessions, logger: Logger?) {
        self.configuration = configuration
        self.scenes = scenes
        self.sessions = sessions
        self.logger = logger ?? {
            var logger = Logger(label: "zoetrope.preview", factory: { StreamLogHandler.standardError(label: $0) })
            logger.logLevel = .warning
            return logger
        }()
    }

    /// Listens until SIGINT or SIGTERM, then shuts down gracefully: stops accepting connections
    /// and closes every session with a WebSocket close frame, waiting at most the
    /// configuration's ``PreviewServerConfiguration/shutdownDeadline`` for them before closing
    /// the rest.
    ///
    /// - Parameter onReady: Called once with the port actually listened on, when connections are
    ///   accepted.
    /// - Throws: ``PreviewServiceError/cannotListen(address:reason:)`` if the address cannot be
    ///   bound; other errors if the server fails later.
    public func run(onReady: @escaping @Sendable (Int) -> Void) async throws {
        let started = Flag()
        let group = makeServiceGroup(signals: [.sigterm, .sigint]) { port in
            started.set()
            onReady(port)
        }
        do {
            try await group.run()
        } catch where !started.isSet {
            throw PreviewServiceError.cannotListen(address: "\(configuration.host):\(configuration.port)", reason: "\(error)")
        }
    }

    /// The server as a service group whose graceful shutdown has a deadline: after
    /// ``PreviewServerConfiguration/shutdownDeadline`` seconds the server is cancelled, which
    /// closes the connections still open (a client that never answers the close frame). With
    /// `signals`, a second one of them ends the process at once (``SecondSignalExit``).
    ///
    /// - Parameters:
    ///   - signals: The signals that start the graceful shutdown (none for tests, which call
    ///     `triggerGracefulShutdown()`).
    ///   - onReady: Called with the listening port once the server runs.
    public func makeServiceGroup(signals: [UnixSignal] = [], onReady: @escaping @Sendable (Int) -> Void = { _ in }) -> ServiceGroup {
        var services = [ServiceGroupConfiguration.ServiceConfiguration(service: makeApplication(onReady: onReady))]
        if !signals.isEmpty {
            services.append(.init(service: SecondSignalExit(signals: signals.map(\.rawValue)), successTerminationBehavior: .ignore))
        }
        var groupConfiguration = ServiceGroupConfiguration(services: services, gracefulShutdownSignals: signals, logger: quietLogger)
        groupConfiguration.maximumGracefulShutdownDuration = Self.duration(seconds: configuration.shutdownDeadline)
        return ServiceGroup(configuration: groupConfiguration)
    }

    /// The Hummingbird application, for tests (`app.test(.router)`, `.live`) and ``run(onReady:)``.
    ///
    /// - Parameter onReady: Called with the listening port once the server runs.
    public func makeApplication(onReady: @escaping @Sendable (Int) -> Void = { _ in }) -> some ApplicationProtocol {
        let allowList = HostAllowList(boundHost: configuration.host, additionalNames: configuration.additionalHosts, secure: configuration.tls != nil)
        let limits = configuration.limits
        let scenes = self.scenes
        let sessions = self.sessions
        let shared = SharedSessions(limits: configuration.shareLimits)

        let router = Router()
        let logger = self.logger
        router.add(middleware: ErrorResponseMiddleware(logger: logger))
        router.add(middleware: RequestGuardMiddleware(allowList: allowList))
        router.get("/api/health") { _, _ in
            Self.json(#"{"status":"ok","protocol":\#(ServerMessage.protocolVersion)}"#)
        }
        router.get("/api/scenes") { _, _ in
            Self.json(scenes.listJSON)
        }
        let export = ExportRoute(source: sessions.exportSource, limits: configuration.exportLimits)
        router.post(RouterPath(ExportRoute.pngPath)) { request, _ in try await export.png(request) }
        router.post(RouterPath(ExportRoute.clipPath)) { request, _ in try await export.clip(request) }
        router.get(RouterPath(SessionRoute.path)) { request, _ -> Response in
            _ = try SessionTarget.validate(request, allowList: allowList, scenes: scenes, shared: shared)
            throw SessionRequestError.notAnUpgrade
        }
        let files = StaticFileResponder(root: configuration.webRoot)
        for path: RouterPath in ["/", "/**"] {
            router.get(path) { request, _ in try await files.respond(to: request, headOnly: false) }
            router.head(path) { request, _ in try await files.respond(to: request, headOnly: true) }
        }

        // Deflate: measured on real frames (docs/session-protocol.md §2, `scripts/bench deflate`),
        // level 1 halves zlib's CPU against the default 6 for ~18 % more bytes; the context kept
        // across messages (takeover) and the full window are what make small frames small.
        // Received frames pass the extensions in reverse order: the mask check sees them first.
        // Peers that do not get compression (loopback, by default) are served by a second
        // configuration without it (GuardedUpgradeChannel).
        func webSocket(deflate: Bool) -> WebSocketServerConfiguration {
            let deflateExtension = BoundedDeflate.factory(maximumMessageBytes: limits.maximumMessageBytes, compressionLevel: 1, minimumBytesToCompress: 128)
            return WebSocketServerConfiguration(
                maxFrameSize: limits.maximumFrameBytes,
                extensions: (deflate ? [deflateExtension] : []) + [.nonNegotiatedExtension { ClientMaskCheck() }],
                autoPing: .enabled(timePeriod: .seconds(30)),
                closeTimeout: Self.webSocketCloseTimeout,
                validateUTF8: true
            )
        }
        let compressedWebSocket = webSocket(deflate: true)
        let plainWebSocket = webSocket(deflate: false)
        let headTimeout = TimeAmount(Self.duration(seconds: configuration.requestHeadTimeout))
        // The idle timeout starts again with every part read, so a body trickled in byte by byte
        // needs a deadline of its own (RequestBodyDeadlineHandler, one per connection).
        let rule = configuration.requestBodyDeadline
        let bodyDeadline = RequestBodyDeadline(
            allowance: min(max(rule.allowance, 0.001), 3600), minimumBytesPerSecond: max(rule.minimumBytesPerSecond, 1),
            maximumCreditedBytes: max(rule.maximumCreditedBytes, 0))
        let http1 = HTTP1Channel.Configuration(
            additionalChannelHandlers: [RequestBodyDeadlineHandler(deadline: bodyDeadline)],
            idleTimeout: TimeAmount(Self.duration(seconds: configuration.idleTimeout))
        )
        // The upgrade is decided by a closure, not by a WebSocket router: the router's request
        // context holds a reference to itself once a route upgrades (hummingbird-websocket
        // 2.8's `WebSocketHandlerReference` keeps the context, whose `webSocket` is that
        // reference), so every session leaked its context and logger (~0.5 KB; the RSS of a soak
        // grew with the sessions opened).
        let tls = configuration.tls?.serverConfiguration
        let compression = configuration.compression
        let server = HTTPServerBuilder { responder in
            let shouldUpgrade: @Sendable (HTTPRequest, any Channel, Logger) throws -> ShouldUpgradeResult<WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>> = { head, _, _ in
                let request = Request(head: head, body: .init(buffer: .init()))
                // A handshake is a GET (RFC 6455 §4.1), as the WebSocket router's route was.
                guard request.method == .get, request.uri.path == SessionRoute.path,
                      let target = try? SessionTarget.validate(request, allowList: allowList, scenes: scenes, shared: shared)
                else { return .dontUpgrade }
                return .upgrade([:]) { inbound, outbound, _ in
                    try await Self.serveSession(
                        target: target, sessions: sessions, shared: shared, limits: limits, inbound: inbound, outbound: outbound, logger: logger)
                }
            }
            let channel = GuardedUpgradeChannel(
                base: HTTP1WebSocketUpgradeChannel(responder: responder, configuration: .init(http1: http1, ws: compressedWebSocket), shouldUpgrade: shouldUpgrade),
                uncompressed: HTTP1WebSocketUpgradeChannel(responder: responder, configuration: .init(http1: http1, ws: plainWebSocket), shouldUpgrade: shouldUpgrade),
                compression: compression,
                headTimeout: headTimeout,
                check: { head in Self.upgradeRefusal(head, allowList: allowList, scenes: scenes, shared: shared) }
            )
            // With TLS the handshake comes first, within the head timeout too (a 408 cannot
            // be written before it).
            guard let tls else { return channel }
            return try TLSChannel(TLSHandshakeDeadlineChannel(base: channel, timeout: headTimeout), tlsConfiguration: tls)
        }
        return Application(
            router: router,
            server: server,
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: nil),
            onServerRunning: { channel in onReady(channel.localAddress?.port ?? 0) },
            logger: quietLogger
        )
    }

    /// Runs one upgraded session until it ends: a session of its own in this process on the
    /// scene executor's threads, or through the scene host (`serve --watch`); or a viewer of a
    /// shared session (in this process only).
    private static func serveSession(
        target: SessionTarget, sessions: Sessions, shared: SharedSessions, limits: SessionLimits,
        inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, logger: Logger
    ) async throws {
        let sceneID: String
        switch target {
        case .own(let id):
            sceneID = id
        case .share(let id):
            guard case .inProcess(let provider) = sessions else {
                return try await SharedConnection.refuse(.notWithWatch, outbound: outbound, logger: logger)
            }
            switch shared.create(sceneID: id, provider: provider, sessionLimits: limits, seconds: SessionConnection.stopwatch()) {
            case .success(let session):
                return try await Self.serveShared(session, limits: limits, inbound: inbound, outbound: outbound, logger: logger)
            case .failure(let refusal):
                return try await SharedConnection.refuse(refusal, outbound: outbound, logger: logger)
            }
        case .join(let session):
            return try await Self.serveShared(session, limits: limits, inbound: inbound, outbound: outbound, logger: logger)
        }
        let provider: any SceneProvider
        switch sessions {
        case .inProcess(let inProcess):
            provider = inProcess
        case .hosted(let hub):
            var session = HostedSession(hub: hub, sceneID: sceneID, limits: limits)
            let opening = await session.opening()
            do {
                try await SessionConnection.serve(opening: opening, limits: limits, inbound: inbound, outbound: outbound, logger: logger) { text in
                    await session.respond(to: text)
                }
            } catch {
                await session.close()
                throw error
            }
            await session.close()
            return
        }
        guard let session = provider.makeSession(sceneID: sceneID) else {
            try await outbound.write(.text(ServerMessage.error(message: "no scene has the id '\(sceneID)'").json))
            try await outbound.close(.policyViolation, reason: "unknown scene")
            return
        }
        // Scene work that may be long runs on the scene executor's threads (SessionConnection).
        try await SessionConnection.run(session: session, limits: limits, inbound: inbound, outbound: outbound, logger: logger)
    }

    /// Runs one viewer of a shared session on the scene executor's threads.
    private static func serveShared(
        _ session: SharedSession, limits: SessionLimits, inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, logger: Logger
    ) async throws {
        try await withTaskExecutorPreference(SceneExecutor.shared) {
            try await SharedConnection.run(session: session, limits: limits, inbound: inbound, outbound: outbound, logger: logger)
        }
    }

    /// How long a session waits for the client's answer to its close frame before closing the
    /// connection anyway (5 s); a graceful shutdown's deadline cuts it short.
    static let webSocketCloseTimeout: Duration = .seconds(5)

    /// The logger handed to Hummingbird and the service group: critical messages only.
    private var quietLogger: Logger {
        var quiet = logger
        quiet.logLevel = .critical
        return quiet
    }

    /// A configured number of seconds as a `Duration`, clamped to 1 ms … 1 hour.
    private static func duration(seconds: Double) -> Duration {
        .nanoseconds(Int64(max(0.001, min(seconds, 3600)) * 1e9))
    }

    /// Why a WebSocket upgrade request must be refused, or `nil`: Host and Origin for every
    /// path, then the scene for `/session`; any other path has no WebSocket (404, where
    /// Hummingbird would answer a bare 400); last the handshake's own form
    /// (``WebSocketHandshake``: 400, or 426 for a version other than 13).
    private static func upgradeRefusal(
        _ head: HTTPRequestHead, allowList: HostAllowList, scenes: any SceneDirectory, shared: SharedSessions
    ) -> (any Error)? {
        let uri = URI(head.uri)
        do {
            try FetchMetadataPolicy.check(
                sites: head.headers["Sec-Fetch-Site"], modes: head.headers["Sec-Fetch-Mode"],
                destinations: head.headers["Sec-Fetch-Dest"], method: head.method.rawValue
            )
            if uri.path == SessionRoute.path {
                _ = try SessionTarget.validate(
                    hosts: head.headers["Host"], origins: head.headers["Origin"], uri: uri, allowList: allowList, scenes: scenes, shared: shared)
            } else {
                try allowList.check(hosts: head.headers["Host"], origins: head.headers["Origin"], requireOrigin: true)
                throw SessionRequestError.notAWebSocketPath(uri.path)
            }
            return WebSocketHandshake.refusal(head)
        } catch {
            return error
        }
    }

    private static func json(_ text: String) -> Response {
        Response(status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}

/// Why the preview server could not run.
public enum PreviewServiceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Binding the address failed (in use, not an address of this machine, no permission).
    case cannotListen(address: String, reason: String)

    /// A message saying what happened and what to do.
    public var description: String {
        switch self {
        case .cannotListen(let address, let reason):
            "cannot listen on \(address): \(reason). Choose another --port (0 picks a free one) or --host."
        }
    }
}
