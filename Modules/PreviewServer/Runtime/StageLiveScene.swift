import Drawing
import Geometry
import Stage

/// A Stage scene session as the preview server drives it: the session's virtual clock is the
/// transport, inputs become events stamped with the clock's time, and frames are encoded with
/// this session's own wire encoder (so its path cache lives exactly as long as the WebSocket).
struct StageLiveScene: LiveScene {
    private var session: any SceneSessionProtocol
    private var encoder = WireEncoder()
    let sceneJSON: String

    /// Wraps a fresh session.
    init(session: any SceneSessionProtocol) {
        self.session = session
        self.sceneJSON = session.info.json.serialized()
    }

    var transport: TransportState {
        TransportState(time: session.clock.time.seconds, isPlaying: session.clock.isPlaying, speed: session.clock.speed)
    }

    var stateJSON: String {
        mutating get { session.sceneState(at: session.clock.time).serialized() }
    }

    mutating func advance(bySeconds seconds: Double) {
        session.clock.advance(by: RealDuration(seconds: seconds))
    }

    mutating func apply(_ input: SceneInput) throws(LiveSceneError) {
        let now = session.clock.time
        // Input after seeking back rewrites the recorded future, as in an editor.
        if let last = session.log.last, last.time > now {
            session.truncateLog(after: now)
        }
        do {
            try session.append(Self.event(for: input, at: now))
        } catch {
            throw LiveSceneError(error.description)
        }
    }

    mutating func perform(_ command: TransportCommand) throws(LiveSceneError) {
        do {
            switch command {
            case .play: session.clock.play()
            case .pause: session.clock.pause()
            case .seek(let seconds): try session.clock.seek(to: SceneTime(seconds: seconds))
            case .speed(let speed): try session.clock.setSpeed(speed)
            case .step(let frames): session.clock.step(frames: frames)
            }
        } catch {
            throw LiveSceneError(error.description)
        }
    }

    mutating func renderFrame() throws(LiveSceneError) -> [UInt8] {
        let frame = session.frame(at: session.clock.time)
        do {
            return try encoder.encode(frame)
        } catch {
            throw LiveSceneError("the frame cannot be encoded: \(error)")
        }
    }

    /// The Stage event for a page input at scene time `time`.
    static func event(for input: SceneInput, at time: SceneTime) -> SceneEvent {
        switch input {
        case .viewport(let width, let height, _):
            return .viewport(size: Size(width: width, height: height), time: time)
        case .pointer(let pointer):
            let phase: PointerEvent.Phase = switch pointer.phase {
            case .down: .down
            case .move: .move
            case .up: .up
            case .cancel: .cancel
            }
            let kind: PointerEvent.Kind = switch pointer.kind {
            case .mouse: .mouse
            case .touch: .touch
            case .pen: .pen
            }
            return .pointer(
                phase, id: PointerID(pointer.id), x: pointer.x, y: pointer.y, at: time,
                buttons: PointerButtons(rawValue: pointer.buttons), modifiers: modifiers(pointer.modifiers), kind: kind
            )
        case .wheel(let wheel):
            return .wheel(dx: wheel.dx, dy: wheel.dy, x: wheel.x, y: wheel.y, modifiers: modifiers(wheel.modifiers), at: time)
        case .key(let key):
            return .key(key.key, phase: key.isDown ? .down : .up, modifiers: modifiers(key.modifiers), at: time)
        case .action(let name):
            return .action(name: name, time: time)
        case .setParameter(let name, let value):
            let parameter: ParameterValue = switch value {
            case .number(let number): .number(number)
            case .bool(let flag): .bool(flag)
            case .string(let text): .string(text)
            }
            return .set(name: name, value: parameter, time: time)
        }
    }

    private static func modifiers(_ keys: KeyModifiers) -> EventModifiers {
        var result: EventModifiers = []
        if keys.contains(.shift) { result.insert(.shift) }
        if keys.contains(.control) { result.insert(.control) }
        if keys.contains(.alternate) { result.insert(.option) }
        if keys.contains(.meta) { result.insert(.command) }
        return result
    }
}
