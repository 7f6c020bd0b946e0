import Drawing
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The scene host's side of the pipes: runs every session's ``SessionController`` for the
/// supervisor, one request at a time, in the child process (`preview scene-host`). A client
/// message takes at most ``SessionLimits/sceneSlice`` of work per request (``HostReply``), so
/// the sessions sharing the host take turns; the supervisor budgets each one's CPU.
///
/// A user's scene that traps or loops forever takes only this process down; the supervisor keeps
/// the pages, the sockets and the logs, and starts the next build's host.
public struct SceneHostServer {
    private let scenes: any SceneProvider
    private let limits: SessionLimits
    private var sessions: [UInt32: SessionController] = [:]
    /// Exports' sessions (``HostRequest/exportReplay(session:log:)``), by id.
    private var exports: [UInt32: any ExportScene] = [:]
    private let stopwatch: @Sendable () -> Double

    /// A host for the scenes of `scenes`.
    ///
    /// - Parameters:
    ///   - scenes: The scenes this build offers.
    ///   - limits: The limits the sessions announce and apply (the clock step cap) and the slice
    ///     of work a client message gets per request.
    public init(scenes: any SceneProvider, limits: SessionLimits = .standard) {
        self.scenes = scenes
        self.limits = limits
        let clock = ContinuousClock()
        let start = clock.now
        self.stopwatch = {
            let elapsed = clock.now - start
            return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        }
    }

    /// Answers one request, a client message to the end (however much simulation it needs).
    public mutating func handle(_ request: HostRequest) -> SessionController.Reply {
        answer(request, slice: .infinity).reply
    }

    /// Answers one request, working on a client message for at most `slice` seconds: a frame
    /// far ahead is then unfinished (``HostReply/isUnfinished``), and ``HostRequest/resume(session:)``
    /// continues it. In between, the session takes no other message; other sessions do.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - slice: Seconds of work after which no further simulation step starts (one always does).
    /// - Returns: The reply, whether it is unfinished, and the processor seconds the request used.
    public mutating func answer(_ request: HostRequest, slice: Double) -> HostReply {
        let started = stopwatch()
        let startedWork = SimulationPacer.threadCPUSeconds()
        var reply: SessionController.Reply? = nil
        switch request {
        case .list:
            reply = .init(messages: [.text(scenes.listJSON)], isRejection: false)
        case .open(let id, let sceneID):
            if let controller = makeController(sceneID: sceneID) {
                sessions[id] = controller
                reply = .init(messages: [.text(controller.hello.json)], isRejection: false)
            } else {
                reply = SessionController.rejection(.sceneHost("no scene has the id '\(sceneID)'"))
            }
        case .message(let id, let text):
            if sessions[id] == nil {
                reply = SessionController.rejection(.sceneHost("the session is not open"))
            } else if sessions[id]!.isUnfinished {
                reply = SessionController.rejection(.sceneHost("the session's previous message is unfinished"))
            } else {
                reply = sessions[id]!.receive(text: Array(text.utf8), workingUntil: started + slice)
            }
        case .resume(let id):
            if sessions[id]?.isUnfinished == true {
                reply = sessions[id]!.resume(workingUntil: started + slice)
            } else {
                reply = SessionController.rejection(.sceneHost("the session has no unfinished message"))
            }
        case .replay(let id, let sceneID, let log):
            if var controller = makeController(sceneID: sceneID) {
                var notes: [SessionController.Outgoing] = []
                for entry in log.entries {
                    if let refusal = controller.replay(entry) { notes.append(.text(refusal)) }
                }
                sessions[id] = controller
                reply = .init(messages: [.text(controller.hello.json)] + notes, isRejection: false)
            } else {
                reply = SessionController.rejection(.sceneHost("no scene has the id '\(sceneID)' in this build"))
            }
        case .close(let id):
            sessions[id] = nil
            exports[id] = nil
            reply = .init(messages: [], isRejection: false)
        case .exportReplay(let id, let log):
            reply = replayExport(id: id, log: log)
        case .exportFrame(let id, let time):
            reply = exportFrame(id: id, time: time)
        }
        return HostReply(
            reply ?? .init(messages: [], isRejection: false), isUnfinished: reply == nil, workSeconds: max(0, SimulationPacer.threadCPUSeconds() - startedWork)
        )
    }

    private mutating func replayExport(id: UInt32, log: String) -> SessionController.Reply {
        guard let source = scenes as? any ExportSource else {
            return .init(messages: [.text("this scene host cannot replay logs")], isRejection: true)
        }
        do {
            exports[id] = try source.replay(log: log)
            return .init(messages: [], isRejection: false)
        } catch {
            return .init(messages: [.text(ErrorResponse.statusAndMessage(for: error).1)], isRejection: true)
        }
    }

    private mutating func exportFrame(id: UInt32, time: Double) -> SessionController.Reply {
        guard exports[id] != nil else {
            return .init(messages: [.text("the export's session is not open")], isRejection: true)
        }
        do {
            // Mutated in place (no copy of the session's state).
            let frame = try exports[id]!.frame(at: time)
            return .init(messages: [.binary(try frame.wireMessage())], isRejection: false)
        } catch {
            return .init(messages: [.text("the frame at t = \(time) s could not be made: \(error)")], isRejection: true)
        }
    }

    private func makeController(sceneID: String) -> SessionController? {
        guard let session = scenes.makeSession(sceneID: sceneID) else { return nil }
        return SessionController(session: session, limits: limits, stopwatch: stopwatch)
    }

    /// Serves requests from standard input until it closes, answering on the original standard
    /// output; standard output is then pointed at standard error, so a scene's `print` lands in
    /// the supervisor's terminal instead of corrupting the answers.
    ///
    /// - Returns: When the supervisor closed the pipe (exit status 0 is then right).
    public mutating func runOverStandardStreams() {
        let answers = dup(1)
        dup2(2, 1)
        defer { close(answers) }
        while let body = Self.readMessage(from: 0) {
            let reply: HostReply
            do {
                reply = answer(try HostWire.decodeRequest(body), slice: limits.sceneSlice)
            } catch {
                reply = HostReply(SessionController.rejection(.sceneHost("the scene host could not read a request: \(error.reason)")))
            }
            guard Self.writeAll(HostWire.encode(reply), to: answers) else { return }
        }
    }

    /// Reads one length-prefixed message; `nil` at end of input or on a corrupt header.
    static func readMessage(from descriptor: Int32) -> [UInt8]? {
        guard let header = readExactly(4, from: descriptor),
              let length = try? HostWire.bodyLength(header: header) else { return nil }
        return readExactly(length, from: descriptor)
    }

    static func readExactly(_ count: Int, from descriptor: Int32) -> [UInt8]? {
        if count == 0 { return [] }
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + done, count - done) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { return nil }
            done += got
        }
        return bytes
    }

    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var done = 0
        while done < bytes.count {
            let wrote = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + done, bytes.count - done) }
            if wrote < 0 && errno == EINTR { continue }
            guard wrote > 0 else { return false }
            done += wrote
        }
        return true
    }
}
