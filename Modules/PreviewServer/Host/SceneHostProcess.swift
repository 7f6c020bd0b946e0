import Dispatch
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A running scene host seen from the supervisor: the child process, the pipes to it, and the
/// requests waiting for their answers (answered in order, see ``HostRequest``).
///
/// Failure is contained: when the child crashes or exits, every waiting request and every later
/// one fails with the same ``HostFailure`` (the exit status or signal, and the child's last
/// lines on standard error); when a request waits longer than the timeout (a scene in an
/// infinite loop), the child is killed with SIGKILL and fails the same way. The supervisor
/// itself never runs scene code.
public final class SceneHostProcess: Sendable {
    /// The executable the child runs.
    public let executable: String
    /// The child's process id.
    public let processID: Int32
    private let toChild: Int32
    private let fromChild: Int32
    private let errorsFromChild: Int32
    private let timeout: Double
    private let state = Mutex(State())
    private let writer = DispatchQueue(label: "zoetrope.scene-host.writer")

    private struct Pending {
        var deadline: ContinuousClock.Instant
        var continuation: CheckedContinuation<HostReply, any Error>
    }

    private struct State {
        var pending: [Pending] = []
        var failure: HostFailure?
        var killReason: String?
        var stderrTail: [String] = []
        /// The runtime's own crash message lines (`Fatal error: …`), kept even when a long
        /// backtrace pushes them out of the tail.
        var runtimeMessages: [String] = []
        var stderrClosed = false
    }

    /// How many standard-error lines a failure keeps.
    public static let stderrLinesKept = 20

    /// Starts `executable arguments…` with its standard streams on pipes.
    ///
    /// - Parameters:
    ///   - executable: Absolute path of the scene host (a `PreviewApp` binary).
    ///   - arguments: Its arguments (`["scene-host"]`).
    ///   - timeout: Seconds a request may wait before the child is considered stuck and killed.
    ///   - onStderrLine: Called (on a background thread) with each line the child writes to
    ///     standard error, e.g. to show it in the terminal.
    /// - Throws: ``HostFailure`` if the process cannot be started.
    public init(
        executable: String,
        arguments: [String],
        timeout: Double = 5,
        onStderrLine: @escaping @Sendable (String) -> Void = { _ in }
    ) throws(HostFailure) {
        signal(SIGPIPE, SIG_IGN)  // a dead child's pipe must fail writes, not end the server
        var input: [Int32] = [0, 0], output: [Int32] = [0, 0], errors: [Int32] = [0, 0]
        guard pipe(&input) == 0, pipe(&output) == 0, pipe(&errors) == 0 else {
            throw HostFailure(message: "cannot create pipes for the scene host (errno \(errno))")
        }
        // Only the child's copies on 0, 1, 2 survive its exec (and no later child inherits these).
        for descriptor in input + output + errors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input[0], 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
        // Its own process group: a Ctrl-C in the terminal stops the supervisor, which stops the
        // host, rather than killing the host first and reporting that as a crash.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        close(input[0])
        close(output[1])
        close(errors[1])
        guard status == 0 else {
            close(input[1]); close(output[0]); close(errors[0])
            throw HostFailure(message: "cannot start the scene host '\(executable)' (error \(status))")
        }
        self.executable = executable
        self.processID = pid
        self.toChild = input[1]
        self.fromChild = output[0]
        self.errorsFromChild = errors[0]
        self.timeout = timeout
        startReadingErrors(onLine: onStderrLine)
        startReadingAnswers()
        startWatchdog()
    }

    /// The failure, once the child has stopped answering.
    public var failure: HostFailure? { state.withLock { $0.failure } }

    /// Sends a request and waits for its answer.
    ///
    /// - Throws: ``HostFailure`` if the child crashed, exited, was killed, or does so before
    ///   answering.
    public func request(_ request: HostRequest) async throws(HostFailure) -> HostReply {
        let bytes = HostWire.encode(request)
        do {
            return try await withCheckedThrowingContinuation { continuation in
                let failure: HostFailure? = state.withLock { state in
                    if let failure = state.failure { return failure }
                    state.pending.append(Pending(deadline: .now + .milliseconds(Int(timeout * 1000)), continuation: continuation))
                    let descriptor = toChild
                    writer.async { _ = SceneHostServer.writeAll(bytes, to: descriptor) }
                    return nil
                }
                if let failure { continuation.resume(throwing: failure) }
            }
        } catch let failure as HostFailure {
            throw failure
        } catch {
            throw HostFailure(message: "\(error)")
        }
    }

    /// Stops the child (SIGKILL) and fails what is waiting; for replacing it with a new build's.
    public func terminate() {
        state.withLock { state in
            if state.killReason == nil && state.failure == nil { state.killReason = "the scene host was replaced by a new build" }
        }
        kill(processID, SIGKILL)
    }

    // MARK: Threads

    private func startReadingAnswers() {
        BlockingThread.start { [self] in
            while let body = SceneHostServer.readMessage(from: fromChild), let reply = try? HostWire.decodeReply(body) {
                let waiting: Pending? = state.withLock { $0.pending.isEmpty ? nil : $0.pending.removeFirst() }
                waiting?.continuation.resume(returning: reply)
            }
            finish()
        }
    }

    /// After the answers pipe closed: reap the child, wait briefly for its last stderr lines,
    /// and fail everything waiting.
    private func finish() {
        var status: Int32 = 0
        while waitpid(processID, &status, 0) < 0 && errno == EINTR {}
        for _ in 0..<50 where !state.withLock({ $0.stderrClosed }) { usleep(10_000) }
        let pending: [Pending] = state.withLock { state in
            let pinned = state.runtimeMessages.filter { !state.stderrTail.contains($0) }
            let failure = HostFailure(message: state.killReason ?? HostFailure.exitMessage(status: status), stderrTail: pinned + state.stderrTail)
            state.failure = failure
            defer { state.pending.removeAll() }
            return state.pending
        }
        let failure = self.failure!
        for waiting in pending { waiting.continuation.resume(throwing: failure) }
        close(fromChild)
        writer.async { [toChild] in close(toChild) }
    }

    private func startReadingErrors(onLine: @escaping @Sendable (String) -> Void) {
        BlockingThread.start { [self] in
            var pending: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(errorsFromChild, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                pending += buffer[0..<count]
                while let newline = pending.firstIndex(of: 10) {
                    let line = String(decoding: pending[..<newline], as: UTF8.self)
                    pending.removeSubrange(...newline)
                    keep(line)
                    onLine(line)
                }
            }
            if !pending.isEmpty {
                let line = String(decoding: pending, as: UTF8.self)
                keep(line)
                onLine(line)
            }
            close(errorsFromChild)
            state.withLock { $0.stderrClosed = true }
        }
    }

    private func keep(_ line: String) {
        let isRuntimeMessage = ["Fatal error", "Precondition failed", "Assertion failed", "fatal error"].contains { line.contains($0) }
        state.withLock { state in
            if isRuntimeMessage && state.runtimeMessages.count < 5 { state.runtimeMessages.append(line) }
            state.stderrTail.append(line)
            if state.stderrTail.count > Self.stderrLinesKept { state.stderrTail.removeFirst(state.stderrTail.count - Self.stderrLinesKept) }
        }
    }

    private func startWatchdog() {
        let timeout = self.timeout
        BlockingThread.start { [self] in
            while state.withLock({ $0.failure == nil }) {
                usleep(50_000)
                let stuck: Bool = state.withLock { state in
                    guard state.failure == nil, state.killReason == nil, let first = state.pending.first, first.deadline < .now else { return false }
                    state.killReason = "the scene host did not answer within \(timeout == timeout.rounded() ? String(Int(timeout)) : String(timeout)) s (an infinite loop in a scene?) and was stopped"
                    return true
                }
                if stuck { kill(processID, SIGKILL) }
            }
        }
    }
}
