import Drawing
import Testing
import ZoetropeTestSupport
@testable import Playground
@testable import Stage

/// Bytes per warm frame (issue #17): a 10 s session at 60 fps with the six demo rows animating
/// (pressed again mid-flight, in slow motion), a scroll, and the transitions tab. Deterministic,
/// so the sizes are checked here and printed; timings are in Benchmarks/Benchmarks/PlaygroundBenchmarks.
@Suite("Wire budget")
struct WireBudgetTests {
    static func events() -> [SceneEvent] {
        [
            action("demo-set", at: 0), action("animate", at: 0.2), action("animate", at: 0.7),
            action("toggle-slow", at: 1.5), action("animate", at: 1.6), .wheel(dy: 200, x: 195, y: 500, at: 5.2),
            action("transitions-tab", at: 6), action("next-transition", at: 6), action("toggle-square", at: 6.1),
            action("toggle-square", at: 7),
        ]
    }

    @Test("warm-cache frames stay under 2 KB before compression")
    func budget() throws {
        var s = try session(Self.events())
        var encoder = WireEncoder()
        let sizes = try (0..<600).map { try encoder.encode(s.frame(at: SceneTime(seconds: Double($0) / 60))).count }
        let warm = sizes.dropFirst().sorted()
        #expect(warm.last! <= 2048)
        print("animation-compare wire: first frame \(sizes[0]) B; warm median \(warm[warm.count / 2]) B, p95 \(warm[warm.count * 95 / 100]) B, max \(warm.last!) B; 10 s total \(sizes.reduce(0, +)) B")
    }
}
