#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The scene host's side of the pipes: runs every session's ``SessionController`` for the
/// supervisor, one request at a time, in the child process (`preview scene-host`).
///
/// A user's scene that traps or loops forever takes only this process down; the supervisor keeps
/// the pages, the sockets and the logs, and starts the next build's host.
public struct SceneHostServer {
    private let scenes: any SceneProvider
    private let limits: SessionLimits
    private var sessions: [UInt32: SessionController] = [:]
    private let stopwatch: @Sendable () -> Double

    /// A host for the scenes of `scenes`.
    ///
    /// - Parameters:
    ///   - scenes: The scenes this build offers.
    ///   - limits: The limits the sessions announce and apply (the clock step cap).
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

    /// Answers one request.
    public mutating func handle(_ request: HostRequest) -> SessionController.Reply {
        switch request {
        case .list:
            return .init(messages: [.text(scenes.listJSON)], isRejection: false)
        case .open(let id, let sceneID):
            guard let controller = makeController(sceneID: sceneID) else {
                return SessionController.rejection(.sceneHost("no scene has the id '\(sceneID)'"))
            }
            sessions[id] = controller
            return .init(messages: [.text(controller.hello.json)], isRejection: false)
        case .message(let id, let text):
            guard sessions[id] != nil else { return SessionController.rejection(.sceneHost("the session is not open")) }
            return sessions[id]!.receive(text: Array(text.utf8))
        case .replay(let id, let sceneID, let log):
            guard var controller = makeController(sceneID: sceneID) else {
                return SessionController.rejection(.sceneHost("no scene has the id '\(sceneID)' in this build"))
            }
            var notes: [SessionController.Outgoing] = []
            for entry in log.entries {
                if let refusal = controller.replay(entry) { notes.append(.text(refusal)) }
            }
            sessions[id] = controller
            return .init(messages: [.text(controller.hello.json)] + notes, isRejection: false)
        case .close(let id):
            sessions[id] = nil
            return .init(messages: [], isRejection: false)
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
            let reply: SessionController.Reply
            do {
                reply = handle(try HostWire.decodeRequest(body))
            } catch {
                reply = SessionController.rejection(.sceneHost("the scene host could not read a request: \(error.reason)"))
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
