// swift-tools-version: 6.1
//
// Zoetrope's benchmarks, kept outside the main package so that building and testing Zoetrope
// never builds the benchmark harness. Run them with `scripts/bench` from the repository root.
//
// Every folder `Benchmarks/<Name>Benchmarks/` becomes a benchmark executable that depends on the
// Zoetrope library product `<Name>` (for example `GeometryBenchmarks` → `Geometry`), plus the
// products `extraProducts` names for it. Adding a benchmark suite is adding a folder.
import Foundation
import PackageDescription

let suitesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .appendingPathComponent("Benchmarks")

let suiteNames = ((try? FileManager.default.contentsOfDirectory(atPath: suitesDirectory.path)) ?? [])
    .filter { $0.hasSuffix("Benchmarks") }
    .sorted()

/// Further Zoetrope products a suite uses: the demo scene (its own module, not part of Stage)
/// for the suites that drive a real scene.
let extraProducts: [String: [String]] = [
    "StageBenchmarks": ["Demo"],
    "PreviewServerBenchmarks": ["Demo", "PullToRefresh"],
    "RasterBenchmarks": ["PullToRefresh", "Stage", "Drawing"],
    "ZoetropeUIBenchmarks": ["Stage", "Drawing", "Geometry"],
]

// SwiftPM names a path dependency after its folder, whatever the clone is called.
let zoetropeIdentity = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent.lowercased()

/// What the serve clients use of swift-nio.
let nioProducts: [Target.Dependency] = ["NIOCore", "NIOPosix", "NIOHTTP1", "NIOWebSocket"].map {
    .product(name: $0, package: "swift-nio")
}

let package = Package(
    name: "ZoetropeBenchmarks",
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
        // The `scripts/bench serve` load client (not an ordo-one suite).
        .package(url: "https://github.com/apple/swift-nio", from: "2.81.0"),
    ],
    targets: [
        // What the two clients below share (not an ordo-one suite).
        .target(
            name: "ServeClient",
            dependencies: nioProducts,
            path: "ServeClient"
        ),
        .executableTarget(
            name: "ServeLoad",
            dependencies: ["ServeClient"] + nioProducts,
            path: "ServeLoad"
        ),
        // The `scripts/bench serve --shared` client: one shared session, many viewers (not an ordo-one suite).
        .executableTarget(
            name: "ServeShare",
            dependencies: ["ServeClient"] + nioProducts,
            path: "ServeShare"
        ),
        // The `scripts/bench soak` client (not an ordo-one suite).
        .executableTarget(
            name: "ServeSoak",
            dependencies: ["ServeClient"] + nioProducts,
            path: "ServeSoak"
        ),
    ] + suiteNames.map { suite in
        .executableTarget(
            name: suite,
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: String(suite.dropLast("Benchmarks".count)), package: zoetropeIdentity),
            ] + (extraProducts[suite] ?? []).map { .product(name: $0, package: zoetropeIdentity) },
            path: "Benchmarks/\(suite)",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    }
)
