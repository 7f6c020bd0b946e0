import NIOCore
import NIOPosix

/// Runs the process's Swift concurrency on NIO's event loops, where the server's sockets are
/// read and written, instead of on Swift's own cooperative pool.
///
/// A session's task reads a message that an event loop has just received and writes its frame
/// back through that event loop: with the pool, each message crossed threads twice (a futex
/// wake-up each way) plus once per actor hop inside the WebSocket library. On the event loops
/// the task stays on the thread that owns its connection (NIO picks the current loop when a job
/// is enqueued from one; a task coming back from the scene executor or a scene host's reader
/// thread resumes on any loop). Measured with 150 pull-to-refresh sessions at 60 fps: server CPU
/// per frame served 162 → 142 µs, one run each (docs/session-protocol.md §3.1).
///
/// What must not run there still does not: long scene work runs on the ``SceneExecutor``'s own
/// threads (only work that has just proved short runs where the message was read, see
/// ``InlineWorkPolicy``), files are read on NIO's blocking thread pool, exports, the scene
/// host's pipes and `--watch`'s builds on threads of their own (``BlockingThread``). A scene's
/// own initializer still runs where the session starts (as it ran on the pool before).
public enum EventLoopConcurrency {
    /// Installs NIO's singleton event loop group (the one Hummingbird serves on) as Swift
    /// concurrency's global executor. Call it once, from the main thread, before any other task
    /// starts: `preview serve` does, first thing (``PreviewApp``'s `main`).
    ///
    /// - Returns: Whether it was installed (false where the hook is unavailable).
    @discardableResult
    public static func install() -> Bool {
        NIOSingletons.unsafeTryInstallSingletonPosixEventLoopGroupAsConcurrencyGlobalExecutor()
    }
}
