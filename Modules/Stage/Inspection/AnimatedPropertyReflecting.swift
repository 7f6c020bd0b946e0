/// An `@Animated` property seen without its value type: how the inspector, which finds
/// properties through `Mirror`, reads them. `Animated` is the one conforming type.
protocol AnimatedPropertyReflecting {
    /// The property at `time`, under the name `path`.
    func describe(path: String, at time: SceneTime) -> AnimatedPropertyDescription
    /// The presented value at `time`, flattened (see `AnimatableComponents`).
    func presentedComponents(at time: SceneTime) -> [Double]
    /// Whether an animation still moves the value at `time`.
    func isAnimating(at time: SceneTime) -> Bool
}

/// A collection whose elements are `@Animated` values themselves (`[Animated<Double>]`,
/// `[SeatID: Animated<Color>]`): the finder reads it without `Mirror`, and describes the keys of
/// only the entries it keeps — a scene may hold tens of thousands of them.
protocol AnimatedCollectionReflecting {
    /// The elements: array indices or dictionary keys, with the properties.
    var animatedElements: [(key: AnimatedElementKey, property: any AnimatedPropertyReflecting)] { get }
}

/// Where an element sits in its collection.
enum AnimatedElementKey {
    /// An array index.
    case index(Int)
    /// A dictionary key (described with `String(describing:)` only when needed).
    case key(Any)
}

extension Array: AnimatedCollectionReflecting where Element: AnimatedPropertyReflecting {
    var animatedElements: [(key: AnimatedElementKey, property: any AnimatedPropertyReflecting)] {
        enumerated().map { (.index($0.offset), $0.element) }
    }
}

extension Dictionary: AnimatedCollectionReflecting where Value: AnimatedPropertyReflecting {
    var animatedElements: [(key: AnimatedElementKey, property: any AnimatedPropertyReflecting)] {
        map { (.key($0.key), $0.value) }
    }
}

extension Animated: AnimatedPropertyReflecting {
    func describe(path: String, at time: SceneTime) -> AnimatedPropertyDescription {
        let runs = storage.animationRuns
        // Runs up to the newest finished one no longer matter (it shows its full target).
        let live = (runs.lastIndex { $0.isFinished(at: time.seconds) }).map { $0 + 1 } ?? 0
        return AnimatedPropertyDescription(
            path: path, valueType: TypeNames.name(of: Value.self),
            presented: presentedComponents(at: time),
            model: AnimatableComponents.of(storage.value.animatableData),
            velocity: AnimatableComponents.of(velocity(at: time)),
            animations: runs[live...].map(RunningAnimationDescription.init))
    }

    func presentedComponents(at time: SceneTime) -> [Double] {
        AnimatableComponents.of(storage.presentationData(at: time.seconds))
    }

    // `isAnimating(at:)` is Animated's own.
}
