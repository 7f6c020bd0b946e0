import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process-level backstops of a graceful shutdown, for ``PreviewService/run(onReady:)``:
///
/// - A second SIGINT or SIGTERM (the first starts the graceful shutdown) ends the process at
///   once with status 130 (128 + SIGINT), the way a second Ctrl-C does in other dev servers.
/// - If the server has still not returned `backstop` seconds after the first signal (a
///   connection that ignores cancellation), the process exits with status 0: the shutdown was
///   asked for, and the kernel closes whatever sockets are left.
///
/// It watches with Dispatch signal sources, beside swift-service-lifecycle's own (which starts
/// the graceful shutdown on the first signal); it changes no signal disposition itself.
final class ShutdownEscalation: Sendable {
    private let sources: [any DispatchSourceSignal]

    /// Starts watching SIGINT and SIGTERM.
    ///
    /// - Parameter backstop: Seconds after the first signal when the process exits regardless.
    init(backstop: Double) {
        let queue = DispatchQueue(label: "zoetrope.preview.shutdown")
        let count = SignalCount()
        sources = [SIGINT, SIGTERM].map { number in
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                switch count.increment() {
                case 1:
                    queue.asyncAfter(deadline: .now() + backstop) { exit(0) }
                default:
                    _exit(130)
                }
            }
            source.resume()
            return source
        }
    }

    /// Stops watching (the server returned on its own).
    func cancel() {
        for source in sources { source.cancel() }
    }
}

/// Signals seen so far; touched only on ``ShutdownEscalation``'s serial queue.
private final class SignalCount: @unchecked Sendable {
    private var value = 0

    func increment() -> Int {
        value += 1
        return value
    }
}
