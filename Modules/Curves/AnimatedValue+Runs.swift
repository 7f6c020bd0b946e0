/// One animation an ``AnimatedValue`` holds, as tools (the animation inspector) see it: what it
/// animates, with which animation, from when to when. A read-only copy; it changes nothing.
public struct AnimatedValueRun<Data: VectorArithmetic> {
    /// The animation, as it was given (its `description` is the SwiftUI source).
    public var animation: Animation
    /// The change this run animates, in animatable-data units (for a spring that merged into
    /// running animations: every merged change together).
    public var change: Data
    /// Absolute time (seconds, the value's clock) at which the run started.
    public var beginTime: Double
    /// Absolute time (seconds) after which the run has finished: `beginTime` plus the
    /// animation's finish time for this change (delays, speed and repeats included); `+∞` for a
    /// repeat-forever animation.
    public var finishTime: Double
    /// Absolute time (seconds) from which the run is logically complete (SwiftUI's completion
    /// callbacks fire then; a spring's is earlier than its finish).
    public var logicalCompletionTime: Double
    /// Whether this run is a persistent spring that took over running animations (SwiftUI's
    /// retargeting: it started from their position and velocity rather than from rest).
    public var isMerged: Bool

    /// Whether the run has finished at absolute `time` (seconds): strictly after `finishTime`.
    public func isFinished(at time: Double) -> Bool { time > finishTime }
}

extension AnimatedValueRun: Sendable where Data: Sendable {}
extension AnimatedValueRun: Equatable where Data: Equatable {}

extension AnimatedValue {
    /// The runs held now, oldest first (a finished run stays until the next change or
    /// `removeFinishedAnimations(at:)` drops it; see `isFinished(at:)`).
    public var animationRuns: [AnimatedValueRun<Value.AnimatableData>] {
        runs.map { run in
            AnimatedValueRun(
                animation: run.animation, change: run.interval, beginTime: run.beginTime,
                finishTime: run.beginTime + run.finishTime,
                logicalCompletionTime: run.beginTime + run.logicalCompletionTime,
                isMerged: run.springStart != nil)
        }
    }
}
