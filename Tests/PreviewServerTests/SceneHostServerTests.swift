import Demo
import Drawing
import Geometry
import Stage
import Testing
@testable import PreviewServer
import ZoetropeTestSupport

/// The scene host's request handling, in process: sessions by id, and the replay that moves a
/// session to a new build.
@Suite("SceneHostServer")
struct SceneHostServerTests {
    static let session: UInt32 = 5

    static func texts(_ reply: SessionController.Reply) -> [String] {
        reply.messages.compactMap(\.json)
    }

    /// A session's life as the page lives it: viewport, a drag, a parameter, a pause, frames.
    static let messages = [
        #"{"type":"frame","t":1000}"#,
        #"{"type":"viewport","width":300,"height":200,"t":1010}"#,
        #"{"type":"pointerDown","id":1,"x":10,"y":20,"t":1020}"#,
        #"{"type":"frame","t":1033}"#,
        #"{"type":"pointerMove","id":1,"x":40,"y":60,"t":1040}"#,
        #"{"type":"pointerUp","id":1,"x":40,"y":60,"t":1050}"#,
        #"{"type":"set","name":"size","value":42,"t":1060}"#,
        #"{"type":"frame","t":1066}"#,
        #"{"type":"speed","value":0.5,"t":1070}"#,
        #"{"type":"frame","t":1100}"#,
        #"{"type":"pause","t":1110}"#,
        #"{"type":"frame","t":1200}"#,
    ]

    /// Runs `messages` through a host, logging what the host accepted; returns the last frame's
    /// answer and the log.
    static func live(_ host: inout SceneHostServer) -> (frame: [SessionController.Outgoing], log: SessionLog) {
        var log = SessionLog()
        var last: [SessionController.Outgoing] = []
        for text in messages {
            let reply = host.handle(.message(session: session, text: text))
            #expect(!reply.isRejection, "\(text): \(texts(reply))")
            if let message = try? ClientMessage(json: Array(text.utf8)) { log.record(text: text, message: message) }
            last = reply.messages
        }
        return (last, log)
    }

    @Test("list, open (hello), messages answered as the session controller does, close")
    func sessions() {
        var host = SceneHostServer(scenes: TestSceneProvider())
        #expect(Self.texts(host.handle(.list)) == [TestSceneProvider().listJSON])
        let hello = host.handle(.open(session: Self.session, sceneID: "dot"))
        #expect(Self.texts(hello).first?.hasPrefix(#"{"type":"hello""#) == true)
        #expect(host.handle(.open(session: 6, sceneID: "nope")).isRejection)
        #expect(!host.handle(.message(session: Self.session, text: #"{"type":"frame","t":1}"#)).isRejection)
        #expect(host.handle(.close(session: Self.session)).messages.isEmpty)
        #expect(host.handle(.message(session: Self.session, text: #"{"type":"frame","t":2}"#)).isRejection)
    }

    @Test("replaying a session's log into a new host gives the same time, speed, pause, parameter and drag")
    func replayRestores() throws {
        var old = SceneHostServer(scenes: TestSceneProvider())
        _ = old.handle(.open(session: Self.session, sceneID: "dot"))
        let (_, log) = Self.live(&old)
        let before = old.handle(.message(session: Self.session, text: #"{"type":"frame","t":1300}"#))

        var new = SceneHostServer(scenes: TestSceneProvider())
        let replay = new.handle(.replay(session: Self.session, sceneID: "dot", log: log))
        #expect(Self.texts(replay).count == 1, "no notes: everything restored")
        let after = new.handle(.message(session: Self.session, text: #"{"type":"frame","t":1300}"#))
        // Same frame bytes (dot at the drag's end, same scene time) and same transport; the
        // state rides along again because the new session has not sent it yet.
        #expect(after.messages.count == 1 && before.messages.count == 1)
        #expect(after.messages[0].wireFrame == before.messages[0].wireFrame)
        let info = try #require(Self.texts(after).first)
        #expect(info.contains(#""playing":false,"speed":0.5"#))
        let state = try #require(info.range(of: #""state":"#).map { String(info[$0.upperBound...]) })
        #expect(state.contains(#""size":42"#) && state.contains(#""x":40"#) && state.contains(#""y":60"#), "the parameter and the drag's end: \(state)")
        func comparable(_ info: String?) -> String? {
            info?.replacingOccurrences(of: #""renderMs":[0-9.]+"#, with: "", options: .regularExpression)
                .replacingOccurrences(of: #""seq":[0-9]+"#, with: "", options: .regularExpression)
                .replacingOccurrences(of: #","state":.*\}$"#, with: "}", options: .regularExpression)
        }
        #expect(comparable(Self.texts(before).first) == comparable(info))
    }

    @Test("what the new build refuses is skipped and named; the rest is restored")
    func replayNotes() {
        var log = SessionLog()
        for text in [#"{"type":"set","name":"colour","value":3,"t":10}"#, #"{"type":"pause","t":20}"#] {
            log.record(text: text, message: try! ClientMessage(json: Array(text.utf8)))
        }
        var host = SceneHostServer(scenes: TestSceneProvider())
        let replay = host.handle(.replay(session: 1, sceneID: "dot", log: log))
        let notes = Array(Self.texts(replay).dropFirst())
        #expect(notes.count == 1 && notes[0].contains(#""colour""#), "one note naming the parameter: \(notes)")
        let frame = host.handle(.message(session: 1, text: #"{"type":"frame","t":30}"#))
        #expect(Self.texts(frame).first?.contains(#""playing":false"#) == true)
    }

    @Test("a scene missing from the new build is a rejection")
    func replayMissingScene() {
        var host = SceneHostServer(scenes: TestSceneProvider())
        #expect(host.handle(.replay(session: 1, sceneID: "gone", log: SessionLog())).isRejection)
    }

    @Test("a far frame is answered in slices: one simulation step per request past the slice, the session takes no other message meanwhile, the last answer has the frame")
    func slicedFrame() throws {
        // Each of the busy scene's 5 steps spins 2 ms: past a 1 ms slice, so one step per request.
        var host = SceneHostServer(scenes: BusyScene.Provider(slices: 5, threads: BusyScene.ThreadNames()))
        #expect(!host.handle(.open(session: 1, sceneID: "busy")).isRejection)
        var answer = host.answer(.message(session: 1, text: #"{"type":"frame","t":1}"#), slice: 0.001)
        var requests = 1
        while answer.isUnfinished && requests < 50 {
            #expect(answer.reply.messages.isEmpty && !answer.reply.isRejection)
            #expect(answer.workSeconds >= 0.002, "a step's 2 ms are reported")
            #expect(host.answer(.message(session: 1, text: #"{"type":"ping","id":1}"#), slice: 0.001).reply.isRejection)
            answer = host.answer(.resume(session: 1), slice: 0.001)
            requests += 1
        }
        #expect(requests == 5)
        #expect(!answer.isUnfinished && !answer.reply.isRejection)
        let frame = try #require(answer.reply.messages.first)
        #expect(frame.json?.hasPrefix(#"{"type":"frame""#) == true)
        // Nothing is left to resume; the session takes messages again.
        #expect(host.answer(.resume(session: 1), slice: 0.001).reply.isRejection)
        #expect(Self.texts(host.handle(.message(session: 1, text: #"{"type":"ping","id":2}"#))).first?.contains("pong") == true)
    }

    @Test("sliced or not, a session gives the same frames (the slice only decides where the host pauses)")
    func slicingKeepsFrames() {
        func frames(slice: Double) -> (infos: [String], pauses: Int) {
            // A Stage scene: it simulates toward a far clock a second of scene time per step.
            var host = SceneHostServer(scenes: RegistrySceneProvider(registry: SceneRegistry([DemoScene.self])))
            _ = host.handle(.open(session: 1, sceneID: "demo"))
            var infos: [String] = []
            var pauses = 0
            for text in Self.messages + [#"{"type":"seek","time":3600,"t":1300}"#, #"{"type":"play","t":1310}"#, #"{"type":"frame","t":1320}"#] {
                var answer = host.answer(.message(session: 1, text: text), slice: slice)
                while answer.isUnfinished {
                    pauses += 1
                    answer = host.answer(.resume(session: 1), slice: slice)
                }
                infos += Self.texts(answer.reply).map { $0.replacingOccurrences(of: #""renderMs":[0-9.e-]+"#, with: "", options: .regularExpression) }
            }
            return (infos, pauses)
        }
        let whole = frames(slice: .infinity)
        #expect(whole.infos.count >= 5 && whole.pauses == 0)
        let sliced = frames(slice: 0)
        // A step per request: the seek to the end of scene time (SceneTime.maximum, 3600 s) takes
        // one per second of it.
        #expect(sliced.pauses >= 3590)
        #expect(sliced.infos == whole.infos)
    }

    @Test("an export replays an events file in the host and answers each frame as a self-contained wire message of the in-process replay's frame")
    func exports() throws {
        let provider = RegistrySceneProvider(registry: SceneRegistry([DemoScene.self]))
        var host = SceneHostServer(scenes: provider)
        let log = #"{"scene":"demo","viewport":{"width":390,"height":844},"events":[{"t":0.1,"type":"pointerDown","id":1,"x":195,"y":422},"#
            + #"{"t":0.2,"type":"pointerMove","id":1,"x":275,"y":422}]}"#
        #expect(host.handle(.exportReplay(session: 40, log: log)) == .init(messages: [], isRejection: false))
        var local = try provider.replay(log: log)
        var first: [UInt8] = []
        for time in [0.0, 0.15, 0.5, 0.5, 2] {
            let wire = try local.frame(at: time).wireMessage()
            #expect(host.handle(.exportFrame(session: 40, time: time)) == .init(messages: [.binary(wire)], isRejection: false), "t = \(time)")
            #expect(try Frame(wireMessage: wire).size == Size(width: 390, height: 844))
            if time == 0 { first = wire }
            if time == 0.5 { #expect(wire != first, "the drag has moved the square") }
        }
        #expect(host.handle(.close(session: 40)).messages.isEmpty)
        #expect(host.handle(.exportFrame(session: 40, time: 1)) == .init(messages: [.text("the export's session is not open")], isRejection: true))
    }

    @Test("an export's log the host cannot replay is refused with the reason in plain text, as in process", arguments: [
        #"{"scene":"nope","events":[]}"#, #"{"events":[]}"#, #"{"scene":"demo","events":[{"t":0.1,"type":"fly"}]}"#, "not json",
    ])
    func exportRefusals(log: String) {
        let provider = RegistrySceneProvider(registry: SceneRegistry([DemoScene.self]))
        var host = SceneHostServer(scenes: provider)
        var reason = ""
        do { _ = try provider.replay(log: log) } catch { reason = ErrorResponse.statusAndMessage(for: error).1 }
        #expect(!reason.isEmpty)
        #expect(host.handle(.exportReplay(session: 41, log: log)) == .init(messages: [.text(reason)], isRejection: true))
        #expect(host.handle(.exportFrame(session: 41, time: 0)).isRejection)
    }
}
