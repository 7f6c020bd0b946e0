/// Entries at regular intervals from an anchor instant (SwiftUI's `PeriodicTimelineSchedule`,
/// written `.periodic(from:by:)`).
///
/// The entries for a timeline started at `s` begin with the boundary `a + k·p` at or before `s`
/// (the largest such k), then follow every `p` seconds: with a = 0, p = 5, s = 12 gives 10, 15,
/// 20, …; s = 15 gives 15, 20, …. When the anchor lies after `s`, the entries begin at the
/// anchor. Each entry is computed from its index, so no rounding error accumulates.
///
/// An interval that is not finite and positive yields the single entry `a`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Hashable {
    /// The anchor instant the boundaries are aligned to.
    public var anchor: SceneTime
    /// Seconds between entries.
    public var interval: SceneDuration

    /// Entries every `interval` aligned to `anchor`.
    public init(from anchor: SceneTime, by interval: SceneDuration) {
        self.anchor = anchor
        self.interval = interval
    }

    private var isValid: Bool { interval.seconds.isFinite && interval.seconds > 0 }

    /// The index of the first entry for a timeline started at `start`.
    private func firstIndex(_ start: SceneTime) -> Double {
        guard start > anchor else { return 0 }
        return ((start.seconds - anchor.seconds) / interval.seconds + timelineTolerance).rounded(.down)
    }

    private func entry(_ k: Double) -> SceneTime { SceneTime(seconds: anchor.seconds + k * interval.seconds) }

    /// The periodic entries (an endless sequence, or one entry for an invalid interval).
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        let schedule: PeriodicTimelineSchedule
        var index: Double
        let single: Bool
        var done = false

        /// The next entry.
        public mutating func next() -> SceneTime? {
            if done { return nil }
            if single {
                done = true
                return schedule.anchor
            }
            defer { index += 1 }
            return schedule.entry(index)
        }
    }

    /// The entries of a timeline started at `start` (see the type\'s description).
    public func entries(from start: SceneTime, mode: TimelineScheduleMode) -> Entries {
        isValid ? Entries(schedule: self, index: firstIndex(start), single: false) : Entries(schedule: self, index: 0, single: true)
    }

    /// The latest entry at or before `time`, or `start` when none has been reached.
    public func date(at time: SceneTime, from start: SceneTime, mode: TimelineScheduleMode = .normal) -> SceneTime {
        guard isValid else { return time.seconds + timelineTolerance >= anchor.seconds ? anchor : start }
        let first = firstIndex(start)
        guard time.seconds + timelineTolerance >= entry(first).seconds else { return start }
        let k = ((time.seconds - anchor.seconds) / interval.seconds + timelineTolerance).rounded(.down)
        return entry(Swift.max(k, first))
    }

    /// The first entry strictly after `time`, or nil when there are no more.
    public func nextEntry(after time: SceneTime, from start: SceneTime, mode: TimelineScheduleMode = .normal) -> SceneTime? {
        guard isValid else { return time.seconds + timelineTolerance < anchor.seconds ? anchor : nil }
        let first = firstIndex(start)
        let k = ((time.seconds - anchor.seconds) / interval.seconds + timelineTolerance).rounded(.down) + 1
        return entry(Swift.max(k, first))
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Entries every `interval` seconds, aligned to `anchor`.
    public static func periodic(from anchor: SceneTime, by interval: SceneDuration) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: anchor, by: interval)
    }
}
