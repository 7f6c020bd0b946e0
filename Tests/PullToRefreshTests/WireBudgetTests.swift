import Drawing
import Foundation
import Testing
import ZoetropeTestSupport
@testable import PullToRefresh
@testable import Stage

/// The scene's wire budget (issue 8): bytes per frame with a warm cache ≤ 1 KB before
/// compression, over a 10 s session at 60 fps; and the size after permessage-deflate, measured
/// with zlib (raw deflate, one sync flush per message, context kept across messages, as
/// browsers and our server negotiate it). Sizes are deterministic, so they are checked here;
/// timings are in `Benchmarks/Benchmarks/PullToRefreshBenchmarks`.
@Suite("Wire budget")
struct WireBudgetTests {
    /// A 10 s session that exercises everything: a pull with roll-in, the refresh (bounce,
    /// return, roll-out), a scroll with the filled header, and a second pull that is aborted.
    static func tenSecondSession() -> [SceneEvent] {
        var events = scriptedDrag(start: 10, pulls: (12...50).map { ($0, Double($0 - 11) * 3.2) }, release: 55)
        events += [.wheel(dy: 120, x: 195, y: 500, at: 7.2), .wheel(dy: 200, x: 195, y: 500, at: 7.5),
                   .wheel(dy: -400, x: 195, y: 500, at: 8.0)]
        events += scriptedDrag(start: 510, pulls: (512...540).map { ($0, Double($0 - 511) * 2) }, release: 545, id: 2)
        return events
    }

    /// The wire messages of the 10 s session, one per frame at 60 fps.
    static func messages() throws -> [[UInt8]] {
        var s = try session(tenSecondSession())
        var encoder = WireEncoder()
        return try (0..<600).map { try encoder.encode(s.frame(at: tick($0))) }
    }

    @Test("warm-cache frames cost at most 1 KB before compression")
    func budget() throws {
        let sizes = try Self.messages().map(\.count)
        let warm = Array(sizes.dropFirst())
        let sorted = warm.sorted()
        #expect(sorted.last! <= 1024)
        print("pull-to-refresh wire: first frame \(sizes[0]) B; warm median \(sorted[sorted.count / 2]) B, p95 \(sorted[sorted.count * 95 / 100]) B, max \(sorted.last!) B; 10 s total \(sizes.reduce(0, +)) B")
    }

    @Test("the 10 s session's size after permessage-deflate (zlib through python3, when available)")
    func compressed() throws {
        let messages = try Self.messages()
        guard let sizes = try PermessageDeflate.sizes(of: messages) else {
            print("pull-to-refresh wire: python3 with zlib not found; compressed size not measured")
            return
        }
        #expect(sizes.count == messages.count)
        let raw = messages.map(\.count).reduce(0, +), total = sizes.reduce(0, +)
        #expect(total < raw)
        let warm = sizes.dropFirst().sorted()
        print("pull-to-refresh wire, permessage-deflate: 10 s total \(total) B (raw \(raw) B, \(String(format: "%.1f", Double(raw) / Double(total)))×); first frame \(sizes[0]) B, warm median \(warm[warm.count / 2]) B, max \(warm.last!) B")
    }
}
