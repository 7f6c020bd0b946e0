import Drawing
import Geometry
import Stage
import Testing
import Pour
@testable import Timer

/// A full brew scripted through an events file (issue #14): choose Green Tea, start, pause,
/// resume, let it finish, rate it five stars and save — the state checked at every step.
@Suite("Full brew through an events file")
struct FullBrewTests {
    static let size = Size(width: 390, height: 844)
    static let timer = TimerScreenLayout(size: size, face: .digital, ratingCount: 2)
    static let card = DoneCard(teaName: "Green Tea").layout(in: size)

    /// Down/up pairs (0.05 s apart) as events-file lines.
    static func click(_ p: Point, at t: Double) -> String {
        """
        {"t": \(t), "type": "pointerDown", "id": 1, "x": \(p.x), "y": \(p.y)},
        {"t": \(t + 0.05), "type": "pointerUp", "id": 1, "x": \(p.x), "y": \(p.y)}
        """
    }

    /// The script: Green Tea's card at 0.5, Play at 1.5, Pause at 10.5, Play at 15.5 (taps land
    /// 0.05 s later), star 5 at 100, Save Rating at 101.
    static var file: String {
        let b = timer.buttonCenters
        let lines = [
            click(AppLayout(size: size).teaCard(1).center, at: 0.5), click(b[2], at: 1.5), click(b[1], at: 10.5),
            click(b[2], at: 15.5), click(card.stars[4].center, at: 100), click(card.saveButton.center, at: 101),
        ]
        return "{\"events\": [\n" + lines.joined(separator: ",\n") + "\n]}"
    }

    @Test("every step of the brew")
    func brew() throws {
        var s = try SceneSession<TimerScene>()
        try s.append(contentsOf: try EventsFile.parse(Self.file))
        func state(_ t: Double) -> JSONValue { s.sceneState(at: SceneTime(seconds: t)) }

        let list = state(0.5)
        #expect(list.string("screen") == "list" && list.array("stack").count == 1)

        let chosen = state(1.2)
        #expect(chosen.string("screen") == "timer" && chosen.string("tea") == "Green Tea")
        #expect(chosen.string("timer", "status") == "stopped" && chosen.number("timer", "displayed") == 90)
        #expect(chosen.string("border", "color") == "#FF3B30" && chosen.string("temperature") == "175 °F")

        // Play at 1.55: end 91.55.
        let running = state(5.55)
        #expect(running.string("timer", "status") == "running" && close(running.number("timer", "remaining"), 86, 1e-9))
        #expect(running.number("timer", "displayed") == 86 && running.number("border", "width") == 10)
        #expect(close(running.number("border", "startAngle"), 0, 1e-6))

        // Pause at 10.55: rem 81 exactly frozen.
        let paused = state(12)
        #expect(paused.string("timer", "status") == "paused" && close(paused.number("timer", "remaining"), 81, 1e-9))
        #expect(paused.string("border", "color") == "#007AFF")

        // Resume at 15.55: end 96.55.
        let resumed = state(16.55)
        #expect(resumed.string("timer", "status") == "running" && close(resumed.number("timer", "remaining"), 80, 1e-9))
        #expect(close(resumed.number("timer", "end"), 96.55, 1e-9))
        let last = state(96.54)
        #expect(last.string("timer", "status") == "running" && last.number("timer", "displayed") == 1)

        // Done exactly at 96.55: the overlay and the pour start.
        let done = state(96.55)
        #expect(done.string("timer", "status") == "done" && done.string("screen") == "done")
        #expect(done.number("done", "pourTime") == 0 && done.number("done", "stars") == 0)
        #expect(close(state(99.55).number("done", "pourTime"), 3, 1e-9))

        let rated = state(100.5)
        #expect(rated.number("done", "stars") == 5)

        let saved = state(102)
        #expect(saved.string("screen") == "timer" && saved.at(["done"]) == .null && saved.number("ratings") == 3)
        #expect(saved.string("timer", "status") == "done" && saved.string("border", "color") == "#34C759")
        let ratings = s.scene(at: 102).ratings[1]
        #expect(ratings.last == BrewRating(teaName: "Green Tea", time: 90, temperature: 175, water: 8, teaspoons: 2, stars: 5))
    }

    @Test("scrubbing: the frame at any time equals the frame reached by a straight run")
    func scrubbing() throws {
        var straight = try SceneSession<TimerScene>()
        try straight.append(contentsOf: try EventsFile.parse(Self.file))
        var scrubbed = straight
        let times = [1.2, 5.7, 11.0, 16.3, 60.25, 96.55, 97.5, 100.5, 102.0]
        let reference = times.map { straight.frame(at: SceneTime(seconds: $0)) }
        for (t, frame) in zip(times, reference).reversed() {
            #expect(scrubbed.frame(at: SceneTime(seconds: t)) == frame, "t = \(t)")
        }
    }
}
