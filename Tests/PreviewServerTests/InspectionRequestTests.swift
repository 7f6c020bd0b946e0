import Demo
import Drawing
import Stage
import Testing
@testable import PreviewServer

/// The Animations panel's requests (docs/session-protocol.md §2.4) on a session of the demo
/// scene: decoding, the replies, and that they change nothing.
@Suite("Inspection requests")
struct InspectionRequestTests {
    let provider = RegistrySceneProvider(registry: SceneRegistry([DemoScene.self]))

    func controller() throws -> SessionController {
        SessionController(session: try #require(provider.makeSession(sceneID: "demo")), stopwatch: { 0 })
    }

    /// A session whose demo square was nudged at 0.1 s, showing 0.2 s.
    func nudged() throws -> SessionController {
        var controller = try controller()
        for text in [#"{"type":"frame","t":0}"#, #"{"type":"action","name":"nudge","t":100}"#, #"{"type":"frame","t":200}"#] {
            _ = controller.receive(text: Array(text.utf8))
        }
        return controller
    }

    func texts(_ reply: SessionController.Reply) -> [String] {
        reply.messages.compactMap { if case .text(let text) = $0 { text } else { nil } }
    }

    @Test("the requests decode without a client time", arguments: [
        (#"{"type":"animations"}"#, ClientMessage.inspect(.animations)),
        (#"{"type":"animationSamples","path":"offset","from":0.5,"to":1.5,"count":3}"#,
         .inspect(.samples(path: "offset", from: SceneTime(seconds: 0.5), to: SceneTime(seconds: 1.5), count: 3))),
    ])
    func decodes(text: String, expected: ClientMessage) throws {
        let message = try ClientMessage(json: Array(text.utf8))
        #expect(message == expected)
        #expect(message.clientTime == nil)
    }

    @Test("malformed sample requests are refused naming the field", arguments: [
        (#"{"type":"animations","t":1}"#, #"animations: unknown field "t""#),
        (#"{"type":"animationSamples","from":0,"to":1,"count":3}"#, #"field "path""#),
        (#"{"type":"animationSamples","path":"","from":0,"to":1,"count":3}"#, #"field "path" must have 1…256 characters"#),
        (#"{"type":"animationSamples","path":"x","from":1,"to":1,"count":3}"#, #"field "to" must be later than from"#),
        (#"{"type":"animationSamples","path":"x","from":0,"to":31,"count":3}"#, #"field "to" is more than 30 s after from"#),
        (#"{"type":"animationSamples","path":"x","from":0,"to":1,"count":513}"#, #"field "count" is 513, outside 2…512"#),
        (#"{"type":"animationSamples","path":"x","from":0,"to":1}"#, #"field "count""#),
        (#"{"type":"animationSamples","path":"x","from":-1,"to":1,"count":3}"#, #"field "from" is -1, outside 0…3600"#),
    ])
    func rejects(text: String, fragment: String) {
        do {
            let message = try ClientMessage(json: Array(text.utf8))
            Issue.record("decoded \(text) as \(message)")
        } catch {
            let text = SessionRejection.invalidMessage(error).description
            #expect(text.contains(fragment), "\(text)")
        }
    }

    @Test("sample times are evenly spaced and end exactly at 'to'")
    func sampleTimes() {
        let times = InspectionRequest.sampleTimes(from: SceneTime(seconds: 0.1), to: SceneTime(seconds: 0.7), count: 4)
        #expect(times.count == 4)
        #expect(times.first == SceneTime(seconds: 0.1) && times.last == SceneTime(seconds: 0.7))
        #expect(abs(times[1].seconds - 0.3) < 1e-12 && abs(times[2].seconds - 0.5) < 1e-12)
    }

    @Test("animations describes the demo's spring at the clock's time")
    func animationsReply() throws {
        var controller = try nudged()
        let reply = controller.receive(text: Array(#"{"type":"animations"}"#.utf8))
        #expect(!reply.isRejection)
        let text = try #require(texts(reply).first)
        let json = try JSONValue.parse(text)
        #expect(json["type"] == "animations")
        #expect(json["time"] == 0.2)
        let offset = try #require(json["properties"]?.arrayValue?.first { $0["path"] == "offset" })
        #expect(offset["type"] == "Point")
        #expect(offset["animations"]?[0]?["animation"] == ".spring(response: 0.5, dampingFraction: 0.6)")
        #expect(offset["animations"]?[0]?["start"] == 0.1)
    }

    @Test("samples are the values a straight run draws, and sampling moves nothing")
    func samplesReply() throws {
        var controller = try nudged()
        let before = texts(controller.receive(text: Array(#"{"type":"animations"}"#.utf8)))
        let reply = controller.receive(text: Array(#"{"type":"animationSamples","path":"offset","from":0,"to":0.4,"count":5}"#.utf8))
        let json = try JSONValue.parse(try #require(texts(reply).first))
        #expect(json["type"] == "animationSamples" && json["path"] == "offset" && json["from"] == 0 && json["to"] == 0.4)
        let values = try #require(json["values"]?.arrayValue)
        #expect(values.count == 5)
        #expect(values[0] == [0, 0])  // before the nudge at 0.1
        var reference = try SceneSession<DemoScene>()
        try reference.append(.action(name: "nudge", time: SceneTime(seconds: 0.1)))
        let times = InspectionRequest.sampleTimes(from: .zero, to: SceneTime(seconds: 0.4), count: 5)
        for (index, time) in times.enumerated() {
            let expected = try #require(reference.animations(at: time).property("offset")).presented
            #expect(values[index] == .array(expected.map(JSONValue.number)), "at \(time.seconds)")
        }
        #expect(texts(controller.receive(text: Array(#"{"type":"animations"}"#.utf8))) == before)
        let missing = controller.receive(text: Array(#"{"type":"animationSamples","path":"nope","from":0,"to":1,"count":2}"#.utf8))
        #expect(try JSONValue.parse(try #require(texts(missing).first))["values"] == [nil, nil])
    }

    @Test("a session that cannot describe its animations says so")
    func unavailable() {
        var controller = SessionController(session: NoInspection(), stopwatch: { 0 })
        let reply = controller.receive(text: Array(#"{"type":"animations"}"#.utf8))
        #expect(reply.isRejection)
        #expect(texts(reply).first?.contains("this session cannot describe its animations") == true)
    }
}

/// A live scene without the inspector (LiveScene's defaults).
private struct NoInspection: LiveScene {
    var sceneJSON: String { "{}" }
    var clock = VirtualClock()
    var state: JSONValue { .null }
    mutating func advance(by wallTime: RealDuration) {}
    mutating func apply(_ event: SceneEvent) throws(LiveSceneError) {}
    mutating func perform(_ command: TransportCommand) throws(LiveSceneError) {}
    mutating func renderFrame() throws(LiveSceneError) -> [UInt8] { [] }
    mutating func requestFullFrame() {}
}
