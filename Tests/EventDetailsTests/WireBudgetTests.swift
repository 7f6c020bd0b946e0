import Drawing
import Testing
import ZoetropeTestSupport
@testable import EventDetails
@testable import Stage

/// Bytes per warm frame (issue #17): a 10 s session at 60 fps with the filter shown, two sports
/// toggled, a refresh, then the details opened, collapsed by the wheel and closed. Deterministic,
/// so the sizes are checked here and printed; timings are in
/// Benchmarks/Benchmarks/EventDetailsBenchmarks.
@Suite("Wire budget")
struct WireBudgetTests {
    static func events() -> [SceneEvent] {
        [
            action("toggle-filter", at: 0.1), action("toggle-basketball", at: 0.8), action("toggle-tennis", at: 1.6),
            action("refresh", at: 2.4), action("toggle-basketball", at: 3.2), action("toggle-tennis", at: 3.4),
            action("toggle-filter", at: 4.5), action("open-first", at: 5), .wheel(dy: 60, x: 195, y: 500, at: 5.6),
            .wheel(dy: 60, x: 195, y: 500, at: 6.2), .wheel(dy: -120, x: 195, y: 500, at: 7.4), action("back", at: 8.5),
        ]
    }

    /// The largest frames are the details' first frame (since #42 it brings the header's sport
    /// picture and the calendar glyph, paths sent once), the chips' first frame (five new labels
    /// and shapes) and the details while the collapse flies (every moving text is placed anew).
    @Test("warm-cache frames: median under 2 KB, none over 7 KB before compression")
    func budget() throws {
        var s = try session(Self.events())
        var encoder = WireEncoder()
        let sizes = try (0..<600).map { try encoder.encode(s.frame(at: SceneTime(seconds: Double($0) / 60))).count }
        let warm = sizes.dropFirst().sorted()
        #expect(warm[warm.count / 2] <= 2048)
        #expect(warm.last! <= 7168)
        let largest = sizes.indices.dropFirst().max { sizes[$0] < sizes[$1] }!
        print("event-details wire: first frame \(sizes[0]) B; warm median \(warm[warm.count / 2]) B, p95 \(warm[warm.count * 95 / 100]) B, max \(warm.last!) B at \(Double(largest) / 60) s; 10 s total \(sizes.reduce(0, +)) B")
    }
}
