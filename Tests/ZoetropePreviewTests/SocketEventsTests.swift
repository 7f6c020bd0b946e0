import Drawing
import Foundation
import PreviewServer
import Stage
import Testing
@testable import preview

/// An events file's events sent over the preview socket have exactly the effect they have in
/// `preview state`: the socket speaks the events-file encoding, read by the same decoder with the
/// same defaults, and stamps each event with the session clock's time.
@Suite("events over the socket = preview state")
struct SocketEventsTests {
    /// Every event type of the events file, at multiples of 1/16 s: the socket's clock, moved by
    /// frame requests 62.5 ms apart, reaches each time exactly (dyadic sums are exact), so both
    /// runs see the events at the same scene times. Pointer events carry no `buttons` (the
    /// default, primary while down, must hold over the socket too).
    static let demoScript = """
        {"events": [
          {"t": 0.0625, "type": "viewport", "width": 500, "height": 700},
          {"t": 0.25, "type": "pointerDown", "id": 1, "x": 250, "y": 350},
          {"t": 0.3125, "type": "pointerMove", "id": 1, "x": 290, "y": 380},
          {"t": 0.375, "type": "pointerMove", "id": 1, "x": 330, "y": 420, "shift": true},
          {"t": 0.5, "type": "pointerUp", "id": 1, "x": 330, "y": 420},
          {"t": 0.5625, "type": "pointerDown", "id": 2, "x": 250, "y": 350, "pointerType": "touch"},
          {"t": 0.625, "type": "pointerCancel", "id": 2, "x": 270, "y": 350},
          {"t": 0.75, "type": "wheel", "x": 250, "y": 350, "dy": -120, "ctrl": true},
          {"t": 0.8125, "type": "wheel"},
          {"t": 0.875, "type": "key", "key": "x", "alt": true},
          {"t": 0.9375, "type": "key", "key": "x", "phase": "up"},
          {"t": 1.0, "type": "action", "name": "nudge"},
          {"t": 1.125, "type": "set", "name": "size", "value": 80},
          {"t": 1.125, "type": "set", "name": "color", "value": "blue"},
          {"t": 1.25, "type": "pointerDown", "id": 3, "x": 250, "y": 350, "buttons": 2},
          {"t": 1.3125, "type": "pointerMove", "id": 3, "x": 300, "y": 350, "buttons": 2},
          {"t": 1.375, "type": "pointerUp", "id": 3, "x": 300, "y": 350},
          {"t": 1.5, "type": "key", "key": "r"}
        ]}
        """

    /// A pull past the threshold without `buttons` (so only the default makes it a drag), then a
    /// parameter change, a key and the scene's action.
    static let pullScript = """
        {"events": [
          {"t": 0.25, "type": "pointerDown", "id": 1, "x": 195, "y": 300, "pointerType": "touch"},
          {"t": 0.3125, "type": "pointerMove", "id": 1, "x": 195, "y": 400, "pointerType": "touch"},
          {"t": 0.375, "type": "pointerMove", "id": 1, "x": 195, "y": 550, "pointerType": "touch"},
          {"t": 0.4375, "type": "pointerMove", "id": 1, "x": 195, "y": 700, "pointerType": "touch"},
          {"t": 0.625, "type": "pointerUp", "id": 1, "x": 195, "y": 700, "pointerType": "touch"},
          {"t": 0.6875, "type": "key", "key": "Enter"},
          {"t": 0.75, "type": "wheel", "x": 195, "y": 400, "dy": 30},
          {"t": 0.8125, "type": "set", "name": "refreshDuration", "value": 1.5},
          {"t": 3.0, "type": "action", "name": "pull"}
        ]}
        """

    /// The scene state `preview state` prints for `script` at `end` seconds.
    func stateFromCommand(scene: String, script: String, end: Double) throws -> JSONValue {
        let path = try temporaryFile(script)
        let result = try CommandRunner.run(["state", scene, "--at", "\(end)", "--events", path])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try JSONValue.parse(result.stdout)
        return try #require(document["state"])
    }

    /// The last scene state the socket session sent for `script`, sent as messages whose `t` is
    /// the event's time in milliseconds, with frame requests every 62.5 ms up to `end` seconds.
    func stateFromSocket(scene: String, script: String, end: Double) throws -> JSONValue {
        let provider = RegistrySceneProvider(registry: SceneRegistry(Preview.scenes))
        var controller = SessionController(session: try #require(provider.makeSession(sceneID: scene)), stopwatch: { 0 })
        var latestState: JSONValue?
        func send(_ message: JSONValue) throws {
            let reply = controller.receive(text: Array(message.serialized().utf8))
            #expect(!reply.isRejection, "\(message.serialized()): \(reply.messages)")
            for text in reply.messages.compactMap(\.json) {
                let value = try JSONValue.parse(text)
                if value["type"] == .string("frame"), let state = value["state"] { latestState = state }
            }
        }
        let events = try #require(try JSONValue.parse(script)["events"]?.arrayValue)
        var pending = events[...]
        try send(["type": "frame", "t": 0])
        for step in 1...Int(end * 16) {
            let milliseconds = Double(step) * 62.5
            while let event = pending.first, let t = event["t"]?.doubleValue, t * 1000 <= milliseconds {
                guard case .object(var fields) = event else { throw CancellationError() }
                fields["t"] = .number(t * 1000)
                try send(.object(fields))
                pending = pending.dropFirst()
            }
            try send(["type": "frame", "t": .number(milliseconds)])
        }
        #expect(pending.isEmpty)
        return try #require(latestState)
    }

    @Test("every events-file event has the same effect over the socket as in preview state", arguments: [
        ("demo", demoScript, 2.0),
        ("pull-to-refresh", pullScript, 3.5),
    ])
    func sameEffect(scene: String, script: String, end: Double) throws {
        let command = try stateFromCommand(scene: scene, script: script, end: end)
        let socket = try stateFromSocket(scene: scene, script: script, end: end)
        #expect(socket == command, "socket: \(socket.serialized())\ncommand: \(command.serialized())")
    }
}
