/// Why a static file request under the web root was refused.
///
/// Mapped to HTTP responses in one place, ``ErrorResponse``.
public enum StaticFileError: Error, Equatable, Sendable {
    /// The path is malformed or tries to leave the web root (answered 400). The message names
    /// the problem, e.g. `"the path contains a '..' segment"`.
    case badPath(String)
    /// No servable file exists at the path, or it is hidden, a folder without `index.html`, a
    /// symbolic link leading outside the web root, or not a regular file (answered 404).
    case notFound
    /// The file exists but is larger than ``WebRoot/maximumFileSize`` (answered 500: a dev
    /// server's web root holds small files only, so this is a server-side problem).
    case tooLarge
    /// The file shrank while its response was being sent: the response is cut short and the
    /// connection closed (its `Content-Length` was already promised; never an answer of its own).
    case truncated
}
