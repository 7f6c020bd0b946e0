import Foundation
import Testing

/// `preview state` and `preview render` reproduce the pull-to-refresh spec's observable checks
/// from scripted events files (pull-to-refresh.md, "Observable checks"; W = 390, H = 844,
/// D = 5 s, 60 Hz, seed 2023).
@Suite("preview: pull-to-refresh scripted sessions")
struct PullToRefreshCommandTests {
    /// The time of tick k, written so that JSON parses it back to the session's `k / 60`.
    static func tick(_ k: Int) -> Double { Double(k) / 60 }

    /// rubberInverse for H = 844 (B.4).
    static func travel(_ pull: Double) -> Double { (844 / 0.55) * pull / (844 - pull) }

    /// Check 1's drag: press on tick 10, c = 120 on tick 20, release on tick 30. The refresh
    /// starts on tick 21 (t_on = 0.35 s).
    static let refreshEvents = """
        {"events": [
          {"t": \(tick(10)), "type": "pointerDown", "id": 1, "x": 195, "y": 400},
          {"t": \(tick(20)), "type": "pointerMove", "id": 1, "x": 195, "y": \(400 + travel(120))},
          {"t": \(tick(30)), "type": "pointerUp", "id": 1, "x": 195, "y": \(400 + travel(120))}
        ]}
        """
    static let tOn = tick(21)

    private func state(at t: Double, events: String, extra: [String] = []) throws -> [String: Any] {
        try sceneState("pull-to-refresh", ["--at", "\(t)", "--events", try temporaryFile(events)] + extra)
    }

    @Test("preview list shows the scene with its refresh duration parameter and pull action")
    func listed() throws {
        let result = try CommandRunner.run(["list", "--json"])
        #expect(result.status == 0)
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let scenes = try #require(doc["scenes"] as? [[String: Any]])
        let scene = try #require(scenes.first { $0["id"] as? String == "pull-to-refresh" })
        #expect(scene["title"] as? String == "Pull to refresh")
        #expect(scene["tickRate"] as? Double == 60)
        let parameters = try #require(scene["parameters"] as? [[String: Any]])
        let duration = try #require(parameters.first { $0["name"] as? String == "refreshDuration" })
        #expect(duration["default"] as? Double == 5 && duration["min"] as? Double == 0 && duration["max"] as? Double == 30)
        #expect((scene["actions"] as? [[String: Any]])?.map { $0["name"] as? String } == ["pull"])
    }

    @Test("check 1: pulling with progress 1 on tick n, ongoing on n+1, preparingToFinish with 14 events at t_on + 5")
    func timeline() throws {
        let n = try state(at: Self.tick(20), events: Self.refreshEvents)
        #expect(n["state"] as? String == "pulling" && number(n, "progress") == 1)
        let n1 = try state(at: Self.tick(21), events: Self.refreshEvents)
        #expect(n1["state"] as? String == "ongoing" && number(n1, "refreshCount") == 1 && number(n1, "tOn") == Self.tOn)
        let before = try state(at: Self.tick(320), events: Self.refreshEvents)
        #expect(before["state"] as? String == "ongoing" && number(before, "eventCount") == 7)
        let prep = try state(at: Self.tick(321), events: Self.refreshEvents)
        #expect(prep["state"] as? String == "preparingToFinish" && number(prep, "eventCount") == 14)
        #expect(try state(at: Self.tick(339), events: Self.refreshEvents)["state"] as? String == "finishing")
        #expect(try state(at: Self.tick(399), events: Self.refreshEvents)["state"] as? String == "idle")
        #expect(try state(at: Self.tick(400), events: Self.refreshEvents)["state"] as? String == "pulling")
    }

    @Test("check 4: at τ = 0.35 s the state shows the ball at L + 92 squashed to (1.17647, 0.85), shadow 50.4 × 25.2")
    func jumpBottomState() throws {
        let s = try state(at: Self.tOn + 0.35, events: Self.refreshEvents)
        let l = number(s, "contentOrigin")
        #expect(abs(number(s, "ball", "y") - (l + 92)) < 0.01)
        #expect(abs(number(s, "ball", "sx") - 1.17647) < 1e-4 && abs(number(s, "ball", "sy") - 0.85) < 1e-4)
        #expect(abs(number(s, "shadow", "width") - 50.4) < 0.01 && abs(number(s, "shadow", "height") - 25.2) < 0.01)
        #expect(abs(number(s, "shadow", "alpha") - 0.4) < 1e-4)
    }

    @Test("check 4: the rendered frame puts the ball's bottom edge at L + 113 and its width at 42/0.85")
    func jumpBottomRender() throws {
        let file = try temporaryFile(Self.refreshEvents)
        let t = "\(Self.tOn + 0.35)"
        let render = try CommandRunner.run(["render", "pull-to-refresh", "--at", t, "--events", file])
        #expect(render.status == 0, "\(render.stderr)")
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(render.stdout.utf8)) as? [String: Any])
        let ops = try #require(doc["operations"] as? [[String: Any]])
        let ballIndex = try #require(ops.firstIndex { $0["name"] as? String == "ball" })
        let transform = try #require(ops[..<ballIndex].last { $0["op"] as? String == "setTransform" }?["transform"] as? [Double])
        let (a, b, c, d, ty) = (transform[0], transform[1], transform[2], transform[3], transform[5])
        // A circle of radius 21 under [a b c d tx ty] reaches y = ty + 21·‖(b, d)‖ and spans
        // 2·21·‖(a, c)‖ horizontally.
        let bottom = ty + 21 * (b * b + d * d).squareRoot()
        let width = 2 * 21 * (a * a + c * c).squareRoot()
        let s = try state(at: Self.tOn + 0.35, events: Self.refreshEvents)
        #expect(abs(bottom - (number(s, "contentOrigin") + 113)) < 0.01)
        #expect(abs(width - 42 / 0.85) < 0.01)
        let svg = try CommandRunner.run(["render", "pull-to-refresh", "--at", t, "--events", file, "--format", "svg"])
        #expect(svg.status == 0 && svg.stdout.contains("<svg"))
    }

    @Test("check 7: the list offset peaks at 148.64 at t_on + 0.3604 s and is exactly 100 from t_on + 4.01 s")
    func listSpring() throws {
        #expect(abs(number(try state(at: Self.tOn + 0.3604, events: Self.refreshEvents), "listOffset") - 148.64) < 0.05)
        #expect(abs(number(try state(at: Self.tOn + 3.56, events: Self.refreshEvents), "listOffset") - 100) < 0.1)
        #expect(number(try state(at: Self.tOn + 4.01, events: Self.refreshEvents), "listOffset") == 100)
    }

    @Test("check 9: 0.5 s into the roll-out the ball is at x = 317.99")
    func rollOut() throws {
        let s = try state(at: Self.tOn + 5.3 + 0.5, events: Self.refreshEvents)
        #expect(s["state"] as? String == "finishing")
        #expect(abs(number(s, "ball", "x") - 317.99) < 0.05)
    }

    @Test("check 11: an aborted pull stays pulling; 2 s after release c and progress are exactly 0")
    func abortedPull() throws {
        let events = """
            {"events": [
              {"t": \(Self.tick(5)), "type": "pointerDown", "id": 1, "x": 195, "y": 400},
              {"t": \(Self.tick(10)), "type": "pointerMove", "id": 1, "x": 195, "y": \(400 + Self.travel(60))},
              {"t": \(Self.tick(70)), "type": "pointerUp", "id": 1, "x": 195, "y": \(400 + Self.travel(60))}
            ]}
            """
        let s = try state(at: Self.tick(190), events: events)
        #expect(s["state"] as? String == "pulling" && number(s, "refreshCount") == 0)
        #expect(number(s, "c") == 0 && number(s, "progress") == 0)
        #expect(abs(number(s, "ball", "x") + 21) < 1e-9)  // right edge at x = 0
    }

    @Test("parameters and viewports from the command line: refreshDuration 0 and a 200 × 200 viewport")
    func parametersAndSize() throws {
        let events = #"{"events": [{"t": 0, "type": "set", "name": "refreshDuration", "value": 0}, {"t": 0.5, "type": "action", "name": "pull"}]}"#
        let s = try state(at: 10, events: events, extra: ["--size", "200x200"])
        #expect(s["state"] as? String == "pulling" && number(s, "refreshCount") == 1 && number(s, "eventCount") == 14)
    }

    @Test("bad values in an events file are refused with a message", arguments: [
        (#"{"events": [{"t": 0, "type": "set", "name": "refreshDuration", "value": 31}]}"#, "cannot be 31"),
        (#"{"events": [{"t": 0, "type": "action", "name": "refresh"}]}"#, "has no action \"refresh\""),
    ])
    func badValues(text: String, message: String) throws {
        let file = try temporaryFile(text)
        let result = try CommandRunner.run(["state", "pull-to-refresh", "--at", "1", "--events", file])
        #expect(result.status != 0 && result.stderr.contains(message), "\(result.stderr)")
    }
}
