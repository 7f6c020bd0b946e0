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

    /// The example scene `preview init` writes, relative to the root; it is compiled as the
    /// `ZoetropeStarter` module, so the copy is the code that renders the snapshot reference.
    static let exampleScenePath = "Modules/ZoetropeStarter/OrbitScene.swift"
}
