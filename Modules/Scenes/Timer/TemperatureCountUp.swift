import Curves
import Stage

/// The brewing temperature's count-up (timer.md §6): a real x animated 0 → T with easeOut
/// 0.5 s from the instant the timer screen appears, shown as k = ⌊x⌋ "°F".
public struct TemperatureCountUp: Sendable {
    /// easeOut 0.5 s.
    public static let animation = Animation.easeOut(duration: 0.5)

    /// The animated temperature, °F.
    var value = Animated(wrappedValue: 0.0)

    /// At 0, not counting.
    public init() {}

    /// Restarts the count from 0 to `temperature` at `time` (an identity reset, then the change).
    public mutating func start(to temperature: Double, at time: SceneTime) {
        value.reset(to: 0)
        value.set(temperature, animation: Self.animation, at: time)
    }

    /// Rests at `temperature` with nothing running.
    public mutating func rest(at temperature: Double) {
        value.reset(to: temperature)
    }

    /// The displayed integer k = ⌊x⌋ at `time`.
    public func degrees(at time: SceneTime) -> Int {
        let x = value.at(time)
        guard x.isFinite else { return 0 }
        return Int(x.rounded(.down))
    }

    /// The text "`<k>` °F" at `time`.
    public func text(at time: SceneTime) -> String { "\(degrees(at: time)) °F" }
}
