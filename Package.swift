// swift-tools-version: 6.1
//
// Zoetrope — SwiftUI-style animation, geometry and drawing for Swift on Linux,
// with a live browser preview. Module graph (dependencies point one way):
//
//   Geometry → Curves → Drawing → Stage → Scenes/* → PreviewServer → Apps/preview
//
// Only PreviewServer imports Hummingbird; only Apps/preview imports ArgumentParser.
// See docs/architecture.md.
import PackageDescription

let package = Package(
    name: "Zoetrope",
    products: [
        .executable(name: "preview", targets: ["preview"]),
        .library(name: "Geometry", targets: ["Geometry"]),
        .library(name: "Curves", targets: ["Curves"]),
        .library(name: "Drawing", targets: ["Drawing"]),
        .library(name: "Stage", targets: ["Stage"]),
        .library(name: "PullToRefresh", targets: ["PullToRefresh"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-numerics", from: "1.0.0"),
    ],
    targets: [
        // MARK: Libraries
        .target(
            name: "Geometry",
            dependencies: [.product(name: "RealModule", package: "swift-numerics")],
            path: "Modules/Geometry",
            exclude: ["README.md"]
        ),
        .target(
            name: "Curves",
            dependencies: ["Geometry", .product(name: "RealModule", package: "swift-numerics")],
            path: "Modules/Curves",
            exclude: ["README.md"]
        ),
        .target(
            name: "Drawing",
            dependencies: ["Geometry", "Curves", .product(name: "RealModule", package: "swift-numerics")],
            path: "Modules/Drawing",
            exclude: ["README.md"]
        ),
        .target(
            name: "Stage",
            dependencies: ["Geometry", "Curves", "Drawing", .product(name: "RealModule", package: "swift-numerics")],
            path: "Modules/Stage",
            exclude: ["README.md"]
        ),

        // MARK: Scenes
        .target(
            name: "PullToRefresh",
            dependencies: ["Stage", "Drawing", "Curves", "Geometry", .product(name: "RealModule", package: "swift-numerics")],
            path: "Modules/Scenes/PullToRefresh",
            exclude: ["README.md"]
        ),

        // MARK: Apps
        .executableTarget(
            name: "preview",
            dependencies: [
                "Curves",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                "Stage", "Drawing", "Geometry",
                "PullToRefresh",
            ],
            path: "Apps/preview",
            exclude: ["README.md"]
        ),

        // MARK: Tests
        .testTarget(
            name: "GeometryTests",
            dependencies: ["Geometry"],
            path: "Tests/GeometryTests"
        ),
        .testTarget(
            name: "CurvesTests",
            dependencies: ["Curves", "Geometry", .product(name: "RealModule", package: "swift-numerics")],
            path: "Tests/CurvesTests"
        ),
        .testTarget(
            name: "DrawingTests",
            dependencies: ["Drawing", "Geometry", "Curves"],
            path: "Tests/DrawingTests"
        ),
        .testTarget(
            name: "StageTests",
            dependencies: ["Stage", "Geometry", "Curves", "Drawing"],
            path: "Tests/StageTests"
        ),
        .testTarget(
            name: "PullToRefreshTests",
            dependencies: ["PullToRefresh", "Stage", "Drawing", "Curves", "Geometry"],
            path: "Tests/PullToRefreshTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "PreviewTests",
            dependencies: ["preview"],
            path: "Tests/PreviewTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
