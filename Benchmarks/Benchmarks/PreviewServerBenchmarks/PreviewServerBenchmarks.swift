import Benchmark
import Demo
import Drawing
import Foundation
import PreviewServer
import PullToRefresh
import Stage

// Benchmarks for the PreviewServer module's per-message work. Run: scripts/bench PreviewServer
// (the whole server under load: scripts/bench serve).
//
// The scene here is a stub that returns a fixed 400-byte frame, so the numbers are the server's
// own overhead per message: strict JSON decoding and validation, clock bookkeeping, and building
// the frame-info and state replies.

/// A stand-in scene: constant frame and state, so only the controller's work is measured.
struct StubScene: LiveScene {
    var sceneJSON: String { #"{"id":"stub"}"# }
    var clock = VirtualClock()
    var state: JSONValue { ["x": 1] }
    let frame = [UInt8](repeating: 7, count: 400)
    mutating func advance(by wallTime: RealDuration) { clock.advance(by: wallTime) }
    mutating func apply(_ event: SceneEvent) throws(LiveSceneError) {}
    mutating func perform(_ command: TransportCommand) throws(LiveSceneError) {}
    mutating func renderFrame() throws(LiveSceneError) -> [UInt8] { frame }
    mutating func requestFullFrame() {}
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        timeUnits: .nanoseconds,
        maxDuration: .seconds(2)
    )

    let pointerMove = Array(#"{"type":"pointerMove","id":1,"x":412.5,"y":301.25,"buttons":1,"pointerType":"mouse","t":123456.789}"#.utf8)
    Benchmark("ClientMessage decode (pointerMove)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try? ClientMessage(json: pointerMove))
        }
    }

    Benchmark("SessionController pointerMove + frame request", configuration: .init(scalingFactor: .kilo)) { benchmark in
        var controller = SessionController(session: StubScene(), stopwatch: { 0 })
        var t = 0.0
        for _ in benchmark.scaledIterations {
            t += 16.7
            blackHole(controller.receive(text: Array(#"{"type":"pointerMove","id":1,"x":400,"y":300,"buttons":1,"t":\#(t)}"#.utf8)))
            blackHole(controller.receive(text: Array(#"{"type":"frame","t":\#(t)}"#.utf8)))
        }
    }

    // A real scene through the runtime: drawing, wire encoding and the state check per frame
    // (paused, so the state never changes and only its comparison is paid).
    Benchmark("SessionController frame request (demo scene, paused)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        let provider = RegistrySceneProvider(registry: SceneRegistry([DemoScene.self]))
        guard let scene = provider.makeSession(sceneID: "demo") else { return }
        var controller = SessionController(session: scene, stopwatch: { 0 })
        blackHole(controller.receive(text: Array(#"{"type":"pause","t":0}"#.utf8)))
        var t = 0.0
        for _ in benchmark.scaledIterations {
            t += 16.7
            blackHole(controller.receive(text: Array(#"{"type":"frame","t":\#(t)}"#.utf8)))
        }
    }

    // The scene's own work per frame as `scripts/bench serve` drives pull-to-refresh (what
    // ServeLoad's --scene-work-us subtracts from the server's CPU per frame): a session at an
    // 800×600 viewport with the pointer down at its centre, then per frame a pointerMove on the
    // 80-pt circle (one turn a second) and a frame request, at 60 fps — applying the input,
    // simulating, drawing, wire encoding (retained, as served) and the state/info reply. The two
    // messages are decoded outside the measurement: decoding is the server's work, not the scene's.
    Benchmark("per frame as served under a drag: pull-to-refresh, pointerMove + frame (thread CPU; tails)",
              configuration: .init(metrics: [.wallClock, threadCPU, .mallocCountTotal], timeUnits: .microseconds,
                                   maxDuration: .seconds(3), maxIterations: 6_000)) { benchmark in
        let provider = RegistrySceneProvider(registry: SceneRegistry([PullToRefreshScene.self]))
        guard let scene = provider.makeSession(sceneID: "pull-to-refresh") else { return }
        var controller = SessionController(session: scene, stopwatch: { 0 })
        let start = 10_000.0
        func message(_ text: String) -> ClientMessage { try! ClientMessage(json: Array(text.utf8)) }
        blackHole(try? controller.handle(message(#"{"type":"viewport","width":800,"height":600,"t":\#(start)}"#)))
        blackHole(try? controller.handle(message(#"{"type":"pointerDown","id":1,"x":400,"y":300,"buttons":1,"t":\#(start)}"#)))
        var tick = 0
        for _ in benchmark.scaledIterations {
            tick += 1
            let angle = Double(tick) / 60 * 2 * .pi
            let t = start + Double(tick) * 1000 / 60
            let move = message(#"{"type":"pointerMove","id":1,"x":\#(400 + 80 * cos(angle)),"y":\#(300 + 80 * sin(angle)),"buttons":1,"t":\#(t)}"#)
            let frame = message(#"{"type":"frame","t":\#(t)}"#)
            recordingThreadCPU(benchmark) {
                blackHole(try? controller.handle(move))
                blackHole(try? controller.handle(frame))
            }
        }
    }

    Benchmark("WebPath (traversal checks)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try? WebPath(rawPath: "/page/transport-bar.js"))
        }
    }
}
