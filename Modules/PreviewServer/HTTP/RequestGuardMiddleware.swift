import HTTPTypes
import Hummingbird

/// Refuses requests from anywhere but the page itself, before any route runs: the `Host` must
/// be on the ``HostAllowList`` (DNS rebinding), and an `Origin`, when present, must be the page
/// (cross-site requests). WebSocket upgrades additionally require an `Origin`
/// (``SessionRoute`` checks that through ``check(_:requireOrigin:)``).
struct RequestGuardMiddleware<Context: RequestContext>: RouterMiddleware {
    let allowList: HostAllowList

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        try Self.check(request, allowList: allowList, requireOrigin: false)
        return try await next(request, context)
    }

    private static var hostField: HTTPField.Name { HTTPField.Name("Host")! }

    /// Checks a request's `Host` and `Origin`.
    ///
    /// - Throws: ``RequestGuardError``.
    static func check(_ request: Request, allowList: HostAllowList, requireOrigin: Bool) throws(RequestGuardError) {
        // HTTP/1 puts the first Host header into the authority; a second one stays a header field
        // and makes the request ambiguous, so it is refused too.
        let host = request.head.authority
        guard let host, allowList.allows(host: host), request.headers[values: hostField].isEmpty else {
            throw .hostNotAllowed(host)
        }
        if let origin = request.headers[.origin] {
            guard allowList.isSameOrigin(origin, host: host) else { throw .originNotAllowed(origin) }
        } else if requireOrigin {
            throw .originMissing
        }
    }
}
