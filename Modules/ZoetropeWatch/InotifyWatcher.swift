#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Watches folder trees with Linux's inotify: every folder below the roots gets a watch (new
/// folders as they appear, with the files already in them), so saves, atomic saves (a temporary
/// file renamed over the original), creations, deletions and renames of source files are
/// reported, filtered by a ``SourceFilter`` (`.build*` and hidden folders are never watched).
///
/// When the kernel's queue overflows (`IN_Q_OVERFLOW`: more events than
/// `/proc/sys/fs/inotify/max_queued_events` before they were read), the watcher re-walks every
/// root, adds watches for folders it missed and reports ``SourceChange/rescanned``.
public final class InotifyWatcher: SourceWatcher, @unchecked Sendable {
    private let descriptor: Int32
    private let roots: [String]
    private let filter: SourceFilter
    private var folders: [Int32: String] = [:]

    /// Starts watching.
    ///
    /// - Parameters:
    ///   - roots: Absolute paths of folders to watch with everything below them.
    ///   - filter: Which folders and files count.
    /// - Throws: ``WatchError`` if a root is not a folder or inotify is unavailable or out of
    ///   watches (use ``PollingWatcher`` then).
    public init(roots: [String], filter: SourceFilter = .swiftPackage) throws(WatchError) {
        for root in roots where !FolderWalk.isFolder(root) { throw .notAFolder(root) }
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { throw .inotifyUnavailable(path: roots.first ?? "", errno: errno) }
        self.descriptor = descriptor
        self.roots = roots.map { $0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        self.filter = filter
        for root in self.roots {
            do {
                _ = try watchTree(root)
            } catch {
                close(descriptor)
                throw error
            }
        }
    }

    deinit { close(descriptor) }

    /// How many folders are watched.
    public var folderCount: Int { folders.count }

    public func changes(timeout: Double) -> [SourceChange] {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(max(0, min(timeout, 3600)) * 1000)
        guard poll(&request, 1, milliseconds) > 0 else { return [] }
        var result: [SourceChange] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            let events = buffer.withUnsafeBytes { InotifyEvent.decode(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
            for event in events { result += handle(event) }
        }
        return result
    }

    /// What one kernel event means for the sources (and the watches it adds or drops).
    func handle(_ event: InotifyEvent) -> [SourceChange] {
        if event.mask & InotifyMask.queueOverflow != 0 {
            return rescan()
        }
        if event.mask & InotifyMask.ignored != 0 {
            folders[event.watch] = nil
            return []
        }
        guard let folder = folders[event.watch], !event.name.isEmpty else { return [] }
        let path = folder + "/" + event.name
        if event.mask & InotifyMask.isFolder != 0 {
            guard filter.includesFolder(named: event.name) else { return [] }
            if event.mask & (InotifyMask.create | InotifyMask.movedTo) != 0 {
                // Files may have been written before the watch existed: report them all.
                let added = (try? watchTree(path)) ?? []
                return added.flatMap { FolderWalk.sourceFiles(in: $0, filter: filter) }.map(SourceChange.modified)
            }
            if event.mask & InotifyMask.movedFrom != 0 {
                forget(below: path)
                return [.deleted(path)]
            }
            if event.mask & InotifyMask.delete != 0 { return [.deleted(path)] }
            return []
        }
        guard filter.includesFile(named: event.name) else { return [] }
        if event.mask & (InotifyMask.closeWrite | InotifyMask.movedTo) != 0 { return [.modified(path)] }
        if event.mask & (InotifyMask.delete | InotifyMask.movedFrom) != 0 { return [.deleted(path)] }
        return []
    }

    /// Re-walks every root after an overflow, adding watches for folders created meanwhile.
    private func rescan() -> [SourceChange] {
        for root in roots { _ = try? watchTree(root) }
        return [.rescanned]
    }

    /// Watches `root` and the folders below it; returns the folders newly watched.
    @discardableResult
    private func watchTree(_ root: String) throws(WatchError) -> [String] {
        var added: [String] = []
        for folder in FolderWalk.folders(under: root, filter: filter) {
            let watch = inotify_add_watch(descriptor, folder, InotifyMask.folderEvents)
            if watch < 0 {
                let reason = errno
                if reason == ENOENT || reason == ENOTDIR { continue }  // gone meanwhile
                throw .inotifyUnavailable(path: folder, errno: reason)
            }
            if folders[watch] != folder {
                folders[watch] = folder
                added.append(folder)
            }
        }
        return added
    }

    /// Drops the watches of a folder moved away and of everything below it.
    private func forget(below path: String) {
        for (watch, folder) in folders where folder == path || folder.hasPrefix(path + "/") {
            inotify_rm_watch(descriptor, watch)
            folders[watch] = nil
        }
    }
}
