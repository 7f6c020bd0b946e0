extension Spring {
    /// The displacement of the spring at `time`, starting at zero and moving toward `target`.
    ///
    /// Closed form of `m·x″ = k·(T − x) − c·x′` with `x(0) = 0`, `x′(0) = initialVelocity`
    /// (under-, critically and over-damped cases; see the module README).
    ///
    /// - Parameters:
    ///   - target: The amount of change `T` the spring moves toward.
    ///   - initialVelocity: The velocity at time 0, in units of `target` per second.
    ///   - time: Seconds since the start. Negative and NaN times count as 0; at `+∞` the result
    ///     is `target`.
    /// - Returns: The displacement from the start, in the units of `target`.
    @inlinable
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        let k = coefficients(at: time)
        return target.scaled(by: k.position) + initialVelocity.scaled(by: k.velocityPosition)
    }

    /// The velocity of the spring at `time`, in units of `target` per second.
    ///
    /// - Parameters:
    ///   - target: The amount of change the spring moves toward.
    ///   - initialVelocity: The velocity at time 0, in units of `target` per second.
    ///   - time: Seconds since the start. Negative and NaN times count as 0; at `+∞` the
    ///     result is zero.
    /// - Returns: The derivative of `value(target:initialVelocity:time:)` with respect to time.
    @inlinable
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        let k = coefficients(at: time)
        return target.scaled(by: k.positionRate) + initialVelocity.scaled(by: k.velocityRate)
    }

    /// The value of an animatable quantity moved by the spring from `fromValue` toward
    /// `toValue`: `fromValue + value(target: toValue − fromValue, …)` on `animatableData`.
    ///
    /// - Parameters:
    ///   - fromValue: The value at time 0.
    ///   - toValue: The value the spring moves toward.
    ///   - initialVelocity: A value whose `animatableData` is the velocity at time 0
    ///     (animatable-data units per second).
    ///   - time: Seconds since the start (negative and NaN count as 0).
    public func value<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: Double) -> V {
        var result = fromValue
        result.animatableData = fromValue.animatableData + value(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData,
            time: time)
        return result
    }

    /// The velocity of an animatable quantity moved from `fromValue` toward `toValue`; the
    /// result's `animatableData` is the velocity in animatable-data units per second.
    ///
    /// - Parameters:
    ///   - fromValue: The value at time 0.
    ///   - toValue: The value the spring moves toward.
    ///   - initialVelocity: A value whose `animatableData` is the velocity at time 0.
    ///   - time: Seconds since the start (negative and NaN count as 0).
    public func velocity<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: Double) -> V {
        var result = fromValue
        result.animatableData = velocity(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData,
            time: time)
        return result
    }

    /// The force on the spring at `position` moving with `velocity` toward `target`:
    /// `k·(target − position) − c·velocity`, in units of the value per second² times mass.
    ///
    /// - Parameters:
    ///   - target: Where the spring is at rest.
    ///   - position: The current position.
    ///   - velocity: The current velocity, in units per second.
    @inlinable
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
    }

    /// Advances a spring-driven `value` and its `velocity` toward `target` by `deltaTime`
    /// seconds, exactly (closed form from the current state, not an integration step).
    ///
    /// - Parameters:
    ///   - value: The current value; replaced by the value after `deltaTime`.
    ///   - velocity: The current velocity (units per second); replaced by the new velocity.
    ///   - target: The value the spring moves toward.
    ///   - deltaTime: Seconds to advance (negative and NaN count as 0).
    @inlinable
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: Double) {
        let k = coefficients(at: deltaTime)
        let remaining = target - value
        let newVelocity = remaining.scaled(by: k.positionRate) + velocity.scaled(by: k.velocityRate)
        value += remaining.scaled(by: k.position) + velocity.scaled(by: k.velocityPosition)
        velocity = newVelocity
    }
}
