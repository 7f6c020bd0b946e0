import Foundation

/// Reading and writing the files the `preview` subcommands take (`--events`, `--out`), with
/// errors that say what is wrong with the path and what to do instead of Foundation's generic
/// "The operation could not be completed".
enum CommandFiles {
    /// The UTF-8 text of the file at `path`. Devices and pipes are read too (`/dev/stdin`, a
    /// shell's `<(…)`), to their end.
    ///
    /// - Parameter what: How the message names the file, e.g. "the events file".
    /// - Throws: `CommandError` when the path does not exist, is a folder, may not be read, cannot
    ///   be opened or read, is empty, or is not UTF-8 text.
    static func readText(_ path: String, what: String) throws -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CommandError("cannot read \(what) \(path): there is no such file; check the path")
        }
        if isDirectory.boolValue {
            throw CommandError("cannot read \(what) \(path): it is a folder; give the path of a file")
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw CommandError("cannot read \(what) \(path): permission denied; check its permissions")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw CommandError("cannot read \(what) \(path): it could not be opened")
        }
        defer { try? handle.close() }
        let data: Data
        do {
            // `readToEnd()` is nil at once-empty input (/dev/null, an empty file).
            data = try handle.readToEnd() ?? Data()
        } catch {
            throw CommandError("cannot read \(what) \(path): reading failed (\(error.localizedDescription))")
        }
        if data.isEmpty {
            throw CommandError("cannot read \(what) \(path): it is empty")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CommandError("cannot read \(what) \(path): it is not UTF-8 text")
        }
        return text
    }

    /// Checks that a file can be created at `path` before any work starts: it is not a folder,
    /// its folder exists and may be written to.
    ///
    /// - Parameter example: A file name for the message's suggestion, e.g. `frame.png`.
    /// - Throws: `CommandError` saying what is wrong and what to do.
    static func checkOutputPath(_ path: String, example: String) throws {
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw CommandError("cannot write \(path): it is a folder; give a file path such as \(path)/\(example)")
        }
        let folder = url.deletingLastPathComponent().path
        if !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) || !isDirectory.boolValue {
            throw CommandError("cannot write \(path): the folder \(folder) does not exist; create it first or choose another --out path")
        }
        if !FileManager.default.isWritableFile(atPath: folder) {
            throw CommandError("cannot write \(path): the folder \(folder) is not writable; choose another --out path")
        }
    }

    /// Writes `text` as UTF-8 to `path`, replacing an existing file.
    ///
    /// - Throws: `CommandError` when the path is a folder, its folder does not exist, or the file
    ///   cannot be written.
    static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try checkOutputPath(path, example: "frame.svg")
        do {
            try Data(text.utf8).write(to: url)
        } catch {
            throw CommandError("cannot write \(path): \(error.localizedDescription) Check that the folder is writable.")
        }
    }
}
