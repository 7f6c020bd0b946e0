import Foundation
import Testing

/// `preview state seating` and `preview render seating` reproduce the seating spec's checks from
/// scripted events files (seating.md §13; viewport 900 × 900, the scene's default).
@Suite("preview: seating scripted sessions")
struct SeatingCommandTests {
    /// Tap S0-top-5 at t0 = 2 (canvas (770, 431.25)), choose seats r4c7 and r7c10 at 3.5 and 4,
    /// release r4c7 at 4.5, then press the zoom-out button at 6 (check 9–11).
    static let selectEvents = """
        {"events": [
          {"t": 2, "type": "pointerDown", "id": 1, "x": 770, "y": 431.25},
          {"t": 2, "type": "pointerUp", "id": 1, "x": 770, "y": 431.25},
          {"t": 3.5, "type": "pointerDown", "id": 2, "x": 435, "y": 194, "pointerType": "touch"},
          {"t": 3.5, "type": "pointerUp", "id": 2, "x": 435, "y": 194, "pointerType": "touch"},
          {"t": 4, "type": "pointerDown", "id": 3, "x": 285, "y": 344},
          {"t": 4.02, "type": "pointerMove", "id": 3, "x": 288, "y": 347},
          {"t": 4.05, "type": "pointerUp", "id": 3, "x": 288, "y": 347},
          {"t": 4.5, "type": "pointerDown", "id": 1, "x": 435, "y": 194},
          {"t": 4.5, "type": "pointerUp", "id": 1, "x": 435, "y": 194},
          {"t": 6, "type": "pointerDown", "id": 1, "x": 860, "y": 860},
          {"t": 6, "type": "pointerUp", "id": 1, "x": 860, "y": 860}
        ]}
        """

    /// A drag, a Control-wheel pinch, a Shift-wheel turn and an Option-drag turn (§10).
    static let gestureEvents = """
        {"events": [
          {"t": 1.5, "type": "pointerDown", "id": 1, "x": 300, "y": 300},
          {"t": 1.6, "type": "pointerMove", "id": 1, "x": 340, "y": 330},
          {"t": 1.7, "type": "pointerUp", "id": 1, "x": 360, "y": 350},
          {"t": 2, "type": "wheel", "x": 450, "y": 450, "dy": -100, "ctrl": true},
          {"t": 2.5, "type": "wheel", "x": 450, "y": 450, "dy": 900, "shift": true},
          {"t": 3, "type": "pointerDown", "id": 1, "x": 700, "y": 500, "alt": true},
          {"t": 3.1, "type": "pointerMove", "id": 1, "x": 610, "y": 600, "alt": true},
          {"t": 3.2, "type": "pointerUp", "id": 1, "x": 610, "y": 600, "alt": true}
        ]}
        """

    private func state(at t: Double, events: String) throws -> [String: Any] {
        try sceneState("seating", ["--at", "\(t)", "--events", try temporaryFile(events)])
    }

    @Test("preview list shows the scene with its actions and duration parameters")
    func listed() throws {
        let result = try CommandRunner.run(["list", "--json"])
        #expect(result.status == 0)
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let scenes = try #require(doc["scenes"] as? [[String: Any]])
        let scene = try #require(scenes.first { $0["id"] as? String == "seating" })
        #expect((scene["actions"] as? [[String: Any]])?.map { $0["name"] as? String } == ["zoom-out", "buy", "ok"])
        let parameters = try #require(scene["parameters"] as? [[String: Any]])
        let zoom = try #require(parameters.first { $0["name"] as? String == "zoomDuration" })
        #expect(zoom["default"] as? Double == 0.7)
        #expect((scene["viewport"] as? [String: Any])?["width"] as? Double == 900)
    }

    @Test("checks 9–11 from an events file: select, seats, zoom out")
    func selectAndZoomOut() throws {
        let shift = try state(at: 2.15, events: Self.selectEvents)
        #expect(shift["selectedTribune"] as? String == "S0-top-5" && shift["zoomed"] as? Bool == false)
        #expect(abs(number(shift, "anchorChart", "x") - 352.5) < 1e-3 && abs(number(shift, "anchorChart", "y") - 232) < 1e-3)
        let zooming = try state(at: 2.65, events: Self.selectEvents)
        #expect(abs(number(zooming, "zoom") - 13.125) < 1e-3 && abs(number(zooming, "seatsTrim") - 0.5) < 1e-4)
        let chosen = try state(at: 4.2, events: Self.selectEvents)
        #expect(chosen["chosenSeats"] as? [String] == ["S0-top-5/r4c7", "S0-top-5/r7c10"])
        #expect(number(chosen, "ticketCount") == 2)
        let released = try state(at: 5, events: Self.selectEvents)
        #expect(released["chosenSeats"] as? [String] == ["S0-top-5/r7c10"])
        let out = try state(at: 6.35, events: Self.selectEvents)
        #expect(abs(number(out, "zoom") - 13.125) < 1e-3 && out["zoomed"] as? Bool == false)
        let rest = try state(at: 7, events: Self.selectEvents)
        #expect(rest["selectedTribune"] is NSNull && abs(number(rest, "zoom") - 1.25) < 1e-3)
        #expect(abs(number(rest, "rotation") - .pi / 2) < 1e-9 && number(rest, "ticketCount") == 1)
    }

    @Test("a drag pans, a Control-wheel zooms, a Shift-wheel and an Option-drag rotate")
    func gestures() throws {
        let s = try state(at: 4, events: Self.gestureEvents)
        #expect(abs(number(s, "offset", "x") - 60) < 1e-9 && abs(number(s, "offset", "y") - 50) < 1e-9)
        #expect(abs(number(s, "zoom") - 1.25 * exp(100.0 / 500)) < 1e-9)
        // 900 points of Shift-wheel = 90°, and the Option drag sweeps from (700, 500) to
        // (610, 600) around the pivot's canvas position (450 + 60, 450 + 50).
        let sweep = atan2(600.0 - 500, 610.0 - 510) - atan2(500.0 - 500, 700.0 - 510)
        #expect(abs(number(s, "rotation") - (.pi / 2 + .pi / 2 + sweep)) < 1e-9)
        #expect(number(s, "drag", "x") == 0 && number(s, "liveRot") == 0)
    }

    @Test("preview render draws the zoomed tribune's seats by name")
    func render() throws {
        let file = try temporaryFile(Self.selectEvents)
        let result = try CommandRunner.run(["render", "seating", "--at", "3.2", "--events", file, "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"seat/S0-top-5/r4c7\""))
        #expect(result.stdout.contains("\"tribune/S0-top-5\""))
        #expect(result.stdout.contains("\"tribunes\""))
    }
}
