/// One thing a watcher saw happen to the watched sources.
public enum SourceChange: Equatable, Hashable, Sendable {
    /// A source file was created, written or moved into place (an editor's atomic save: write a
    /// temporary file, rename it over the original), at this absolute path.
    case modified(String)
    /// A source file was deleted or moved away, at this absolute path.
    case deleted(String)
    /// The watcher lost track (the kernel's event queue overflowed): it has re-read every folder,
    /// and anything may have changed.
    case rescanned

    /// The path, or `nil` for ``rescanned``.
    public var path: String? {
        switch self {
        case .modified(let path), .deleted(let path): path
        case .rescanned: nil
        }
    }
}
