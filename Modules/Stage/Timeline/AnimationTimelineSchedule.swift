/// Entries as often as the content animates (SwiftUI's `AnimationTimelineSchedule`, written
/// `.animation` or `.animation(minimumInterval:paused:)`).
///
/// Entries are `s, s + i, s + 2i, …` with `i = minimumInterval`, or 1/120 s when it is nil (the
/// system's choice, as OpenSwiftUI makes it); minimumInterval 1.5 gives 0, 1.5, 3.0, …. A paused
/// schedule, or any `.lowFrequency` mode, has **no entries**: the timeline keeps showing its
/// start.
///
/// Without a minimum interval the content follows every displayed frame, so
/// `date(at: t, …)` is `t` itself (not rounded down to the 1/120 s grid). Intervals that are not
/// finite and positive count as nil.
public struct AnimationTimelineSchedule: TimelineSchedule, Hashable {
    /// The shortest time between updates, or nil for every frame.
    public var minimumInterval: SceneDuration?
    /// Whether updates are paused.
    public var paused: Bool

    /// The nominal interval of a schedule without a minimum interval: 1/120 s.
    public static let defaultInterval = SceneDuration(seconds: 1.0 / 120)

    /// A schedule updating at most every `minimumInterval` (every frame when nil), or not at all
    /// when `paused`.
    public init(minimumInterval: SceneDuration? = nil, paused: Bool = false) {
        if let m = minimumInterval, m.seconds.isFinite, m.seconds > 0 {
            self.minimumInterval = m
        } else {
            self.minimumInterval = nil
        }
        self.paused = paused
    }

    private func isRunning(_ mode: TimelineScheduleMode) -> Bool { !paused && mode == .normal }

    private var step: SceneDuration { minimumInterval ?? Self.defaultInterval }

    /// The animation entries (empty when paused or in low-frequency mode).
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        let start: SceneTime
        let step: SceneDuration
        let running: Bool
        var index = 0.0

        /// The next entry.
        public mutating func next() -> SceneTime? {
            guard running else { return nil }
            defer { index += 1 }
            return SceneTime(seconds: start.seconds + index * step.seconds)
        }
    }

    /// The entries of a timeline started at `start` (see the type\'s description).
    public func entries(from start: SceneTime, mode: TimelineScheduleMode) -> Entries {
        Entries(start: start, step: step, running: isRunning(mode))
    }

    /// The latest entry at or before `time`, or `start` when none has been reached.
    public func date(at time: SceneTime, from start: SceneTime, mode: TimelineScheduleMode = .normal) -> SceneTime {
        guard isRunning(mode), time >= start else { return start }
        guard let m = minimumInterval else { return time }
        let k = ((time.seconds - start.seconds) / m.seconds + timelineTolerance).rounded(.down)
        return SceneTime(seconds: start.seconds + k * m.seconds)
    }

    /// The first entry strictly after `time`, or nil when there are no more.
    public func nextEntry(after time: SceneTime, from start: SceneTime, mode: TimelineScheduleMode = .normal) -> SceneTime? {
        guard isRunning(mode) else { return nil }
        guard time >= start else { return start }
        let k = ((time.seconds - start.seconds) / step.seconds + timelineTolerance).rounded(.down) + 1
        return SceneTime(seconds: start.seconds + k * step.seconds)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Updates every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// Updates at most every `minimumInterval` seconds (every frame when nil), or not at all when
    /// `paused`.
    public static func animation(minimumInterval: SceneDuration? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
