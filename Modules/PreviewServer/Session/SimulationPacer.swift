#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Paces one session's scene work (see ``SessionLimits/sceneShare``): it gives its thread of the
/// ``SceneExecutor`` up after every ``SessionLimits/sceneSlice`` of work, so that sessions take
/// turns, and waits — without holding a thread — while the session has used more than its
/// ``CPUBudget``. The session's own replies are delayed; no other session's are. A session of
/// `serve --watch` is paced the same way from the supervisor, charged the work its scene host
/// reports (see ``HostedSession``).
///
/// Work is the processor time of the threads that did it (`CLOCK_THREAD_CPUTIME_ID`), measured
/// piece by piece: a message's work runs on one thread between two suspension points (the hop
/// to the scene executor, each ``breathe()``), so the pacer reads the thread's clock at the start
/// of every piece (``begin()``, after each turn) and at its end (``suspend()``,
/// ``breathe()``, ``finish()``). Time spent waiting — for a scene thread, for the processor on a
/// loaded machine, in another session's turn — is not charged: on a busy server a session is
/// charged what it used, not what the others did meanwhile. The exception is work run where its
/// message was read (``addInlineWork(_:)``): short by policy and without a suspension point, it
/// is charged its wall time, which the session measures anyway, instead of two reads of the
/// thread's clock (each a system call).
///
/// Used by one session's task only.
final class SimulationPacer {
    private var budget: CPUBudget
    private let slice: Double
    private let seconds: () -> Double
    private let workSeconds: () -> Double
    /// The start of the current piece: the work clock, the wall clock and the thread doing it;
    /// `nil` between pieces.
    private var pieceStart: (work: Double, wall: Double, thread: pthread_t)?
    /// Work of finished pieces not charged yet, in seconds.
    private var uncharged = 0.0
    private var lastNotice = -Double.infinity
    private var hasWaited = false

    /// How often, at most, a throttled session is told so, in seconds.
    static let noticeInterval = 5.0

    /// - Parameters:
    ///   - limits: The session's share, burst and slice.
    ///   - seconds: Monotonic wall-clock seconds (the budget's refill, the waits, notices).
    ///   - workSeconds: The calling thread's processor time in seconds (the work charged);
    ///     ``threadCPUSeconds()`` unless a test drives it.
    init(limits: SessionLimits, seconds: @escaping () -> Double, workSeconds: @escaping () -> Double = SimulationPacer.threadCPUSeconds) {
        self.budget = CPUBudget(share: limits.sceneShare, burst: limits.sceneBurst)
        self.slice = limits.sceneSlice
        self.seconds = seconds
        self.workSeconds = workSeconds
    }

    /// Starts a piece of work on the calling thread (after a hop to another thread).
    func begin() {
        pieceStart = (workSeconds(), seconds(), pthread_self())
    }

    /// Ends the piece of work on the calling thread (before a hop): its time is charged with the
    /// next charge.
    func suspend() {
        if let start = pieceStart {
            // A piece that did end on another thread (a hop the caller did not announce) is
            // charged its wall time: two threads' processor clocks cannot be subtracted.
            let used = pthread_equal(start.thread, pthread_self()) != 0 ? workSeconds() - start.work : seconds() - start.wall
            uncharged += max(0, used)
        }
        pieceStart = nil
    }

    /// Between two pieces of one message's work: once a slice's work is done, charges it and
    /// gives the thread up (waiting if the session is now over its budget).
    func breathe() async {
        guard pieceStart != nil else {
            begin()
            return
        }
        suspend()
        guard uncharged >= slice else {
            begin()
            return
        }
        chargeUncharged()
        if budget.wait(at: seconds()) > 0 {
            await repay()
        } else {
            await Task.yield()
        }
        begin()
    }

    /// Seconds the session must wait now before more work (0 when it owes nothing).
    var wait: Double { budget.wait(at: seconds()) }

    /// A notice for the client if the session had to wait since the last notice, at most once
    /// every ``noticeInterval`` seconds; `nil` otherwise.
    func takeNotice() -> String? {
        let now = seconds()
        guard hasWaited, now - lastNotice >= Self.noticeInterval else { return nil }
        hasWaited = false
        lastNotice = now
        return SessionRejection.throttled(share: budget.share).description
    }

    /// Adds a piece of work that ran inline, where its message was read (``InlineWorkPolicy``),
    /// by its wall time: it had no suspension point and is short by policy (at most about
    /// ``SessionLimits/sceneInlineLimit``), so its wall time is its processor time but for
    /// preemption, which can only overcharge it. Reading the thread's processor clock instead
    /// costs a system call at each end (`CLOCK_THREAD_CPUTIME_ID` has no vDSO fast path): ~4 % of
    /// the server's CPU per frame with 150 sessions. Charged with the message's other pieces by
    /// ``finish()``.
    ///
    /// - Parameter seconds: The piece's wall time (≥ 0).
    func addInlineWork(_ seconds: Double) {
        uncharged += max(0, seconds)
    }

    /// For work done elsewhere (the scene host of `serve --watch`, which reports each request's
    /// work): charges `seconds` of work that just ended.
    func charge(_ seconds: Double) {
        budget.charge(seconds, at: self.seconds())
    }

    /// Sleeps until the session owes nothing (the thread is free meanwhile).
    func repay() async {
        let wait = budget.wait(at: seconds())
        // Sub-microsecond debts are rounding, not work.
        guard wait > 1e-6 else { return }
        hasWaited = true
        try? await Task.sleep(for: .nanoseconds(Int64(wait * 1e9)))
    }

    /// After a message: charges the rest of its work (the current piece, if any, ends on the
    /// calling thread).
    func finish() {
        suspend()
        chargeUncharged()
    }

    private func chargeUncharged() {
        budget.charge(uncharged, at: seconds())
        uncharged = 0
    }

    /// The calling thread's processor time (user and system), in seconds.
    static func threadCPUSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) * 1e-9
    }
}
