import HTTPTypes
import Hummingbird

/// The one place where errors become HTTP responses (the WebSocket session's counterpart is
/// ``SessionRejection``).
///
/// Every route and middleware throws typed errors; ``ErrorResponseMiddleware`` catches them and
/// asks this type for the response. The body is `{"error": "<message>"}`; unknown errors are
/// answered 500 without details (they are logged instead).
public enum ErrorResponse {
    /// The status and message for an error.
    ///
    /// - Parameter error: Any error a route or middleware threw.
    /// - Returns: The HTTP status and a message for the body.
    public static func statusAndMessage(for error: any Error) -> (HTTPResponse.Status, String) {
        switch error {
        case let error as StaticFileError:
            switch error {
            case .badPath(let reason): (.badRequest, "bad path: \(reason)")
            case .notFound: (.notFound, "not found")
            case .tooLarge: (.internalServerError, "the file is too large to serve")
            case .truncated: (.internalServerError, "the file shrank while it was being sent")
            }
        case let error as RequestGuardError:
            switch error {
            case .hostNotAllowed(let host):
                (.forbidden, "the Host '\(host.map(Self.shortened) ?? "")' is not allowed; use localhost, 127.0.0.1 or [::1]")
            case .originNotAllowed(let origin): (.forbidden, "the Origin '\(Self.shortened(origin))' is not this page")
            case .originMissing: (.forbidden, "a WebSocket upgrade needs an Origin header naming this page")
            case .crossSite(let site):
                (.forbidden, "requests from other sites are refused (Sec-Fetch-Site: \(Self.shortened(site))); open the page itself")
            }
        case let error as SessionRequestError:
            switch error {
            case .missingScene: (.badRequest, "the session URL needs ?scene=ID; GET /api/scenes lists the ids")
            case .unknownScene(let id): (.notFound, "no scene has the id '\(Self.shortened(id))'; GET /api/scenes lists the ids")
            case .notAnUpgrade: (.upgradeRequired, "/session is a WebSocket endpoint")
            case .notAWebSocketPath(let path):
                (.notFound, "'\(Self.shortened(path))' offers no WebSocket; sessions are at /session?scene=ID")
            case .noSharedSession: (.notFound, "no shared session has this id and key")
            }
        case let error as ExportError:
            switch error {
            case .originMissing: (.forbidden, "an export request needs an Origin header naming this page")
            case .notJSON(let type):
                (.unsupportedMediaType, "an export request's body must be application/json, not \(type.map { "'\(Self.shortened($0))'" } ?? "missing")")
            case .bodyTooLarge(let maximum): (.contentTooLarge, "the export request is larger than \(maximum) bytes; the session log is too long to export")
            case .invalidRequest(let message): (.badRequest, message)
            case .invalidLog(let message): (.badRequest, message)
            case .tooLarge(let message): (.badRequest, message)
            case .busy: (.tooManyRequests, "another export of this kind is running; wait for it to finish")
            case .ffmpegMissing:
                (.serviceUnavailable, "ffmpeg was not found on the server's PATH; it encodes clips. Install Debian's package: sudo apt-get install ffmpeg")
            case .unavailable:
                (.serviceUnavailable, "no scene host is running to replay the export (serve --watch: the last build failed or the host stopped); fix the build and export again")
            case .failed(let message): (.internalServerError, message)
            }
        case let error as WebSocketHandshakeError:
            switch error {
            case .notHTTP11: (.badRequest, "a WebSocket handshake must be an HTTP/1.1 request")
            case .connectionWithoutUpgrade: (.badRequest, "a WebSocket handshake needs 'Connection: Upgrade'")
            case .badKey: (.badRequest, "a WebSocket handshake needs one Sec-WebSocket-Key: the base64 of 16 bytes")
            case .unsupportedVersion: (.upgradeRequired, "this server speaks WebSocket version 13 only (Sec-WebSocket-Version: 13)")
            }
        case is MalformedRequest:
            (.badRequest, "malformed HTTP request")
        case is RequestHeadTimeout:
            (.requestTimeout, "the request head did not arrive in time")
        case is RequestBodyTimeout:
            (.requestTimeout, "the request body did not arrive in time")
        case let error as any HTTPResponseError:
            (error.status, error.status.reasonPhrase.lowercased())
        default:
            (.internalServerError, "internal server error")
        }
    }

    /// The status and the JSON body text for an error.
    ///
    /// - Parameter error: Any error a route, middleware or the upgrade guard threw.
    public static func statusAndBody(for error: any Error) -> (HTTPResponse.Status, String) {
        let (status, message) = statusAndMessage(for: error)
        var body = JSONText()
        body.string("error", message)
        return (status, body.result + "\n")
    }

    /// The complete response for an error.
    ///
    /// - Parameter error: Any error a route or middleware threw.
    public static func response(for error: any Error) -> Response {
        let (status, body) = statusAndBody(for: error)
        var headers: HTTPFields = [.contentType: "application/json"]
        for (name, value) in extraHeaders(for: error) {
            headers[HTTPField.Name(name)!] = value
        }
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: body)))
    }

    /// The headers an error's response carries besides the usual ones: a 426 names the protocol
    /// to upgrade to (RFC 9110 §15.5.22), and for a WebSocket version the server does not speak
    /// the one it does (RFC 6455 §4.2.2).
    ///
    /// - Parameter error: Any error a route, middleware or the upgrade guard threw.
    static func extraHeaders(for error: any Error) -> [(name: String, value: String)] {
        guard statusAndMessage(for: error).0 == .upgradeRequired else { return [] }
        var headers = [(name: "Upgrade", value: "websocket")]
        if error as? WebSocketHandshakeError == .unsupportedVersion {
            headers.append((name: "Sec-WebSocket-Version", value: WebSocketHandshake.version))
        }
        return headers
    }

    /// Keeps echoed client text short in messages.
    private static func shortened(_ text: String) -> String {
        text.count > 64 ? String(text.prefix(64)) + "…" : text
    }
}
