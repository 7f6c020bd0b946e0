import Drawing
import Stage

/// A Stage scene session as the preview server drives it: the session's virtual clock is the
/// transport, events are stamped with the clock's time, and frames are encoded with this
/// session's own wire encoder (so its path cache lives exactly as long as the WebSocket). The
/// encoder sends retained frames: only what changed since the previous frame of this socket
/// (docs/protocol.md §2.9).
struct StageLiveScene: LiveScene {
    private var session: any SceneSessionProtocol
    private var encoder = WireEncoder(retainsFrames: true)
    /// The frame last encoded, for ``keyframe()``.
    private var lastFrame: Frame?
    /// Scene time (s) up to which the session has simulated with its checkpoints kept: seeking
    /// anywhere before it is cheap. Input at time t drops the checkpoints after t.
    private var simulatedUntil = 0.0
    let sceneJSON: String

    /// Wraps a fresh session.
    init(session: any SceneSessionProtocol) {
        self.session = session
        self.sceneJSON = session.info.json.serialized()
    }

    var clock: VirtualClock { session.clock }

    var state: JSONValue {
        mutating get { session.sceneState(at: session.clock.time) }
    }

    mutating func advance(by wallTime: RealDuration) {
        session.clock.advance(by: wallTime)
    }

    var loggedEventCount: Int { session.log.count }

    mutating func apply(_ event: SceneEvent) throws(LiveSceneError) {
        let now = session.clock.time
        // Input after seeking back rewrites the recorded future, as in an editor.
        if let last = session.log.last, last.time > now {
            session.truncateLog(after: now)
        }
        do {
            try session.append(event.retimed(to: now))
        } catch {
            throw .eventRefused(error)
        }
        simulatedUntil = min(simulatedUntil, now.seconds)
    }

    mutating func perform(_ command: TransportCommand) throws(LiveSceneError) {
        do {
            try session.clock.perform(command)
        } catch {
            throw .commandRefused(error)
        }
    }

    mutating func simulateTowardClock(maximumSeconds: Double) -> Bool {
        let target = min(session.clock.time.seconds, SceneTime.maximum.seconds)
        guard target > simulatedUntil + maximumSeconds else {
            _ = session.viewport(at: SceneTime(seconds: target))
            simulatedUntil = max(simulatedUntil, target)
            return true
        }
        simulatedUntil += maximumSeconds
        _ = session.viewport(at: SceneTime(seconds: simulatedUntil))
        return false
    }

    mutating func animations() -> SceneAnimations? {
        session.animations(at: session.clock.time, restingLimit: InspectionRequest.maximumRestingProperties)
    }

    mutating func continueSampling(_ sampling: inout AnimatedValueSampling, maximumSeconds: Double) -> Bool? {
        session.continueSampling(&sampling, maximumSeconds: maximumSeconds)
    }

    /// The session as it is now, without the encoder's caches and the last frame (a snapshot is
    /// never drawn): the live session then keeps them to itself, and copies nothing on its next frame.
    func inspectionSnapshot() -> any LiveScene {
        var copy = self
        copy.encoder = WireEncoder(retainsFrames: true)
        copy.lastFrame = nil
        return copy
    }

    mutating func requestFullFrame() {
        encoder.reset()
    }

    mutating func renderFrame() throws(LiveSceneError) -> [UInt8] {
        let frame = session.frame(at: session.clock.time)
        do {
            let message = try encoder.encode(frame)
            lastFrame = frame
            return message
        } catch {
            lastFrame = nil
            throw .frameFailed(error)
        }
    }

    func keyframe() -> [UInt8]? {
        lastFrame.flatMap { encoder.keyframe(of: $0) }
    }
}
