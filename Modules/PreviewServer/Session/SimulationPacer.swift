/// Paces one session's scene work (see ``SessionLimits/sceneShare``): it gives its thread of the
/// ``SceneExecutor`` up after every ``SessionLimits/sceneSlice`` of work, so that sessions take
/// turns, and waits — without holding a thread — while the session has used more than its
/// ``CPUBudget``. The session's own replies are delayed; no other session's are. A session of
/// `serve --watch` is paced the same way from the supervisor, charged the work its scene host
/// reports (see ``HostedSession``).
///
/// Used by one session's task only.
final class SimulationPacer {
    private var budget: CPUBudget
    private let slice: Double
    private let seconds: () -> Double
    private var runningSince: Double?
    private var lastNotice = -Double.infinity
    private var hasWaited = false

    /// How often, at most, a throttled session is told so, in seconds.
    static let noticeInterval = 5.0

    /// - Parameters:
    ///   - limits: The session's share, burst and slice.
    ///   - seconds: Monotonic seconds.
    init(limits: SessionLimits, seconds: @escaping () -> Double) {
        self.budget = CPUBudget(share: limits.sceneShare, burst: limits.sceneBurst)
        self.slice = limits.sceneSlice
        self.seconds = seconds
    }

    /// Before a message: waits while the session owes CPU time.
    func admit() async {
        await repay()
        runningSince = seconds()
    }

    /// Between two pieces of one message's work: once a slice's time is used, charges it and
    /// gives the thread up (waiting if the session is now over its budget).
    func breathe() async {
        guard let since = runningSince else {
            runningSince = seconds()
            return
        }
        let now = seconds()
        guard now - since >= slice else { return }
        budget.charge(now - since, at: now)
        if budget.wait(at: now) > 0 {
            await repay()
        } else {
            await Task.yield()
        }
        runningSince = seconds()
    }

    /// A notice for the client if the session had to wait since the last notice, at most once
    /// every ``noticeInterval`` seconds; `nil` otherwise.
    func takeNotice() -> String? {
        let now = seconds()
        guard hasWaited, now - lastNotice >= Self.noticeInterval else { return nil }
        hasWaited = false
        lastNotice = now
        return SessionRejection.throttled(share: budget.share).description
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

    /// After a message: charges the rest of its work.
    func finish() {
        guard let since = runningSince else { return }
        let now = seconds()
        budget.charge(now - since, at: now)
        runningSince = nil
    }
}
