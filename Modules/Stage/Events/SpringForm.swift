import Drawing
import Curves

/// A spring as a scene parameter holds it: in one of the two forms SwiftUI's `Spring` is
/// usually written in, kept as given so that an events file replays the exact same spring
/// (converting between forms would round the last bits).
///
/// In events and `preview list --json` a form is a JSON object: `{"duration": 0.5, "bounce": 0.3}`
/// or `{"mass": 1, "stiffness": 80, "damping": 4}`.
public enum SpringForm: Hashable, Sendable {
    /// `Spring(duration:bounce:)`: the perceptual duration in seconds (> 0) and the bounce
    /// (−1…1: 0 critically damped, toward 1 bouncier, negative over-damped).
    case perceptual(duration: Double, bounce: Double)
    /// `Spring(mass:stiffness:damping:)`: the mass (> 0), the spring constant `k` (> 0, force per
    /// unit of displacement) and the damping coefficient `c` (≥ 0, force per unit of velocity).
    /// Damping above critical (`c > 2√(k·m)`) is clamped to critical, as SwiftUI does.
    case physical(mass: Double, stiffness: Double, damping: Double)

    /// The spring this form describes, built with the initialiser the form is named after.
    public var spring: Spring {
        switch self {
        case .perceptual(let duration, let bounce): Spring(duration: duration, bounce: bounce)
        case .physical(let mass, let stiffness, let damping): Spring(mass: mass, stiffness: stiffness, damping: damping)
        }
    }

    /// The form as JSON: `{"bounce": …, "duration": …}` or `{"damping": …, "mass": …, "stiffness": …}`.
    public var json: JSONValue {
        switch self {
        case .perceptual(let duration, let bounce):
            ["duration": .number(duration), "bounce": .number(bounce)]
        case .physical(let mass, let stiffness, let damping):
            ["mass": .number(mass), "stiffness": .number(stiffness), "damping": .number(damping)]
        }
    }

    /// Reads a form from JSON: an object with exactly the keys `duration` and `bounce` (bounce
    /// may be left out: 0), or `mass`, `stiffness` and `damping` (mass may be left out: 1), each a
    /// number — SwiftUI's defaults for the arguments it lets you omit. Nil for anything else.
    /// Ranges are checked by `Parameter.validate`, not here.
    public init?(json: JSONValue) {
        guard case .object(let o) = json else { return nil }
        func number(_ key: String, default value: Double? = nil) -> Double? {
            guard let v = o[key] else { return value }
            guard case .number(let n) = v else { return nil }
            return n
        }
        let keys = Set(o.keys)
        if keys.isSubset(of: ["duration", "bounce"]), keys.contains("duration"),
            let duration = number("duration"), let bounce = number("bounce", default: 0)
        {
            self = .perceptual(duration: duration, bounce: bounce)
        } else if keys.isSubset(of: ["mass", "stiffness", "damping"]), keys.isSuperset(of: ["stiffness", "damping"]),
            let mass = number("mass", default: 1), let stiffness = number("stiffness"), let damping = number("damping")
        {
            self = .physical(mass: mass, stiffness: stiffness, damping: damping)
        } else {
            return nil
        }
    }

    /// Why the form is not a usable spring parameter, or nil when every number is finite and in
    /// range (duration > 0, −1 ≤ bounce ≤ 1; mass > 0, stiffness > 0, damping ≥ 0).
    public var problem: String? {
        switch self {
        case .perceptual(let duration, let bounce):
            guard duration.isFinite, duration > 0 else { return "duration must be a finite number of seconds above 0" }
            guard bounce.isFinite, (-1...1).contains(bounce) else { return "bounce must be between -1 and 1" }
        case .physical(let mass, let stiffness, let damping):
            guard mass.isFinite, mass > 0 else { return "mass must be a finite number above 0" }
            guard stiffness.isFinite, stiffness > 0 else { return "stiffness must be a finite number above 0" }
            guard damping.isFinite, damping >= 0 else { return "damping must be a finite number, 0 or more" }
        }
        return nil
    }
}
