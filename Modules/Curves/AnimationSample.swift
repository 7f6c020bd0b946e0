/// One sample of an animation in *fraction space*: how much of the change is done and how fast
/// that fraction changes.
@usableFromInline
internal struct AnimationSample: Hashable, Sendable {
    /// The fraction of the change presented (0 at the start, 1 at the target; springs and
    /// overshooting curves leave 0…1).
    @usableFromInline var fraction: Double
    /// The rate of change of `fraction`, per second. Always finite: infinite slopes (a
    /// vertical curve) are clamped to ±1e9 per second.
    @usableFromInline var rate: Double

    @usableFromInline
    init(fraction: Double, rate: Double) {
        self.fraction = fraction
        self.rate = rate
    }

    /// The largest rate reported, per second.
    static let maximumRate = 1e9

    static func clampedRate(_ rate: Double) -> Double {
        if rate.isNaN { return 0 }
        return Swift.min(Swift.max(rate, -maximumRate), maximumRate)
    }
}
