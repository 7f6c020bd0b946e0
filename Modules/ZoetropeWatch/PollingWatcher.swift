#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Watches folder trees by re-reading them: every `interval` seconds it compares each source
/// file's size, modification time and inode with the previous look. The fallback where inotify
/// is missing or out of watches (network file systems, containers with low limits): slower to
/// notice (up to one interval) and costlier on large trees, but it sees the same changes.
public final class PollingWatcher: SourceWatcher, @unchecked Sendable {
    private let roots: [String]
    private let filter: SourceFilter
    private let interval: Double
    private var files: [String: FileSignature]

    /// Takes the first look at the trees.
    ///
    /// - Parameters:
    ///   - roots: Absolute paths of folders to watch with everything below them.
    ///   - filter: Which folders and files count.
    ///   - interval: Seconds between looks (> 0; 0.5 by default).
    /// - Throws: ``WatchError/notAFolder(_:)`` if a root is not a folder.
    public init(roots: [String], filter: SourceFilter = .swiftPackage, interval: Double = 0.5) throws(WatchError) {
        for root in roots where !FolderWalk.isFolder(root) { throw .notAFolder(root) }
        self.roots = roots
        self.filter = filter
        self.interval = max(0.01, interval)
        self.files = Self.look(roots: roots, filter: filter)
    }

    public func changes(timeout: Double) -> [SourceChange] {
        var waited = 0.0
        while true {
            let now = Self.look(roots: roots, filter: filter)
            var result: [SourceChange] = []
            for (path, signature) in now.sorted(by: { $0.key < $1.key }) where files[path] != signature {
                result.append(.modified(path))
            }
            for path in files.keys.sorted() where now[path] == nil {
                result.append(.deleted(path))
            }
            files = now
            if !result.isEmpty || waited >= timeout { return result }
            let step = min(interval, timeout - waited)
            usleep(UInt32(step * 1_000_000))
            waited += step
        }
    }

    private static func look(roots: [String], filter: SourceFilter) -> [String: FileSignature] {
        var result: [String: FileSignature] = [:]
        for root in roots {
            for folder in FolderWalk.folders(under: root, filter: filter) {
                for file in FolderWalk.sourceFiles(in: folder, filter: filter) {
                    if let signature = FolderWalk.signature(of: file) { result[file] = signature }
                }
            }
        }
        return result
    }
}
