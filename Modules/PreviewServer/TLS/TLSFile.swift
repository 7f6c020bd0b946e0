#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The file operations behind `--tls`: reading a certificate or key, writing the generated ones
/// with their permission bits set at creation (never widened in between), and the configuration
/// folder. Errors carry the system's reason (`strerror`).
enum TLSFile {
    /// The whole content of a regular file (at most 1 MiB: a PEM chain is a few KiB).
    static func read(_ path: String) throws(TLSSetupError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .cannotRead(path: path, reason: reason()) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .cannotRead(path: path, reason: reason()) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .cannotRead(path: path, reason: "not a regular file") }
        let limit = 1 << 20
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .cannotRead(path: path, reason: reason())
            }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
            guard bytes.count <= limit else { throw .cannotRead(path: path, reason: "larger than 1 MiB, not a certificate or key") }
        }
    }

    /// The permission bits of an existing file, or `nil` when there is none.
    static func mode(_ path: String) -> UInt16? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return UInt16(status.st_mode & 0o7777)
    }

    /// Whether something exists at `path` (a dangling symbolic link counts).
    static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// Makes the folder `path` (missing parents with 0700) and gives it exactly `mode`, new or
    /// not, when it is this user's.
    static func makeFolder(_ path: String, mode: mode_t) throws(TLSSetupError) {
        if try !isFolder(path) {
            try makeParents(of: path)
            guard mkdir(path, mode) == 0 || errno == EEXIST else { throw .cannotWrite(path: path, reason: reason()) }
        }
        var status = stat()
        guard stat(path, &status) == 0 else { throw .cannotWrite(path: path, reason: reason()) }
        // mkdir's mode passes through the umask, which only ever removes bits; set it exactly.
        if status.st_uid == getuid() && mode_t(status.st_mode & 0o7777) != mode {
            guard chmod(path, mode) == 0 else { throw .cannotWrite(path: path, reason: reason()) }
        }
    }

    /// Makes the missing parent folders of `path` (0700), leaving existing ones as they are.
    private static func makeParents(of path: String) throws(TLSSetupError) {
        let parent = parentFolder(of: path)
        guard !parent.isEmpty, parent != path, try !isFolder(parent) else { return }
        try makeParents(of: parent)
        guard mkdir(parent, 0o700) == 0 || errno == EEXIST else { throw .cannotWrite(path: parent, reason: reason()) }
    }

    /// Whether `path` is a folder; `false` when nothing is there; throws when something else is.
    private static func isFolder(_ path: String) throws(TLSSetupError) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0 else { return false }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw .cannotWrite(path: path, reason: "not a folder") }
        return true
    }

    /// Writes `bytes` to `path` through a new temporary file created with `mode` (so the content
    /// is never readable with wider permissions) and renamed over `path`.
    static func write(_ bytes: [UInt8], to path: String, mode: mode_t) throws(TLSSetupError) {
        let temporary = "\(path).\(getpid()).tmp"
        unlink(temporary)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: reason()) }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                let failure = reason()
                close(descriptor)
                unlink(temporary)
                throw .cannotWrite(path: path, reason: failure)
            }
            written += count
        }
        let synced = fsync(descriptor) == 0
        let failure = reason()
        close(descriptor)
        guard synced, chmod(temporary, mode) == 0, rename(temporary, path) == 0 else {
            let renameFailure = synced ? reason() : failure
            unlink(temporary)
            throw .cannotWrite(path: path, reason: renameFailure)
        }
    }

    /// The folder part of a path (`/a/b` for `/a/b/c`; `/` for `/a`; empty for `a`).
    static func parentFolder(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    /// The current `errno` as text.
    private static func reason() -> String {
        String(cString: strerror(errno))
    }
}

/// `read(2)` and `write(2)`, named apart from the enum's own `read`/`write`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Darwin)
    Darwin.read(descriptor, buffer, count)
    #elseif canImport(Musl)
    Musl.read(descriptor, buffer, count)
    #else
    Glibc.read(descriptor, buffer, count)
    #endif
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Darwin)
    Darwin.write(descriptor, buffer, count)
    #elseif canImport(Musl)
    Musl.write(descriptor, buffer, count)
    #else
    Glibc.write(descriptor, buffer, count)
    #endif
}
