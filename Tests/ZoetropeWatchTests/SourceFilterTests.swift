import Testing
@testable import ZoetropeWatch

@Suite("SourceFilter")
struct SourceFilterTests {
    @Test("Swift sources and the manifest's pins count; pages, docs, hidden and backup files do not",
          arguments: [
              ("Sources/Orbits/OrbitScene.swift", true),
              ("Package.swift", true),
              ("Package.resolved", true),
              ("Sources/CShim/shim.c", true),
              ("Sources/CShim/include/shim.h", true),
              ("web/main.js", false),
              ("README.md", false),
              ("Sources/Orbits/.OrbitScene.swift.swp", false),
              ("Sources/Orbits/OrbitScene.swift~", false),
              ("Sources/Orbits/OrbitScene.swift.tmp", false),
              ("4913", false),
          ])
    func files(path: String, included: Bool) {
        #expect(SourceFilter.swiftPackage.includes(path: path) == included)
    }

    @Test("nothing under .build, .build-release or another hidden folder counts",
          arguments: [".build/checkouts/x/A.swift", ".build-release/A.swift", ".git/A.swift", "Sources/.hidden/A.swift", "/abs/pkg/.build/debug/A.swift"])
    func ignoredFolders(path: String) {
        #expect(!SourceFilter.swiftPackage.includes(path: path))
    }
}
