/// Refuses requests a browser marks as coming from another site (Fetch Metadata,
/// `Sec-Fetch-Site`), so a page elsewhere on the web cannot make the browser load the preview's
/// files into it: `<script src="http://127.0.0.1:7070/main.js">` is a `no-cors` load that the
/// Origin check never sees (browsers send no `Origin` for it).
///
/// Allowed: requests without `Sec-Fetch-Site` (curl, scripts, older browsers), `same-origin`
/// (the page itself), `none` (a typed URL, a bookmark), and top-level navigations from
/// anywhere (`Sec-Fetch-Mode: navigate` with `Sec-Fetch-Dest: document`, `GET` or `HEAD`):
/// following a link to the preview opens it in its own tab, where no other site can read it.
/// Everything else that is `same-site` or `cross-site` (scripts, images, fetches, frames,
/// WebSockets) is refused with ``RequestGuardError/crossSite(_:)``, and so is a request with
/// several or unknown `Sec-Fetch-Site` values.
enum FetchMetadataPolicy {
    /// Checks a request's Fetch Metadata header values (every occurrence of each).
    ///
    /// - Parameters:
    ///   - sites: The `Sec-Fetch-Site` values.
    ///   - modes: The `Sec-Fetch-Mode` values.
    ///   - destinations: The `Sec-Fetch-Dest` values.
    ///   - method: The request method (`GET`, `HEAD`, …).
    /// - Throws: ``RequestGuardError/crossSite(_:)``.
    static func check(sites: [String], modes: [String], destinations: [String], method: String) throws(RequestGuardError) {
        guard let site = sites.first else { return }
        let value = site.lowercased()
        guard sites.count == 1 else { throw .crossSite(sites.joined(separator: ", ")) }
        switch value {
        case "same-origin", "none":
            return
        case "same-site", "cross-site":
            let isNavigation = modes.map { $0.lowercased() } == ["navigate"] && destinations.map { $0.lowercased() } == ["document"]
            guard isNavigation, method == "GET" || method == "HEAD" else { throw .crossSite(site) }
        default:
            throw .crossSite(site)
        }
    }
}
