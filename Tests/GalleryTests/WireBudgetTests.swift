import Drawing
import Geometry
import Stage
import Testing
import ZoetropeTestSupport
@testable import Gallery

/// Bytes on the wire per frame of the whole gallery (issue 16), with a warm encoder cache,
/// before compression, at 60 fps, while `GalleryScene.workout` keeps every tile animating.
/// Sizes are deterministic, so they are checked (and printed) here; timings are in
/// `Benchmarks/Benchmarks/GalleryBenchmarks`.
@Suite("Wire budget")
struct WireBudgetTests {
    @Test("the workout keeps every tile moving")
    func everythingMoves() throws {
        var s = try session(GalleryScene.workout(from: 0.1, seconds: 12))
        for t in [5.0, 7.5, 10.0] {
            let before = s.state(t)["tiles"], after = s.state(t + 1.0 / 60)["tiles"]
            for tile in TileID.allCases {
                #expect(before?[tile.rawValue] != after?[tile.rawValue], "\(tile.rawValue) moves at \(t) s")
            }
        }
    }

    @Test("warm frames at 1280 × 800 with every tile animating: ≤ 12 KB each")
    func warmFrames() throws {
        var s = try session(GalleryScene.workout(from: 0.1, seconds: 12))
        var encoder = WireEncoder()
        let first = try encoder.encode(s.frame(at: 5)).count
        let warm = try (1...120).map { k in try encoder.encode(s.frame(at: SceneTime(seconds: 5 + Double(k) / 60))).count }.sorted()
        #expect(warm.last! <= 12 * 1024)
        print("gallery wire, all tiles animating: first frame \(first) B; warm median \(warm[warm.count / 2]) B, p95 \(warm[warm.count * 95 / 100]) B, max \(warm.last!) B")
    }
}
