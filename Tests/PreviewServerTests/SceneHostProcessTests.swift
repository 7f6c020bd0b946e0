import Testing
@testable import PreviewServer

/// Failure containment of the scene host process, with stand-in children (shell scripts): a
/// crash by signal, an exit, and a child that never answers are reported to every waiting
/// request with the child's last stderr lines, and the supervisor carries on.
@Suite("SceneHostProcess")
struct SceneHostProcessTests {
    static func host(_ script: String, timeout: Double = 5) throws -> SceneHostProcess {
        try SceneHostProcess(executable: "/bin/sh", arguments: ["-c", script], timeout: timeout)
    }

    @Test("a child killed by a trap's signal fails the request with the signal and its last stderr lines")
    func crash() async throws {
        let host = try Self.host("echo 'Fatal error: boom' >&2; kill -ILL $$")
        await #expect(throws: HostFailure(message: "the scene host crashed (SIGILL: a Swift runtime trap — fatalError, precondition, force-unwrapped nil, overflow, index out of range)", stderrTail: ["Fatal error: boom"])) {
            try await host.request(.list)
        }
        // Later requests fail at once with the same failure.
        await #expect(throws: HostFailure.self) { try await host.request(.list) }
        #expect(host.failure?.stderrTail == ["Fatal error: boom"])
    }

    @Test("the runtime's crash message is kept even when a long backtrace follows it")
    func crashMessagePinned() async throws {
        let host = try Self.host("echo 'Orbit.swift:3: Fatal error: boom' >&2; i=0; while [ $i -lt 40 ]; do echo \"frame $i\" >&2; i=$((i+1)); done; kill -ILL $$")
        await #expect(throws: HostFailure.self) { try await host.request(.list) }
        let tail = try #require(host.failure?.stderrTail)
        #expect(tail.first == "Orbit.swift:3: Fatal error: boom")
        #expect(tail.last == "frame 39")
        #expect(tail.count == SceneHostProcess.stderrLinesKept + 1)
    }

    @Test("a child that exits reports its status")
    func exit() async throws {
        let host = try Self.host("exit 3")
        await #expect(throws: HostFailure(message: "the scene host exited with status 3")) { try await host.request(.list) }
    }

    @Test("a child that does not answer within the timeout is killed (an infinite loop)")
    func timeout() async throws {
        // It would sleep for 60 s and then exit with status 0: only the watchdog gives this message.
        let host = try Self.host("echo looping >&2; exec sleep 60", timeout: 0.3)
        await #expect(throws: HostFailure(message: "the scene host did not answer within 0.3 s (an infinite loop in a scene?) and was stopped", stderrTail: ["looping"])) {
            try await host.request(.list)
        }
    }

    @Test("an executable that does not exist cannot start")
    func missing() {
        #expect(throws: HostFailure.self) { try SceneHostProcess(executable: "/nonexistent/preview", arguments: []) }
    }
}
