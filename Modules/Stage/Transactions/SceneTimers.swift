/// Timers a scene schedules on its own clock (pull-to-refresh.md A.2, tick step 4): a value in
/// the scene's state, drained in due-time order.
///
///     var timers = SceneTimers<RefreshTimer>()
///     timers.schedule(.refreshDone, at: context.time + duration)
///
///     mutating func tick(in context: SceneContext) {
///         while let (timer, due) = timers.popNext(upTo: context.time) {
///             withTransaction(Transaction(time: due)) { fire(timer) }   // dated from the due time
///         }
///     }
///
/// A timer fires on the first drain whose time is ≥ its due time; timers due at the same time
/// fire in the order they were scheduled. Because `popNext` is called again after each firing,
/// a follow-up timer that a firing schedules and that is already due fires in the same drain.
public struct SceneTimers<Timer: Sendable>: Sendable {
    private struct Pending: Sendable {
        var due: SceneTime
        var order: Int
        var timer: Timer
    }

    private var pending: [Pending] = []
    private var counter = 0

    /// No timers.
    public init() {}

    /// Schedules `timer` to fire at `due`. A NaN due time counts as 0.
    public mutating func schedule(_ timer: Timer, at due: SceneTime) {
        let d = due.seconds.isNaN ? SceneTime.zero : due
        let entry = Pending(due: d, order: counter, timer: timer)
        counter += 1
        let index = pending.firstIndex { $0.due > d } ?? pending.count
        pending.insert(entry, at: index)
    }

    /// Cancels every timer for which `predicate` is true.
    public mutating func cancel(where predicate: (Timer) -> Bool) {
        pending.removeAll { predicate($0.timer) }
    }

    /// Cancels every timer.
    public mutating func cancelAll() {
        pending.removeAll()
    }

    /// The earliest due time, or nil when nothing is scheduled.
    public var nextDue: SceneTime? { pending.first?.due }

    /// The number of scheduled timers.
    public var count: Int { pending.count }

    /// Removes and returns the earliest timer due at or before `time`, with its due time.
    public mutating func popNext(upTo time: SceneTime) -> (timer: Timer, due: SceneTime)? {
        guard let first = pending.first, first.due <= time else { return nil }
        pending.removeFirst()
        return (first.timer, first.due)
    }
}
