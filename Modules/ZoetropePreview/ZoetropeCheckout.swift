/// Files of the Zoetrope checkout this module was compiled from: Zoetrope's own clone, or the
/// copy SwiftPM keeps for a package that depends on it (`.build/checkouts/…`, or its `path:`).
/// `preview init` copies the example scene from it, as `preview serve` serves `web/` from it.
enum ZoetropeCheckout {
    /// The checkout's root folder, from this file's compile-time path
    /// (`Modules/ZoetropePreview/ZoetropeCheckout.swift` → three levels up).
    static func root(sourceFilePath: String = #filePath) -> String {
        var path = sourceFilePath
        for _ in 0..<3 {
            guard let slash = path.lastIndex(of: "/") else { return "." }
            path = String(path[..<slash])
        }
        return path.isEmpty ? "/" : path
    }

    /// The names of the checkout's library and executable targets, read from its `Package.swift`
    /// (`.target(name: "…"` and `.executableTarget(name: "…"`): SwiftPM requires them to be
    /// unique across a package graph, used or not, so a package depending on Zoetrope cannot
    /// have a target of the same name (test targets of dependencies do not count).
    ///
    /// - Parameter manifest: The manifest's text.
    static func targetNames(inManifest manifest: String) -> [String] {
        manifest.matches(of: /\.(?:target|executableTarget)\(\s*name:\s*"([^"]+)"/).map { String($0.1) }
    }

    /// The example scene `preview init` writes, relative to the root; it is compiled as the
    /// `ZoetropeStarter` module, so the copy is the code that renders the snapshot reference.
    static let exampleScenePath = "Modules/ZoetropeStarter/OrbitScene.swift"
}
