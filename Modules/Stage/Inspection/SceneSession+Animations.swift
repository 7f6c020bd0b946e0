extension SceneSession {
    /// The scene's animated properties at `time` (clamped like `frame(at:)`): each `@Animated`
    /// property named by its Swift path, with its presented and model values, velocity and
    /// running animations. Simulates up to `time` like `frame(at:)`; changes nothing else. Costs
    /// nothing unless called: the properties are found by `Mirror` on demand.
    ///
    /// - Parameters:
    ///   - time: The scene time.
    ///   - restingLimit: The most properties at rest to list, for a message that must stay small
    ///     (see `SceneAnimations.init(of:at:restingLimit:)`); nil lists all.
    public mutating func animations(at time: SceneTime, restingLimit: Int? = nil) -> SceneAnimations {
        let t = time.clampedToSessionRange
        return SceneAnimations(of: scene(at: t), at: t, restingLimit: restingLimit)
    }

    /// The presented value of the property at `path` at each of `times`, flattened to numbers
    /// (see `AnimatedPropertyDescription`); nil where the scene has no such property at that
    /// time. Evaluated on a copy of the session — its clock and current simulation are untouched
    /// — as a pure function of the log (events later than the current time included, as when
    /// scrubbing); the session keeps the checkpoints the copy made (see
    /// `continueSampling(_:maximumSeconds:)`).
    ///
    /// - Parameters:
    ///   - path: A property path as `animations(at:)` names it.
    ///   - times: Scene times, any order (clamped like `frame(at:)`); cheapest in increasing order.
    public mutating func animatedValues(of path: String, at times: [SceneTime]) -> [[Double]?] {
        var sampling = AnimatedValueSampling(path: path, times: times)
        while !continueSampling(&sampling, maximumSeconds: .infinity) {}
        return sampling.values
    }

    /// Takes the next value of `sampling`, simulating at most `maximumSeconds` of scene time on
    /// the sampling's copy of the session: call it again until it returns `true`. Each call does
    /// a bounded amount of work — at most `maximumSeconds` of simulation and one sample (a walk
    /// along the property's path) — whatever the times asked for.
    ///
    /// When the last value is taken, this session keeps the checkpoints the copy made beyond its
    /// own (they are exactly a straight run's states), and the copy is dropped. A sampling
    /// continued after the log changed starts over on a fresh copy.
    ///
    /// - Parameters:
    ///   - sampling: The sampling to continue.
    ///   - maximumSeconds: The most scene time to simulate in this call, in seconds (> 0).
    /// - Returns: Whether every value is taken (`sampling.values`).
    public mutating func continueSampling(_ sampling: inout AnimatedValueSampling, maximumSeconds: Double) -> Bool {
        var copy: Self
        if let workspace = sampling.workspace as? Self, workspace.log == log {
            copy = workspace
        } else {
            copy = self
            sampling.values = []
        }
        // The copy alone holds its storage while it simulates (no copy-on-write of its arrays).
        sampling.workspace = nil
        if !sampling.isFinished {
            let time = sampling.times[sampling.values.count].clampedToSessionRange
            var budget = maximumSeconds
            guard copy.simulate(toward: time, budget: &budget) else {
                sampling.workspace = copy
                return false
            }
            let scene = copy.scene(at: time)
            if let describing = scene as? any AnimationDescribing {
                sampling.values.append(describing.presentedComponents(of: sampling.path, at: time))
            } else {
                sampling.values.append(AnimatedPropertyFinder.property(at: sampling.path, in: scene)?.presentedComponents(at: time))
            }
        }
        guard sampling.isFinished else {
            sampling.workspace = copy
            return false
        }
        adoptCheckpoints(of: copy)
        return true
    }
}
