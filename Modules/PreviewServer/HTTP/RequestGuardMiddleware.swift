import HTTPTypes
import Hummingbird

/// Refuses requests from anywhere but the page itself, before any route runs: the `Host` must
/// be on the ``HostAllowList`` (DNS rebinding), and an `Origin`, when present, must be the page
/// (cross-site requests), and a browser's `Sec-Fetch-Site` must not mark it as coming from
/// another site (``FetchMetadataPolicy``). WebSocket upgrades are checked earlier, by
/// ``UpgradeGuardHandler``, which also requires an `Origin`.
struct RequestGuardMiddleware<Context: RequestContext>: RouterMiddleware {
    let allowList: HostAllowList

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        try allowList.check(hosts: Self.hosts(of: request), origins: request.headers[values: .origin], requireOrigin: false)
        try FetchMetadataPolicy.check(
            sites: request.headers[values: HTTPField.Name("Sec-Fetch-Site")!],
            modes: request.headers[values: HTTPField.Name("Sec-Fetch-Mode")!],
            destinations: request.headers[values: HTTPField.Name("Sec-Fetch-Dest")!],
            method: request.method.rawValue
        )
        return try await next(request, context)
    }

    /// Every `Host` value of a request: HTTP/1 moves the first into the authority and leaves any
    /// further ones as header fields.
    static func hosts(of request: Request) -> [String] {
        (request.head.authority.map { [$0] } ?? []) + request.headers[values: HTTPField.Name("Host")!]
    }
}
