/// How eagerly a timeline should update (SwiftUI's `TimelineScheduleMode`).
public enum TimelineScheduleMode: Hashable, Sendable {
    /// Normal updates.
    case normal
    /// Only major updates (e.g. once a minute); `.animation` schedules stop entirely.
    case lowFrequency
}

/// When time-driven content redraws (SwiftUI's `TimelineSchedule`), in seconds on the scene's
/// virtual clock.
///
/// A schedule lists the instants (entries) at which a timeline's content changes. A timeline
/// started at `start` shows, at scene time `t`, the **latest entry at or before `t`**, or `start`
/// itself when there is none yet (`date(at:from:mode:)`). Entries before `start` are allowed: a
/// periodic schedule starts with the boundary at or before `start` (animation-semantics.md §8).
///
///     let schedule: some TimelineSchedule = .periodic(from: runStart, by: 0.1)
///     let sampleTime = schedule.date(at: t, from: runStart)   // steps of 0.1 s
///
/// Comparisons use a tolerance of 1e-9 s, so an instant computed as `start + 0.1·k` counts as
/// reached at exactly that time despite rounding.
public protocol TimelineSchedule: Sendable {
    /// The sequence of entries.
    associatedtype Entries: Sequence where Entries.Element == SceneTime

    /// The entries of a timeline started at `start`, in ascending order.
    func entries(from start: SceneTime, mode: TimelineScheduleMode) -> Entries

    /// The instant a timeline started at `start` shows at `time`: the latest entry ≤ `time`, or
    /// `start` when no entry has been reached. (Default: walks `entries`; the built-in schedules
    /// answer in closed form.)
    func date(at time: SceneTime, from start: SceneTime, mode: TimelineScheduleMode) -> SceneTime

    /// The first entry strictly after `time`, or nil when the schedule has no more: when the
    /// content must next be redrawn. (Default: walks `entries`.)
    func nextEntry(after time: SceneTime, from start: SceneTime, mode: TimelineScheduleMode) -> SceneTime?
}

/// The tolerance, in seconds, with which timeline comparisons treat instants as equal.
let timelineTolerance = 1e-9

/// The longest walk the default implementations take through a schedule's entries.
let timelineWalkLimit = 1_000_000

extension TimelineSchedule {
    /// The latest entry at or before `time`, or `start` when none has been reached.
    public func date(at time: SceneTime, from start: SceneTime, mode: TimelineScheduleMode = .normal) -> SceneTime {
        var latest: SceneTime?
        var steps = 0
        for entry in entries(from: start, mode: mode) {
            steps += 1
            if entry.seconds > time.seconds + timelineTolerance || steps > timelineWalkLimit { break }
            latest = entry
        }
        return latest ?? start
    }

    /// The first entry strictly after `time`, or nil when there are no more.
    public func nextEntry(after time: SceneTime, from start: SceneTime, mode: TimelineScheduleMode = .normal) -> SceneTime? {
        var steps = 0
        for entry in entries(from: start, mode: mode) {
            steps += 1
            if steps > timelineWalkLimit { return nil }
            if entry.seconds > time.seconds + timelineTolerance { return entry }
        }
        return nil
    }
}
