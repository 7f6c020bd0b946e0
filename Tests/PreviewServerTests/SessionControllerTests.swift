import Testing
@testable import PreviewServer
import ZoetropeTestSupport

@Suite("SessionController")
struct SessionControllerTests {
    func makeController() -> SessionController {
        SessionController(session: TestLiveScene(), limits: .standard, stopwatch: { 0 })
    }

    func send(_ controller: inout SessionController, _ text: String) -> SessionController.Reply {
        controller.receive(text: Array(text.utf8))
    }

    /// The JSON of each message: text messages, and the info of frame messages.
    func texts(_ reply: SessionController.Reply) -> [String] {
        reply.messages.compactMap(\.json)
    }

    func frame(_ reply: SessionController.Reply) -> String? {
        reply.messages.lazy.compactMap { $0.wireFrame.map { String(decoding: $0, as: UTF8.self) } }.first
    }

    @Test("a frame request answers one binary message: the frame info, with the state when it changed, and the frame")
    func frameRequest() throws {
        var controller = makeController()
        let first = send(&controller, #"{"type":"frame","t":1000}"#)
        #expect(first.messages.count == 1)
        guard case .binary(let bytes) = try #require(first.messages.first) else {
            Issue.record("expected a binary message")
            return
        }
        let (info, wire) = try #require(FrameMessage.split(bytes))
        #expect(Int(bytes[0]) == info.utf8.count, "a one-byte length prefix, then the info")
        #expect(info.hasPrefix(#"{"type":"frame","seq":1"#))
        #expect(info.hasSuffix(#","state":{"size":10,"x":0,"y":0}}"#), "\(info)")
        #expect(String(decoding: wire, as: UTF8.self) == "dot 0.0 0.0 0.0")
        #expect(info.contains(#""bytes":\#(wire.count)"#))
        let second = send(&controller, #"{"type":"frame","t":1016}"#)
        #expect(second.messages.count == 1)
        #expect(texts(second)[0].contains(#""seq":2"#))
        #expect(!texts(second)[0].contains(#""state""#), "unchanged state is not repeated")
    }

    @Test("frame messages split back into what was joined; malformed prefixes are refused")
    func frameMessages() throws {
        let long = String(repeating: "x", count: 300)
        for info in ["{}", long] {
            let joined = FrameMessage.join(info: info, frame: [9, 8, 7])
            let split = try #require(FrameMessage.split(joined))
            #expect(split.info == info && split.frame == [9, 8, 7])
        }
        #expect(FrameMessage.join(info: long, frame: []).prefix(2) == [0xAC, 0x02])
        #expect(FrameMessage.split([]) == nil)
        #expect(FrameMessage.split([0x80]) == nil)
        #expect(FrameMessage.split([0x05, 0x7B]) == nil)
        #expect(FrameMessage.split([0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01]) == nil)
    }

    @Test("the scene clock advances by the difference of client times, capped per message")
    func clock() throws {
        var controller = makeController()
        _ = send(&controller, #"{"type":"frame","t":1000}"#)
        let reply = send(&controller, #"{"type":"frame","t":1050}"#)
        #expect(frame(reply) == "dot 0.0 0.0 0.05")
        let capped = send(&controller, #"{"type":"frame","t":9050}"#)
        #expect(frame(capped) == "dot 0.0 0.0 0.15000000000000002")
        let backwards = send(&controller, #"{"type":"frame","t":500}"#)
        #expect(frame(backwards) == "dot 0.0 0.0 0.15000000000000002", "an earlier timestamp does not move the clock")
    }

    @Test("input changes the scene and the next frame reports its client time for latency")
    func input() {
        var controller = makeController()
        _ = send(&controller, #"{"type":"frame","t":0}"#)
        #expect(send(&controller, #"{"type":"pointerDown","id":1,"x":40,"y":50,"t":5}"#).messages.isEmpty)
        _ = send(&controller, #"{"type":"pointerMove","id":1,"x":60,"y":70,"t":8}"#)
        let reply = send(&controller, #"{"type":"frame","t":16}"#)
        #expect(frame(reply)?.hasPrefix("dot 60.0 70.0") == true)
        #expect(texts(reply)[0].contains(#""inputT":8"#))
        #expect(texts(reply)[0].contains(#","state":{"size":10,"x":60,"#))
        let next = send(&controller, #"{"type":"frame","t":32}"#)
        #expect(texts(next)[0].contains(#""inputT":null"#))
    }

    @Test("transport: pause stops time, speed scales it, seek and step move it")
    func transport() {
        var controller = makeController()
        _ = send(&controller, #"{"type":"frame","t":0}"#)
        _ = send(&controller, #"{"type":"speed","value":0.5,"t":0}"#)
        #expect(frame(send(&controller, #"{"type":"frame","t":100}"#)) == "dot 0.0 0.0 0.05")
        _ = send(&controller, #"{"type":"pause","t":100}"#)
        #expect(frame(send(&controller, #"{"type":"frame","t":200}"#)) == "dot 0.0 0.0 0.05")
        _ = send(&controller, #"{"type":"seek","time":3,"t":200}"#)
        #expect(frame(send(&controller, #"{"type":"frame","t":216}"#)) == "dot 0.0 0.0 3.0")
        _ = send(&controller, #"{"type":"play","t":300}"#)
        #expect(frame(send(&controller, #"{"type":"frame","t":400}"#)) == "dot 0.0 0.0 3.05", "no time passes between pause and play")
    }

    @Test("bad messages and scene refusals are answered with one error and count as rejections", arguments: [
        (#"{"type":"nope"}"#, "unknown message type"),
        ("{", "not valid JSON"),
        (#"{"type":"action","name":"jump","t":1}"#, #"has no action \"jump\""#),
        (#"{"type":"set","name":"size","value":1000,"t":1}"#, "cannot be 1000; allowed: 1…100"),
    ])
    func rejections(text: String, fragment: String) {
        var controller = makeController()
        let reply = send(&controller, text)
        #expect(reply.isRejection)
        #expect(texts(reply).count == 1)
        #expect(texts(reply)[0].hasPrefix(#"{"type":"error","message":"#))
        #expect(texts(reply)[0].contains(fragment))
        let after = send(&controller, #"{"type":"frame","t":2}"#)
        #expect(!after.isRejection && after.messages.count == 1 && frame(after) != nil, "the session continues")
    }

    @Test("binary messages are rejected")
    func binary() {
        var controller = makeController()
        #expect(controller.receiveBinary().isRejection)
    }

    @Test("a ping gets a pong echoing its id")
    func ping() {
        var controller = makeController()
        #expect(texts(send(&controller, #"{"type":"ping","id":"x1"}"#)) == [#"{"type":"pong","id":"x1"}"#])
    }

    @Test("a full-frame request reaches the scene, answers nothing and leaves the clock alone")
    func fullFrameRequest() {
        var controller = makeController()
        _ = send(&controller, #"{"type":"frame","t":1000}"#)
        let reply = send(&controller, #"{"type":"requestFullFrame"}"#)
        #expect(reply.messages.isEmpty)
        #expect(!reply.isRejection)
        let scene = controller.sceneForTesting as? TestLiveScene
        #expect(scene?.log.last == "full frame", "\(scene?.log ?? [])")
        #expect(scene?.log.filter { $0.hasPrefix("advance") }.isEmpty == true)
    }

    @Test("the same message sequence gives the same frames (the session is a function of its messages)")
    func determinism() {
        let script = [
            #"{"type":"viewport","width":300,"height":200,"t":0}"#,
            #"{"type":"frame","t":3}"#,
            #"{"type":"pointerDown","id":1,"x":10,"y":10,"t":7}"#,
            #"{"type":"pointerMove","id":1,"x":20,"y":15,"t":12}"#,
            #"{"type":"frame","t":19}"#,
            #"{"type":"speed","value":0.1,"t":20}"#,
            #"{"type":"pointerUp","id":1,"x":20,"y":15,"t":30}"#,
            #"{"type":"frame","t":36}"#,
        ]
        func run() -> [SessionController.Outgoing] {
            var controller = makeController()
            return script.flatMap { send(&controller, $0).messages }
        }
        #expect(run() == run())
    }
}
