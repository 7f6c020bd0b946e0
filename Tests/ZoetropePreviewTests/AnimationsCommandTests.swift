import Foundation
import Testing

/// `preview state --animations [--json]` (issue #23): the scene's @Animated properties with their
/// running animations, on pull-to-refresh's scripted pull (action at 0.5 s: the roll-in while
/// pulling, the refresh from 0.95 s with the ball bouncing forever).
@Suite("preview state --animations")
struct AnimationsCommandTests {
    static let pull = #"{"events": [{"t": 0.5, "type": "action", "name": "pull"}]}"#

    private func run(_ arguments: [String]) throws -> CommandResult {
        try CommandRunner.run(["state", "pull-to-refresh", "--events", try temporaryFile(Self.pull)] + arguments)
    }

    @Test("the text lists every property by its Swift path, running animations indented below")
    func text() throws {
        let result = try run(["--at", "3", "--animations"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "t = 3 s: 8 animated properties, 5 animating")
        let names = lines.dropFirst().filter { !$0.hasPrefix(" ") && !$0.isEmpty }.map { String($0.prefix { $0 != " " }) }
        #expect(names == ["refresh.displayedProgress", "refresh.listOffset", "refresh.ball.jump", "refresh.ball.offsetY", "refresh.ball.spin", "refresh.ball.squash", "refresh.ball.rollOutX", "refresh.ball.rollOutAngle"])
        let jump = try #require(lines.firstIndex { $0.hasPrefix("refresh.ball.jump  Double  = ") })
        #expect(lines[jump].contains(" → 1  (velocity "))
        #expect(lines[jump + 1] == "  .easeInOut(duration: 0.35).repeatForever(autoreverses: true)  0.95 s → never")
        let spin = try #require(lines.firstIndex { $0.hasPrefix("refresh.ball.spin  Double  = ") })
        #expect(lines[spin + 1] == "  .linear(duration: 0.7).repeatForever(autoreverses: false)  0.95 s → never")
        #expect(lines.contains("refresh.ball.rollOutX  Double  = 0"))
        #expect(lines.last == "")
    }

    @Test("a curve retargeted every tick prints as one line with its count and first and last start")
    func groupedRetargets() throws {
        let result = try run(["--at", "0.8", "--animations"])
        #expect(result.status == 0, "\(result.stderr)")
        // Ticks 31…48 (0.5167 s … 0.8 s) each restart the roll-in toward the new progress.
        #expect(result.stdout.contains("\n  18 × .timingCurve(0.24, 1.4, 1, -1, duration: 1)  started 0.516667 s … 0.8 s → 1.8 s\n"))
    }

    @Test("--json prints the exact description the page reads")
    func json() throws {
        let result = try run(["--at", "3", "--animations", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(document["time"] as? Double == 3)
        let properties = try #require(document["properties"] as? [[String: Any]])
        #expect(properties.count == 8)
        let offset = try #require(properties.first { $0["path"] as? String == "refresh.ball.offsetY" })
        #expect(offset["model"] as? [Double] == [71])
        let animations = try #require(offset["animations"] as? [[String: Any]])
        #expect(animations.count == 1)
        #expect(animations[0]["start"] as? Double == 0.95)
        #expect(animations[0]["end"] is NSNull)
        let rest = try #require(properties.first { $0["path"] as? String == "refresh.ball.rollOutX" })
        #expect(Set(rest.keys) == ["path", "type", "value"])
    }

    @Test("--json alone is refused: the state is JSON already")
    func jsonNeedsAnimations() throws {
        let result = try run(["--at", "3", "--json"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--json goes with --animations"))
    }
}
