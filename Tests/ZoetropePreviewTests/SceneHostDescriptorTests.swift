import Foundation
import Glibc
@testable import PreviewServer
import Testing
import ZoetropeTestSupport

/// A scene host keeps none of its supervisor's stray descriptors: a pipe the supervisor holds
/// without close-on-exec (as another thread's brand-new pipe is for an instant) must not stay
/// open in the host, or a reader of that pipe waits for end of file as long as the host lives
/// (a fresh-clone CI run hung on it for 90 minutes).
@Suite("Scene host: inherited descriptors")
struct SceneHostDescriptorTests {
    /// The identity of `descriptor`'s open file in process `pid` (`pipe:[inode]` for a pipe).
    static func target(_ pid: Int32, _ descriptor: String) -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\(descriptor)")
    }

    @Test("a pipe the supervisor holds without close-on-exec is closed in the scene host")
    func strayPipeClosed() async throws {
        var stray: [Int32] = [0, 0]
        #expect(pipe(&stray) == 0)
        defer { close(stray[0]); close(stray[1]) }
        let strayTarget = try #require(Self.target(getpid(), String(stray[1])))
        let host = try SceneHostProcess(executable: CommandRunner.executableURL.path, arguments: ["scene-host"], timeout: 20)
        defer { host.terminate() }
        // Once it answers, the host has run past its start.
        _ = try await host.request(.list)
        let held = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(host.processID)/fd").compactMap { Self.target(host.processID, $0) }
        #expect(!held.isEmpty, "the host's descriptors can be read")
        #expect(!held.contains(strayTarget), "the scene host holds the supervisor's pipe \(strayTarget): \(held)")
    }
}
