import Foundation
import PreviewMCP

/// The package folder `preview mcp` serves (its working directory) and the check that keeps a
/// tool's one file path, `eventsFile`, inside it.
struct PackageFolder {
    /// The folder, with symbolic links resolved.
    var path: String

    /// The server's working directory.
    static var current: PackageFolder {
        PackageFolder(path: resolved(FileManager.default.currentDirectoryPath))
    }

    /// `path` for `--events` if it names a place inside the package: relative to the package
    /// folder, with no `..` leading out of it and, once symbolic links are resolved, still inside
    /// it; and, if it exists, a regular file (after symbolic links), never a FIFO, socket, device
    /// or folder. Whether the file exists and can be read is `--events`'s own check.
    ///
    /// - Throws: ``PreviewToolError`` for an absolute path, one that leads outside, or one that
    ///   names something other than a regular file.
    func checkedEventsPath(_ relative: String) throws(PreviewToolError) -> String {
        let refusal = PreviewToolError(
            "eventsFile \(relative): give a path inside the package, relative to its folder (\(path)), e.g. Events/drag.json")
        guard !relative.isEmpty, !relative.hasPrefix("/"), !relative.hasPrefix("~") else { throw refusal }
        var depth = 0
        for component in relative.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": depth -= 1
            default: depth += 1
            }
            guard depth >= 0 else { throw refusal }
        }
        // A symbolic link inside the package may point outside it: check the resolved path of
        // the file, or of its nearest existing folder.
        var probe = path + "/" + relative
        while !FileManager.default.fileExists(atPath: probe), probe.count > path.count {
            probe = URL(fileURLWithPath: probe).deletingLastPathComponent().path
        }
        let real = Self.resolved(probe)
        guard real == path || real.hasPrefix(path.hasSuffix("/") ? path : path + "/") else { throw refusal }
        // The command line reads pipes and devices to their end (`--events /dev/stdin`); a tool
        // must not: a FIFO with no writer would block the call, and the server, forever.
        var status = stat()
        if stat(path + "/" + relative, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            let kind = switch status.st_mode & S_IFMT {
            case S_IFDIR: "a folder"
            case S_IFIFO: "a FIFO (named pipe)"
            case S_IFSOCK: "a socket"
            case S_IFCHR, S_IFBLK: "a device"
            default: "not a regular file"
            }
            throw PreviewToolError("eventsFile \(relative): it is \(kind); give the path of an events file (a regular file, e.g. Events/drag.json)")
        }
        return relative
    }

    /// `path` with symbolic links, `.` and `..` resolved (as given if it does not exist).
    static func resolved(_ path: String) -> String {
        guard let pointer = realpath(path, nil) else { return path }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
