/// The host names a browser may use to reach the preview server, and the checks that keep other
/// web sites out (DNS rebinding, cross-site WebSocket hijacking).
///
/// A request passes only if its `Host` header names an allowed host: the host the server is
/// bound to, `localhost`, `127.0.0.1`, `[::1]`, or one added explicitly. Any port is accepted
/// (so SSH port forwarding works); the host name is compared case-insensitively and must match
/// exactly (`localhost.` and `evil.localhost.example` do not match `localhost`).
///
/// An `Origin`, when present, must be the page itself: the server's scheme (`http://`, or
/// `https://` when it serves TLS) plus the request's own `Host` (same name, same port, port 80 or
/// 443 implied when absent). WebSocket upgrades must carry one.
public struct HostAllowList: Sendable, Equatable {
    /// The allowed host names, lower-cased; IPv6 literals in brackets (`[::1]`).
    public let names: Set<String>
    /// Whether the server serves TLS: its pages' origins are `https://` (port 443 implied), and
    /// an `http://` origin is another site's.
    public let secure: Bool

    /// Creates the allow-list for a server bound to `boundHost`.
    ///
    /// - Parameters:
    ///   - boundHost: The address or name the server listens on (`127.0.0.1`, `::1`, `0.0.0.0`,
    ///     `localhost`, a host name). A bare IPv6 literal is bracketed. The wildcard addresses
    ///     `0.0.0.0` and `::` are not host names a browser can send, so they add nothing.
    ///   - additionalNames: Further host names to allow (e.g. the machine's LAN name when bound
    ///     to `0.0.0.0`).
    ///   - secure: Whether the server serves TLS (`https://` origins).
    public init(boundHost: String, additionalNames: [String] = [], secure: Bool = false) {
        var names: Set<String> = ["localhost", "127.0.0.1", "[::1]"]
        for name in [boundHost] + additionalNames {
            let normalized = Self.bracketed(name.lowercased())
            if normalized != "0.0.0.0" && normalized != "[::]" && !normalized.isEmpty {
                names.insert(normalized)
            }
        }
        self.names = names
        self.secure = secure
    }

    /// Whether a `Host` header value names an allowed host.
    ///
    /// - Parameter host: The header value, `name` or `name:port` (`[v6]:port` for IPv6), or
    ///   `nil` when the request had none.
    /// - Returns: `false` for a missing, malformed or unlisted host.
    public func allows(host: String?) -> Bool {
        guard let host, let authority = Authority(host) else { return false }
        return names.contains(authority.name)
    }

    /// Whether an `Origin` header value is the page served from `host` itself.
    ///
    /// - Parameters:
    ///   - origin: The `Origin` header value, e.g. `http://127.0.0.1:7070`; `"null"` and every
    ///     other scheme than the server's (`http`, or `https` with TLS) are refused.
    ///   - host: The request's `Host` header value.
    /// - Returns: `true` when the scheme is the server's and name and port equal the `Host`'s.
    public func isSameOrigin(_ origin: String, host: String) -> Bool {
        let prefix = secure ? "https://" : "http://"
        let defaultPort = secure ? 443 : 80
        guard origin.lowercased().hasPrefix(prefix),
              let originAuthority = Authority(String(origin.dropFirst(prefix.count)), defaultPort: defaultPort),
              let hostAuthority = Authority(host, defaultPort: defaultPort)
        else { return false }
        return originAuthority == hostAuthority
    }

    /// Checks a request's `Host` and `Origin` header values (all occurrences, in order).
    ///
    /// - Parameters:
    ///   - hosts: Every `Host` value; exactly one allowed host passes.
    ///   - origins: Every `Origin` value; none, or exactly one naming the page itself.
    ///   - requireOrigin: Whether a missing `Origin` is refused (WebSocket upgrades).
    /// - Throws: ``RequestGuardError``.
    public func check(hosts: [String], origins: [String], requireOrigin: Bool) throws(RequestGuardError) {
        guard hosts.count == 1, let host = hosts.first, allows(host: host) else { throw .hostNotAllowed(hosts.first) }
        switch origins.count {
        case 0: if requireOrigin { throw .originMissing }
        case 1: guard isSameOrigin(origins[0], host: host) else { throw .originNotAllowed(origins[0]) }
        default: throw .originNotAllowed(origins.joined(separator: ", "))
        }
    }

    private static func bracketed(_ name: String) -> String {
        name.contains(":") && !name.hasPrefix("[") ? "[\(name)]" : name
    }

    /// A parsed `host[:port]`, name lower-cased, port defaulting to the scheme's.
    private struct Authority: Equatable {
        let name: String
        let port: Int

        init?(_ text: String, defaultPort: Int = 80) {
            let lowered = text.lowercased()
            let name: Substring
            let rest: Substring
            if lowered.hasPrefix("[") {
                guard let close = lowered.firstIndex(of: "]") else { return nil }
                name = lowered[...close]
                rest = lowered[lowered.index(after: close)...]
            } else if let colon = lowered.firstIndex(of: ":") {
                name = lowered[..<colon]
                rest = lowered[colon...]
            } else {
                name = lowered[...]
                rest = ""
            }
            guard !name.isEmpty, name.allSatisfy(Self.isHostCharacter) else { return nil }
            if rest.isEmpty {
                self.port = defaultPort
            } else {
                let digits = rest.dropFirst()
                guard rest.first == ":", (1...5).contains(digits.count), digits.allSatisfy(\.isASCIIDigit),
                      let port = Int(digits), port <= 65535
                else { return nil }
                self.port = port
            }
            self.name = String(name)
        }

        private static func isHostCharacter(_ character: Character) -> Bool {
            character.isASCII && (character.isLetter || character.isNumber || "-.[]:".contains(character))
        }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
