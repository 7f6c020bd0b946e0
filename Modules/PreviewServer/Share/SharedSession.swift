import Drawing
import Stage

/// One scene session watched and driven by several viewers (docs/session-protocol.md §6).
///
/// - **Clock**: the server's. Every tick (``ShareLimits/framesPerSecond``) and before every
///   message, the scene's virtual clock is advanced by the server's monotonic time since the last
///   advance (capped at ``SessionLimits/maximumClockStep``), at the session's speed while it
///   plays; the viewers' `t` fields are only echoed (`inputT`). Input lands at the scene time the
///   server received it, and the scene's event log records that time, so the session stays a
///   pure function of its log.
/// - **Input**: every viewer's messages go into the one event log in arrival order; pointers are
///   renamed per viewer (``SharedViewer/scenePointer(_:)``); transport is shared; only the owner
///   (the oldest viewer) sets the viewport, others' `viewport` messages change nothing.
/// - **Frames**: drawn and encoded **once** per tick, for the viewers that asked. One stream of
///   wire messages serves every viewer in step with it; a viewer that fell out of step (it asked
///   too rarely, its socket was slow, it just joined, it could not decode) is brought back by a
///   keyframe (`WireEncoder.keyframe(of:)`), made once per tick whoever needs it.
/// - **Pacing**: a viewer is sent a frame only when it asked for one and its socket has taken
///   the previous ones; frames it is in step for but did not ask for yet wait in a backlog of at
///   most ``ShareLimits/maximumBacklog``, beyond which it drops out of step. So a slow viewer gets
///   fewer frames, no queue grows, and nobody waits for anybody. A frame that cannot be drawn is
///   answered with an `error` text under the same rules (one per request, socket permitting).
/// - **Animations panel**: a viewer's `animations`/`animationSamples` request is an
///   ``InspectionJob`` worked on by the ticks, a bounded share of each
///   (``inspectionShareOfTick``), so a request after a far seek, or for samples an hour ahead,
///   never holds the tick. The job works on a snapshot of the scene taken when the request
///   arrived (``LiveScene/inspectionSnapshot()``): the answer is the session as of the request,
///   as a one-go answer would be, and input other viewers send meanwhile neither changes it nor
///   restarts it. The viewer's reading waits for its reply, as in a session of its own; a
///   viewer whose connection ends meanwhile is answered with nothing
///   (``connectionEnded(ordinal:)``), so it leaves.
actor SharedSession {
    /// The session's id and key.
    nonisolated let credentials: ShareCredentials
    /// The scene it runs.
    nonisolated let sceneID: String
    private var scene: any LiveScene
    private let limits: SessionLimits
    private let share: ShareLimits
    private let seconds: @Sendable () -> Double
    private let onEnd: @Sendable () -> Void
    private var viewers: [Int: SharedViewer] = [:]
    /// Ordinals in joining order: the first is the owner.
    private var order: [Int] = []
    private var nextOrdinal = 0
    private var lastAdvance: Double
    private var sequence = 0
    private var ticks = 0
    private var stateValue: JSONValue?
    private var stateJSON: String?
    private var emptySince: Double?
    /// Animations panel requests being answered, oldest first (one per viewer at most: a
    /// viewer's reading waits for its reply).
    private var inspections: [PendingInspection] = []
    private(set) var isEnded = false

    /// An Animations panel request being worked on across ticks, on its own snapshot of the
    /// scene, and who waits for its reply.
    private struct PendingInspection {
        let ordinal: Int
        var job: InspectionJob
        /// The scene as it was when the request arrived (``LiveScene/inspectionSnapshot()``).
        var scene: any LiveScene
        let reply: CheckedContinuation<SessionController.Reply, Never>

        /// One step of the job on the snapshot; the outcome once done.
        mutating func step() -> InspectionJob.Outcome? {
            job.step(on: &scene)
        }
    }

    /// The share of a tick's period the ticks spend on Animations panel requests, at most (after
    /// the first step of each tick, which is always taken): a quarter, after the frame's half.
    static let inspectionShareOfTick = 0.25

    /// What joining answered.
    enum Join {
        /// Joined as viewer `ordinal`; `hello` is its first message.
        case joined(ordinal: Int, hello: String)
        /// The session has its maximum of viewers.
        case full(maximum: Int)
        /// The session ended meanwhile.
        case ended
    }

    /// A fresh shared session of `sceneID`, or nil when the provider has no such scene.
    init?(
        credentials: ShareCredentials, sceneID: String, provider: any SceneProvider, limits: SessionLimits, share: ShareLimits,
        seconds: @escaping @Sendable () -> Double, onEnd: @escaping @Sendable () -> Void
    ) {
        guard let scene = provider.makeSession(sceneID: sceneID) else { return nil }
        self.credentials = credentials
        self.sceneID = sceneID
        self.scene = scene
        self.limits = limits
        self.share = share
        self.seconds = seconds
        self.onEnd = onEnd
        self.lastAdvance = seconds()
    }

    /// The number of viewers now.
    var viewerCount: Int { viewers.count }

    /// Animations panel requests being worked on now.
    var pendingInspectionCount: Int { inspections.count }

    /// Ticks until the session ends (its last viewer left more than the grace period ago): run it
    /// in a task of its own, on the scene executor. Cancelling that task ends the session too
    /// (no tick runs after it; viewers still connected are told with an `error` text).
    func run() async {
        let period = 1 / share.framesPerSecond
        var next = seconds()
        while !isEnded {
            next += period
            let now = seconds()
            if next < now - period { next = now }  // far behind (a stalled machine): do not catch up
            if next > now {
                // A cancelled sleep returns at once: without this check the loop would spin.
                do { try await Task.sleep(for: .nanoseconds(Int64((next - now) * 1e9))) } catch { break }
            }
            if Task.isCancelled { break }
            tick(period: period)
        }
        if !isEnded {
            let text = ServerMessage.error(message: SharedSessionRefusal.ended.description).json
            for viewer in viewers.values { viewer.outbox.offer([.text(text)]) }
            end()
        }
    }

    /// Adds a viewer whose messages go to `outbox`.
    func join(outbox: ViewerOutbox) -> Join {
        guard !isEnded else { return .ended }
        guard viewers.count < share.maximumViewers, nextOrdinal < 1 << 20 else { return .full(maximum: share.maximumViewers) }
        advanceClock()
        let ordinal = nextOrdinal
        nextOrdinal += 1
        viewers[ordinal] = SharedViewer(ordinal: ordinal, outbox: outbox)
        order.append(ordinal)
        emptySince = nil
        return .joined(ordinal: ordinal, hello: hello(for: ordinal))
    }

    /// Removes a viewer: its pointers that are down are cancelled, and its keys that are down are
    /// released unless another viewer holds them too; the next oldest viewer becomes the owner
    /// (its frames say so); the last one leaving starts the grace period.
    func leave(ordinal: Int) {
        guard let viewer = viewers.removeValue(forKey: ordinal) else { return }
        order.removeAll { $0 == ordinal }
        abandonInspections(of: ordinal)
        advanceClock()
        for (_, event) in viewer.pointersDown.sorted(by: { $0.key < $1.key }) {
            var cancel = event
            cancel.phase = .cancel
            cancel.buttons = []
            try? scene.apply(.input(.pointer(cancel)))
        }
        for (key, event) in viewer.keysDown.sorted(by: { $0.key < $1.key }) where !viewers.values.contains(where: { $0.keysDown[key] != nil }) {
            var release = event
            release.phase = .up
            release.modifiers = []
            try? scene.apply(.input(.key(release)))
        }
        if viewers.isEmpty { emptySince = seconds() }
    }

    /// Handles one text message from viewer `ordinal`. An Animations panel request returns once
    /// the ticks have answered it (or the viewer's task is cancelled, or the session ends: then
    /// with nothing to send).
    func receive(text: [UInt8], from ordinal: Int) async -> SessionController.Reply {
        let message: ClientMessage
        do {
            message = try ClientMessage(json: text)
        } catch {
            return SessionController.rejection(.invalidMessage(error))
        }
        guard viewers[ordinal] != nil else { return SessionController.Reply(messages: [], isRejection: false) }
        if case .inspect(let request) = message {
            // Answered to the viewer who asked, as in a session of one's own, but worked on by the
            // ticks (see ``workOnInspections(until:)``), on the scene as of now: the other viewers'
            // input meanwhile must not restart it (it could then never finish).
            advanceClock()
            let snapshot = scene.inspectionSnapshot()
            return await withTaskCancellationHandler {
                await withCheckedContinuation { (reply: CheckedContinuation<SessionController.Reply, Never>) in
                    if isEnded || Task.isCancelled || viewers[ordinal]?.connectionEnded != false {
                        reply.resume(returning: SessionController.Reply(messages: [], isRejection: false))
                    } else {
                        inspections.append(PendingInspection(ordinal: ordinal, job: InspectionJob(request), scene: snapshot, reply: reply))
                    }
                }
            } onCancel: {
                Task { await self.abandonInspections(of: ordinal) }
            }
        }
        return handle(message, from: ordinal)
    }

    /// Handles a message that is answered at once.
    private func handle(_ message: ClientMessage, from ordinal: Int) -> SessionController.Reply {
        guard var viewer = viewers[ordinal] else { return SessionController.Reply(messages: [], isRejection: false) }
        defer { viewers[ordinal] = viewer }
        advanceClock()
        do {
            switch message {
            case .ping(let id):
                return SessionController.Reply(messages: [.text(ServerMessage.pong(id: id).json)], isRejection: false)
            case .inspect:
                preconditionFailure("Animations panel requests are answered by the ticks")
            case .frame:
                viewer.credits = min(viewer.credits + 1, 2)
            case .requestFullFrame:
                viewer.inStep = false
                viewer.backlog.removeAll()
            case .transport(let command, _):
                try scene.perform(command)
            case .input(let event, let time):
                if case .viewport = event, ordinal != order.first { break }
                try apply(event, from: &viewer)
                viewer.pendingInputTime = time
            }
        } catch {
            return SessionController.rejection(.refused(error))
        }
        return SessionController.Reply(messages: [], isRejection: false)
    }

    private func apply(_ event: SceneEvent, from viewer: inout SharedViewer) throws(LiveSceneError) {
        if case .input(.key(let key)) = event {
            try scene.apply(event)
            viewer.keysDown[key.key] = key.phase == .down ? key : nil
            return
        }
        guard case .input(.pointer(var pointer)) = event else {
            try scene.apply(event)
            return
        }
        pointer.id = viewer.scenePointer(pointer.id)
        try scene.apply(.input(.pointer(pointer)))
        switch pointer.phase {
        case .down, .move: viewer.pointersDown[pointer.id] = pointer
        case .up, .cancel: viewer.pointersDown[pointer.id] = nil
        }
    }

    /// The viewer's connection ended (its tab closed, its socket failed) while its message loop
    /// may still be reading what it sent before: its Animations panel request that is waiting,
    /// and any later one, is answered with nothing at once, so the loop reads on to the end and
    /// the viewer leaves (``leave(ordinal:)``) instead of waiting for samples nobody will read.
    func connectionEnded(ordinal: Int) {
        guard viewers[ordinal] != nil else { return }
        viewers[ordinal]?.connectionEnded = true
        abandonInspections(of: ordinal)
    }

    /// Answers the viewer's Animations panel requests that are still waiting with nothing (it left,
    /// its connection ended, or its task was cancelled).
    private func abandonInspections(of ordinal: Int) {
        let abandoned = inspections.filter { $0.ordinal == ordinal }
        guard !abandoned.isEmpty else { return }
        inspections.removeAll { $0.ordinal == ordinal }
        for pending in abandoned { pending.reply.resume(returning: SessionController.Reply(messages: [], isRejection: false)) }
    }

    /// Works on the Animations panel requests, oldest first, one ``InspectionJob`` step at a
    /// time, until `deadline` (``seconds``) — at least one step — and answers those finished.
    private func workOnInspections(until deadline: Double) {
        var stepped = false
        while !inspections.isEmpty {
            if stepped, seconds() >= deadline { return }
            stepped = true
            if let outcome = inspections[0].step() {
                let pending = inspections.removeFirst()
                pending.reply.resume(returning: SessionController.reply(outcome))
            }
        }
    }

    /// One tick: the clock moves on; if a viewer asked for a frame, the scene is simulated up to
    /// the clock (within half a tick of work: a far seek is reached over several ticks), drawn and
    /// encoded once, and handed to the viewers; then Animations panel requests are worked on for
    /// at most ``inspectionShareOfTick`` of a tick (at least one step).
    func tick(period: Double) {
        advanceClock()
        if viewers.isEmpty {
            if let since = emptySince, seconds() - since >= share.gracePeriod { end() }
            return
        }
        ticks += 1
        drawFrame(workingUntil: seconds() + period / 2)
        workOnInspections(until: seconds() + period * Self.inspectionShareOfTick)
    }

    /// The frame part of ``tick(period:)``: nothing unless a viewer asked for a frame.
    private func drawFrame(workingUntil deadline: Double) {
        guard viewers.values.contains(where: { $0.credits > 0 }) else { return }
        while !scene.simulateTowardClock(maximumSeconds: 1) {
            if seconds() >= deadline { return }
        }
        let start = seconds()
        let wire: [UInt8]
        do {
            wire = try scene.renderFrame()
        } catch {
            // Answered like a frame: one error per request, only to sockets that took the previous
            // messages, so a scene that keeps failing sends nothing more than its frames would.
            let text = ServerMessage.error(message: SessionRejection.refused(error).description).json
            for ordinal in order {
                guard var viewer = viewers[ordinal], viewer.credits > 0, viewer.outbox.unwritten < share.maximumUnwritten else { continue }
                viewer.outbox.offer([.text(text)])
                viewer.credits -= 1
                viewers[ordinal] = viewer
            }
            return
        }
        let renderMilliseconds = (seconds() - start) * 1000
        sequence += 1
        let state = scene.state
        if state != stateValue {
            stateValue = state
            stateJSON = state.serialized()
        }
        let selfContained = Self.isSelfContained(wire)
        var keyframe: [UInt8]??
        var needsReset = false
        for ordinal in order {
            guard var viewer = viewers[ordinal] else { continue }
            let canSend = viewer.credits > 0 && viewer.outbox.unwritten < share.maximumUnwritten
            // A self-contained message decodes for anyone: every viewer is in step from it on.
            if selfContained { viewer.inStep = true }
            if viewer.inStep {
                let message = frameMessage(wire: wire, renderMilliseconds: renderMilliseconds, for: &viewer)
                if canSend {
                    viewer.outbox.offer((viewer.backlog + [message]).map { .binary($0) })
                    viewer.backlog.removeAll()
                    viewer.credits -= 1
                } else {
                    viewer.backlog.append(message)
                    if viewer.backlog.count > share.maximumBacklog {
                        viewer.backlog.removeAll()
                        viewer.inStep = false
                        viewer.lastStateJSON = nil
                    }
                }
            } else if canSend {
                if keyframe == nil { keyframe = .some(scene.keyframe()) }
                if let key = keyframe ?? nil {
                    let message = frameMessage(wire: key, renderMilliseconds: renderMilliseconds, for: &viewer)
                    viewer.outbox.offer([.binary(message)])
                    viewer.inStep = true
                    viewer.credits -= 1
                } else {
                    needsReset = true
                }
            }
            viewers[ordinal] = viewer
        }
        // A scene without keyframes: the stream's next message starts afresh, for everyone.
        if needsReset { scene.requestFullFrame() }
    }

    /// Ends the session: no more ticks, and it leaves the server's list.
    func end() {
        guard !isEnded else { return }
        isEnded = true
        let unanswered = inspections
        inspections.removeAll()
        for pending in unanswered { pending.reply.resume(returning: SessionController.Reply(messages: [], isRejection: false)) }
        onEnd()
    }

    private func advanceClock() {
        let now = seconds()
        let step = min(max(0, now - lastAdvance), limits.maximumClockStep)
        lastAdvance = now
        if step > 0 { scene.advance(by: RealDuration(seconds: step)) }
    }

    /// The frame message for one viewer: the shared wire message with this viewer's info (its
    /// `inputT`, the state when it changed for this viewer, the viewer count, the tick, and
    /// `"owner":true` when it is the owner).
    private func frameMessage(wire: [UInt8], renderMilliseconds: Double, for viewer: inout SharedViewer) -> [UInt8] {
        let state = viewer.lastStateJSON == stateJSON ? nil : stateJSON
        viewer.lastStateJSON = stateJSON
        let info = ServerMessage.FrameInfo(
            sequence: sequence, transport: scene.clock, renderMilliseconds: renderMilliseconds, byteCount: wire.count,
            inputClientTime: viewer.pendingInputTime, stateJSON: state)
        viewer.pendingInputTime = nil
        let json = ServerMessage.frame(info).json
        let owner = viewer.ordinal == order.first ? #","owner":true"# : ""
        return FrameMessage.join(info: String(json.dropLast()) + #","viewers":\#(viewers.count),"tick":\#(ticks)"# + owner + "}", frame: wire)
    }

    private func hello(for ordinal: Int) -> String {
        let hello = ServerMessage.hello(.init(sceneJSON: scene.sceneJSON, transport: scene.clock, limits: limits)).json
        var object = JSONText()
        object.string("id", credentials.id)
        object.string("key", credentials.key)
        object.integer("viewer", ordinal)
        object.bool("owner", ordinal == order.first)
        object.integer("viewers", viewers.count)
        object.integer("maxViewers", share.maximumViewers)
        return String(hello.dropLast()) + #","share":"# + object.result + "}"
    }

    /// Whether a frame message decodes without any earlier one: a wire message with the reset
    /// flag, or anything that is not a wire message (a test scene's text frames).
    static func isSelfContained(_ message: [UInt8]) -> Bool {
        guard message.count > 3, message[0] == WireFormat.magic[0], message[1] == WireFormat.magic[1] else { return true }
        return message[3] & 0x01 != 0
    }
}
