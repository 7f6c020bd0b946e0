import HTTPTypes
import Hummingbird
import Logging

/// The outermost middleware: turns every thrown error into a response through
/// ``ErrorResponse`` and adds the security headers every response carries.
///
/// Headers added: `X-Content-Type-Options: nosniff`, `Cache-Control: no-store` (a dev server
/// must never serve a stale page), `Referrer-Policy: no-referrer`, `X-Frame-Options: DENY` and
/// a `Content-Security-Policy` that allows only this origin, and
/// `Cross-Origin-Resource-Policy: same-origin` (browsers refuse to hand any response to a
/// page of another origin, even a `no-cors` script or image load). No `Access-Control-Allow-Origin`
/// header is ever sent, so other sites cannot read any response.
struct ErrorResponseMiddleware<Context: RequestContext>: RouterMiddleware {
    /// Where unexpected (500) errors are logged.
    let logger: Logger

    static var securityHeaders: HTTPFields {
        [
            .init("X-Content-Type-Options")!: "nosniff",
            .cacheControl: "no-store",
            .init("Referrer-Policy")!: "no-referrer",
            .init("X-Frame-Options")!: "DENY",
            .init("Cross-Origin-Resource-Policy")!: "same-origin",
            .contentSecurityPolicy: "default-src 'self'; connect-src 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
        ]
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        do {
            response = try await next(request, context)
        } catch {
            if ErrorResponse.statusAndMessage(for: error).0 == .internalServerError {
                logger.error("request failed", metadata: ["path": "\(request.uri.path)", "error": "\(error)"])
            }
            response = ErrorResponse.response(for: error)
        }
        for field in Self.securityHeaders {
            response.headers[field.name] = field.value
        }
        return response
    }
}
