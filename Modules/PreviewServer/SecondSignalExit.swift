import ServiceLifecycle
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Makes a second SIGINT or SIGTERM end the process at once, the way a second Ctrl-C does in
/// other dev servers: once the first signal has started the graceful shutdown, it gives both
/// signals back their default action, so the next one terminates the process (a shell reports
/// status 130 for SIGINT) whatever the shutdown is still waiting for.
///
/// A service of the server's group, listed last: the group starts a graceful shutdown with the
/// last service, so this one acts first and returns at once (its group ignores its return).
struct SecondSignalExit: Service {
    /// The signals that start the graceful shutdown.
    let signals: [Int32]

    func run() async throws {
        try await gracefulShutdown()
        for number in signals { signal(number, SIG_DFL) }
    }
}
