import Foundation
@testable import PreviewServer
@testable import preview
import Stage
import Testing
import ZoetropeTestSupport

/// Exports under `serve --watch` (``HostedExportSource``) with a real scene host (`preview
/// scene-host` child): the log is replayed in the child and the frames come over the pipe, so
/// the files are those of the in-process export, byte for byte; a host that stops ends the
/// export with that reason.
@Suite("serve --watch: exports through the scene host")
struct HostedExportTests {
    /// The scenes of the `preview` binary the scene host runs, in this process.
    static let inProcess = RegistrySceneProvider(registry: try! SceneRegistry(validating: Preview.scenes))

    static func hub() async throws -> LiveReloadHub {
        let hub = LiveReloadHub()
        try await hub.install(SceneHostProcess(executable: CommandRunner.executableURL.path, arguments: ["scene-host"], timeout: 20), grace: 0)
        return hub
    }

    /// A drag of the demo square, held, and a parameter: the frames depend on the log.
    static let log = #"{"scene":"demo","viewport":{"width":390,"height":844},"parameters":{"size":60},"events":["#
        + #"{"t":0.1,"type":"pointerDown","id":1,"x":195,"y":422},{"t":0.2,"type":"pointerMove","id":1,"x":275,"y":422},"#
        + #"{"t":0.6,"type":"pointerUp","id":1,"x":275,"y":422}]}"#

    /// Runs `work` on a thread of its own (the sources block while they wait for the host).
    static func onThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
        }
    }

    @Test("Export PNG: the same bytes as in process, at several times")
    func png() async throws {
        let source = HostedExportSource(hub: try await Self.hub())
        for time in ["0", "0.35", "1.2"] {
            let request = try ExportRequest.png(json: Array(#"{"log":\#(Self.log),"time":\#(time),"scale":2}"#.utf8), limits: .standard)
            let (hosted, local) = try await Self.onThread {
                (try ExportRenderer.png(request, source: source), try ExportRenderer.png(request, source: Self.inProcess))
            }
            #expect(hosted == local, "t = \(time)")
            #expect(hosted.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        }
    }

    @Test("Export clip (APNG, lossless): the same bytes as in process, with progress")
    func clip() async throws {
        let source = HostedExportSource(hub: try await Self.hub())
        let request = try ExportRequest.clip(
            json: Array(#"{"log":\#(Self.log),"from":0.1,"to":0.9,"fps":10,"scale":1,"format":"apng"}"#.utf8), limits: .standard)
        let (hosted, local, progress) = try await Self.onThread {
            var progress: [Int] = []
            let hosted = try ExportRenderer.record(ExportRenderer.prepareClip(request, source: source, limits: .standard),
                                                   limits: .standard, progress: { progress.append($0) }, isCancelled: { false })
            let local = try ExportRenderer.record(ExportRenderer.prepareClip(request, source: Self.inProcess, limits: .standard),
                                                  limits: .standard, progress: { _ in }, isCancelled: { false })
            return (hosted, local, progress)
        }
        #expect(hosted == local)
        #expect(hosted.count > 1000)
        #expect(progress.last == 8)
    }

    @Test("A log the host's build refuses is a 400 naming the problem, as in process")
    func badLog() async throws {
        let source = HostedExportSource(hub: try await Self.hub())
        for log in [#"{"scene":"nope","events":[]}"#, #"{"scene":"demo","events":[{"t":0.1,"type":"fly"}]}"#,
                    #"{"scene":"demo","parameters":{"size":9999},"events":[]}"#] {
            let hosted = await Self.refusal { _ = try source.replay(log: log) }
            let local = await Self.refusal { _ = try Self.inProcess.replay(log: log) }
            #expect(hosted != nil && hosted == local, "\(log): \(String(describing: hosted)) vs \(String(describing: local))")
        }
    }

    @Test("No scene host (a failed build): 503; a host that stops mid-export ends it with the host's reason")
    func hostGone() async throws {
        #expect(await Self.refusal { _ = try HostedExportSource(hub: LiveReloadHub()).replay(log: Self.log) } == .unavailable)
        let hub = try await Self.hub()
        let source = HostedExportSource(hub: hub)
        let error = await Self.refusal {
            var scene = try source.replay(log: Self.log)
            _ = try scene.frame(at: 0.1)
            hub.current?.host.terminate()
            for i in 0..<100 { _ = try scene.frame(at: 0.1 + Double(i) / 60) }
        }
        guard case .failed(let message)? = error else {
            Issue.record("expected a failure, got \(String(describing: error))")
            return
        }
        #expect(message.contains("the scene host stopped") && message.contains("replaced by a new build"), "\(message)")
    }

    /// The `ExportError` `work` throws (on a thread of its own), or nil.
    static func refusal(_ work: @escaping @Sendable () throws -> Void) async -> ExportError? {
        try? await onThread { () -> ExportError? in
            do {
                try work()
                return nil
            } catch {
                return error as? ExportError ?? .failed("not an ExportError: \(error)")
            }
        }
    }
}
