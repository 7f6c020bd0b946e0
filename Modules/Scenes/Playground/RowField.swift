/// One stepper of the row editor (pull-to-refresh.md C.2): its range and step.
public enum RowField: String, Hashable, Sendable, CaseIterable {
    /// delay, 0–10 s, step 0.1.
    case delay
    /// length (duration of the curves), 0–10 s, step 0.1.
    case length
    /// response of the response spring, 0–10 s, step 0.05.
    case response
    /// dampingFraction of the response spring, 0–10, step 0.1.
    case dampingFraction = "damping-fraction"
    /// mass of the physical spring, 0.1–10, step 0.1.
    case mass
    /// stiffness of the physical spring, 0–500, step 10.
    case stiffness
    /// damping of the physical spring, 0–100, step 1.
    case damping
    /// initialVelocity of the physical spring (fractions of the change per second), 0–1, step 0.05.
    case initialVelocity = "initial-velocity"

    /// The allowed values.
    public var range: ClosedRange<Double> {
        switch self {
        case .delay, .length, .response, .dampingFraction: 0...10
        case .mass: 0.1...10
        case .stiffness: 0...500
        case .damping: 0...100
        case .initialVelocity: 0...1
        }
    }

    /// How far one "−" or "+" moves the value.
    public var step: Double {
        switch self {
        case .delay, .length, .dampingFraction, .mass: 0.1
        case .response, .initialVelocity: 0.05
        case .stiffness: 10
        case .damping: 1
        }
    }

    /// The stepper's label.
    var title: String {
        switch self {
        case .delay: "Delay"
        case .length: "Length"
        case .response: "Response"
        case .dampingFraction: "Damping Fraction"
        case .mass: "Mass"
        case .stiffness: "Stiffness"
        case .damping: "Damping"
        case .initialVelocity: "Initial Velocity"
        }
    }

    /// `value` moved by `steps` steps as SwiftUI's `Stepper(value:in:step:)` does (add the step,
    /// clamp to the range), rounded to 1e-9 so that repeated steps do not accumulate binary
    /// rounding (0.1 + 0.1 + 0.1 is 0.3).
    public func stepped(_ value: Double, by steps: Int) -> Double {
        let moved = ((value + Double(steps) * step) * 1e9).rounded() / 1e9
        return Swift.min(Swift.max(moved, range.lowerBound), range.upperBound)
    }
}
