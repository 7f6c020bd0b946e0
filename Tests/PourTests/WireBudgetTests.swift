import Drawing
import Geometry
import Stage
import Testing
@testable import Pour

/// Bytes on the wire (issue 13): a warm frame at the moment of most live drops, before
/// compression. Sizes are deterministic, so they are checked here; timings are in
/// `Benchmarks/Benchmarks/PourBenchmarks`.
@Suite("Wire budget")
struct WireBudgetTests {
    /// The wire messages of the first 8 s at 60 fps (the pour, the stop, the still frame).
    static func messages(viewport: Size = referenceViewport) throws -> [[UInt8]] {
        var s = try session(viewport: viewport)
        var encoder = WireEncoder()
        return try (0...480).map { try encoder.encode(s.frame(at: at(Double($0) / 60))) }
    }

    /// The size of a warm frame with `drops` drops and two wave polygons of `width` + 3 vertices,
    /// by the format (docs/protocol.md §2): per drop a setTransform (1 + 4 × f32) and a named
    /// fill of a cached path (1 + name id + path id + 4 colour bytes); per wave a path
    /// definition (id, count, (1 + 8) bytes per vertex + close) and its fill.
    static func estimate(drops: Int, width: Int) -> Int {
        let drop = (1 + 16) + (1 + 1 + 1 + 4)
        let wave = 2 + 3 + (width + 3) * 9 + 1 + (1 + 1 + 2 + 4)
        return drops * drop + 2 * wave
    }

    @Test("a warm frame at peak drops costs about 24 B per drop plus two wave polygons; after the stop it is tiny")
    func budget() throws {
        let messages = try Self.messages()
        let sizes = messages.map(\.count)
        var s = try session()
        let live = (0...480).map { Int(s.sceneState(at: at(Double($0) / 60)).number("live")) }
        let peak = live.indices.max { live[$0] < live[$1] }!
        let peakWarm = (90...418).map { sizes[$0] }.sorted()   // τ 1.5…6.97 s: 720+ drops alive
        #expect(live[peak] >= 730 && live[peak] <= 760)
        // Within 5 % of the format's arithmetic: nothing else travels with the drops.
        let expected = Self.estimate(drops: live[peak], width: 390)
        #expect(abs(Double(sizes[peak] - expected)) < 0.05 * Double(expected), "\(sizes[peak]) B vs \(expected) B")
        // After the stop: two flat polygons with the same coordinates every frame — cached.
        #expect(sizes[421...].allSatisfy { $0 < 200 })
        print("pour wire (390×844, 60 fps): first frame \(sizes[0]) B; peak \(live[peak]) drops at τ = \(Double(peak) / 60) s: \(sizes[peak]) B; warm median over τ 1.5…7 s \(peakWarm[peakWarm.count / 2]) B, max \(peakWarm.last!) B; after the stop median \(sizes[421...].sorted()[30]) B; 8 s total \(sizes.reduce(0, +)) B")
    }
}
