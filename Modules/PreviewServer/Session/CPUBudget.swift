/// One session's share of the CPU for scene work: it may use `burst` seconds of work at once,
/// then `share` seconds per second of wall time (a fraction of one core). Work beyond that is
/// owed, and the session waits until the debt is repaid before its next piece of work. Time is
/// passed in (seconds on any monotonic clock), so the budget is a pure value. The work charged
/// is processor time (``SimulationPacer`` reads each working thread's clock), so a session is
/// not charged for waiting on a busy machine.
public struct CPUBudget: Equatable, Sendable {
    /// Seconds of work allowed per second of wall time, sustained (> 0).
    public let share: Double
    /// Seconds of work allowed at once (> 0): the balance never grows past it.
    public let burst: Double
    /// Seconds of work available at ``lastTime``; negative when the session owes time.
    public private(set) var balance: Double
    /// The time of the last charge, in seconds; `nil` before the first.
    public private(set) var lastTime: Double?

    /// A full budget.
    ///
    /// - Parameters:
    ///   - share: The sustained share of one core, > 0 (0.5 is half a core).
    ///   - burst: Seconds of work allowed at once, > 0.
    public init(share: Double, burst: Double) {
        precondition(share > 0 && burst > 0, "a CPU budget needs a positive share and burst")
        self.share = share
        self.burst = burst
        self.balance = burst
    }

    /// Charges `seconds` of work that ended at `now`.
    ///
    /// - Parameters:
    ///   - seconds: The work's duration, ≥ 0 (negative or NaN counts as 0).
    ///   - now: Seconds on a monotonic clock; earlier than the previous call's counts as equal.
    public mutating func charge(_ seconds: Double, at now: Double) {
        refill(at: now)
        if seconds > 0 { balance -= seconds }
    }

    /// Seconds to wait from `now` until the session owes nothing (0 when it does not).
    ///
    /// - Parameter now: Seconds on the same clock as ``charge(_:at:)``.
    public func wait(at now: Double) -> Double {
        var copy = self
        copy.refill(at: now)
        return copy.balance >= 0 ? 0 : -copy.balance / share
    }

    private mutating func refill(at now: Double) {
        if let lastTime {
            let elapsed = now - lastTime
            guard elapsed > 0 else { return }
            balance = min(burst, balance + elapsed * share)
            self.lastTime = now
        } else if now.isFinite {
            lastTime = now
        }
    }
}
