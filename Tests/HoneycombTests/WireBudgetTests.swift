import Drawing
import Geometry
import Stage
import Testing
@testable import Honeycomb

/// Bytes on the wire per frame while dragging (issue 15), with a warm encoder cache, before
/// compression, at 60 fps. Sizes are deterministic, so they are checked (and printed) here;
/// timings are in `Benchmarks/Benchmarks/HoneycombBenchmarks`.
@Suite("Wire budget")
struct WireBudgetTests {
    /// A zig-zag drag from `start` ms: 1 s of moves every 8 ms (≈ 120 Hz), then a release.
    static func zigzag(from start: Double, id: PointerID) -> [SceneEvent] {
        var samples = [Sample(ms: start, x: 195, y: 420)]
        for k in 1...125 {
            let phase = Double(k % 50) / 50
            samples.append(Sample(ms: start + Double(k) * 8, x: 195 + 140 * (phase < 0.5 ? phase : 1 - phase), y: 420 + Double(k) * 0.8))
        }
        samples.append(Sample(ms: start + 1008, x: samples.last!.x, y: samples.last!.y))
        return gesture(samples, id: id)
    }

    /// The wire sizes of the frames at 60 fps during a drag (from its first move to its release).
    static func dragFrameSizes(expanded: Bool) throws -> (first: Int, warm: [Int]) {
        var s = try session()
        let start = expanded ? try selectAllMainTopics(in: &s) : 0
        try s.append(contentsOf: zigzag(from: start + 500, id: 1))
        var encoder = WireEncoder()
        let first = try encoder.encode(s.frame(at: ms(start))).count
        let frames = Int(1000 / (1000.0 / 60))
        let warm = try (1...frames).map { k in try encoder.encode(s.frame(at: ms(start + 500 + Double(k) * 1000 / 60))).count }
        return (first, warm)
    }

    @Test("warm frames while dragging: ≤ 1.25 KB with 14 bubbles, ≤ 2.5 KB with all 56", arguments: [false, true])
    func dragging(expanded: Bool) throws {
        let (first, warm) = try Self.dragFrameSizes(expanded: expanded)
        let sorted = warm.sorted()
        let budget = expanded ? 2560 : 1280
        #expect(sorted.last! <= budget)
        print("honeycomb wire while dragging (\(expanded ? "56 bubbles, all expanded" : "14 bubbles")): first frame \(first) B; warm median \(sorted[sorted.count / 2]) B, p95 \(sorted[sorted.count * 95 / 100]) B, max \(sorted.last!) B")
    }
}
