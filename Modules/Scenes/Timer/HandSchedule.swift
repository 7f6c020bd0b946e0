import Stage

/// When the analog hands are redrawn (timer.md §8.3), as Stage timeline schedules started at
/// t_run: `frame` follows every frame, `tenth` steps every 0.1 s (the default), `second` every
/// second. Whatever the schedule, the hands only move while the timer runs.
public enum HandSchedule: String, Hashable, Sendable, CaseIterable {
    /// Every frame (`.animation`).
    case frame
    /// At most ten updates a second (`.periodic(from: t_run, by: 0.1)`).
    case tenth
    /// Once a second (`.periodic(from: t_run, by: 1)`).
    case second

    /// The instant the hands show at `time` for a run that started at `runStart`.
    public func sampleTime(at time: SceneTime, runStart: SceneTime) -> SceneTime {
        switch self {
        case .frame: AnimationTimelineSchedule.animation.date(at: time, from: runStart)
        case .tenth: PeriodicTimelineSchedule.periodic(from: runStart, by: 0.1).date(at: time, from: runStart)
        case .second: PeriodicTimelineSchedule.periodic(from: runStart, by: 1).date(at: time, from: runStart)
        }
    }

    /// The remaining time the hands show at `time` (§8.3): `end − sample time` while running,
    /// else the timer's frozen value.
    public func remaining(of timer: BrewTimer, at time: SceneTime) -> Double {
        guard timer.status == .running else { return timer.remaining(at: time) }
        return timer.remaining(at: sampleTime(at: time, runStart: timer.runStart))
    }
}
