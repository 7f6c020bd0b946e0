import Foundation
import Stage
import Testing
import ZoetropeStarter
@testable import ZoetropePreview

/// `preview init` run as a real process into temporary folders (no build: the end-to-end test in
/// scripts/test-init-e2e builds and runs what it writes).
@Suite("preview init")
struct InitCommandTests {
    /// This checkout's root (Tests/ZoetropePreviewTests/InitCommandTests.swift → three levels up).
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func temporaryFolder(_ name: String = "pkg") throws -> URL {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-init-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        return parent.appendingPathComponent(name)
    }

    static func text(_ folder: URL, _ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    static let expectedFiles = [
        "Package.swift", "README.md", ".gitignore", "Sources/Orbits/OrbitScene.swift", "Sources/Previews/Previews.swift",
        "Tests/OrbitsTests/OrbitSceneTests.swift", "Tests/OrbitsTests/OrbitSnapshotTests.swift",
        "Tests/OrbitsTests/__Snapshots__/OrbitSnapshotTests/frameAtHalfSecond.1.json",
    ]

    @Test("writes the package: manifest on the local checkout, example scene, previews, tests, reference, README")
    func writesThePackage() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let result = try CommandRunner.run(["init", "Orbits", "--path", folder.path, "--zoetrope-path", Self.checkout.path])
        #expect(result.status == 0, "\(result.stderr)")
        for file in Self.expectedFiles {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path), "\(file)")
            #expect(result.stdout.contains("  " + file))
        }
        let manifest = try Self.text(folder, "Package.swift")
        let identity = Self.checkout.standardizedFileURL.lastPathComponent.lowercased()
        #expect(manifest.contains(".package(path: \"\(Self.checkout.standardizedFileURL.path)\")"))
        #expect(manifest.contains(".product(name: \"ZoetropePreview\", package: \"\(identity)\")"))
        #expect(manifest.contains("name: \"Orbits\"") && manifest.contains("name: \"OrbitsTests\""))
        #expect(try Self.text(folder, "Sources/Previews/Previews.swift").contains("import Orbits"))
        #expect(try Self.text(folder, "README.md").contains("swift run Previews serve"))
        #expect(try Self.text(folder, "README.md").contains("swift test"))
    }

    @Test("the example scene is the compiled ZoetropeStarter file, and the reference is its frame at 0.5 s")
    func sceneAndReferenceMatchTheCompiledScene() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let result = try CommandRunner.run(["init", "Orbits", "--path", folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        let original = try String(contentsOf: Self.checkout.appendingPathComponent("Modules/ZoetropeStarter/OrbitScene.swift"), encoding: .utf8)
        #expect(try Self.text(folder, "Sources/Orbits/OrbitScene.swift") == original)
        var session = try SceneSession<OrbitScene>()
        #expect(try Self.text(folder, Self.expectedFiles.last!) == session.frame(at: 0.5).canonicalJSON())
    }

    @Test("without --zoetrope-path the package asks for this version of Zoetrope by URL")
    func versionDependency() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        #expect(try CommandRunner.run(["init", "Orbits", "--path", folder.path]).status == 0)
        let manifest = try Self.text(folder, "Package.swift")
        #expect(manifest.contains(".package(url: \"\(ZoetropeVersion.repositoryURL)\", from: \"\(ZoetropeVersion.current)\")"))
        #expect(manifest.contains("package: \"zoetrope\""))
    }

    @Test("NAME defaults to the folder's name")
    func nameFromFolder() throws {
        let folder = try Self.temporaryFolder("OrbitLab")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let result = try CommandRunner.run(["init", "--path", folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Sources/OrbitLab/OrbitScene.swift").path))
    }

    @Test("a folder name that is no identifier asks for NAME, with a suggestion")
    func folderNameNotAnIdentifier() throws {
        let folder = try Self.temporaryFolder("orbit-lab")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let result = try CommandRunner.run(["init", "--path", folder.path])
        #expect(result.status != 0)
        #expect(result.stderr.contains("\"orbit-lab\" is not a valid Swift identifier") && result.stderr.contains("preview init OrbitLab"))
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test("a NAME that is not a Swift identifier is refused, nothing is written", arguments: [
        ("my-scenes", "MyScenes"), ("1st", "Scenes1st"), ("struct", "Struct"), ("Orbit Lab", "OrbitLab"), ("", "MyScenes"), ("Ünï", "N"),
    ])
    func invalidName(name: String, suggestion: String) throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let result = try CommandRunner.run(["init", name, "--path", folder.path])
        #expect(result.status != 0)
        #expect(result.stderr.contains("NAME \"\(name)\" is not a valid Swift identifier"))
        #expect(result.stderr.contains("Try \(suggestion)"))
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test("a NAME of a target in the package graph is refused, ignoring case", arguments: ["Geometry", "drawing", "Stage", "PullToRefresh", "ZoetropeStarter", "preview", "Previews", "SnapshotTesting"])
    func takenName(name: String) throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let result = try CommandRunner.run(["init", name, "--path", folder.path])
        #expect(result.status != 0)
        #expect(result.stderr.contains("already the name of a target"))
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test("Zoetrope's target names are read from its manifest: libraries and executables, not tests")
    func targetNamesFromTheManifest() throws {
        let manifest = try String(contentsOf: Self.checkout.appendingPathComponent("Package.swift"), encoding: .utf8)
        let names = ZoetropeCheckout.targetNames(inManifest: manifest)
        #expect(Set(["Geometry", "Curves", "Drawing", "Stage", "PreviewServer", "ZoetropePreview", "ZoetropeStarter", "preview"]).isSubset(of: Set(names)))
        #expect(!names.contains("GeometryTests"))
        #expect(ZoetropeCheckout.targetNames(inManifest: ".target(\n    name: \"A\"), .executableTarget(name: \"b\"), .testTarget(name: \"C\")") == ["A", "b"])
    }

    @Test("a non-empty folder is refused and left as it was")
    func nonEmptyFolder() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "mine".write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["init", "Orbits", "--path", folder.path])
        #expect(result.status != 0)
        #expect(result.stderr.contains("is not empty (it has Package.swift)"))
        #expect(result.stderr.contains("never overwrites"))
        #expect(try Self.text(folder, "Package.swift") == "mine")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Package.swift"])
    }

    @Test("an empty folder with only .git is fine")
    func gitFolder() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        #expect(try CommandRunner.run(["init", "Orbits", "--path", folder.path]).status == 0)
    }

    @Test("--zoetrope-path must be a Zoetrope checkout")
    func notZoetrope() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let result = try CommandRunner.run(["init", "Orbits", "--path", folder.path, "--zoetrope-path", "/tmp"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--zoetrope-path /tmp is not a Zoetrope checkout"))
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }
}
