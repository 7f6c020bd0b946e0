/// An animatable property: its model value and the animations running toward it — the heart of
/// the runtime (what SwiftUI keeps for every animatable attribute).
///
/// Setting a new value with an animation starts a *run*. Reading the value at a time gives the
/// *presentation*: the model value plus the displacement the running animations still add.
/// Everything is a pure function of the times passed in; nothing reads a clock.
///
/// Retargeting while animations run (SwiftUI's rules):
/// - A persistent spring (`spring`, `smooth`, `snappy`, `bouncy`, `interactiveSpring`, `default`)
///   **merges**: it replaces the running animations and continues from the current position and
///   velocity toward the new value (velocity 0 if the previous animation reports none, e.g. a
///   classic Bézier; see `Animation.reportsVelocity`).
/// - Anything else **combines**: the new run animates from the combined result of the runs before
///   it to the new value, `r = r_old + f_new·(target − r_old)`, while the old runs keep going
///   underneath. Position is continuous; velocity is continuous when the new curve starts with zero
///   slope (ease-in, ease-in-out, springs).
/// - A run that finishes contributes its full target; runs before it no longer matter and are
///   dropped at the next change (or `removeFinishedAnimations(at:)`).
/// - Setting a value without an animation keeps the running animations: the presentation jumps by
///   the change and keeps moving as before (as in SwiftUI, animation-semantics.md §5: a change
///   without animation never cancels; a repeat-forever keeps repeating around the new value).
///   Use `removeAllAnimations()` to stop (SwiftUI: the view's identity changes).
///
/// Times are absolute seconds on the caller's clock. Queries for times before a run's start see
/// that run at its start. Times should not go backwards across a change or a pruning: both
/// commit to the state at their time.
public struct AnimatedValue<Value: Animatable> {
    /// The model value: where the property is going (what it shows once every run has finished).
    public private(set) var value: Value

    @usableFromInline
    internal var runs: [AnimationRun<Value.AnimatableData>]

    /// Creates a property showing `value`, with nothing running.
    public init(_ value: Value) {
        self.value = value
        self.runs = []
    }

    /// The number of runs currently held (finished ones count until they are dropped).
    public var runningAnimationCount: Int { runs.count }

    /// The animations currently held, oldest first.
    public var runningAnimations: [Animation] { runs.map(\.animation) }
}

// MARK: - Changing the value

extension AnimatedValue {
    /// Sets the model value, animating the change with `animation` starting at `time`.
    ///
    /// - Parameters:
    ///   - newValue: The new model value.
    ///   - animation: The animation for the change, or `nil` to change without animating (the
    ///     presentation jumps by the change; running animations continue). A change whose
    ///     animatable data equals the current model's starts nothing.
    ///   - time: Absolute seconds at which the animation starts (normally the first frame after
    ///     the change). NaN counts as 0.
    public mutating func set(_ newValue: Value, animation: Animation?, at time: Double) {
        let time = time.isNaN ? 0 : time
        let oldData = value.animatableData
        value = newValue
        let newData = newValue.animatableData
        guard let animation, newData != oldData else { return }
        let change = newData - oldData
        removeFinishedAnimations(at: time)
        if !runs.isEmpty,
            animation.node.merges(with: runs.count == 1 ? runs[0].animation.node : nil),
            let core = animation.node.coreSpring
        {
            merge(animation, core: core, change: change, at: time)
        } else {
            let magnitude = change.magnitudeSquared.squareRoot()
            let finish = animation.node.finishTime(magnitude: magnitude)
            runs.append(AnimationRun(
                animation: animation, interval: change, beginTime: time, magnitude: magnitude,
                finishTime: finish,
                logicalCompletionTime: animation.node.logicalCompletionTime(magnitude: magnitude),
                springStart: nil))
        }
    }

    /// Replaces every run by one persistent-spring run starting from the current presentation
    /// and (reported) velocity.
    private mutating func merge(_ animation: Animation, core: FluidSpringAnimation, change: Value.AnimatableData, at time: Double) {
        let (offset, reportedRate) = state(at: time, reportedOnly: true)
        var total = change
        for run in runs { total += run.interval }
        let displacement = offset - change
        let coreStart = animation.node.coreTime(at: 0)
        let velocity = (coreStart.rate > 0 && reportedRate.magnitudeSquared.isFinite)
            ? reportedRate.scaled(by: 1 / coreStart.rate) : .zero
        let magnitude = total.magnitudeSquared.squareRoot()
        let rest = core.restTime(displacement: displacement, velocity: velocity, intervalMagnitude: magnitude)
        let finish = animation.node.time(atCoreTime: rest)
        runs = [AnimationRun(
            animation: animation, interval: total, beginTime: time, magnitude: magnitude,
            finishTime: finish,
            logicalCompletionTime: Swift.min(animation.node.logicalCompletionTime(magnitude: magnitude), finish),
            springStart: .init(spring: core.spring, displacement: displacement, velocity: velocity))]
    }

    /// Drops the runs that no longer influence the presentation at `time`: every run up to and
    /// including the last one that has finished. The presentation at `time` and later is
    /// unchanged.
    public mutating func removeFinishedAnimations(at time: Double) {
        // A loop rather than `lastIndex(where:)`: in unspecialised generic code the closure
        // allocated on every call (a scene sets animated values every frame).
        var end = runs.endIndex
        while end > runs.startIndex, !runs[end - 1].isFinished(at: time) { end -= 1 }
        guard end > runs.startIndex else { return }
        runs.removeSubrange(runs.startIndex..<end)
    }

    /// Stops every animation: the presentation becomes the model value at once.
    public mutating func removeAllAnimations() {
        runs.removeAll()
    }
}

// MARK: - Reading

extension AnimatedValue {
    /// The value to show at `time`: the model value plus what the running animations still add.
    ///
    /// - Parameter time: Absolute seconds. The result never contains NaN for finite input values
    ///   and animations built from finite parameters.
    @inlinable
    public func presentation(at time: Double) -> Value {
        var result = value
        result.animatableData = presentationData(at: time)
        return result
    }

    /// The animatable data of `presentation(at:)`.
    @inlinable
    public func presentationData(at time: Double) -> Value.AnimatableData {
        guard let last = runs.indices.last else { return value.animatableData }
        var offset = Value.AnimatableData.zero
        for index in runs.indices.dropLast() {
            offset = runs[index].offset(from: offset, at: time)
        }
        // The newest run adds its travel to where it started (exact for the identity curve).
        return runs[last].presentation(over: value.animatableData, from: offset, at: time)
    }

    /// The rate of change of the presentation at `time`, in animatable-data units per second
    /// (the exact derivative of `presentationData(at:)` between changes; zero once everything
    /// has finished).
    @inlinable
    public func velocity(at time: Double) -> Value.AnimatableData {
        state(at: time, reportedOnly: false).rate
    }

    /// The displacement of the presentation from the model value and its rate.
    @inlinable
    func state(at time: Double, reportedOnly: Bool) -> (offset: Value.AnimatableData, rate: Value.AnimatableData) {
        var offset = Value.AnimatableData.zero
        var rate = Value.AnimatableData.zero
        for index in runs.indices {
            runs[index].apply(to: &offset, rate: &rate, at: time, reportedOnly: reportedOnly)
        }
        return (offset, rate)
    }

    /// Whether any animation is still running at `time` (the presentation differs from the
    /// model value or may still move): whether the newest run is. Once it has finished it shows
    /// its full target, whatever runs below it (even a repeat-forever) would add.
    public func isAnimating(at time: Double) -> Bool {
        runs.last.map { !$0.isFinished(at: time) } ?? false
    }

    /// The absolute time after which the presentation is the model value: when the newest run
    /// finishes (it ends the whole stack); `nil` when nothing runs, `+∞` if it never finishes.
    public var finishTime: Double? {
        runs.last.map { $0.beginTime + $0.finishTime }
    }

    /// Whether every run that still matters at `time` (those after the newest finished one) is
    /// logically complete (see `Animation.logicalCompletionTime(animating:)`); `true` when
    /// nothing runs.
    public func isLogicallyComplete(at time: Double) -> Bool {
        let live = runs.lastIndex { $0.isFinished(at: time) }.map { runs.index(after: $0) } ?? runs.startIndex
        return runs[live...].allSatisfy { time - $0.beginTime >= $0.logicalCompletionTime }
    }
}

extension AnimatedValue: Sendable where Value: Sendable, Value.AnimatableData: Sendable {}
