import Geometry
import Stage
import Testing
@testable import PreviewServer
import ZoetropeTestSupport

@Suite("ClientMessage decoding")
struct ClientMessageTests {
    func decode(_ text: String) throws(ClientMessageError) -> ClientMessage {
        try ClientMessage(json: Array(text.utf8))
    }

    @Test("every message type decodes to its meaning; input is the events file's event", arguments: [
        (#"{"type":"viewport","width":800,"height":600,"t":1}"#,
         ClientMessage.input(.viewport(size: Size(width: 800, height: 600), time: .zero), clientTime: 1)),
        (#"{"type":"pointerDown","id":1,"x":10.5,"y":20,"t":5,"buttons":1,"pointerType":"pen","shift":true}"#,
         .input(.pointer(.down, id: 1, x: 10.5, y: 20, at: .zero, buttons: .primary, modifiers: .shift, kind: .pen), clientTime: 5)),
        (#"{"type":"pointerMove","id":2,"x":-3,"y":4,"t":6}"#,
         .input(.pointer(.move, id: 2, x: -3, y: 4, at: .zero), clientTime: 6)),
        (#"{"type":"pointerUp","id":2,"x":0,"y":0,"t":7,"pointerType":"touch"}"#,
         .input(.pointer(.up, id: 2, x: 0, y: 0, at: .zero, kind: .touch), clientTime: 7)),
        (#"{"type":"pointerCancel","id":2,"x":0,"y":0,"t":7}"#,
         .input(.pointer(.cancel, id: 2, x: 0, y: 0, at: .zero), clientTime: 7)),
        (#"{"type":"wheel","x":1,"y":2,"dx":0,"dy":-3.5,"ctrl":true,"t":8}"#,
         .input(.wheel(dx: 0, dy: -3.5, x: 1, y: 2, modifiers: .control, at: .zero), clientTime: 8)),
        (#"{"type":"wheel","t":8}"#, .input(.wheel(dy: 0, at: .zero), clientTime: 8)),
        (#"{"type":"key","key":"ArrowLeft","alt":true,"meta":true,"t":9}"#,
         .input(.key("ArrowLeft", modifiers: [.option, .command], at: .zero), clientTime: 9)),
        (#"{"type":"key","key":"a","phase":"up","t":9}"#, .input(.key("a", phase: .up, at: .zero), clientTime: 9)),
        (#"{"type":"action","name":"animate","t":10}"#, .input(.action(name: "animate", time: .zero), clientTime: 10)),
        (#"{"type":"set","name":"size","value":12,"t":11}"#, .input(.set(name: "size", value: .number(12), time: .zero), clientTime: 11)),
        (#"{"type":"set","name":"on","value":false,"t":11}"#, .input(.set(name: "on", value: .bool(false), time: .zero), clientTime: 11)),
        (#"{"type":"set","name":"mode","value":"fast","t":11}"#, .input(.set(name: "mode", value: .string("fast"), time: .zero), clientTime: 11)),
        (#"{"type":"play","t":12}"#, .transport(.play, clientTime: 12)),
        (#"{"type":"pause","t":12}"#, .transport(.pause, clientTime: 12)),
        (#"{"type":"seek","time":2.5,"t":12}"#, .transport(.seek(to: SceneTime(seconds: 2.5)), clientTime: 12)),
        (#"{"type":"speed","value":0.25,"t":12}"#, .transport(.speed(0.25), clientTime: 12)),
        (#"{"type":"step","t":12}"#, .transport(.step(frames: 1), clientTime: 12)),
        (#"{"type":"step","frames":-3,"t":12}"#, .transport(.step(frames: -3), clientTime: 12)),
        (#"{"type":"frame","t":16.7}"#, .frame(clientTime: 16.7)),
        (#"{"type":"ping"}"#, .ping(id: nil)),
        (#"{"type":"ping","id":7}"#, .ping(id: .number(7))),
        (#"{"type":"ping","id":"abc"}"#, .ping(id: .string("abc"))),
        (#"{"type":"requestFullFrame"}"#, .requestFullFrame),
        (#" { "t" : 1 , "type" : "frame" } "#, .frame(clientTime: 1)),
    ])
    func decodes(text: String, expected: ClientMessage) throws {
        #expect(try decode(text) == expected)
    }

    /// The two ways the socket used to disagree with the events file (issue #11): a key was
    /// `keyDown`/`keyUp` instead of `key` + `phase`, and a press without `buttons` meant no
    /// button (so `DragGesture` ignored it) instead of the primary one.
    @Test("keys and button defaults mean what they mean in an events file")
    func eventsFileDefaults() throws {
        let key = try decode(#"{"type":"key","key":"r","phase":"up","t":1}"#)
        #expect(key == .input(.key("r", phase: .up, at: .zero), clientTime: 1))
        #expect(throws: ClientMessageError.self) { try decode(#"{"type":"keyDown","key":"r","t":1}"#) }
        for (type, expected) in [("pointerDown", PointerButtons.primary), ("pointerMove", .primary), ("pointerUp", []), ("pointerCancel", [])] {
            let message = try decode(#"{"type":"\#(type)","id":1,"x":1,"y":2,"t":1}"#)
            guard case .input(.input(.pointer(let pointer)), _) = message else {
                Issue.record("\(type) decoded as \(message)")
                continue
            }
            #expect(pointer.buttons == expected, "\(type)")
            let file = try EventsFile.parse(#"{"events":[{"t":0,"type":"pointerDown","id":1,"x":1,"y":2},{"t":0,"type":"\#(type == "pointerDown" ? "pointerMove" : type)","id":1,"x":1,"y":2}]}"#)
            if type != "pointerDown", case .input(.pointer(let filed)) = file[1] {
                #expect(filed.buttons == pointer.buttons, "the same default as an events file: \(type)")
            }
        }
    }

    @Test("malformed, unknown and out-of-range messages are rejected with a message naming the problem", arguments: [
        ("", "not valid JSON"),
        ("{", "not valid JSON"),
        ("nonsense", "not valid JSON"),
        (#"{"type":"frame","t":1}{}"#, "not valid JSON"),
        ("[1,2]", "the message is a JSON array; expected an object"),
        ("42", "the message is a JSON number; expected an object"),
        (#"{"t":1}"#, #"the message has no "type" field"#),
        (#"{"type":7}"#, #"the "type" field is a JSON number; expected a string"#),
        (#"{"type":"teleport","t":1}"#, #"unknown message type "teleport"; known types: pointerDown, "#),
        (#"{"type":"frame"}"#, #"frame: missing field "t""#),
        (#"{"type":"frame","t":"now"}"#, #"frame: field "t" is a JSON string; expected a number"#),
        (#"{"type":"frame","t":-1}"#, #"frame: field "t" is -1, outside 0…1000000000000"#),
        (#"{"type":"frame","t":1e300}"#, "outside"),
        (#"{"type":"frame","t":1,"extra":true}"#, #"frame: unknown field "extra"; allowed fields: "t", "type""#),
        (#"{"type":"frame","t":1,"a":1,"b":2}"#, #"frame: unknown field "a" and 1 more"#),
        (#"{"type":"pointerDown","id":1,"x":1,"t":1}"#, #"pointerDown: missing field "y""#),
        (#"{"type":"pointerDown","id":1.5,"x":1,"y":1,"t":1}"#, #"field "id" is 1.5; expected a whole number"#),
        (#"{"type":"pointerDown","id":-1,"x":1,"y":1,"t":1}"#, #"pointerDown: field "id" is -1, outside 0…2147483647"#),
        (#"{"type":"pointerDown","id":1,"x":1e7,"y":1,"t":1}"#, #"pointerDown: field "x" is 10000000, outside ±1000000"#),
        (#"{"type":"pointerDown","id":1,"x":1,"y":1,"t":1,"pointerType":"eye"}"#, #"pointerDown: field "pointerType" is "eye"; expected "mouse", "touch" or "pen""#),
        (#"{"type":"pointerDown","id":1,"x":1,"y":1,"t":1,"shift":1}"#, #"field "shift" is a JSON number; expected a boolean"#),
        (#"{"type":"pointerDown","id":1,"x":null,"y":1,"t":1}"#, #"field "x" is a JSON null; expected a number"#),
        (#"{"type":"pointerDown","id":1,"x":1,"y":1,"t":1,"dpr":1}"#, #"pointerDown: unknown field "dpr" for a pointerDown event"#),
        (#"{"type":"pointerDown","id":1,"x":1,"y":1}"#, #"pointerDown: missing field "t""#),
        (#"{"type":"viewport","width":0,"height":600,"t":1}"#, #"viewport: field "width" is 0, outside 1…16384"#),
        (#"{"type":"viewport","width":800,"height":600,"dpr":2,"t":1}"#, #"unknown field "dpr""#),
        (#"{"type":"key","key":"","t":1}"#, #"key: field "key" must have 1…32 characters"#),
        (#"{"type":"key","key":"a","phase":"held","t":1}"#, #"field "phase" is "held"; expected "down" or "up""#),
        (#"{"type":"action","name":["a"],"t":1}"#, #"action: field "name" is a JSON array; expected a string"#),
        (#"{"type":"action","name":"\#(String(repeating: "a", count: 65))","t":1}"#, #"field "name" must have 1…64 characters"#),
        (#"{"type":"set","name":"x","value":{"a":1},"t":1}"#, #"field "value" is a JSON object; expected a number, a boolean, a string, a timing curve {"x1", "y1", "x2", "y2"} or a spring"#),
        (#"{"type":"set","name":"x","value":"\#(String(repeating: "v", count: 257))","t":1}"#, #"field "value" is longer than 256 characters"#),
        (#"{"type":"wheel","dx":-2e6,"t":1}"#, #"wheel: field "dx" is -2000000, outside ±1000000"#),
        (#"{"type":"seek","time":-0.5,"t":1}"#, #"seek: field "time" is -0.5, outside 0…86400"#),
        (#"{"type":"speed","value":0,"t":1}"#, #"speed: field "value" is 0, outside 0.01…16"#),
        (#"{"type":"step","frames":0,"t":1}"#, #"step: field "frames" must not be 0"#),
        (#"{"type":"step","frames":601,"t":1}"#, #"step: field "frames" is 601, outside -600…600"#),
        (#"{"type":"step","frames":1.5,"t":1}"#, #"step: field "frames" is 1.5; expected a whole number"#),
        (#"{"type":"ping","id":{"x":1}}"#, #"ping: field "id" must be a number or a string"#),
        (#"{"type":"ping","id":1,"t":1}"#, #"ping: unknown field "t"; allowed fields: "id", "type""#),
        (#"{"type":"requestFullFrame","t":1}"#, #"requestFullFrame: unknown field "t"; allowed fields: "type""#),
        (#"{"type":"frame","t":1,"x":[[[[[[1]]]]]]}"#, "nests deeper"),
    ])
    func rejects(text: String, fragment: String) {
        do {
            let message = try decode(text)
            Issue.record("decoded \(text) as \(message)")
        } catch {
            let text = SessionRejection.invalidMessage(error).description
            #expect(text.contains(fragment), "\(text)")
        }
    }

    @Test("hostile nesting is refused before the decoder recurses")
    func deepNesting() {
        let text = String(repeating: "[", count: 60_000) + String(repeating: "]", count: 60_000)
        #expect(throws: ClientMessageError.self) { try decode(text) }
    }

    @Test("brackets inside strings do not count as nesting")
    func bracketsInStrings() throws {
        #expect(try decode(#"{"type":"action","name":"[[[[[[\"{{{{","t":1}"#) == .input(.action(name: "[[[[[[\"{{{{", time: .zero), clientTime: 1))
    }

    @Test("invalid UTF-8 is rejected")
    func invalidUTF8() {
        #expect(throws: ClientMessageError.self) { try ClientMessage(json: [0x7B, 0xFF, 0x7D]) }
    }
}
