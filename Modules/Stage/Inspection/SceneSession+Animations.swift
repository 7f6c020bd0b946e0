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
    /// time. Evaluated on a copy of the session — the session itself, its clock and its
    /// simulation are untouched — as a pure function of the log (events later than the current
    /// time included, as when scrubbing).
    ///
    /// - Parameters:
    ///   - path: A property path as `animations(at:)` names it.
    ///   - times: Scene times, any order (clamped like `frame(at:)`); cheapest in increasing order.
    public func animatedValues(of path: String, at times: [SceneTime]) -> [[Double]?] {
        var copy = self
        return times.map { time in
            let t = time.clampedToSessionRange
            return AnimatedPropertyFinder.property(at: path, in: copy.scene(at: t))?.presentedComponents(at: t)
        }
    }
}
