import Curves
import Stage

/// The border's two repeating animations (timer.md §5.2) as Stage animated values: the running
/// gradient's start angle (0° → 360°, linear 1 s, repeat forever without autoreverse) and the
/// paused pulse's opacity (1 → 0.2, easeInOut 0.5 s, repeat forever with autoreverse).
///
/// Entering running or paused restarts its animation from the beginning (an identity reset:
/// a fresh value, then the animated change); other statuses ignore both.
public struct BorderAnimation: Sendable {
    /// The rotation: linear 1 s legs, not reversed.
    public static let rotation = Animation.linear(duration: 1).repeatForever(autoreverses: false)
    /// The pulse: easeInOut 0.5 s legs, reversed on odd legs.
    public static let pulse = Animation.easeInOut(duration: 0.5).repeatForever(autoreverses: true)

    /// The gradient's start angle, degrees.
    var angle = Animated(wrappedValue: 0.0)
    /// The paused stroke's opacity.
    var opacity = Animated(wrappedValue: 1.0)

    /// Both at rest.
    public init() {}

    /// Restarts the animation of `status` at `time` (running: rotation; paused: pulse).
    public mutating func enter(_ status: BrewStatus, at time: SceneTime) {
        switch status {
        case .running:
            angle.reset(to: 0)
            angle.set(360, animation: Self.rotation, at: time)
        case .paused:
            opacity.reset(to: 1)
            opacity.set(0.2, animation: Self.pulse, at: time)
        case .stopped, .done:
            break
        }
    }

    /// The look for `status` at `time`.
    public func look(for status: BrewStatus, at time: SceneTime) -> BorderLook {
        switch status {
        case .stopped:
            return BorderLook(status: status, lineWidth: 5, color: TimerPalette.red, startAngle: 0, opacity: 1)
        case .done:
            return BorderLook(status: status, lineWidth: 5, color: TimerPalette.green, startAngle: 0, opacity: 1)
        case .running:
            var a = angle.at(time).truncatingRemainder(dividingBy: 360)
            if a < 0 { a += 360 }
            return BorderLook(status: status, lineWidth: 10, color: nil, startAngle: a, opacity: 1)
        case .paused:
            return BorderLook(status: status, lineWidth: 10, color: TimerPalette.blue, startAngle: 0,
                              opacity: opacity.at(time))
        }
    }
}
