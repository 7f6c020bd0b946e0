import Dispatch
import Drawing
import Synchronization

/// Exports under `serve --watch`: the posted log is replayed in the current scene host (the
/// child process that runs this build's scenes, never the supervisor), and every frame is a
/// request to it (``HostRequest/exportFrame(session:time:)``), answered as a wire message that
/// the supervisor decodes and Raster draws. The frames are those the in-process source gives,
/// so the files are the same, byte for byte.
///
/// The export's requests take their turn with the pages' (one request at a time in the host);
/// the same limits apply as in process, plus the host's request timeout per frame. If the host
/// stops or is replaced by a new build during a clip, the clip ends with that failure.
public struct HostedExportSource: ExportSource {
    let hub: LiveReloadHub

    /// Replays exports in `hub`'s current scene host.
    public init(hub: LiveReloadHub) {
        self.hub = hub
    }

    public func replay(log: String) throws(ExportError) -> any ExportScene {
        guard let host = hub.current?.host else { throw .unavailable }
        let id = hub.exportSessionID()
        let reply = try HostedExportScene.ask(host, .exportReplay(session: id, log: log))
        guard !reply.reply.isRejection else {
            throw .invalidLog(HostedExportScene.reason(reply))
        }
        return HostedExportScene(host: host, id: id)
    }
}

/// An export's session in the scene host: asks it for frames; closes the session when released.
final class HostedExportScene: ExportScene {
    private let host: SceneHostProcess
    private let id: UInt32

    init(host: SceneHostProcess, id: UInt32) {
        self.host = host
        self.id = id
    }

    deinit {
        let host = host, id = id
        Task { _ = try? await host.request(.close(session: id)) }
    }

    func frame(at seconds: Double) throws(ExportError) -> Frame {
        let reply = try Self.ask(host, .exportFrame(session: id, time: seconds))
        guard !reply.reply.isRejection, case .binary(let bytes)? = reply.reply.messages.first else {
            throw .failed("the scene host gave no frame at t = \(seconds) s: \(Self.reason(reply))")
        }
        do {
            return try Frame(wireMessage: bytes)
        } catch {
            throw .failed("the scene host's frame at t = \(seconds) s does not decode: \(error)")
        }
    }

    /// Sends `request` and waits for the answer on this thread (a thread of the export's own,
    /// not one of Swift concurrency's: the wait blocks it).
    static func ask(_ host: SceneHostProcess, _ request: HostRequest) throws(ExportError) -> HostReply {
        let answer = Answer()
        Task {
            let result: Result<HostReply, HostFailure>
            do throws(HostFailure) {
                result = .success(try await host.request(request))
            } catch {
                result = .failure(error)
            }
            answer.result.withLock { $0 = result }
            answer.done.signal()
        }
        answer.done.wait()
        switch answer.result.withLock({ $0! }) {
        case .success(let reply): return reply
        case .failure(let failure): throw .failed("the scene host stopped: \(failure.message)")
        }
    }

    /// A request's answer, handed from the task that awaits it to the waiting thread.
    private final class Answer: Sendable {
        let result = Mutex<Result<HostReply, HostFailure>?>(nil)
        let done = DispatchSemaphore(value: 0)
    }

    /// The text of a rejection (the host's plain-text reason).
    static func reason(_ reply: HostReply) -> String {
        if case .text(let text)? = reply.reply.messages.first { return text }
        return "no reason given"
    }
}
