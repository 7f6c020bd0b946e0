#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the page's folder when `preview serve` is not given `--web-root`.
///
/// Candidates, in order (the first that is a folder with an `index.html` wins):
/// 1. `web/` in any of the running executable's ancestor folders (a build in `.build/debug/`
///    of a checkout finds the checkout's `web/`);
/// 2. `web/` of the checkout this module was compiled from (`#filePath`), for executables
///    copied elsewhere;
/// 3. `web/` in the current directory.
public enum WebRootLocator {
    /// The folder paths to try, in order.
    ///
    /// - Parameters:
    ///   - executablePath: The running executable's path (`/proc/self/exe` resolved), if known.
    ///   - currentDirectory: The working directory.
    ///   - sourceFilePath: This file's path at compile time.
    public static func candidates(executablePath: String?, currentDirectory: String, sourceFilePath: String = #filePath) -> [String] {
        var paths: [String] = []
        if let executablePath {
            var folder = parent(of: executablePath)
            for _ in 0..<8 where folder != "/" && !folder.isEmpty {
                paths.append(folder + "/web")
                folder = parent(of: folder)
            }
        }
        // Modules/PreviewServer/Static/WebRootLocator.swift → the checkout is four levels up.
        var checkout = sourceFilePath
        for _ in 0..<4 { checkout = parent(of: checkout) }
        if !checkout.isEmpty && checkout != "/" { paths.append(checkout + "/web") }
        paths.append((currentDirectory == "/" ? "" : currentDirectory) + "/web")
        var seen = Set<String>()
        return paths.filter { seen.insert($0).inserted }
    }

    /// The first candidate that opens as a web root, or `nil`.
    public static func locate() -> WebRoot? {
        let executable = realPath("/proc/self/exe") ?? CommandLine.arguments.first.flatMap(realPath)
        let current = realPath(".") ?? "."
        for path in candidates(executablePath: executable, currentDirectory: current) {
            if let root = try? WebRoot(path: path) { return root }
        }
        return nil
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
