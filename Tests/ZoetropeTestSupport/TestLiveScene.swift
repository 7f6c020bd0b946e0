import PreviewServer

/// A stand-in for the scene runtime's session, for the server's own tests: a dot that
/// follows the primary pointer while it is down, on a virtual clock with transport. Its "frame"
/// is a short text, `dot x y t`, so tests can read what was drawn.
public struct TestLiveScene: LiveScene {
    /// A scene with the dot at the origin, size 10, the clock at 0 playing at speed 1.
    public init() {}

    public var sceneJSON: String { #"{"id":"dot","title":"Dot","actions":[{"name":"reset"}],"parameters":[{"name":"size","type":"number","min":1,"max":100}]}"# }
    /// The transport.
    public private(set) var transport = TransportState(time: 0, isPlaying: true, speed: 1)
    /// The dot's position, in points.
    public private(set) var dot = (x: 0.0, y: 0.0)
    /// The `size` parameter.
    public private(set) var size = 10.0
    /// The latest viewport, in points.
    public private(set) var viewport = (width: 0.0, height: 0.0)
    private var isDragging = false
    /// Every call the session received, for assertions.
    public private(set) var log: [String] = []

    public var stateJSON: String { #"{"x":\#(dot.x),"y":\#(dot.y),"size":\#(size)}"# }

    public mutating func advance(bySeconds seconds: Double) {
        log.append("advance \(seconds)")
        if transport.isPlaying { transport.time += seconds * transport.speed }
    }

    public mutating func apply(_ input: SceneInput) throws(LiveSceneError) {
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

    public mutating func perform(_ command: TransportCommand) throws(LiveSceneError) {
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

    public mutating func renderFrame() throws(LiveSceneError) -> [UInt8] {
        Array("dot \(dot.x) \(dot.y) \(transport.time)".utf8)
    }
}

/// A scene provider with the test scene under the id `dot`.
public struct TestSceneProvider: SceneProvider {
    /// The provider.
    public init() {}

    public var listJSON: String { #"{"scenes":[{"id":"dot","title":"Dot"}]}"# }
    public func contains(sceneID: String) -> Bool { sceneID == "dot" }
    public func makeSession(sceneID: String) -> (any LiveScene)? { sceneID == "dot" ? TestLiveScene() : nil }
}
