import PreviewServer

/// A stand-in for the scene runtime's session, for the server's own tests only: a dot that
/// follows the primary pointer while it is down, on a virtual clock with transport. Its "frame"
/// is a short text, `dot x y t`, so tests can read what was drawn.
struct TestLiveScene: LiveScene {
    var sceneJSON: String { #"{"id":"dot","title":"Dot","actions":[{"name":"reset"}],"parameters":[{"name":"size","type":"number","min":1,"max":100}]}"# }
    private(set) var transport = TransportState(time: 0, isPlaying: true, speed: 1)
    private(set) var dot = (x: 0.0, y: 0.0)
    private(set) var size = 10.0
    private(set) var viewport = (width: 0.0, height: 0.0)
    private var isDragging = false
    /// Every call the session received, for assertions.
    private(set) var log: [String] = []

    var stateJSON: String { #"{"x":\#(dot.x),"y":\#(dot.y),"size":\#(size)}"# }

    mutating func advance(bySeconds seconds: Double) {
        log.append("advance \(seconds)")
        if transport.isPlaying { transport.time += seconds * transport.speed }
    }

    mutating func apply(_ input: SceneInput) throws(LiveSceneError) {
        log.append("input \(input)")
        switch input {
        case .viewport(let width, let height, _):
            viewport = (width, height)
        case .pointer(let pointer):
            switch pointer.phase {
            case .down: isDragging = true; dot = (pointer.x, pointer.y)
            case .move where isDragging: dot = (pointer.x, pointer.y)
            case .up, .cancel: isDragging = false
            case .move: break
            }
        case .wheel, .key:
            break
        case .action(let name):
            guard name == "reset" else { throw LiveSceneError("unknown action '\(name)'; the scene's actions are: reset") }
            dot = (0, 0)
        case .setParameter(let name, let value):
            guard name == "size" else { throw LiveSceneError("unknown parameter '\(name)'") }
            guard case .number(let number) = value, (1...100).contains(number) else {
                throw LiveSceneError("parameter 'size' must be a number in 1…100")
            }
            size = number
        }
    }

    mutating func perform(_ command: TransportCommand) throws(LiveSceneError) {
        log.append("transport \(command)")
        switch command {
        case .play: transport.isPlaying = true
        case .pause: transport.isPlaying = false
        case .seek(let seconds): transport.time = seconds
        case .speed(let speed): transport.speed = speed
        case .step(let frames):
            transport.isPlaying = false
            transport.time = max(0, transport.time + Double(frames) / 60)
        }
    }

    mutating func renderFrame() throws(LiveSceneError) -> [UInt8] {
        Array("dot \(dot.x) \(dot.y) \(transport.time)".utf8)
    }
}

/// A scenes with the test scene under the id `dot`.
struct TestSceneProvider: SceneProvider {
    var listJSON: String { #"{"scenes":[{"id":"dot","title":"Dot"}]}"# }
    func contains(sceneID: String) -> Bool { sceneID == "dot" }
    func makeSession(sceneID: String) -> (any LiveScene)? { sceneID == "dot" ? TestLiveScene() : nil }
}
