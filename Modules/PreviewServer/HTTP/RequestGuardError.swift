/// Why a request was refused before reaching any route (answered 403 by ``ErrorResponse``).
public enum RequestGuardError: Error, Equatable, Sendable {
    /// The `Host` header is missing or names a host not on the ``HostAllowList``.
    case hostNotAllowed(String?)
    /// The `Origin` header is not the page itself.
    case originNotAllowed(String)
    /// A WebSocket upgrade came without an `Origin` header.
    case originMissing
}
