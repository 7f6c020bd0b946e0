import Geometry
import Testing
@testable import Stage
import ZoetropeTestSupport

@Suite("EventsFile")
struct EventsFileTests {
    @Test("the issue's example parses to a pointer down")
    func example() throws {
        let events = try EventsFile.parse(#"{"events": [{"t": 0.5, "type": "pointerDown", "id": 1, "x": 200, "y": 300}]}"#)
        #expect(events == [.pointer(.down, id: 1, x: 200, y: 300, at: 0.5)])
        #expect(events[0].time == 0.5)
    }

    @Test("every event type parses with its fields and defaults")
    func everyType() throws {
        let text = """
            {"events": [
              {"t": 0, "type": "viewport", "width": 390, "height": 844},
              {"t": 0.1, "type": "pointerDown", "id": 3, "x": 1, "y": 2, "pointerType": "touch", "shift": true},
              {"t": 0.2, "type": "pointerMove", "id": 3, "x": 5, "y": 6, "buttons": 1},
              {"t": 0.3, "type": "pointerCancel", "id": 3, "x": 5, "y": 6},
              {"t": 0.4, "type": "wheel", "dy": -120, "ctrl": true},
              {"t": 0.5, "type": "key", "key": "ArrowLeft", "phase": "up", "alt": true, "meta": true},
              {"t": 0.6, "type": "action", "name": "Animate!"},
              {"t": 0.7, "type": "set", "name": "duration", "value": 2.5},
              {"t": 0.7, "type": "set", "name": "loop", "value": true},
              {"t": 0.8, "type": "set", "name": "shape", "value": "dot"}
            ]}
            """
        let events = try EventsFile.parse(text)
        #expect(events.count == 10)
        #expect(events[0] == .viewport(size: Size(width: 390, height: 844), time: 0))
        let down = try #require(events[1].pointerEvent)
        #expect(down.kind == .touch && down.modifiers == .shift && down.buttons == .primary && down.id == 3)
        #expect(events[3].pointerEvent?.phase == .cancel)
        #expect(events[3].pointerEvent?.buttons == [])
        #expect(events[4] == .wheel(dy: -120, modifiers: .control, at: 0.4))
        #expect(events[5] == .key("ArrowLeft", phase: .up, modifiers: [.option, .command], at: 0.5))
        #expect(events[6] == .action(name: "Animate!", time: 0.6))
        #expect(events[7] == .set(name: "duration", value: 2.5, time: 0.7))
        #expect(events[8] == .set(name: "loop", value: true, time: 0.7))
        #expect(events[9] == .set(name: "shape", value: "dot", time: 0.8))
    }

    @Test("serialize then parse gives the same events")
    func roundTrip() throws {
        let events: [SceneEvent] = [
            .viewport(size: Size(width: 800, height: 600), time: 0),
            .pointer(.down, id: 1, x: 10.25, y: 20, at: 0.1, modifiers: [.control, .shift], kind: .pen),
            .pointer(.move, id: 1, x: 11, y: 21, at: 0.116),
            .pointer(.up, id: 1, x: 11, y: 21, at: 0.2),
            .wheel(dx: 3, dy: -4, x: 5, y: 6, modifiers: .shift, at: 0.3),
            .key("r", at: 0.4),
            .action(name: "Start", time: 0.5),
            .set(name: "seed", value: 42, time: 0.5),
        ]
        #expect(try EventsFile.parse(EventsFile.serialize(events)) == events)
    }

    static let badFiles: [(String, String)] = [
        ("[]", "expected an object"),
        ("{}", "no \"events\" array"),
        (#"{"events": {}}"#, "expected an array"),
        (#"{"events": [], "extra": 1}"#, "unknown top-level key \"extra\""),
        (#"{"events": [1]}"#, "event 0: the event is a JSON number"),
        (#"{"events": [{"type": "key", "key": "a"}]}"#, "missing field \"t\""),
        (#"{"events": [{"t": 0}]}"#, "missing field \"type\""),
        (#"{"events": [{"t": 0, "type": "jump"}]}"#, "unknown event type \"jump\""),
        (#"{"events": [{"t": 0, "type": "pointerDown", "id": 1, "x": 0}]}"#, "missing field \"y\""),
        (#"{"events": [{"t": 0, "type": "pointerDown", "id": 1.5, "x": 0, "y": 0}]}"#, "whole number"),
        (#"{"events": [{"t": 0, "type": "pointerDown", "id": 1, "x": "0", "y": 0}]}"#, "field \"x\" is a JSON string; expected a number"),
        (#"{"events": [{"t": 0, "type": "wheel", "dY": 3}]}"#, "unknown field \"dY\""),
        (#"{"events": [{"t": 0, "type": "wheel", "dy": 3, "ctrl": 1}]}"#, "expected a boolean"),
        (#"{"events": [{"t": 0, "type": "pointerDown", "id": 1, "x": 0, "y": 0, "pointerType": "finger"}]}"#, "\"finger\""),
        (#"{"events": [{"t": 0, "type": "key", "key": "a", "phase": "pressed"}]}"#, "\"pressed\""),
        (#"{"events": [{"t": 0, "type": "set", "name": "a", "value": [1]}]}"#, "expected a number, a boolean, a string, a timing curve"),
        (#"{"events": [{"t": 0, "type": "set", "name": "a"}]}"#, "missing field \"value\""),
        (#"{"events": [{"t": 1, "type": "key", "key": "a"}, {"t": 0.5, "type": "key", "key": "b"}]}"#,
         "event 1 (t = 0.5, key): time 0.5 is earlier than the previous event's 1"),
        (#"{"events": [{"t": -1, "type": "key", "key": "a"}]}"#, "negative"),
        (#"{"events": [{"t": 4000, "type": "key", "key": "a"}]}"#, "beyond the longest session"),
        (#"{"events": [{"t": 0, "type": "pointerMove", "id": 7, "x": 0, "y": 0}]}"#, "pointerMove names pointer 7, which is not down"),
        (#"{"events": [{"t": 0, "type": "pointerUp", "id": 7, "x": 0, "y": 0}]}"#, "pointerUp names pointer 7"),
        (#"{"events": [{"t": 0, "type": "pointerDown", "id": 1, "x": 0, "y": 0}, {"t": 0, "type": "pointerDown", "id": 1, "x": 0, "y": 0}]}"#,
         "already down"),
        (#"{"events": [{"t": 0, "type": "viewport", "width": 0, "height": 100}]}"#, "viewport 0×100 is not allowed"),
        (#"{"events": [{"t": 0, "type": "viewport", "width": 1e9, "height": 100}]}"#, "not allowed"),
        (#"{"events": [{"t": 0, "type": "action", "name": ""}]}"#, "action name is empty"),
        (#"{"events": [{"t": 0, "type": "pointerDown", "id": 1, "x": 1e999, "y": 0}]}"#, "too large"),
        ("{\"events\": [", "invalid JSON at line 1"),
    ]

    @Test("bad files are rejected with a message that names the problem", arguments: badFiles)
    func rejects(text: String, message: String) {
        do {
            _ = try EventsFile.parse(text)
            Issue.record("expected \(text) to be rejected")
        } catch {
            #expect(error.description.contains(message), "\(error.description)")
        }
    }

    @Test("a pointer may go down again after it lifted, and ids are independent")
    func pointerReuse() throws {
        let events: [SceneEvent] = [
            .pointer(.down, id: 1, x: 0, y: 0, at: 0),
            .pointer(.down, id: 2, x: 0, y: 0, at: 0),
            .pointer(.up, id: 1, x: 0, y: 0, at: 0.1),
            .pointer(.down, id: 1, x: 0, y: 0, at: 0.2),
            .pointer(.cancel, id: 2, x: 0, y: 0, at: 0.3),
        ]
        #expect(try EventsFile.parse(EventsFile.serialize(events)).count == 5)
    }

    @Test("the validator rejects NaN coordinates and wheel deltas built in code")
    func validatorNaN() {
        var v = EventSequenceValidator()
        #expect(throws: EventSequenceError.self) { try v.accept(.pointer(.down, id: 1, x: .nan, y: 0, at: 0)) }
        #expect(throws: EventSequenceError.self) { try v.accept(.wheel(dy: .infinity, at: 0)) }
        #expect(throws: EventSequenceError.self) { try v.accept(.set(name: "a", value: .number(.nan), time: 0)) }
        #expect(throws: EventSequenceError.self) { try v.accept(.action(name: "a", time: SceneTime(seconds: .nan))) }
        #expect(v.pointersDown.isEmpty)
    }
}

extension SceneEvent {
    var pointerEvent: PointerEvent? {
        if case .input(.pointer(let p)) = self { return p }
        return nil
    }
}

@Suite("EventsFile: fuzzing")
struct EventsFileFuzzTests {
    static let seedDocument = """
        {"events": [{"t": 0, "type": "viewport", "width": 390, "height": 844},
        {"t": 0.5, "type": "pointerDown", "id": 1, "x": 200, "y": 300, "ctrl": true},
        {"t": 0.6, "type": "pointerMove", "id": 1, "x": 210, "y": 320},
        {"t": 0.7, "type": "pointerUp", "id": 1, "x": 210, "y": 320},
        {"t": 0.8, "type": "wheel", "dx": 1, "dy": -2.5e1, "shift": false},
        {"t": 0.9, "type": "set", "name": "a", "value": "\\u00e9"}]}
        """

    static let seeds: [UInt64] = [0, 1, 2, 3]
    /// Inputs per seed: 500, or a share of `ZOETROPE_FUZZ_INPUTS` (`scripts/bench fuzz`).
    static let count = Fuzzing.inputCount(default: 500, runs: seeds.count)
    static let dictionary = ["{", "}", "[", "]", "\"", ":", ",", ".", "-", "+", "e", "E", "1e309", "-0", "null", "true", "false",
        "\"t\"", "\"type\"", "\"events\"", "\"pointerDown\"", "\"pointerUp\"", "\"set\"", "\"\\u0000\"", "\"\\ud800\"", "\\"]
        .map { Array($0.utf8) } + [[0xFF], [0xC3]]

    @Test("mutated documents parse or fail with an EventsFileError, never crash", arguments: seeds)
    func mutations(seed: UInt64) {
        Fuzzing.run("events file, mutated", seed: seed, count: Self.count) { g in
            let bytes = Fuzzing.mutate(Array(Self.seedDocument.utf8), dictionary: Self.dictionary, using: &g)
            let text = String(decoding: bytes, as: UTF8.self)
            do throws(EventsFileError) {
                let events = try EventsFile.parse(text)
                var v = EventSequenceValidator()
                for e in events { #expect((try? v.accept(e)) != nil, "seed \(seed)") }
                return .decoded
            } catch {
                #expect(!error.description.isEmpty)
                return .rejected
            }
        }
    }
}
