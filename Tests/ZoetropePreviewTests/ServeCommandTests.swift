import Foundation
import PreviewServer
import Testing
import ZoetropeTestSupport

/// `preview serve` run as a real process, the way scripts/preview and the browser tests run it.
@Suite("preview serve")
struct ServeCommandTests {
    /// A temporary web root with an index page.
    static func makeWebRoot() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "<!doctype html><title>serve test</title>".write(to: folder.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test("prints the URL with the real port once ready, serves the page, and exits 0 on SIGTERM")
    func servesAndStops() throws {
        let root = try Self.makeWebRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let server = try ServerProcess(["serve", "--port", "0", "--web-root", root.path])
        let line = try server.waitForLine(timeout: 20)
        let match = try #require(line.wholeMatch(of: /Zoetrope preview: http:\/\/127\.0\.0\.1:(\d+)\//))
        let port = try #require(Int(match.1))
        #expect(port > 0)
        let response = try HTTPGet.fetch(port: port, path: "/")
        #expect(response.hasPrefix("HTTP/1.1 200"))
        #expect(response.contains("serve test"))
        let health = try HTTPGet.fetch(port: port, path: "/api/health")
        #expect(health.contains(#""status":"ok""#))
        server.signal(SIGTERM)
        #expect(try server.waitForExit(timeout: 15) == 0)
    }

    @Test("SIGINT stops it cleanly too")
    func sigint() throws {
        let root = try Self.makeWebRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let server = try ServerProcess(["serve", "--port", "0", "--web-root", root.path])
        _ = try server.waitForLine(timeout: 20)
        server.signal(SIGINT)
        #expect(try server.waitForExit(timeout: 15) == 0)
    }

    @Test("a stalled partial request does not hold SIGINT's shutdown: it is closed when the shutdown starts")
    func stalledHeadDoesNotHoldShutdown() throws {
        let root = try Self.makeWebRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let server = try ServerProcess(["serve", "--port", "0", "--web-root", root.path])
        let line = try server.waitForLine(timeout: 20)
        let port = try #require(line.wholeMatch(of: /Zoetrope preview: http:\/\/127\.0\.0\.1:(\d+)\//).flatMap { Int($0.1) })
        // A request head started and never finished (the server would wait 10 s for it).
        let stalled = try HTTPGet.connection(port: port, sending: "GET / HTTP/1.1\r\nHo")
        defer { close(stalled) }
        let start = Date()
        server.signal(SIGINT)
        #expect(try server.waitForExit(timeout: 15) == 0)
        // Before the fix the 10 s head timeout ended it; now nothing waits for it at all (the
        // bound leaves the 3 s deadline and a loaded machine room, and stays well under 10 s).
        #expect(Date().timeIntervalSince(start) < PreviewServerConfiguration.defaultShutdownDeadline + 2)
    }

    @Test("a second SIGINT ends the process at once while a client that stops reading holds the graceful shutdown")
    func secondSignal() throws {
        let root = try Self.makeWebRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let server = try ServerProcess(["serve", "--port", "0", "--web-root", root.path])
        let line = try server.waitForLine(timeout: 20)
        let port = try #require(line.wholeMatch(of: /Zoetrope preview: http:\/\/127\.0\.0\.1:(\d+)\//).flatMap { Int($0.1) })
        // A session whose client asks for hundreds of whole frames and reads none of them, with a
        // receive buffer of a few KiB: the server's writes back up, so its close frame can never
        // be written and the graceful shutdown waits for its 3 s deadline. (A client that merely
        // never reads was not enough: the server wrote its close frame and closed at once.)
        let upgrade = "GET /session?scene=demo HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: http://127.0.0.1:\(port)\r\n"
            + "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
        var frames = HTTPGet.clientText(#"{"type":"viewport","width":1600,"height":1200,"t":1}"#)
        for index in 1...400 {
            frames += HTTPGet.clientText(#"{"type":"requestFullFrame"}"#) + HTTPGet.clientText(#"{"type":"frame","t":\#(index * 16)}"#)
        }
        let stalled = try HTTPGet.connection(port: port, sending: upgrade, receiveBuffer: 4096)
        defer { close(stalled) }
        #expect(send(stalled, frames, frames.count, 0) == frames.count)
        let clientPort = try #require(HTTPGet.localPort(of: stalled))
        // Until 64 KiB wait in the server's send queue (more than this client's receive window:
        // stuck, not in flight); polled, for a loaded machine.
        var queued = 0
        for _ in 0..<1500 {
            queued = TCPSendQueue.bytes(localPort: port, remotePort: clientPort) ?? 0
            if queued >= 64 << 10 { break }
            Thread.sleep(forTimeInterval: 0.02)
        }
        try #require(queued >= 64 << 10, "the server's writes never backed up (\(queued) bytes queued)")
        let start = Date()
        server.signal(SIGINT)
        Thread.sleep(forTimeInterval: 0.3)
        server.signal(SIGINT)
        _ = try server.waitForExit(timeout: 15)
        #expect(server.exitedBySignal)
        #expect(server.exitStatus == SIGINT)
        #expect(Date().timeIntervalSince(start) < PreviewServerConfiguration.defaultShutdownDeadline)
    }

    @Test("a missing web root is a clear error")
    func missingWebRoot() throws {
        let result = try CommandRunner.run(["serve", "--port", "0", "--web-root", "/no/such/folder"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("does not exist"))
        #expect(result.stderr.contains("--web-root"))
    }

    @Test("an out-of-range port is refused before anything starts")
    func badPort() throws {
        let result = try CommandRunner.run(["serve", "--port", "70000"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--port"))
    }

    @Test("a port already in use is a clear error")
    func portInUse() throws {
        let root = try Self.makeWebRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try ServerProcess(["serve", "--port", "0", "--web-root", root.path])
        let line = try first.waitForLine(timeout: 20)
        let port = try #require(line.wholeMatch(of: /Zoetrope preview: http:\/\/127\.0\.0\.1:(\d+)\//)?.1)
        let second = try CommandRunner.run(["serve", "--port", String(port), "--web-root", root.path])
        #expect(second.status != 0)
        #expect(second.stderr.contains("cannot listen on 127.0.0.1:\(port)"))
        first.signal(SIGTERM)
        _ = try first.waitForExit(timeout: 15)
    }

    @Test("listening beyond loopback prints a warning")
    func nonLoopbackWarning() throws {
        let root = try Self.makeWebRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let server = try ServerProcess(["serve", "--host", "0.0.0.0", "--port", "0", "--web-root", root.path])
        let line = try server.waitForLine(timeout: 20)
        // The wildcard address is not a name the Host allow-list accepts: the URL names loopback.
        #expect(line.hasPrefix("Zoetrope preview: http://127.0.0.1:"))
        server.signal(SIGTERM)
        _ = try server.waitForExit(timeout: 15)
        #expect(server.standardError.contains("warning: listening on 0.0.0.0 exposes the preview to your network in clear text"))
        #expect(server.standardError.contains("share links with their keys (add --tls for HTTPS)"))
    }
}

/// A `preview` process whose output is collected as it runs.
final class ServerProcess: @unchecked Sendable {
    private let process = Process()
    private let output = Pipe()
    private let errors = Pipe()
    private let lock = NSLock()
    private var stdoutText = ""
    private var stderrText = ""

    struct Timeout: Error {}

    /// - Parameter environment: Replaces the inherited environment when given.
    /// - Parameter executable: The executable (default: Zoetrope's `preview`).
    init(_ arguments: [String], environment: [String: String]? = nil, executable: URL = CommandRunner.executableURL) throws {
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.standardOutput = output
        process.standardError = errors
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.withLock { self.stdoutText += String(decoding: data, as: UTF8.self) }
        }
        errors.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.withLock { self.stderrText += String(decoding: data, as: UTF8.self) }
        }
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    var standardError: String { lock.withLock { stderrText } }

    /// The process id.
    var processID: Int32 { process.processIdentifier }

    /// The first complete stdout line, waiting up to `timeout` seconds.
    func waitForLine(timeout: Double) throws -> String {
        try waitForLines(1, timeout: timeout)[0]
    }

    /// The first `count` complete stdout lines, waiting up to `timeout` seconds.
    func waitForLines(_ count: Int, timeout: Double) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let lines = lock.withLock { stdoutText.split(separator: "\n", omittingEmptySubsequences: false).dropLast() }
            if lines.count >= count { return lines.prefix(count).map(String.init) }
            guard process.isRunning else { break }
            Thread.sleep(forTimeInterval: 0.02)
        }
        throw Timeout()
    }

    func signal(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Whether the process ended by a signal it did not handle (then ``exitStatus`` is the signal).
    var exitedBySignal: Bool { process.terminationReason == .uncaughtSignal }

    /// The exit status or, after ``exitedBySignal``, the signal number.
    var exitStatus: Int32 { process.terminationStatus }

    /// The exit status, waiting up to `timeout` seconds.
    func waitForExit(timeout: Double) throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            guard Date() < deadline else { throw Timeout() }
            Thread.sleep(forTimeInterval: 0.02)
        }
        Thread.sleep(forTimeInterval: 0.05)   // let the readability handlers drain
        return process.terminationStatus
    }
}

/// A one-shot HTTP GET over a blocking socket to 127.0.0.1.
enum HTTPGet {
    struct Failure: Error {}

    static func fetch(port: Int, path: String) throws -> String {
        let descriptor = try connection(port: port, sending: "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
        defer { close(descriptor) }
        var response: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count <= 0 { break }
            response += buffer[..<count]
        }
        return String(decoding: response, as: UTF8.self)
    }

    /// Opens a TCP connection to the server, sends `text` and leaves the connection open (the
    /// caller closes the returned descriptor).
    ///
    /// - Parameter receiveBuffer: The socket's receive buffer in bytes (`SO_RCVBUF`, set before
    ///   connecting), or `nil` for the system's.
    static func connection(port: Int, sending text: String, receiveBuffer: Int32? = nil) throws -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure() }
        if var size = receiveBuffer {
            setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        let request = Array(text.utf8)
        guard connected == 0, send(descriptor, request, request.count, 0) == request.count else {
            close(descriptor)
            throw Failure()
        }
        return descriptor
    }

    /// The local port of a connected socket.
    static func localPort(of descriptor: Int32) -> Int? {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let result = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return result == 0 ? Int(UInt16(bigEndian: address.sin_port)) : nil
    }

    /// A masked client text frame (RFC 6455 §5.2) of fewer than 126 bytes.
    static func clientText(_ text: String) -> [UInt8] {
        let payload = Array(text.utf8)
        precondition(payload.count < 126, "one-byte lengths only")
        let mask: [UInt8] = [1, 2, 3, 4]
        return [0x81, 0x80 | UInt8(payload.count)] + mask + payload.enumerated().map { $1 ^ mask[$0 % 4] }
    }
}
