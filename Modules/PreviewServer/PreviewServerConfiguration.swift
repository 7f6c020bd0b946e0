/// How a preview server listens and what it serves.
public struct PreviewServerConfiguration: Sendable {
    /// The address or host name to listen on (`127.0.0.1` by default; `::1`, `0.0.0.0`, …).
    public var host: String
    /// The TCP port (0…65535); 0 lets the system pick a free one, reported once listening.
    public var port: Int
    /// The folder the page is served from.
    public var webRoot: WebRoot
    /// Host names allowed in `Host` headers besides the bound host and loopback names.
    public var additionalHosts: [String]
    /// The limits every session enforces.
    public var limits: SessionLimits
    /// The limits of shared sessions (viewers per session, sessions per server, grace period).
    public var shareLimits: ShareLimits = .standard
    /// The certificate and key to serve HTTPS and WSS with (`--tls`), or `nil` for plain HTTP.
    public var tls: TLSIdentity? = nil
    /// Which peers' WebSockets negotiate `permessage-deflate`: by default those on other
    /// machines only (over loopback compression costs processor time and saves nothing).
    public var compression: WebSocketCompression = .remotePeers
    /// What an export may ask for.
    public var exportLimits: ExportLimits
    /// Seconds a new connection has to deliver its first complete request head (> 0); a client
    /// that sends a partial request and then stalls (slowloris) is answered 408 and closed.
    public var requestHeadTimeout: Double
    /// Seconds every request body has to arrive, counted from the end of its head (> 0), before
    /// the time its length earns at ``requestBodyMinimumRate`` (see ``requestBodyDeadline``); a
    /// body trickled in slower (a slow `POST`) is answered 408 and the connection closed. The idle
    /// timeout cannot catch it: every byte read starts that one again.
    public var requestBodyTimeout: Double
    /// The slowest rate, in bytes per second (> 0), a request body is given time for beyond
    /// ``requestBodyTimeout``: its `Content-Length` (or, without one, the bytes received so far)
    /// at this rate, counting at most ``ExportLimits/maximumBodyBytes``.
    public var requestBodyMinimumRate: Double = defaultRequestBodyMinimumRate
    /// Seconds a kept-alive HTTP connection may stay idle after a response (> 0), or take to
    /// deliver its next request head, before the server closes it. WebSocket sessions are not
    /// affected (they have their own pings).
    public var idleTimeout: Double
    /// Seconds a graceful shutdown may take (> 0): sessions are sent a close frame and have this
    /// long to finish; whatever is still open then is closed and the server returns.
    public var shutdownDeadline: Double

    /// The default ``requestHeadTimeout``, in seconds.
    public static let defaultRequestHeadTimeout = 10.0

    /// The default ``requestBodyTimeout``, in seconds.
    public static let defaultRequestBodyTimeout = 10.0

    /// The default ``requestBodyMinimumRate``: 64 KiB per second (a 4 MiB export body has 64 s
    /// beyond the 10 s allowance).
    public static let defaultRequestBodyMinimumRate = 65_536.0

    /// How long a request body may take: ``requestBodyTimeout`` + its length ÷
    /// ``requestBodyMinimumRate``, lengths counted up to ``ExportLimits/maximumBodyBytes`` (the
    /// largest body a route accepts).
    public var requestBodyDeadline: RequestBodyDeadline {
        RequestBodyDeadline(
            allowance: requestBodyTimeout, minimumBytesPerSecond: requestBodyMinimumRate, maximumCreditedBytes: exportLimits.maximumBodyBytes)
    }

    /// The default ``idleTimeout``, in seconds.
    public static let defaultIdleTimeout = 15.0

    /// The default ``shutdownDeadline``, in seconds.
    public static let defaultShutdownDeadline = 3.0

    /// The port the preview listens on unless told otherwise.
    public static let defaultPort = 7070

    /// Creates a configuration.
    public init(
        host: String = "127.0.0.1",
        port: Int = defaultPort,
        webRoot: WebRoot,
        additionalHosts: [String] = [],
        limits: SessionLimits = .standard,
        exportLimits: ExportLimits = .standard,
        requestHeadTimeout: Double = defaultRequestHeadTimeout,
        requestBodyTimeout: Double = defaultRequestBodyTimeout,
        idleTimeout: Double = defaultIdleTimeout,
        shutdownDeadline: Double = defaultShutdownDeadline
    ) {
        self.host = host
        self.port = port
        self.webRoot = webRoot
        self.additionalHosts = additionalHosts
        self.limits = limits
        self.exportLimits = exportLimits
        self.requestHeadTimeout = requestHeadTimeout
        self.requestBodyTimeout = requestBodyTimeout
        self.idleTimeout = idleTimeout
        self.shutdownDeadline = shutdownDeadline
    }

    /// Whether `host` only accepts connections from this machine: `localhost` or a loopback
    /// address (`127.x.x.x`, `::1`, also in brackets; ``IPAddressText/isLoopback(_:)``). Binding
    /// anywhere else exposes the preview to the network.
    public var isLoopback: Bool {
        host.lowercased() == "localhost" || IPAddressText.bytes(host).map(IPAddressText.isLoopback) == true
    }

    /// The page's URL for a listening port, e.g. `http://127.0.0.1:7070/` (`https://` with
    /// ``tls``; IPv6 literals in brackets).
    ///
    /// The wildcard addresses `0.0.0.0` and `::` are not names a browser may use (the
    /// ``HostAllowList`` refuses them), so a server bound to one of them names the loopback
    /// address of the same family instead: `127.0.0.1` or `[::1]`.
    ///
    /// - Parameter port: The port actually listened on.
    public func url(port: Int) -> String {
        let shown: String = switch host.lowercased() {
        case "0.0.0.0": "127.0.0.1"
        case "::", "[::]": "[::1]"
        case let name where name.contains(":") && !name.hasPrefix("["): "[\(host)]"
        default: host
        }
        return "\(tls == nil ? "http" : "https")://\(shown):\(port)/"
    }
}
