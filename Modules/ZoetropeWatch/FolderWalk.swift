#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Reading folders for the watchers: the folders of a tree (skipping what a ``SourceFilter``
/// excludes) and the source files in them with their size and modification time.
enum FolderWalk {
    /// One entry of a folder.
    struct Entry {
        var name: String
        var isFolder: Bool
    }

    /// The entries of one folder (without `.` and `..`), or none if it cannot be read.
    static func entries(of folder: String) -> [Entry] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var result: [Entry] = []
        while let pointer = readdir(directory) {
            let name = withUnsafeBytes(of: pointer.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let type = pointer.pointee.d_type
            let isFolder: Bool
            if type == UInt8(DT_DIR) {
                isFolder = true
            } else if type == UInt8(DT_UNKNOWN) {
                isFolder = Self.isFolder(folder + "/" + name)
            } else {
                isFolder = false
            }
            result.append(Entry(name: name, isFolder: isFolder))
        }
        return result
    }

    /// Whether `path` is a folder (not following a final symbolic link).
    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// `root` and every folder below it that `filter` includes, parents before children.
    static func folders(under root: String, filter: SourceFilter) -> [String] {
        var result = [root]
        var index = 0
        while index < result.count {
            let folder = result[index]
            index += 1
            for entry in entries(of: folder) where entry.isFolder && filter.includesFolder(named: entry.name) {
                result.append(folder + "/" + entry.name)
            }
        }
        return result
    }

    /// The source files directly in `folder`, by absolute path.
    static func sourceFiles(in folder: String, filter: SourceFilter) -> [String] {
        entries(of: folder).filter { !$0.isFolder && filter.includesFile(named: $0.name) }.map { folder + "/" + $0.name }
    }

    /// Size and modification time (ns) of a file, or `nil` if it is gone.
    static func signature(of path: String) -> FileSignature? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let nanoseconds = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        return FileSignature(size: Int64(info.st_size), modified: nanoseconds, inode: UInt64(info.st_ino))
    }
}

/// What the polling watcher compares: a file changed when any of these did.
struct FileSignature: Equatable {
    var size: Int64
    /// Modification time in nanoseconds since the epoch.
    var modified: Int64
    /// The inode: an atomic save replaces it even when size and time match.
    var inode: UInt64
}
