import Drawing
import PreviewServer
import Stage

/// A stand-in for the scene runtime's session, for the server's own tests: a dot that follows
/// the primary pointer while it is down, on a virtual clock with transport. Its "frame" is a
/// short text, `dot x y t`, so tests can read what was drawn.
public struct TestLiveScene: LiveScene {
    /// A scene with the dot at the origin, size 10, the clock at 0 playing at speed 1.
    public init() {}

    public var sceneJSON: String { #"{"id":"dot","title":"Dot","actions":[{"name":"reset"}],"parameters":[{"name":"size","type":"number","min":1,"max":100}]}"# }
    /// The transport.
    public private(set) var clock = VirtualClock()
    /// The dot's position, in points.
    public private(set) var dot = (x: 0.0, y: 0.0)
    /// The `size` parameter.
    public private(set) var size = 10.0
    /// The latest viewport, in points.
    public private(set) var viewport = (width: 0.0, height: 0.0)
    private var isDragging = false
    /// Every call the session received, for assertions.
    public private(set) var log: [String] = []

    public var state: JSONValue { ["x": .number(dot.x), "y": .number(dot.y), "size": .number(size)] }

    public mutating func advance(by wallTime: RealDuration) {
        log.append("advance \(wallTime.seconds)")
        clock.advance(by: wallTime)
    }

    public mutating func apply(_ event: SceneEvent) throws(LiveSceneError) {
        log.append("input \(event)")
        switch event {
        case .viewport(let size, _):
            viewport = (size.width, size.height)
        case .input(.pointer(let pointer)):
            let location = (pointer.location.x, pointer.location.y)
            switch pointer.phase {
            case .down: isDragging = true; dot = location
            case .move where isDragging: dot = location
            case .up, .cancel: isDragging = false
            case .move: break
            }
        case .input(.wheel), .input(.key):
            break
        case .action(let name, _):
            guard name == "reset" else { throw .eventRefused(.unknownAction(name, scene: "dot", available: ["reset"])) }
            dot = (0, 0)
        case .set(let name, let value, _):
            guard name == "size" else { throw .eventRefused(.unknownParameter(name, scene: "dot", available: ["size"])) }
            guard case .number(let number) = value else {
                throw .eventRefused(.invalidParameterValue(.wrongType(parameter: name, expected: "a number", value: value)))
            }
            guard (1...100).contains(number) else {
                throw .eventRefused(.invalidParameterValue(.outOfRange(parameter: name, value: value, allowed: "1…100")))
            }
            size = number
        }
    }

    public mutating func perform(_ command: TransportCommand) throws(LiveSceneError) {
        log.append("transport \(command)")
        do {
            try clock.perform(command)
        } catch {
            throw .commandRefused(error)
        }
    }

    /// Logs the request: the test scene's text frames have no caches to restart.
    public mutating func requestFullFrame() {
        log.append("full frame")
    }

    public mutating func renderFrame() throws(LiveSceneError) -> [UInt8] {
        Array("dot \(dot.x) \(dot.y) \(clock.time.seconds)".utf8)
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
