import Dispatch
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Threads of their own for scene work (simulating, drawing, encoding frames), so that sessions
/// never occupy the threads that serve HTTP: Swift's cooperative pool, which answers
/// `/api/health`, static files and upgrades, has one thread per core, and a session that
/// simulates an hour of scene time in one go used to hold one of them for 200 ms.
///
/// A `TaskExecutor`: a session's task runs here under `withTaskExecutorPreference`. Jobs run
/// in arrival order on `threadCount` dedicated threads; a session gives its thread up between
/// bounded slices of simulation (see ``SimulationPacer``), so the sessions sharing the pool take
/// turns every few milliseconds. The operating system shares the cores fairly between these
/// threads and the pool's, whatever the sessions do.
final class SceneExecutor: TaskExecutor, Sendable {
    /// The executor every in-process session of the server uses.
    static let shared = SceneExecutor(threadCount: max(2, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))

    /// The name of its threads (as `ps -L` and debuggers show them).
    static let threadName = "zoetrope-scene"

    private let jobs = Mutex(JobQueue())
    private let available = DispatchSemaphore(value: 0)

    /// A first-in first-out queue of jobs (a ring that grows).
    private struct JobQueue {
        var slots: [UnownedJob?] = Array(repeating: nil, count: 64)
        var head = 0
        var count = 0

        mutating func push(_ job: UnownedJob) {
            if count == slots.count {
                slots = (0..<count).map { slots[(head + $0) % slots.count] } + Array(repeating: nil, count: count)
                head = 0
            }
            slots[(head + count) % slots.count] = job
            count += 1
        }

        mutating func pop() -> UnownedJob? {
            guard count > 0 else { return nil }
            let job = slots[head]
            slots[head] = nil
            head = (head + 1) % slots.count
            count -= 1
            return job
        }
    }

    /// Starts `threadCount` threads (≥ 1) that live as long as the process.
    init(threadCount: Int) {
        for _ in 0..<max(1, threadCount) {
            BlockingThread.start { [self] in
                Self.nameCurrentThread()
                while true {
                    available.wait()
                    guard let job = jobs.withLock({ $0.pop() }) else { continue }
                    job.runSynchronously(on: asUnownedTaskExecutor())
                }
            }
        }
    }

    /// Names the calling thread ``threadName`` through `/proc/thread-self/comm` (Linux; Glibc's
    /// `pthread_setname_np` is not visible to Swift).
    private static func nameCurrentThread() {
        let descriptor = open("/proc/thread-self/comm", O_WRONLY)
        guard descriptor >= 0 else { return }
        _ = threadName.utf8CString.withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count - 1) }
        close(descriptor)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        jobs.withLock { $0.push(job) }
        available.signal()
    }
}
