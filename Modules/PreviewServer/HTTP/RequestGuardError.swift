/// Why a request was refused before reaching any route (answered 403 by ``ErrorResponse``).
public enum RequestGuardError: Error, Equatable, Sendable {
    /// The `Host` header is missing or names a host not on the ``HostAllowList`` (for an
    /// absolute-form target, its authority stands for the `Host`: ``RequestHeadNormalizer``).
    case hostNotAllowed(String?)
    /// The `Origin` header is not the page itself.
    case originNotAllowed(String)
    /// A WebSocket upgrade came without an `Origin` header.
    case originMissing
    /// A browser marked the request as coming from another site (`Sec-Fetch-Site`, the value
    /// given) and it is not a top-level navigation; see ``FetchMetadataPolicy``.
    case crossSite(String)
}
