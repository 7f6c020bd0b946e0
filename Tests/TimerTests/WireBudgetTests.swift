import Drawing
import Geometry
import Pour
import Stage
import Testing
@testable import Timer

/// Bytes per warm frame per screen (issue 14's performance note): 10 s at 60 fps through one
/// `WireEncoder` (its caches warm after the first frame). Sizes are deterministic; they are
/// printed for the closing note and bounded loosely so a regression shows. The done screen is
/// dominated by the pour's drops (about 24 B each, `PourTests`' wire budget), so it is bounded
/// by the same pour drawn alone plus what the overlay adds (the screen under the overlay is
/// not drawn). Timings are in
/// `Benchmarks/Benchmarks/TimerBenchmarks`.
@Suite("Wire budget")
struct WireBudgetTests {
    static let screens: [(name: String, parameters: [String: ParameterValue], events: [SceneEvent], limit: Int)] = [
        ("list", [:], [], 600),
        ("timer digital running", ["screen": "timer"], [.action(name: "play", time: 0.5)], 2048),
        ("timer analog running", ["screen": "timer", "face": "analog"], [.action(name: "play", time: 0.5)], 2048),
        ("timer paused", ["screen": "timer"], [.action(name: "play", time: 0.5), .action(name: "pause", time: 1)], 2048),
        ("ratings", ["screen": "ratings", "tea": "3"],
         (0..<20).map { .key($0 % 4 < 2 ? "ArrowRight" : "ArrowLeft", at: SceneTime(seconds: 0.5 + Double($0) * 0.45)) }, 2048),
        ("done", ["screen": "done"], [], 0),
    ]

    @Test("warm frames per screen: median and maximum bytes", arguments: screens.indices)
    func warmFrames(index: Int) throws {
        let screen = Self.screens[index]
        var s = try session(screen.parameters, events: screen.events)
        var encoder = WireEncoder()
        let sizes = try (0..<600).map { try encoder.encode(s.frame(at: SceneTime(seconds: Double($0) / 60))).count }
        let warm = sizes.dropFirst().sorted()
        print("timer wire, \(screen.name): first frame \(sizes[0]) B; warm median \(warm[warm.count / 2]) B, max \(warm.last!) B")
        if screen.name == "done" {
            let pour = try Self.pourAloneMedian(size: s.frame(at: .zero).size)
            print("timer wire, the same pour alone: warm median \(pour) B")
            #expect(warm[warm.count / 2] >= pour)
            #expect(warm[warm.count / 2] <= pour + 512)
        } else {
            #expect(warm[warm.count / 2] <= screen.limit)
        }
    }

    /// The warm median of the done overlay's pour (seed 1, started at 0) drawn alone over a
    /// viewport of `size`, 10 s at 60 fps.
    static func pourAloneMedian(size: Size) throws -> Int {
        let pour = Pour(seed: 1, startingAt: .zero)
        var encoder = WireEncoder()
        let sizes = try (0..<600).map { i in
            let frame = Frame(size: size) { c in
                pour.draw(in: &c, in: Rect(x: 0, y: 0, width: size.width, height: size.height),
                          at: SceneTime(seconds: Double(i) / 60))
            }
            return try encoder.encode(frame).count
        }
        let warm = sizes.dropFirst().sorted()
        return warm[warm.count / 2]
    }
}
