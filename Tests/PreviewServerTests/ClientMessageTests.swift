import Testing
@testable import PreviewServer
import ZoetropeTestSupport

@Suite("ClientMessage decoding")
struct ClientMessageTests {
    func decode(_ text: String) throws(ClientMessageError) -> ClientMessage {
        try ClientMessage(json: Array(text.utf8))
    }

    @Test("every message type decodes to its meaning", arguments: [
        (#"{"type":"viewport","width":800,"height":600,"dpr":2,"t":1}"#,
         ClientMessage.input(.viewport(width: 800, height: 600, devicePixelRatio: 2), clientTime: 1)),
        (#"{"type":"pointerDown","id":1,"x":10.5,"y":20,"t":5,"buttons":1,"pointerType":"pen","shift":true}"#,
         .input(.pointer(.init(phase: .down, id: 1, x: 10.5, y: 20, buttons: 1, kind: .pen, modifiers: .shift)), clientTime: 5)),
        (#"{"type":"pointerMove","id":2,"x":-3,"y":4,"t":6}"#,
         .input(.pointer(.init(phase: .move, id: 2, x: -3, y: 4)), clientTime: 6)),
        (#"{"type":"pointerUp","id":2,"x":0,"y":0,"t":7,"pointerType":"touch"}"#,
         .input(.pointer(.init(phase: .up, id: 2, x: 0, y: 0, kind: .touch)), clientTime: 7)),
        (#"{"type":"pointerCancel","id":2,"x":0,"y":0,"t":7}"#,
         .input(.pointer(.init(phase: .cancel, id: 2, x: 0, y: 0)), clientTime: 7)),
        (#"{"type":"wheel","x":1,"y":2,"dx":0,"dy":-3.5,"ctrl":true,"t":8}"#,
         .input(.wheel(.init(x: 1, y: 2, dx: 0, dy: -3.5, modifiers: .control)), clientTime: 8)),
        (#"{"type":"keyDown","key":"ArrowLeft","alt":true,"meta":true,"t":9}"#,
         .input(.key(.init(key: "ArrowLeft", isDown: true, modifiers: [.alternate, .meta])), clientTime: 9)),
        (#"{"type":"keyUp","key":"a","t":9}"#, .input(.key(.init(key: "a", isDown: false)), clientTime: 9)),
        (#"{"type":"action","name":"animate","t":10}"#, .input(.action(name: "animate"), clientTime: 10)),
        (#"{"type":"set","name":"size","value":12,"t":11}"#, .input(.setParameter(name: "size", value: .number(12)), clientTime: 11)),
        (#"{"type":"set","name":"on","value":false,"t":11}"#, .input(.setParameter(name: "on", value: .bool(false)), clientTime: 11)),
        (#"{"type":"set","name":"mode","value":"fast","t":11}"#, .input(.setParameter(name: "mode", value: .string("fast")), clientTime: 11)),
        (#"{"type":"play","t":12}"#, .transport(.play, clientTime: 12)),
        (#"{"type":"pause","t":12}"#, .transport(.pause, clientTime: 12)),
        (#"{"type":"seek","time":2.5,"t":12}"#, .transport(.seek(seconds: 2.5), clientTime: 12)),
        (#"{"type":"speed","value":0.25,"t":12}"#, .transport(.speed(0.25), clientTime: 12)),
        (#"{"type":"step","t":12}"#, .transport(.step(frames: 1), clientTime: 12)),
        (#"{"type":"step","frames":-3,"t":12}"#, .transport(.step(frames: -3), clientTime: 12)),
        (#"{"type":"frame","t":16.7}"#, .frame(clientTime: 16.7)),
        (#"{"type":"ping"}"#, .ping(id: nil)),
        (#"{"type":"ping","id":7}"#, .ping(id: .number(7))),
        (#"{"type":"ping","id":"abc"}"#, .ping(id: .string("abc"))),
        (#" { "t" : 1 , "type" : "frame" } "#, .frame(clientTime: 1)),
    ])
    func decodes(text: String, expected: ClientMessage) throws {
        #expect(try decode(text) == expected)
    }

    @Test("malformed, unknown and out-of-range messages are rejected with a message naming the problem", arguments: [
        ("", "not valid JSON"),
        ("{", "not valid JSON"),
        ("nonsense", "not valid JSON"),
        (#"{"type":"frame","t":1}{}"#, "not valid JSON"),
        ("[1,2]", "must be a JSON object"),
        ("42", "must be a JSON object"),
        (#"{"t":1}"#, "no 'type'"),
        (#"{"type":7}"#, "'type' field must be a string"),
        (#"{"type":"teleport","t":1}"#, "unknown message type 'teleport'"),
        (#"{"type":"frame"}"#, "frame: missing field 't'"),
        (#"{"type":"frame","t":"now"}"#, "frame: field 't' must be a number, not a string"),
        (#"{"type":"frame","t":-1}"#, "frame: field 't' is -1.0, outside 0…1000000000000"),
        (#"{"type":"frame","t":1e300}"#, "outside"),
        (#"{"type":"frame","t":1,"extra":true}"#, "frame: unknown field 'extra'"),
        (#"{"type":"frame","t":1,"a":1,"b":2}"#, "unknown fields 'a' and 1 more"),
        (#"{"type":"pointerDown","id":1,"x":1,"t":1}"#, "pointerDown: missing field 'y'"),
        (#"{"type":"pointerDown","id":1.5,"x":1,"y":1,"t":1}"#, "field 'id' must be a whole number"),
        (#"{"type":"pointerDown","id":-1,"x":1,"y":1,"t":1}"#, "field 'id' is -1.0"),
        (#"{"type":"pointerDown","id":1,"x":1e7,"y":1,"t":1}"#, "field 'x' is"),
        (#"{"type":"pointerDown","id":1,"x":1,"y":1,"t":1,"pointerType":"eye"}"#, "must be one of: mouse, touch, pen"),
        (#"{"type":"pointerDown","id":1,"x":1,"y":1,"t":1,"shift":1}"#, "field 'shift' must be a boolean"),
        (#"{"type":"pointerDown","id":1,"x":null,"y":1,"t":1}"#, "missing field 'x'"),
        (#"{"type":"viewport","width":0,"height":600,"dpr":1,"t":1}"#, "field 'width' is 0.0, outside 1…16384"),
        (#"{"type":"viewport","width":800,"height":600,"dpr":100,"t":1}"#, "field 'dpr'"),
        (#"{"type":"keyDown","key":"","t":1}"#, "field 'key' must have 1…32 characters"),
        (#"{"type":"action","name":["a"],"t":1}"#, "field 'name' must be a string, not an array"),
        (#"{"type":"set","name":"x","value":{"a":1},"t":1}"#, "field 'value' must be a number, a boolean or a string, not an object"),
        (#"{"type":"seek","time":-0.5,"t":1}"#, "field 'time'"),
        (#"{"type":"speed","value":0,"t":1}"#, "field 'value' is 0.0, outside 0.01…16"),
        (#"{"type":"step","frames":0,"t":1}"#, "field 'frames' must not be 0"),
        (#"{"type":"step","frames":601,"t":1}"#, "field 'frames'"),
        (#"{"type":"ping","id":{"x":1}}"#, "field 'id' must be a number or a string"),
        (#"{"type":"frame","t":1,"x":[[[[[[1]]]]]]}"#, "nests deeper"),
    ])
    func rejects(text: String, fragment: String) {
        do {
            let message = try decode(text)
            Issue.record("decoded \(text) as \(message)")
        } catch {
            #expect(error.message.contains(fragment), "\(error.message)")
        }
    }

    @Test("hostile nesting is refused before the decoder recurses")
    func deepNesting() {
        let text = String(repeating: "[", count: 60_000) + String(repeating: "]", count: 60_000)
        #expect(throws: ClientMessageError.self) { try decode(text) }
    }

    @Test("brackets inside strings do not count as nesting")
    func bracketsInStrings() throws {
        #expect(try decode(#"{"type":"action","name":"[[[[[[\"{{{{","t":1}"#) == .input(.action(name: "[[[[[[\"{{{{"), clientTime: 1))
    }

    @Test("invalid UTF-8 is rejected")
    func invalidUTF8() {
        #expect(throws: ClientMessageError.self) { try ClientMessage(json: [0x7B, 0xFF, 0x7D]) }
    }

    @Test("random bytes never crash the decoder")
    func fuzz() {
        var generator = SplitMix64(seed: 42)
        let alphabet = Array(#"{}[]":,0123456789.-etrufalsn typeframepointerDown\"#.utf8)
        for _ in 0..<2000 {
            let count = Int(generator.next() % 64)
            let bytes = (0..<count).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            _ = try? ClientMessage(json: bytes)
        }
    }
}
