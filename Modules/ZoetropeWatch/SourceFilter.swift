/// Which files under a watched folder are sources whose change needs a rebuild.
///
/// Ignored: anything under a folder whose name starts with `.build` (SwiftPM's scratch folders,
/// `.build-release` too) or with `.` (`.git`, `.swiftpm`, editors' hidden folders), hidden files
/// (vim's `.Scene.swift.swp`), backups ending in `~`. Relevant: Swift, C-family and manifest
/// files — `*.swift`, `*.c`, `*.h`, `*.cpp`, `*.m`, `Package.resolved`. Everything else (the
/// page in `web/`, READMEs, snapshots) changes nothing a build produces.
public struct SourceFilter: Sendable {
    /// File name extensions (without the dot) that count as sources.
    public var extensions: Set<String>
    /// Whole file names that count as sources whatever their extension.
    public var names: Set<String>

    /// The filter for Swift packages.
    public static let swiftPackage = SourceFilter(
        extensions: ["swift", "c", "h", "cpp", "cc", "m", "mm"],
        names: ["Package.resolved"]
    )

    /// Creates a filter.
    public init(extensions: Set<String>, names: Set<String>) {
        self.extensions = extensions
        self.names = names
    }

    /// Whether a folder with this name (one path component) is walked and watched.
    public func includesFolder(named name: String) -> Bool {
        !name.hasPrefix(".")
    }

    /// Whether a change to the file with this name (one path component) needs a rebuild.
    public func includesFile(named name: String) -> Bool {
        if name.hasPrefix(".") || name.hasSuffix("~") { return false }
        if names.contains(name) { return true }
        guard let dot = name.lastIndex(of: ".") else { return false }
        return extensions.contains(String(name[name.index(after: dot)...]))
    }

    /// Whether a change at `path` (relative or absolute, `/`-separated) needs a rebuild: the file
    /// counts and no folder on the way is excluded (`.build*`, hidden).
    public func includes(path: String) -> Bool {
        let parts = path.split(separator: "/").map(String.init)
        guard let file = parts.last else { return false }
        return parts.dropLast().allSatisfy { $0 == ".." || includesFolder(named: $0) } && includesFile(named: file)
    }
}
