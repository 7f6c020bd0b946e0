import Curves

/// One animation running on an `@Animated` property, as the animation inspector shows it.
public struct RunningAnimationDescription: Hashable, Sendable {
    /// The animation as SwiftUI source (`Animation.description`), modifiers included:
    /// `.spring(response: 0.55, dampingFraction: 0.825)`,
    /// `.easeInOut(duration: 0.35).repeatCount(3, autoreverses: true)`, `.default`.
    public var animation: String
    /// The scene time at which it started (the change's transaction time).
    public var start: SceneTime
    /// The scene time after which it has finished — start plus the animation's duration for this
    /// change, delays, speed and repeats included (a spring: when it settles, which depends on
    /// the distance); `nil` when it never finishes (`repeatForever`).
    public var end: SceneTime?
    /// Whether it is a persistent spring that took over the animations running before it
    /// (retargeting: it starts from their position and velocity, not from rest).
    public var isMerged: Bool

    /// Describes a run of an animated value.
    public init<Data>(_ run: AnimatedValueRun<Data>) {
        animation = run.animation.description
        start = SceneTime(seconds: run.beginTime)
        end = run.finishTime.isFinite ? SceneTime(seconds: run.finishTime) : nil
        isMerged = run.isMerged
    }

    /// Creates a description from its parts (tests, decoders).
    public init(animation: String, start: SceneTime, end: SceneTime?, isMerged: Bool = false) {
        self.animation = animation
        self.start = start
        self.end = end
        self.isMerged = isMerged
    }
}
