/// Why a folder cannot be watched.
public enum WatchError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path does not exist or is not a folder.
    case notAFolder(String)
    /// The kernel refused to watch: no inotify on this system, or the limit of watches or
    /// instances (`/proc/sys/fs/inotify/max_user_watches`) is reached. `errno` is the reason.
    case inotifyUnavailable(path: String, errno: Int32)

    /// What happened and what to do.
    public var description: String {
        switch self {
        case .notAFolder(let path):
            "cannot watch '\(path)': not a folder"
        case .inotifyUnavailable(let path, let errno):
            "inotify cannot watch '\(path)' (errno \(errno)); raise fs.inotify.max_user_watches or use --poll"
        }
    }
}
