#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder whose files the server may send (the page in `web/`), and the only way files are
/// read from disk.
///
/// A file is served only if, after resolving every symbolic link, its real path lies strictly
/// inside the root's real path and it is a regular file. So a link inside `web/` that points
/// elsewhere (`web/passwd -> /etc/passwd`) answers 404, while a link between two files inside
/// `web/` works. Reads are blocking POSIX calls; callers run them off the event loop
/// (``StaticFileResponder`` uses NIO's thread pool).
public struct WebRoot: Sendable, Equatable {
    /// The root folder's canonical absolute path, without a trailing slash (symbolic links
    /// resolved when the root was opened).
    public let path: String

    /// The largest file served, in bytes (16 MiB); larger files answer
    /// ``StaticFileError/tooLarge``.
    public static let maximumFileSize = 16 << 20

    /// Why a web root cannot be used.
    public enum OpenError: Error, Equatable, Sendable, CustomStringConvertible {
        /// Nothing exists at the path (or it cannot be resolved).
        case missing(path: String)
        /// The path exists but is not a folder.
        case notAFolder(path: String)
        /// The folder has no `index.html`, so it is not the page.
        case noIndex(path: String)

        /// A message saying what is wrong and what to do.
        public var description: String {
            switch self {
            case .missing(let path): "the web root '\(path)' does not exist; pass --web-root with the path of the repository's web/ folder"
            case .notAFolder(let path): "the web root '\(path)' is not a folder; pass --web-root with the path of the repository's web/ folder"
            case .noIndex(let path): "the web root '\(path)' has no index.html; pass --web-root with the path of the repository's web/ folder"
            }
        }
    }

    /// Opens a web root folder.
    ///
    /// - Parameter path: An absolute or relative (to the working directory) folder path.
    /// - Throws: ``OpenError`` if the folder is missing, not a folder, or has no `index.html`.
    public init(path: String) throws(OpenError) {
        guard let real = Self.realPath(path) else { throw .missing(path: path) }
        guard Self.fileKind(real) == .folder else { throw .notAFolder(path: path) }
        guard Self.fileKind(real + "/" + WebPath.indexFileName) == .regular else { throw .noIndex(path: path) }
        self.path = real == "/" ? "" : real
    }

    /// Reads the whole file a request path names (tests and small reads; the server streams
    /// files with ``open(_:)``).
    ///
    /// - Parameter webPath: A validated path below the root.
    /// - Returns: The file's bytes.
    /// - Throws: As ``open(_:)``.
    public func read(_ webPath: WebPath) throws(StaticFileError) -> [UInt8] {
        let file = try open(webPath)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(file.size)
        while bytes.count < file.size {
            let chunk = file.read(at: bytes.count, count: file.size - bytes.count)
            guard !chunk.isEmpty else { break }  // the file shrank: served as far as it got
            bytes += chunk
        }
        return bytes
    }

    /// Opens the file a request path names, for reading in pieces.
    ///
    /// - Parameter webPath: A validated path below the root.
    /// - Returns: The open file and its size when opened.
    /// - Throws: ``StaticFileError/notFound`` if the file does not exist, is not a regular file
    ///   (FIFOs, sockets and devices are refused without opening them, so a request never
    ///   blocks on one), or resolves (through symbolic links) to a place outside the root;
    ///   ``StaticFileError/tooLarge`` above ``maximumFileSize``.
    public func open(_ webPath: WebPath) throws(StaticFileError) -> WebFile {
        let candidate = path + "/" + webPath.description
        guard let real = Self.realPath(candidate), real.hasPrefix(path + "/") else { throw .notFound }
        // Only regular files: a FIFO, socket or device is refused before any `open`, which
        // blocks on a FIFO until a writer appears. `O_NONBLOCK` covers a file swapped for a
        // FIFO between the two calls; `fstat` below checks what was actually opened.
        guard Self.fileKind(real) == .regular else { throw .notFound }
        let descriptor = posixOpen(real, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { throw .notFound }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            throw .notFound
        }
        let size = Int(status.st_size)
        guard size <= Self.maximumFileSize else {
            close(descriptor)
            throw .tooLarge
        }
        return WebFile(descriptor: descriptor, size: size)
    }

    private enum FileKind { case folder, regular, other, missing }

    private static func fileKind(_ path: String) -> FileKind {
        var status = stat()
        guard stat(path, &status) == 0 else { return .missing }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .regular
        default: return .other
        }
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// POSIX `open(2)`, named apart from ``WebRoot/open(_:)``.
private func posixOpen(_ path: String, _ flags: Int32) -> Int32 {
    open(path, flags)
}

/// A regular file of the web root, open for reading in pieces; closed when the last reference
/// goes (a response that is never sent, or cut short, closes it too).
public final class WebFile: Sendable {
    private let descriptor: Int32
    /// The file's size in bytes when it was opened: what the response promises.
    public let size: Int

    init(descriptor: Int32, size: Int) {
        self.descriptor = descriptor
        self.size = size
    }

    deinit { close(descriptor) }

    /// Reads up to `count` bytes from `offset` (a blocking `pread`: run it off the event loop);
    /// empty at the end of the file or on an error.
    public func read(at offset: Int, count: Int) -> [UInt8] {
        guard count > 0 else { return [] }
        var bytes = [UInt8](repeating: 0, count: count)
        while true {
            let got = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, count, off_t(offset)) }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { return [] }
            if got < count { bytes.removeLast(count - got) }
            return bytes
        }
    }
}
