/// An entry at the start of every minute of scene time (SwiftUI's `EveryMinuteTimelineSchedule`,
/// written `.everyMinute`): the start of the minute containing `s` (which is `s` itself when
/// `s` is a whole minute), then every 60 s. The same in both modes (minutes are major updates).
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Hashable {
    private var periodic: PeriodicTimelineSchedule { PeriodicTimelineSchedule(from: .zero, by: 60) }

    /// The every-minute schedule.
    public init() {}

    /// The entries of a timeline started at `start` (see the type\'s description).
    public func entries(from start: SceneTime, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        periodic.entries(from: start, mode: mode)
    }

    /// The latest entry at or before `time`, or `start` when none has been reached.
    public func date(at time: SceneTime, from start: SceneTime, mode: TimelineScheduleMode = .normal) -> SceneTime {
        periodic.date(at: time, from: start, mode: mode)
    }

    /// The first entry strictly after `time`, or nil when there are no more.
    public func nextEntry(after time: SceneTime, from start: SceneTime, mode: TimelineScheduleMode = .normal) -> SceneTime? {
        periodic.nextEntry(after: time, from: start, mode: mode)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// An entry at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
