import Drawing
import Testing
@testable import Seating
@testable import Stage

/// Bytes on the wire (issue 12): a warm frame while panning the overview costs at most 2 KB
/// before compression, because every path is in chart units under one chart transform and the
/// settled tribunes are one batched path. Sizes are deterministic, so they are checked here;
/// timings are in `Benchmarks/Benchmarks/SeatingBenchmarks`.
@Suite("Wire budget")
struct WireBudgetTests {
    /// Encodes frames at 60 fps from `start` for `seconds` and returns their sizes.
    static func sizes(_ events: [SceneEvent], from start: Double, seconds: Double) throws -> [Int] {
        var s = try session(events)
        var encoder = WireEncoder()
        return try (0..<Int(seconds * 60)).map {
            try encoder.encode(s.frame(at: SceneTime(seconds: start + Double($0) / 60))).count
        }
    }

    static func summary(_ sizes: [Int]) -> String {
        let warm = sizes.dropFirst().sorted()
        return "first \(sizes[0]) B; warm median \(warm[warm.count / 2]) B, p95 \(warm[warm.count * 95 / 100]) B, max \(warm.last!) B"
    }

    @Test("panning the overview: every warm frame ≤ 2 KB")
    func overviewPan() throws {
        let sizes = try Self.sizes(panEvents(from: 1.5, seconds: 5), from: 1.5, seconds: 5)
        #expect(sizes.dropFirst().allSatisfy { $0 <= 2048 })
        #expect(sizes[0] > 2048)  // the cold frame carries the geometry once
        print("seating wire, panning the overview: \(Self.summary(sizes))")
    }

    @Test("panning while zoomed into a tribune: the seats' paths are cached too")
    func zoomedPan() throws {
        let events = tap(770, 431.25, at: 1.5) + panEvents(from: 3, seconds: 5)
        let sizes = try Self.sizes(events, from: 3, seconds: 5)
        let warm = sizes.dropFirst().sorted()
        // 150 seats × (named fill + stroke) of cached paths, plus the stadium.
        #expect(warm[warm.count / 2] <= 6 * 1024)
        print("seating wire, panning a selected tribune at 25×: \(Self.summary(sizes))")
    }

    @Test("while the seats draw in, a frame sends the trimmed glyph once, not once per seat")
    func drawIn() throws {
        // The ZOOM step after a tap at 1.5 runs from 1.8 to 2.5; the frames in between trim.
        let sizes = try Self.sizes(tap(770, 431.25, at: 1.5), from: 1.5, seconds: 1)
        let drawing = Array(sizes[19..<60])
        // 150 × (a seat matrix and two named operations) and one trimmed glyph; drawing the placed
        // paths instead sends 150 new paths every frame (measured: 44 KB median, 81 KB at most).
        #expect(drawing.allSatisfy { $0 <= 12 * 1024 })
        print("seating wire, seats drawing in: median \(drawing.sorted()[drawing.count / 2]) B, max \(drawing.max()!) B")
    }
}
