#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A detached POSIX thread for a loop that blocks (reading a pipe, sleeping), so that it never
/// occupies a thread of Dispatch's or Swift concurrency's pools, which are sized to the cores:
/// a scene host's readers and watchdog must run however many hosts are alive, and a `swift
/// build` of `serve --watch` (minutes) must not take one of the pool's two threads.
public enum BlockingThread {
    private final class Body {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    /// Runs `work` on a thread of its own and returns its result, without holding the caller's
    /// thread meanwhile: for a call that blocks for long (a `swift build` and its output, a file
    /// copy).
    public static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            start { continuation.resume(returning: work()) }
        }
    }

    /// Starts `body` on a new thread.
    static func start(_ body: @escaping @Sendable () -> Void) {
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(&thread, nil, { raw in
            let body = Unmanaged<Body>.fromOpaque(raw!).takeRetainedValue()
            body.run()
            return nil
        }, context)
        if status == 0 {
            pthread_detach(thread)
        } else {
            Unmanaged<Body>.fromOpaque(context).release()
            preconditionFailure("cannot start a thread (error \(status))")
        }
    }
}
