// swift-tools-version: 6.1
//
// Zoetrope — SwiftUI-style animation, geometry and drawing for Swift on Linux,
// with a live browser preview. Module graph (dependencies point one way):
//
//   Geometry → Curves → Drawing → Stage → { Scenes/* (Pour → Timer), ZoetropeStarter,
//   ZoetropeUI → ZoetropeUIExamples, PreviewServer → ZoetropePreview, ZoetropeSnapshotTesting }
//   → Apps/preview
//   ZoetropeUI re-exports Foundation and Curves (not Stage): a view file imports only ZoetropeUI.
//   Drawing → Raster (Cairo) → PreviewServer (exports), ZoetropePreview
//   Drawing → PreviewMCP (MCP) → ZoetropePreview
//
// Only PreviewServer imports Hummingbird (and TLS: HummingbirdTLS, NIOSSL, X509); only ZoetropePreview (the command-line library a
// user's package builds its own `preview` from) imports ArgumentParser; only Raster imports
// Cairo (the system-library target CCairo); only PreviewMCP imports MCP.
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
        .library(name: "ZoetropeUI", targets: ["ZoetropeUI"]),
        .library(name: "Demo", targets: ["Demo"]),
        .library(name: "PullToRefresh", targets: ["PullToRefresh"]),
        .library(name: "Playground", targets: ["Playground"]),
        .library(name: "EventDetails", targets: ["EventDetails"]),
        .library(name: "Timer", targets: ["Timer"]),
        .library(name: "Pour", targets: ["Pour"]),
        .library(name: "Seating", targets: ["Seating"]),
        .library(name: "TicketsApp", targets: ["TicketsApp"]),
        .library(name: "Honeycomb", targets: ["Honeycomb"]),
        .library(name: "Gallery", targets: ["Gallery"]),
        .library(name: "PreviewServer", targets: ["PreviewServer"]),
        .library(name: "ZoetropePreview", targets: ["ZoetropePreview"]),
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "PreviewMCP", targets: ["PreviewMCP"]),
        // swift-snapshot-testing strategies, apart so that nothing else compiles SnapshotTesting.
        .library(name: "ZoetropeSnapshotTesting", targets: ["ZoetropeSnapshotTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-numerics", from: "1.0.0"),
        // PreviewServer only. Hummingbird's default traits (swift-configuration support, full
        // Foundation) are off: we need neither, and they lengthen every clean build.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.20.0", traits: []),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.6.0"),
        // Already in the graph through hummingbird-websocket; named for its error type (a
        // permessage-deflate bomb, see PreviewServer's BoundedInflation).
        .package(url: "https://github.com/adam-fowler/compress-nio.git", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.81.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.3.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.6.0"),
        // PreviewServer only: `preview serve --tls`. HTTPS/WSS through HummingbirdTLS, i.e.
        // swift-nio-ssl and its vendored BoringSSL (no system OpenSSL); the self-signed
        // certificate is made with swift-certificates and swift-crypto (swift-nio-ssl was already
        // built for the tests: HummingbirdTesting's client needs it). See PreviewServer's README.
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.0"),
        .package(url: "https://github.com/apple/swift-certificates", from: "1.21.0"),
        .package(url: "https://github.com/apple/swift-crypto", "3.0.0"..<"5.0.0"),
        .package(url: "https://github.com/apple/swift-asn1", from: "1.7.0"),
        // ZoetropeSnapshotTesting only.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        // PreviewMCP only: the Model Context Protocol server behind `preview mcp`.
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
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
        // SwiftUI's declarative views on Stage (views, state, layout, drawing, animation), and
        // reaching the preview only as a Stage scene (ViewScene). Re-exports Foundation (the CG
        // types SwiftUI's API is written in) and Curves (SwiftUI's animation vocabulary).
        .target(
            name: "ZoetropeUI",
            dependencies: ["Geometry", "Curves", "Drawing", "Stage"],
            path: "Modules/ZoetropeUI",
            exclude: ["README.md"]
        ),
        // Example views in the style of the book's chapters, SwiftUI code with only the import
        // changed, listed by the preview app and tested. A plain target, not a product: the
        // examples' type names (Wave, Shake, …) stay out of users' namespaces.
        .target(
            name: "ZoetropeUIExamples",
            dependencies: ["ZoetropeUI"],
            path: "Modules/ZoetropeUIExamples",
            exclude: ["README.md"]
        ),
        // Cairo through pkg-config (Debian libcairo2-dev), with fontconfig, FreeType and zlib:
        // only Raster imports it.
        .systemLibrary(
            name: "CCairo",
            path: "Modules/CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        // Frames to pixels (Cairo) and PNG files, without a browser.
        .target(
            name: "Raster",
            dependencies: ["CCairo", "Drawing", "Geometry", .product(name: "RealModule", package: "swift-numerics")],
            path: "Modules/Raster",
            exclude: ["README.md"]
        ),
        // Watching sources and running `swift build` for `preview serve --watch`: Glibc's
        // inotify, processes; no Hummingbird.
        .target(
            name: "ZoetropeWatch",
            path: "Modules/ZoetropeWatch",
            exclude: ["README.md"]
        ),
        .target(
            name: "PreviewServer",
            dependencies: [
                "Stage", "Drawing", "Geometry", "ZoetropeWatch", "Raster",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "HummingbirdWSCompression", package: "hummingbird-websocket"),
                .product(name: "HummingbirdTLS", package: "hummingbird"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "NIOTLS", package: "swift-nio"),
                .product(name: "X509", package: "swift-certificates"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "SwiftASN1", package: "swift-asn1"),
                .product(name: "CompressNIO", package: "compress-nio"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            ],
            path: "Modules/PreviewServer",
            exclude: ["README.md"]
        ),

        // `preview mcp`: the preview's tools for coding agents over stdio (Model Context
        // Protocol). Only this module imports MCP; the tools themselves are the command line's.
        .target(
            name: "PreviewMCP",
            dependencies: [
                "Drawing",
                .product(name: "MCP", package: "swift-sdk"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Modules/PreviewMCP",
            exclude: ["README.md"]
        ),
        .target(
            name: "ZoetropePreview",
            dependencies: [
                "PreviewServer", "ZoetropeWatch", "Stage", "Drawing", "Curves", "Geometry", "ZoetropeStarter", "Raster", "PreviewMCP",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Modules/ZoetropePreview",
            exclude: ["README.md"]
        ),
        // The example scene `preview init` copies into a new package (and renders its snapshot
        // reference with): not a product.
        .target(
            name: "ZoetropeStarter",
            dependencies: ["Stage", "Drawing", "Curves", "Geometry"],
            path: "Modules/ZoetropeStarter",
            exclude: ["README.md"]
        ),
        .target(
            name: "ZoetropeSnapshotTesting",
            dependencies: ["Drawing", "Stage", "Geometry", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            path: "Modules/ZoetropeSnapshotTesting",
            exclude: ["README.md"]
        ),

        // MARK: Scenes
        .target(
            name: "Demo",
            dependencies: ["Stage", "Drawing", "Curves", "Geometry"],
            path: "Modules/Scenes/Demo",
            exclude: ["README.md"]
        ),
        .target(
            name: "PullToRefresh",
            dependencies: ["Stage", "Drawing", "Curves", "Geometry", .product(name: "RealModule", package: "swift-numerics")],
            path: "Modules/Scenes/PullToRefresh",
            exclude: ["README.md"]
        ),
        .target(
            name: "Playground",
            dependencies: ["Stage", "Drawing", "Curves", "Geometry", .product(name: "RealModule", package: "swift-numerics")],
            path: "Modules/Scenes/Playground",
            exclude: ["README.md"]
        ),
        .target(
            name: "EventDetails",
            dependencies: ["PullToRefresh", "Stage", "Drawing", "Curves", "Geometry"],
            path: "Modules/Scenes/EventDetails",
            exclude: ["README.md"]
        ),
        .target(
            name: "Timer",
            dependencies: ["Pour", "Stage", "Drawing", "Curves", "Geometry", .product(name: "RealModule", package: "swift-numerics")],
            path: "Modules/Scenes/Timer",
            exclude: ["README.md"]
        ),
        .target(
            name: "Pour",
            dependencies: ["Stage", "Drawing", "Curves", "Geometry", .product(name: "RealModule", package: "swift-numerics")],
            path: "Modules/Scenes/Pour",
            exclude: ["README.md"]
        ),
        .target(
            name: "Seating",
            dependencies: ["Stage", "Drawing", "Curves", "Geometry", .product(name: "RealModule", package: "swift-numerics")],
            path: "Modules/Scenes/Seating",
            exclude: ["README.md"]
        ),
        .target(
            name: "TicketsApp",
            dependencies: ["EventDetails", "PullToRefresh", "Seating", "Stage", "Drawing"],
            path: "Modules/Scenes/TicketsApp",
            exclude: ["README.md"]
        ),
        .target(
            name: "Honeycomb",
            dependencies: ["Stage", "Drawing", "Curves", "Geometry"],
            path: "Modules/Scenes/Honeycomb",
            exclude: ["README.md"]
        ),
        .target(
            name: "Gallery",
            dependencies: ["Stage", "Drawing", "Curves", "Geometry", .product(name: "RealModule", package: "swift-numerics")],
            path: "Modules/Scenes/Gallery",
            exclude: ["README.md"]
        ),

        // MARK: Apps
        .executableTarget(
            name: "preview",
            dependencies: [
                "ZoetropePreview", "Stage",
                "Demo",
                "PullToRefresh",
                "Playground",
                "EventDetails",
                "Timer",
                "Pour",
                "Seating",
                "TicketsApp",
                "Honeycomb",
                "Gallery",
                "ZoetropeUI",
                "ZoetropeUIExamples",
            ],
            path: "Apps/preview",
            exclude: ["README.md"]
        ),

        // MARK: Tests
        // A package's `preview` listing a ZoetropeUI view beside a scene (the view file imports
        // only ZoetropeUI): the executable the view cases of ZoetropePreviewTests run. Not a
        // product; the name is unlikely in a user's package (target names are global).
        .executableTarget(
            name: "zoetrope-view-previews",
            dependencies: ["ZoetropePreview", "ZoetropeStarter", "ZoetropeUI", "Stage"],
            path: "Tests/ViewPreviewsFixture"
        ),
        // Helpers every test target shares (snapshots, tolerances, pointer traces, the test live
        // scene, seeded randomness): a plain target, not a product.
        .target(
            name: "ZoetropeTestSupport",
            dependencies: ["Geometry", "Drawing", "Stage", "PreviewServer"],
            path: "Tests/ZoetropeTestSupport"
        ),
        .testTarget(
            name: "CCairoTests",
            dependencies: ["CCairo"],
            path: "Tests/CCairoTests"
        ),
        .testTarget(
            name: "PreviewMCPTests",
            dependencies: ["PreviewMCP", "Drawing", .product(name: "MCP", package: "swift-sdk")],
            path: "Tests/PreviewMCPTests"
        ),
        .testTarget(
            name: "GeometryTests",
            dependencies: ["ZoetropeTestSupport", "Geometry"],
            path: "Tests/GeometryTests"
        ),
        .testTarget(
            name: "CurvesTests",
            dependencies: ["ZoetropeTestSupport", "Curves", "Geometry", .product(name: "RealModule", package: "swift-numerics")],
            path: "Tests/CurvesTests"
        ),
        .testTarget(
            name: "DrawingTests",
            dependencies: ["ZoetropeTestSupport", "Drawing", "Geometry", "Curves"],
            path: "Tests/DrawingTests"
        ),
        .testTarget(
            name: "StageTests",
            dependencies: ["ZoetropeTestSupport", "Stage", "Demo", "Geometry", "Curves", "Drawing"],
            path: "Tests/StageTests"
        ),
        .testTarget(
            name: "ZoetropeUITests",
            dependencies: ["ZoetropeUI", "ZoetropeTestSupport", "Stage", "Drawing", "Geometry"],
            path: "Tests/ZoetropeUITests"
        ),
        .testTarget(
            name: "ZoetropeUIExamplesTests",
            dependencies: ["ZoetropeUIExamples", "ZoetropeUI", "ZoetropeTestSupport", "Stage", "Drawing", "Geometry"],
            path: "Tests/ZoetropeUIExamplesTests"
        ),
        .testTarget(
            name: "PullToRefreshTests",
            dependencies: ["ZoetropeTestSupport", "PullToRefresh", "Stage", "Drawing", "Curves", "Geometry"],
            path: "Tests/PullToRefreshTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "PlaygroundTests",
            dependencies: ["ZoetropeTestSupport", "Playground", "Stage", "Drawing", "Curves", "Geometry"],
            path: "Tests/PlaygroundTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "EventDetailsTests",
            dependencies: ["ZoetropeTestSupport", "EventDetails", "PullToRefresh", "Stage", "Drawing", "Curves", "Geometry"],
            path: "Tests/EventDetailsTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "TimerTests",
            dependencies: ["Timer", "Pour", "Stage", "Drawing", "Curves", "Geometry", "ZoetropeTestSupport"],
            path: "Tests/TimerTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "PourTests",
            dependencies: ["ZoetropeTestSupport", "Pour", "Stage", "Drawing", "Curves", "Geometry"],
            path: "Tests/PourTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "SeatingTests",
            dependencies: ["Seating", "Stage", "Drawing", "Curves", "Geometry", "ZoetropeTestSupport"],
            path: "Tests/SeatingTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "TicketsAppTests",
            dependencies: ["ZoetropeTestSupport", "TicketsApp", "EventDetails", "PullToRefresh", "Seating", "Stage", "Drawing", "Geometry"],
            path: "Tests/TicketsAppTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "HoneycombTests",
            dependencies: ["ZoetropeTestSupport", "Honeycomb", "Stage", "Drawing", "Curves", "Geometry"],
            path: "Tests/HoneycombTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "GalleryTests",
            dependencies: ["ZoetropeTestSupport", "Gallery", "Stage", "Drawing", "Curves", "Geometry"],
            path: "Tests/GalleryTests",
            exclude: ["__Snapshots__"]
        ),
        // The layout lint (issue #42): every scene at its key moments and at 360, 390 and 1400
        // points wide, measured with Raster's fonts (the PNG's and, on Linux, the page's).
        .testTarget(
            name: "LayoutLintTests",
            dependencies: [
                "ZoetropeTestSupport", "Raster", "Stage", "Drawing", "Geometry",
                "Demo", "PullToRefresh", "Playground", "EventDetails", "Timer", "Pour", "Seating", "TicketsApp",
                "Honeycomb", "Gallery",
            ],
            path: "Tests/LayoutLintTests"
        ),
        .testTarget(
            name: "RasterTests",
            dependencies: ["Raster", "Drawing", "Geometry"],
            path: "Tests/RasterTests"
        ),
        .testTarget(
            name: "ZoetropeWatchTests",
            dependencies: ["ZoetropeWatch"],
            path: "Tests/ZoetropeWatchTests"
        ),
        .testTarget(
            name: "PreviewServerTests",
            dependencies: ["ZoetropeTestSupport", 
                "PreviewServer", "Stage", "Demo", "Drawing", "Raster", "Geometry",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                // BoundedInflationTests drive the permessage-deflate extension directly.
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "HummingbirdWSCompression", package: "hummingbird-websocket"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "X509", package: "swift-certificates"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "SwiftASN1", package: "swift-asn1"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            path: "Tests/PreviewServerTests"
        ),
        .testTarget(
            name: "ZoetropePreviewTests",
            dependencies: [
                "ZoetropeTestSupport", "preview", "ZoetropePreview", "ZoetropeStarter", "PreviewServer", "Stage", "Drawing", "Demo",
                "zoetrope-view-previews",
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            path: "Tests/ZoetropePreviewTests"
        ),
        .testTarget(
            name: "DemoTests",
            dependencies: ["Demo", "ZoetropeTestSupport", "Stage", "Geometry"],
            path: "Tests/DemoTests"
        ),
        .testTarget(
            name: "ZoetropeStarterTests",
            dependencies: ["ZoetropeStarter", "ZoetropeTestSupport", "Stage", "Drawing", "Geometry"],
            path: "Tests/ZoetropeStarterTests"
        ),
        .testTarget(
            name: "ZoetropeSnapshotTestingTests",
            dependencies: [
                "ZoetropeSnapshotTesting", "Stage", "Drawing", "Geometry", "ZoetropeUI",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            path: "Tests/ZoetropeSnapshotTestingTests",
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
