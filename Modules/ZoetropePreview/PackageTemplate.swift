/// The files of a new package that previews and tests its own scenes, as `preview init` writes
/// them: the scenes module with the example scene, the `Previews` executable, a test target with
/// a scene test and a frame snapshot test (and its reference), a README and a `.gitignore`.
struct PackageTemplate {
    /// How the new package depends on Zoetrope.
    enum Dependency: Equatable {
        /// A released version, fetched from `url`.
        case version(String, url: String)
        /// A local checkout at this absolute path.
        case path(String)

        /// The `.package(…)` line.
        var packageLine: String {
            switch self {
            case .version(let version, let url): ".package(url: \"\(url)\", from: \"\(version)\")"
            case .path(let path): ".package(path: \"\(path)\")"
            }
        }

        /// The package identity `.product(name:package:)` names: the URL's or the folder's last
        /// component, lowercased, without `.git`.
        var identity: String {
            let text: String
            switch self {
            case .version(_, let url): text = url
            case .path(let path): text = path
            }
            var last = text.split(separator: "/").last.map(String.init) ?? text
            if last.hasSuffix(".git") { last.removeLast(4) }
            return last.lowercased()
        }
    }

    /// The package, scenes-module and test-module base name.
    var name: PackageName
    var dependency: Dependency
    /// The example scene's source (`ZoetropeCheckout.exampleScenePath`).
    var sceneSource: String
    /// The snapshot test's reference: the example scene's frame at 0.5 s as canonical JSON.
    var snapshotReference: String

    /// The snapshot test's reference file, relative to the package.
    var snapshotReferencePath: String {
        "Tests/\(name)Tests/__Snapshots__/OrbitSnapshotTests/frameAtHalfSecond.1.json"
    }

    /// Every file, as (path relative to the package folder, contents), in writing order.
    var files: [(path: String, contents: String)] {
        [
            ("Package.swift", manifest),
            ("README.md", readme),
            (".gitignore", ".build/\n.swiftpm/\n"),
            ("Sources/\(name)/OrbitScene.swift", sceneSource),
            ("Sources/Previews/Previews.swift", previews),
            ("Tests/\(name)Tests/OrbitSceneTests.swift", sceneTest),
            ("Tests/\(name)Tests/OrbitSnapshotTests.swift", snapshotTest),
            (snapshotReferencePath, snapshotReference),
        ]
    }

    var manifest: String {
        let z = dependency.identity
        return """
            // swift-tools-version: 6.1
            import PackageDescription

            let package = Package(
                name: "\(name)",
                dependencies: [
                    \(dependency.packageLine),
                    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
                ],
                targets: [
                    // The scenes: a library, so that the previews and the tests share them.
                    .target(
                        name: "\(name)",
                        dependencies: [
                            .product(name: "Stage", package: "\(z)"),
                            .product(name: "Drawing", package: "\(z)"),
                            .product(name: "Geometry", package: "\(z)"),
                            .product(name: "Curves", package: "\(z)"),
                        ]
                    ),
                    // `swift run Previews serve`: the live preview of the scenes listed in Previews.swift.
                    .executableTarget(
                        name: "Previews",
                        dependencies: [
                            "\(name)",
                            .product(name: "Stage", package: "\(z)"),
                            .product(name: "ZoetropePreview", package: "\(z)"),
                        ]
                    ),
                    .testTarget(
                        name: "\(name)Tests",
                        dependencies: [
                            "\(name)",
                            .product(name: "Stage", package: "\(z)"),
                            .product(name: "ZoetropeSnapshotTesting", package: "\(z)"),
                            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                        ],
                        exclude: ["__Snapshots__"]
                    ),
                ],
                swiftLanguageModes: [.v6]
            )

            """
    }

    var previews: String {
        """
        import \(name)
        import Stage
        import ZoetropePreview

        /// `swift run Previews serve` previews these scenes in the browser; `swift run Previews --help`
        /// lists the other commands (list, state, render, curve, spring). Add a scene with one line.
        @main
        struct Previews: PreviewApp {
            static let scenes: [any Scene.Type] = [
                OrbitScene.self,
            ]
        }

        """
    }

    var sceneTest: String {
        """
        import \(name)
        import Stage
        import Testing

        @Suite("OrbitScene")
        struct OrbitSceneTests {
            @Test("a tap springs the orbit from 80 to 150 points")
            func tapWidensTheOrbit() throws {
                var session = try SceneSession<OrbitScene>()
                try session.append(.pointer(.down, id: 1, x: 40, y: 40, at: 0.5))
                try session.append(.pointer(.up, id: 1, x: 40, y: 40, at: 0.55))
                #expect(session.sceneState(at: 0.5)["radius"] == 80)
                let later = session.sceneState(at: 4)
                #expect(later["target"] == 150)
                let radius = try #require(later["radius"]?.doubleValue)
                #expect(abs(radius - 150) < 0.01)
            }

            @Test("the planet turns a quarter of the way round in one second at 0.25 revolutions per second")
            func planetTurns() throws {
                var session = try SceneSession<OrbitScene>()
                let planet = try #require(session.sceneState(at: 1)["planet"])
                let x = try #require(planet["x"]?.doubleValue)
                let y = try #require(planet["y"]?.doubleValue)
                #expect(abs(x) < 1e-9 && abs(y - 80) < 1e-9)
            }
        }

        """
    }

    var snapshotTest: String {
        """
        import \(name)
        import SnapshotTesting
        import Stage
        import Testing
        import ZoetropeSnapshotTesting

        /// Frames compared as text with swift-snapshot-testing. References live in __Snapshots__;
        /// after changing the scene on purpose, record them again with
        /// `SNAPSHOT_TESTING_RECORD=failed swift test` (that run fails), then run `swift test`.
        @Suite("OrbitScene snapshots")
        struct OrbitSnapshotTests {
            @Test func frameAtHalfSecond() throws {
                var session = try SceneSession<OrbitScene>()
                assertSnapshot(of: session.frame(at: 0.5), as: .canonicalJSON)
            }
        }

        """
    }

    var readme: String {
        """
        # \(name)

        Animated scenes written with [Zoetrope](\(ZoetropeVersion.repositoryURL)): previewed live in the
        browser, pinned down by tests.

        ```sh
        swift run Previews serve     # open the printed http://127.0.0.1:7070/ and pick "Orbit"
        swift test                   # the scene test and the frame snapshot test
        ```

        - `Sources/\(name)/OrbitScene.swift` — the example scene. Change it, or add scenes beside it.
        - `Sources/Previews/Previews.swift` — the scenes the preview shows, one line each.
        - `Tests/\(name)Tests/` — a scene test (states at times) and a snapshot test
          (`assertSnapshot(of: frame, as: .canonicalJSON)`, also `.svg`, and
          `.frames(at: [0, 0.5, 1])` for a scene at several times; references in `__Snapshots__`).
          After changing a scene on purpose: `SNAPSHOT_TESTING_RECORD=failed swift test`, then
          `swift test`.

        The same executable prints states and frames for scripts:

        ```sh
        swift run Previews list
        swift run Previews state orbit --at 1
        swift run Previews render orbit --at 1 --format svg --out orbit.svg
        ```

        A coding agent can use the preview as Model Context Protocol tools (scene states, SVG and
        PNG frames, curves, springs): build once and register it from this folder, e.g.

        ```sh
        swift build --product Previews && claude mcp add \(name) -- "$PWD/.build/debug/Previews" mcp
        ```

        If one of your own modules is named like one of Zoetrope's (`Geometry`, `Drawing`, `Curves`,
        `Stage`), give Zoetrope's a new name in this package with SwiftPM's `moduleAliases`, e.g.
        `.product(name: "Geometry", package: "\(dependency.identity)", moduleAliases: ["Geometry": "ZoetropeGeometry"])`
        on every Zoetrope product you use (see Zoetrope's README).

        """
    }
}
