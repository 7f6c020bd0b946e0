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
/// 1. `web/` of the Zoetrope checkout this module was compiled from (`#filePath`): Zoetrope's
///    own clone, or — in a user's package that depends on Zoetrope — SwiftPM's checkout of it
///    (`.build/checkouts/zoetrope/web`) or the local path it names. It comes first so that a
///    user package's own unrelated `web/` folder never shadows the page;
/// 2. `web/` in any of the running executable's ancestor folders (a checkout moved after it was
///    built);
/// 3. `web/` in the current directory.
///
/// The page is located in the checkout rather than shipped as a SwiftPM resource: SwiftPM
/// already has the whole package on disk wherever a build can run, the page is then served from
/// its source (an edit to `web/` shows on reload, no rebuild, no stale copy in `.build`), and
/// PreviewServer stays free of Foundation's `Bundle`. An executable copied to another machine
/// needs `--web-root`.
public enum WebRootLocator {
    /// The folder paths to try, in order.
    ///
    /// - Parameters:
    ///   - executablePath: The running executable's path (`/proc/self/exe` resolved), if known.
    ///   - currentDirectory: The working directory.
    ///   - sourceFilePath: This file's path at compile time.
    public static func candidates(executablePath: String?, currentDirectory: String, sourceFilePath: String = #filePath) -> [String] {
        var paths: [String] = []
        // Modules/PreviewServer/Static/WebRootLocator.swift → the checkout is four levels up.
        var checkout = sourceFilePath
        for _ in 0..<4 { checkout = parent(of: checkout) }
        if !checkout.isEmpty && checkout != "/" { paths.append(checkout + "/web") }
        if let executablePath {
            var folder = parent(of: executablePath)
            for _ in 0..<8 where folder != "/" && !folder.isEmpty {
                paths.append(folder + "/web")
                folder = parent(of: folder)
            }
        }
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
