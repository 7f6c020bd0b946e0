import Drawing
import Stage

/// The message-level logic of one preview session, free of sockets: turns client messages into
/// calls on a ``LiveScene`` and into the server's replies.
///
/// Time: every client message (but ping) carries the page's clock in milliseconds. Before the
/// message takes effect, the scene's clock is advanced by the wall time since the previous
/// message (`Δt / 1000` seconds, capped at ``SessionLimits/maximumClockStep``); a timestamp
/// earlier than the latest one seen does not move the clock. So input lands at the scene time
/// it happened at, frames show the scene at the page's frame time, and a run is a pure function
/// of the message sequence — the server never reads the wall clock for scene time.
///
/// Replies: a frame request yields **one** binary message (``FrameMessage``): the frame info —
/// with the scene's state when it changed — and the wire frame; a ping yields a pong; a full-frame
/// request makes the next frame a whole frame with the reset flag; a rejected message yields one `error` text and ``Reply/isRejection``; anything else yields nothing.
public struct SessionController {
    /// One outgoing WebSocket message.
    public enum Outgoing: Equatable, Sendable {
        /// A JSON text message.
        case text(String)
        /// A binary wire-format frame.
        case binary([UInt8])
    }

    /// The answer to one client message.
    public struct Reply: Equatable, Sendable {
        /// Messages to send, in order.
        public var messages: [Outgoing]
        /// Whether the client message was rejected (it counts against the rejection budget).
        public var isRejection: Bool
    }

    private var session: any LiveScene
    private let limits: SessionLimits
    private let stopwatch: () -> Double
    private var latestClientTime: Double?
    private var pendingInputTime: Double?
    /// Whether the page has been told that the log is full.
    private var toldLogIsFull = false
    private var sequence = 0
    private var lastState: JSONValue?
    /// The message being handled in slices, until its simulation reaches the clock.
    private var unfinished: ClientMessage?
    /// The unfinished message's inspection work, when it is an Animations panel request.
    private var inspection: InspectionJob?

    /// Creates the controller for a fresh scene session.
    ///
    /// - Parameters:
    ///   - session: The scene session, used by this controller only.
    ///   - limits: The session limits (the clock step cap, and what the hello announces).
    ///   - stopwatch: Monotonic seconds, used only to report how long drawing a frame took.
    public init(session: any LiveScene, limits: SessionLimits = .standard, stopwatch: @escaping () -> Double) {
        self.session = session
        self.limits = limits
        self.stopwatch = stopwatch
    }

    /// The scene session, for tests.
    var sceneForTesting: any LiveScene { session }

    /// The hello message that opens the session.
    public var hello: ServerMessage {
        .hello(.init(sceneJSON: session.sceneJSON, transport: session.clock, limits: limits))
    }

    /// Handles one text message.
    ///
    /// - Parameter text: The message's UTF-8 bytes.
    /// - Returns: The replies; a malformed or refused message is answered with an error.
    public mutating func receive(text: some Collection<UInt8>) -> Reply {
        let message: ClientMessage
        do {
            message = try ClientMessage(json: text)
        } catch {
            return Self.rejection(.invalidMessage(error))
        }
        do {
            return try handle(message)
        } catch {
            return Self.rejection(.refused(error))
        }
    }

    /// Handles one decoded message, simulating toward a far frame in slices of at most a second
    /// of scene time with `pacer` between them (see ``SimulationPacer``), so the scene's thread
    /// is shared with other sessions; the reply is the same as ``handle(_:)``'s, a refusal
    /// answered as ``receive(text:)`` answers it.
    ///
    /// - Parameters:
    ///   - message: The message.
    ///   - pacer: The session's pacer.
    mutating func receive(_ message: ClientMessage, pacer: SimulationPacer) async -> Reply {
        if let reply = receive(message, workingUntil: -.infinity) { return reply }
        return await finish(pacer: pacer)
    }

    /// Finishes the unfinished message (see ``receive(_:workingUntil:)``) one step of simulation
    /// at a time (a deadline already past), with `pacer` between steps.
    ///
    /// - Parameter pacer: The session's pacer.
    /// - Returns: The message's reply.
    mutating func finish(pacer: SimulationPacer) async -> Reply {
        precondition(isUnfinished, "finish(pacer:) needs an unfinished message")
        while true {
            await pacer.breathe()
            if let reply = resume(workingUntil: -.infinity) { return reply }
        }
    }

    /// Handles one text message in slices, for a caller that cannot wait in between (the scene
    /// host of `serve --watch`, whose supervisor paces the session): simulates toward a far
    /// frame in steps of at most a second of scene time until `deadline`, and then stops.
    ///
    /// - Parameters:
    ///   - text: The message's UTF-8 bytes.
    ///   - deadline: The ``stopwatch`` time (seconds) after which no further step starts; at
    ///     least one step is always taken.
    /// - Returns: The reply (as ``receive(text:)`` would give it), or `nil` when the message is
    ///   unfinished: ``resume(workingUntil:)`` continues it, and no other message may come first.
    mutating func receive(text: some Collection<UInt8>, workingUntil deadline: Double) -> Reply? {
        let message: ClientMessage
        do {
            message = try ClientMessage(json: text)
        } catch {
            return Self.rejection(.invalidMessage(error))
        }
        return receive(message, workingUntil: deadline)
    }

    /// Handles one decoded message as ``receive(text:workingUntil:)`` does.
    ///
    /// - Parameters:
    ///   - message: The message.
    ///   - deadline: The ``stopwatch`` time (seconds) after which no further step starts; at
    ///     least one step is always taken (a deadline already past: exactly one).
    /// - Returns: The reply, or `nil` when the message is unfinished (see
    ///   ``receive(text:workingUntil:)``).
    mutating func receive(_ message: ClientMessage, workingUntil deadline: Double) -> Reply? {
        if case .frame(let time) = message { advanceClock(to: time) }
        unfinished = message
        return resume(workingUntil: deadline)
    }

    /// Whether a message handled in slices is unfinished (see ``receive(text:workingUntil:)``).
    var isUnfinished: Bool { unfinished != nil }

    /// Continues the unfinished message (see ``receive(text:workingUntil:)``).
    ///
    /// - Parameter deadline: The ``stopwatch`` time (seconds) after which no further step starts.
    /// - Returns: The message's reply, or `nil` while it is still unfinished (and when no message
    ///   is unfinished: check ``isUnfinished`` first).
    mutating func resume(workingUntil deadline: Double) -> Reply? {
        guard let message = unfinished else { return nil }
        switch message {
        case .frame:
            while !session.simulateTowardClock(maximumSeconds: 1) {
                if stopwatch() >= deadline { return nil }
            }
        case .inspect(let request):
            var job = inspection ?? InspectionJob(request)
            while true {
                if let outcome = job.step(on: &session) {
                    unfinished = nil
                    inspection = nil
                    return Self.reply(outcome)
                }
                if stopwatch() >= deadline {
                    inspection = job
                    return nil
                }
            }
        default:
            break
        }
        unfinished = nil
        do {
            return try handle(message)
        } catch {
            return Self.rejection(.refused(error))
        }
    }

    /// Handles one binary message: always rejected, clients speak JSON text.
    public mutating func receiveBinary() -> Reply {
        Self.rejection(.binaryMessage)
    }

    /// A rejection reply: one `error` message with the rejection's text.
    public static func rejection(_ rejection: SessionRejection) -> Reply {
        Reply(messages: [.text(ServerMessage.error(message: rejection.description).json)], isRejection: true)
    }

    /// Handles one decoded message.
    ///
    /// - Throws: ``LiveSceneError`` when the scene refuses it; nothing has changed then except
    ///   the clock's advance to the message's time.
    public mutating func handle(_ message: ClientMessage) throws(LiveSceneError) -> Reply {
        if let time = message.clientTime { advanceClock(to: time) }
        switch message {
        case .ping(let id):
            return Reply(messages: [.text(ServerMessage.pong(id: id).json)], isRejection: false)
        case .input(let input, let time):
            guard session.loggedEventCount < limits.maximumLoggedEvents else {
                // Ignored, not rejected: a page dragging past the cap must not be closed for it.
                defer { toldLogIsFull = true }
                let notice = SessionRejection.logFull(limit: limits.maximumLoggedEvents).description
                return Reply(messages: toldLogIsFull ? [] : [.text(ServerMessage.error(message: notice).json)], isRejection: false)
            }
            try session.apply(input)
            pendingInputTime = time
            return Reply(messages: [], isRejection: false)
        case .transport(let command, _):
            try session.perform(command)
            return Reply(messages: [], isRejection: false)
        case .frame:
            return try renderFrame()
        case .requestFullFrame:
            session.requestFullFrame()
            return Reply(messages: [], isRejection: false)
        case .inspect(let request):
            return Self.inspect(request, in: &session)
        }
    }

    /// Replays one logged step of an earlier session without drawing: a frame request only moves
    /// the clock, other messages take effect as when they first arrived.
    ///
    /// - Parameter entry: The step.
    /// - Returns: `nil` when the step took effect, or why the session refused it now (a scene
    ///   rebuilt without a parameter the log sets, say).
    public mutating func replay(_ entry: SessionLog.Entry) -> String? {
        switch entry {
        case .frame(let time):
            // The frame was drawn in the original session: input before it is not pending.
            advanceClock(to: time)
            pendingInputTime = nil
            return nil
        case .message(let text):
            let message: ClientMessage
            do {
                message = try ClientMessage(json: Array(text.utf8))
            } catch {
                return SessionRejection.invalidMessage(error).description
            }
            do {
                _ = try handle(message)
                return nil
            } catch {
                return SessionRejection.refused(error).description
            }
        }
    }

    /// Answers the Animations panel (docs/session-protocol.md §2.4) in one go from `scene` (a
    /// shared session works an ``InspectionJob`` across its ticks instead); changes nothing the
    /// page sees.
    static func inspect(_ request: InspectionRequest, in scene: inout any LiveScene) -> Reply {
        var job = InspectionJob(request)
        return reply(job.finish(on: &scene))
    }

    /// The reply to a finished Animations panel request (here and in shared sessions). A reply
    /// over the size cap is an error but not a rejection: the client asked for nothing wrong.
    static func reply(_ outcome: InspectionJob.Outcome) -> Reply {
        switch outcome {
        case .reply(let text):
            Reply(messages: [.text(text)], isRejection: false)
        case .rejection(let rejection):
            if case .inspectionTooLarge = rejection {
                Reply(messages: [.text(ServerMessage.error(message: rejection.description).json)], isRejection: false)
            } else {
                Self.rejection(rejection)
            }
        }
    }

    private mutating func advanceClock(to time: Double) {
        guard let latest = latestClientTime else {
            latestClientTime = time
            return
        }
        guard time > latest else { return }
        session.advance(by: RealDuration(seconds: min((time - latest) / 1000, limits.maximumClockStep)))
        latestClientTime = time
    }

    private mutating func renderFrame() throws(LiveSceneError) -> Reply {
        let start = stopwatch()
        let bytes = try session.renderFrame()
        let elapsed = max(0, stopwatch() - start)
        sequence += 1
        // Compared as values: the state is serialised only when it changed, not every frame.
        let state = session.state
        var stateJSON: String?
        if state != lastState {
            lastState = state
            stateJSON = state.serialized()
        }
        let info = ServerMessage.FrameInfo(
            sequence: sequence,
            transport: session.clock,
            renderMilliseconds: elapsed * 1000,
            byteCount: bytes.count,
            inputClientTime: pendingInputTime,
            stateJSON: stateJSON
        )
        pendingInputTime = nil
        return Reply(messages: [.binary(FrameMessage.join(info: ServerMessage.frame(info).json, frame: bytes))], isRejection: false)
    }
}
