import Demo
import Drawing
import Testing
@testable import PreviewServer
@testable import Stage

/// The Animations panel's requests share the scene executor like frames (docs/session-protocol.md
/// §2.4): far work is done in slices, the same replies either way; replies are capped in size.
@Suite("Inspection requests in slices")
struct InspectionSlicingTests {
    /// Runs `messages` through a host session of the demo scene with `slice` seconds of work per
    /// request; returns the text replies and, per message, how often the host paused it.
    static func run(_ messages: [String], slice: Double) -> (texts: [String], pauses: [Int]) {
        var host = SceneHostServer(scenes: RegistrySceneProvider(registry: SceneRegistry([DemoScene.self])))
        _ = host.handle(.open(session: 1, sceneID: "demo"))
        var texts: [String] = []
        var pauses: [Int] = []
        for text in messages {
            var answer = host.answer(.message(session: 1, text: text), slice: slice)
            var paused = 0
            while answer.isUnfinished {
                paused += 1
                answer = host.answer(.resume(session: 1), slice: slice)
            }
            pauses.append(paused)
            texts += answer.reply.messages.compactMap(\.json).filter { !$0.hasPrefix(#"{"type":"frame""#) }
        }
        return (texts, pauses)
    }

    static let nudged = [#"{"type":"frame","t":0}"#, #"{"type":"action","name":"nudge","t":100}"#, #"{"type":"frame","t":200}"#]

    @Test("after a seek to the end of scene time, the description is reached a second per slice, as in one go")
    func animationsAfterAFarSeek() throws {
        let messages = Self.nudged + [#"{"type":"pause","t":250}"#, #"{"type":"seek","time":3600,"t":300}"#, #"{"type":"animations"}"#]
        let whole = Self.run(messages, slice: .infinity)
        let sliced = Self.run(messages, slice: 0)
        #expect(whole.pauses.allSatisfy { $0 == 0 })
        // From 0.2 s to 3600 s, a second of scene time per step.
        #expect(sliced.pauses.last == 3599)
        #expect(sliced.texts == whole.texts)
        let json = try JSONValue.parse(try #require(sliced.texts.last))
        #expect(json["type"] == "animations" && json["time"] == 3600)
    }

    @Test("samples an hour ahead are taken in slices, as in one go; asked again they reuse the checkpoints")
    func samplesFarAhead() throws {
        let request = #"{"type":"animationSamples","path":"offset","from":3590,"to":3600,"count":11}"#
        let messages = Self.nudged + [request, request]
        let whole = Self.run(messages, slice: .infinity)
        let sliced = Self.run(messages, slice: 0)
        #expect(sliced.texts == whole.texts)
        // First: 0.2 s → 3590 s a second per step (3590 steps, the last takes the value at 3590),
        // then one step per further value. Again: one step per value.
        #expect(sliced.pauses.suffix(2) == [3599, 10])
        let json = try JSONValue.parse(try #require(sliced.texts.last))
        var reference = try SceneSession<DemoScene>()
        try reference.append(.action(name: "nudge", time: SceneTime(seconds: 0.1)))
        let expected = try InspectionRequest.sampleTimes(from: SceneTime(seconds: 3590), to: SceneTime(seconds: 3600), count: 11).map { time in
            JSONValue.array(try #require(reference.animations(at: time).property("offset")).presented.map(JSONValue.number))
        }
        #expect(json["values"] == .array(expected))
    }

    @Test("a description over the cap is an error naming its size and the cap, not a rejection")
    func describingTooMuch() throws {
        var controller = SessionController(session: WideInspection(width: 100_000), stopwatch: { 0 })
        let reply = controller.receive(text: Array(#"{"type":"animations"}"#.utf8))
        #expect(!reply.isRejection)
        let text = try #require(reply.messages.first?.json)
        #expect(try JSONValue.parse(text)["type"] == "error")
        #expect(text.contains("the limit is \(InspectionRequest.maximumReplyBytes)"))
        var small = SessionController(session: WideInspection(width: 1_000), stopwatch: { 0 })
        let fits = try #require(small.receive(text: Array(#"{"type":"animations"}"#.utf8)).messages.first?.json)
        #expect(try JSONValue.parse(fits)["type"] == "animations")
    }

    @Test("samples that cannot fit are refused after the first value, before the rest is sampled")
    func samplingTooMuch() throws {
        let session = WideInspection(width: 1_100)
        var controller = SessionController(session: session, stopwatch: { 0 })
        // 512 values of 1100 numbers: at least 2 × 563 200 bytes.
        let reply = controller.receive(text: Array(#"{"type":"animationSamples","path":"wide","from":0,"to":1,"count":512}"#.utf8))
        #expect(!reply.isRejection)
        let text = try #require(reply.messages.first?.json)
        #expect(text.contains("at least 1126400 bytes; the limit is 1048576"))
        #expect(session.counter.samples == 1)
        // 400 of them fit the lower bound (880 000 bytes) but not the cap once written out.
        let written = controller.receive(text: Array(#"{"type":"animationSamples","path":"wide","from":0,"to":1,"count":400}"#.utf8))
        #expect(try #require(written.messages.first?.json).contains("the limit is 1048576"))
        #expect(session.counter.samples == 401)
    }
}

/// A live scene with one animated property of `width` numbers (1/7, 2/7, …: 18 characters each),
/// for the reply cap. Counts the values it samples.
private struct WideInspection: LiveScene {
    final class Counter: @unchecked Sendable { var samples = 0 }
    let width: Int
    let counter = Counter()
    var sceneJSON: String { "{}" }
    var clock = VirtualClock()
    var state: JSONValue { .null }
    mutating func advance(by wallTime: RealDuration) {}
    mutating func apply(_ event: SceneEvent) throws(LiveSceneError) {}
    mutating func perform(_ command: TransportCommand) throws(LiveSceneError) {}
    mutating func renderFrame() throws(LiveSceneError) -> [UInt8] { [] }
    mutating func requestFullFrame() {}

    var numbers: [Double] { (1...width).map { Double($0) / 7 } }

    mutating func animations() -> SceneAnimations? {
        SceneAnimations(time: .zero, properties: [AnimatedPropertyDescription(
            path: "wide", valueType: "AnimatableVector", presented: numbers, model: numbers, velocity: [], animations: [])])
    }

    mutating func continueSampling(_ sampling: inout AnimatedValueSampling, maximumSeconds: Double) -> Bool? {
        counter.samples += 1
        var sample = AnimatedValueSampling(path: sampling.path, times: sampling.times)
        sample.values = sampling.values + [numbers]
        sampling = sample
        return sampling.isFinished
    }
}
