/// Exactly the given instants (SwiftUI's `ExplicitTimelineSchedule`, written `.explicit(_:)`),
/// whatever the start and the mode.
///
/// A timeline shows its start until the first given instant is reached, then the latest given
/// instant reached; instants already past at the start give one update with the last of them.
/// Give the instants in ascending order (as SwiftUI asks); `date(at:)` uses the greatest instant
/// reached either way.
public struct ExplicitTimelineSchedule: TimelineSchedule, Hashable {
    /// The instants, as given.
    public var instants: [SceneTime]

    /// A schedule of exactly `instants`.
    public init(_ instants: [SceneTime]) {
        self.instants = instants
    }

    /// The entries of a timeline started at `start` (see the type\'s description).
    public func entries(from start: SceneTime, mode: TimelineScheduleMode) -> [SceneTime] {
        instants
    }

    /// The latest entry at or before `time`, or `start` when none has been reached.
    public func date(at time: SceneTime, from start: SceneTime, mode: TimelineScheduleMode = .normal) -> SceneTime {
        instants.filter { $0.seconds <= time.seconds + timelineTolerance }.max() ?? start
    }

    /// The first entry strictly after `time`, or nil when there are no more.
    public func nextEntry(after time: SceneTime, from start: SceneTime, mode: TimelineScheduleMode = .normal) -> SceneTime? {
        instants.filter { $0.seconds > time.seconds + timelineTolerance }.min()
    }
}

extension TimelineSchedule where Self == ExplicitTimelineSchedule {
    /// Exactly the given instants.
    public static func explicit(_ instants: [SceneTime]) -> ExplicitTimelineSchedule {
        ExplicitTimelineSchedule(instants)
    }
}
