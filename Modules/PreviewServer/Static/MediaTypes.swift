/// The `Content-Type` the server sends for a file, chosen by its extension.
///
/// Module scripts (`.js`, `.mjs`) must be served as JavaScript or browsers refuse to run them;
/// every response also carries `X-Content-Type-Options: nosniff`, so the browser never guesses.
/// Unknown extensions are `application/octet-stream` (downloaded, never rendered).
public enum MediaTypes {
    /// The media types by lower-cased file extension (without the dot).
    public static let byExtension: [String: String] = [
        "html": "text/html; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "json": "application/json",
        "svg": "image/svg+xml",
        "png": "image/png",
        "ico": "image/x-icon",
        "txt": "text/plain; charset=utf-8",
        "md": "text/markdown; charset=utf-8",
        "bin": "application/octet-stream",
        "woff2": "font/woff2",
    ]

    /// The media type for a file extension.
    ///
    /// - Parameter fileExtension: The extension without the dot, any case (`"JS"`, `"css"`, `""`).
    /// - Returns: The media type, `application/octet-stream` when the extension is unknown or empty.
    public static func forExtension(_ fileExtension: String) -> String {
        byExtension[fileExtension.lowercased()] ?? "application/octet-stream"
    }
}
