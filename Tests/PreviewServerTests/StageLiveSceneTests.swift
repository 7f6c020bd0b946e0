import Demo
import Drawing
import Foundation
import Stage
import Testing
@testable import PreviewServer

/// The Stage adapter driven through the session controller with the runtime's demo scene, frames
/// decoded with Drawing's wire decoder.
@Suite("StageLiveScene")
struct StageLiveSceneTests {
    let provider = RegistrySceneProvider(registry: SceneRegistry([DemoScene.self]))

    struct Run {
        var controller: SessionController
        var decoder = WireDecoder()
        var frames: [Frame] = []
        var states: [String] = []
        var errors: [String] = []
        var infos: [String] = []

        mutating func send(_ text: String) {
            for message in controller.receive(text: Array(text.utf8)).messages {
                switch message {
                case .binary(let bytes):
                    // One message per frame: the info (with the state when it changed), then the wire frame.
                    let (info, frame) = FrameMessage.split(bytes)!
                    frames.append(try! decoder.decode(frame))
                    infos.append(info)
                    if let state = info.range(of: #","state":"#) { states.append(String(info[state.upperBound...].dropLast())) }
                case .text(let text) where text.hasPrefix(#"{"type":"state""#):
                    states.append(text)
                case .text(let text) where text.hasPrefix(#"{"type":"error""#):
                    errors.append(text)
                case .text(let text):
                    infos.append(text)
                }
            }
        }
    }

    func start() throws -> Run {
        let scene = try #require(provider.makeSession(sceneID: "demo"))
        return Run(controller: SessionController(session: scene, stopwatch: { 0 }))
    }

    @Test("the provider lists the registry's document and opens only its scenes")
    func providerServesTheRegistry() {
        #expect(provider.listJSON == SceneRegistry([DemoScene.self]).listDocument.serialized())
        #expect(provider.listJSON.contains(#""id":"demo""#))
        #expect(provider.contains(sceneID: "demo"))
        #expect(!provider.contains(sceneID: "nope"))
        #expect(provider.makeSession(sceneID: "nope") == nil)
    }

    @Test("the hello describes the scene; frames decode with the session's cache, at the viewport's size")
    func framesDecode() throws {
        var run = try start()
        #expect(run.controller.hello.json.contains(#""scene":{"#))
        #expect(run.controller.hello.json.contains(#""id":"demo""#))
        run.send(#"{"type":"viewport","width":640,"height":480,"t":0}"#)
        for index in 0..<7 { run.send(#"{"type":"frame","t":\#(Double(index) * 16.7)}"#) }
        #expect(run.frames.count == 7)
        #expect(run.errors.isEmpty)
        #expect(run.frames.allSatisfy { $0.size.width == 640 && $0.size.height == 480 })
        #expect(!run.frames[0].operations(named: "square").isEmpty)
    }

    @Test("dragging the square moves it; releasing springs it back")
    func drag() throws {
        var run = try start()
        run.send(#"{"type":"viewport","width":600,"height":400,"t":0}"#)
        run.send(#"{"type":"frame","t":1}"#)
        run.send(#"{"type":"pointerDown","id":1,"x":300,"y":200,"buttons":1,"t":10}"#)
        run.send(#"{"type":"pointerMove","id":1,"x":400,"y":250,"buttons":1,"t":30}"#)
        run.send(#"{"type":"frame","t":33}"#)
        #expect(run.states.last?.contains(#""dragging":true"#) == true)
        #expect(run.states.last?.contains(#""center":{"x":400,"y":250}"#) == true, "\(run.states.last ?? "")")
        run.send(#"{"type":"pointerUp","id":1,"x":400,"y":250,"t":40}"#)
        var t = 40.0
        for _ in 0..<60 {
            t += 100
            run.send(#"{"type":"frame","t":\#(t)}"#)
        }
        #expect(run.states.last?.contains(#""center":{"x":300,"y":200}"#) == true, "\(run.states.last ?? "")")
        #expect(run.errors.isEmpty, "\(run.errors)")
    }

    @Test("a press without buttons is the primary button, as in an events file, so it drags")
    func pressWithoutButtons() throws {
        var run = try start()
        run.send(#"{"type":"viewport","width":600,"height":400,"t":0}"#)
        run.send(#"{"type":"frame","t":1}"#)
        run.send(#"{"type":"pointerDown","id":1,"x":300,"y":200,"t":10}"#)
        run.send(#"{"type":"pointerMove","id":1,"x":400,"y":250,"t":30}"#)
        run.send(#"{"type":"frame","t":33}"#)
        #expect(run.states.last?.contains(#""dragging":true"#) == true, "\(run.states.last ?? "")")
        #expect(run.states.last?.contains(#""center":{"x":400,"y":250}"#) == true, "\(run.states.last ?? "")")
        #expect(run.errors.isEmpty, "\(run.errors)")
    }

    @Test("transport commands drive the session's virtual clock")
    func transport() throws {
        var run = try start()
        run.send(#"{"type":"frame","t":0}"#)
        run.send(#"{"type":"pause","t":0}"#)
        run.send(#"{"type":"seek","time":2,"t":0}"#)
        run.send(#"{"type":"step","frames":3,"t":0}"#)
        run.send(#"{"type":"speed","value":0.5,"t":0}"#)
        run.send(#"{"type":"play","t":0}"#)
        run.send(#"{"type":"frame","t":100}"#)
        let text = try #require(run.infos.last)
        let info = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let time = try #require(info["time"] as? Double)
        #expect(abs(time - (2 + 3.0 / 60 + 0.1 * 0.5)) < 1e-9, "seek 2 s, step 3 frames at 1×, then 0.1 s at 0.5×: \(text)")
        #expect(info["playing"] as? Bool == true && info["speed"] as? Double == 0.5)
    }

    @Test("the runtime's refusals become error replies naming the problem", arguments: [
        (#"{"type":"action","name":"jump","t":1}"#, "jump"),
        (#"{"type":"set","name":"size","value":5000,"t":1}"#, "size"),
        (#"{"type":"set","name":"color","value":"teal","t":1}"#, "teal"),
        (#"{"type":"set","name":"nope","value":1,"t":1}"#, "nope"),
        (#"{"type":"pointerMove","id":9,"x":1,"y":1,"t":1}"#, "pointer"),
    ])
    func refusals(message: String, fragment: String) throws {
        var run = try start()
        run.send(message)
        #expect(run.errors.count == 1)
        #expect(run.errors.first?.contains(fragment) == true, "\(run.errors)")
        run.send(#"{"type":"frame","t":2}"#)
        #expect(run.frames.count == 1, "the session goes on")
    }

    @Test("actions and parameters reach the scene")
    func actionsAndParameters() throws {
        var run = try start()
        run.send(#"{"type":"set","name":"size","value":50,"t":1}"#)
        run.send(#"{"type":"frame","t":2}"#)
        #expect(run.states.last?.contains(#""side":50"#) == true, "\(run.states.last ?? "")")
        run.send(#"{"type":"action","name":"nudge","t":3}"#)
        run.send(#"{"type":"frame","t":4}"#)
        #expect(run.states.last?.contains(#""animating":true"#) == true)
        #expect(run.errors.isEmpty)
    }

    @Test("input after seeking back replaces the recorded future instead of being refused")
    func inputAfterSeekingBack() throws {
        var run = try start()
        run.send(#"{"type":"frame","t":0}"#)
        run.send(#"{"type":"frame","t":100}"#)
        run.send(#"{"type":"action","name":"nudge","t":100}"#)
        run.send(#"{"type":"seek","time":0,"t":100}"#)
        run.send(#"{"type":"action","name":"reset","t":100}"#)
        run.send(#"{"type":"frame","t":116}"#)
        #expect(run.errors.isEmpty, "\(run.errors)")
    }

    @Test("after a full-frame request the next frame restarts the page's wire session; a drag carries on")
    func fullFrameRequest() throws {
        var controller = SessionController(session: try #require(provider.makeSession(sceneID: "demo")), stopwatch: { 0 })
        /// The info and the wire frame answering a frame request at `t`.
        func frame(_ t: Double) throws -> (info: String, wire: [UInt8]) {
            let message = controller.receive(text: Array(#"{"type":"frame","t":\#(t)}"#.utf8)).messages.first
            guard case .binary(let bytes) = try #require(message) else { throw Mismatch() }
            let (info, wire) = try #require(FrameMessage.split(bytes))
            return (info, Array(wire))
        }
        struct Mismatch: Error {}
        _ = controller.receive(text: Array(#"{"type":"viewport","width":600,"height":400,"t":0}"#.utf8))
        _ = controller.receive(text: Array(#"{"type":"pointerDown","id":1,"x":300,"y":200,"buttons":1,"t":1}"#.utf8))
        var decoder = WireDecoder()
        _ = try decoder.decode(try frame(2).wire)
        let second = try frame(18).wire
        #expect(second[3] == 0x02, "the second frame is retained")
        // The page failed on the second frame: its decoder has forgotten the session.
        decoder.reset()
        let reply = controller.receive(text: Array(#"{"type":"requestFullFrame"}"#.utf8))
        #expect(reply.messages.isEmpty && !reply.isRejection)
        _ = controller.receive(text: Array(#"{"type":"pointerMove","id":1,"x":400,"y":250,"buttons":1,"t":30}"#.utf8))
        let third = try frame(34)
        #expect(third.wire[3] == 0x01, "reset flag")
        #expect(third.wire[4] == 0x00, "sequence 0")
        #expect(!(try decoder.decode(third.wire)).operations(named: "square").isEmpty)
        // The pointer is still down on the server: the drag goes on, in retained frames again.
        #expect(third.info.contains(#""dragging":true"#) && third.info.contains(#""center":{"x":400,"y":250}"#), "\(third.info)")
        let fourth = try frame(50).wire
        #expect(fourth[3] == 0x02)
        _ = try decoder.decode(fourth)
    }

    @Test("the same messages give byte-identical frames in two sessions (determinism through the server)")
    func determinism() throws {
        let script = [
            #"{"type":"viewport","width":500,"height":300,"t":0}"#,
            #"{"type":"pointerDown","id":1,"x":250,"y":150,"buttons":1,"t":5}"#,
            #"{"type":"pointerMove","id":1,"x":300,"y":180,"buttons":1,"t":20}"#,
            #"{"type":"frame","t":25}"#,
            #"{"type":"pointerUp","id":1,"x":300,"y":180,"t":40}"#,
            #"{"type":"frame","t":60}"#, #"{"type":"frame","t":160}"#, #"{"type":"frame","t":260}"#,
        ]
        func bytes() throws -> [[UInt8]] {
            var controller = SessionController(session: try #require(provider.makeSession(sceneID: "demo")), stopwatch: { 0 })
            return script.flatMap { controller.receive(text: Array($0.utf8)).messages }.compactMap(\.wireFrame)
        }
        let first = try bytes()
        #expect(first.count == 4)
        #expect(try bytes() == first)
    }
}
