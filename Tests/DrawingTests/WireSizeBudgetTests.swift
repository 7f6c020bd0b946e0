import Drawing
import Testing

/// Bytes per frame are deterministic, so the size budget is checked here; encode times
/// are measured in `Benchmarks/Benchmarks/DrawingBenchmarks`.
@Suite("Wire size budget")
struct WireSizeBudgetTests {
    func median(_ xs: [Int]) -> Int { xs.sorted()[xs.count / 2] }

    @Test("A 20-operation animated frame costs at most 400 bytes once the cache is warm")
    func animatedFrame() throws {
        let frames = (0..<120).map { BenchmarkFrames.animatedFrame(Double($0) / 60) }
        #expect(frames.allSatisfy { $0.operations.count == 20 })
        var encoder = WireEncoder()
        let sizes = try frames.map { try encoder.encode($0).count }
        let warm = Array(sizes.dropFirst())
        let json = frames.map { $0.canonicalJSON().utf8.count }
        #expect(warm.max()! <= 400)
        print("20-op animated frame: binary first \(sizes[0]) B, warm median \(median(warm)) B (max \(warm.max()!)); canonical JSON median \(median(json)) B")
    }

    @Test("10,000 cached seat shapes cost a few bytes per operation once the cache is warm")
    func seats() throws {
        let frames = [BenchmarkFrames.seatFrame(selected: 17), BenchmarkFrames.seatFrame(selected: 18)]
        var encoder = WireEncoder()
        let cold = try encoder.encode(frames[0]).count
        let warm = try encoder.encode(frames[1]).count
        let ops = frames[1].operations.count
        let json = frames[1].canonicalJSON().utf8.count
        #expect(ops == 20_001)
        #expect(Double(warm) / Double(ops) < 12)
        print("10,000 seats (\(ops) ops): binary cold \(cold) B, warm \(warm) B (\(Double(warm) / Double(ops)) B/op); canonical JSON \(json) B")
    }
}
