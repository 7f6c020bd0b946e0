import Stage

/// The state machine of pull-to-refresh.md B.5: the state, `progress`, the baseline `c0`, the
/// refresh count, the refresh start time and the pending timers.
///
/// It only ever looks at the content offset c, never at pointer events. Each tick the scene
/// calls `evaluate(contentOffset:at:maxOffset:refreshDuration:)` (step 3, the geometry
/// evaluation) and then `fireNextTimer(upTo:returnDuration:rollOutDuration:)` until it returns
/// nil (step 4). Both report what changed so the scene can start the animations that go with it.
public struct RefreshMachine: Sendable {
    /// A state change or progress change the scene reacts to.
    public enum Change: Hashable, Sendable {
        /// `idle → pulling`: the baseline was captured.
        case beganPulling
        /// `progress` changed while pulling (old and new values).
        case progress(from: Double, to: Double)
        /// `pulling → ongoing`: a refresh started (its start time is `refreshStart`).
        case refreshStarted
        /// `ongoing → preparingToFinish` at the timer's due time: merge the new events.
        case refreshCompleted
        /// `preparingToFinish → finishing` at the timer's due time.
        case finishing
        /// `finishing → idle` at the timer's due time.
        case idle
    }

    /// Timers are due when a tick time is within this many seconds of their due time, so that
    /// sums such as `t_on + 5.0` that round a hair above a tick `k/60` still fire on that tick.
    public static let timerTolerance = 1e-9

    /// The current state (`idle` before the first tick).
    public private(set) var state: RefreshState = .idle
    /// The pull progress, `min(1, (c − c0)/maxOffset)` while pulling; may be negative; 0 during
    /// a refresh.
    public private(set) var progress = 0.0
    /// The baseline c0 captured on the tick after `idle`, in points.
    public private(set) var baseline = 0.0
    /// How many refreshes have started.
    public private(set) var refreshCount = 0
    /// When the latest refresh started (`t_on`), or nil before the first.
    public private(set) var refreshStart: SceneTime?
    private var timers = SceneTimers<RefreshTimer>()

    /// A machine in `idle`, before the first tick.
    public init() {}

    /// The earliest pending timer's due time, nil when none is pending.
    public var nextDue: SceneTime? { timers.nextDue }

    /// Tick step 3: the book's "compare the content's top with its starting top" logic, run
    /// once per tick with that tick's c.
    ///
    /// - Parameters:
    ///   - c: The content offset in points; a non-finite value counts as 0.
    ///   - time: The tick's time.
    ///   - maxOffset: The pull that completes the progress, > 0 (points).
    ///   - refreshDuration: How long a refresh started now runs, ≥ 0 (seconds).
    /// - Returns: What changed, if anything.
    public mutating func evaluate(contentOffset c: Double, at time: SceneTime, maxOffset: Double,
                                  refreshDuration: Double) -> Change?
    {
        let c = c.isFinite ? c : 0
        switch state {
        case .idle:
            baseline = c
            state = .pulling
            return .beganPulling
        case .pulling where progress < 1:
            let old = progress
            progress = Swift.min(1, (c - baseline) / Swift.max(maxOffset, .leastNormalMagnitude))
            return progress == old ? nil : .progress(from: old, to: progress)
        case .pulling:
            state = .ongoing
            progress = 0
            refreshCount += 1
            refreshStart = time
            timers.schedule(.refreshCompleted, at: time + SceneDuration(seconds: Swift.max(0, refreshDuration)))
            return .refreshStarted
        case .ongoing, .preparingToFinish, .finishing:
            return nil
        }
    }

    /// Tick step 4: fires the earliest timer due at or before `time` (within
    /// `timerTolerance`), scheduling its follow-up from its due time.
    ///
    /// - Parameters:
    ///   - time: The tick's time.
    ///   - returnDuration: From refresh completion to `finishing`, ≥ 0 (seconds).
    ///   - rollOutDuration: From `finishing` to `idle`, ≥ 0 (seconds).
    /// - Returns: The change and the timer's due time (date what it starts from there), or nil
    ///   when no timer is due.
    public mutating func fireNextTimer(upTo time: SceneTime, returnDuration: Double, rollOutDuration: Double)
        -> (change: Change, due: SceneTime)?
    {
        guard let (timer, due) = timers.popNext(upTo: time + SceneDuration(seconds: Self.timerTolerance)) else {
            return nil
        }
        switch timer {
        case .refreshCompleted:
            state = .preparingToFinish
            timers.schedule(.finish, at: due + SceneDuration(seconds: Swift.max(0, returnDuration)))
            return (.refreshCompleted, due)
        case .finish:
            state = .finishing
            timers.schedule(.idle, at: due + SceneDuration(seconds: Swift.max(0, rollOutDuration)))
            return (.finishing, due)
        case .idle:
            state = .idle
            baseline = 0
            return (.idle, due)
        }
    }
}
