import Curves

/// The settings of one playground row (pull-to-refresh.md C.2), with the book sample's defaults.
public struct RowSettings: Hashable, Sendable {
    /// The animation type; new rows are linear.
    public var kind: AnimationKind = .linear
    /// The curves' duration, seconds (1.0).
    public var length = 1.0
    /// The delay before the animation starts, seconds (0.0); every type uses it.
    public var delay = 0.0
    /// The response spring's response, seconds (0.55).
    public var response = 0.55
    /// The response spring's damping fraction (0.82).
    public var dampingFraction = 0.82
    /// The physical spring's mass (1.0).
    public var mass = 1.0
    /// The physical spring's stiffness (100.0).
    public var stiffness = 100.0
    /// The physical spring's damping coefficient (10.0).
    public var damping = 10.0
    /// The physical spring's initial velocity, fractions of the change per second (0.0).
    public var initialVelocity = 0.0

    /// Default settings of `kind`.
    public init(kind: AnimationKind = .linear) { self.kind = kind }

    /// The row's animation: the curve or spring with the row's values, then `delay(delay)`, then
    /// `speed(slow ? 0.25 : 1)` (A.5: slow motion stretches the delay too).
    public func animation(slow: Bool) -> Animation {
        let base: Animation
        switch kind {
        case .linear: base = .linear(duration: length)
        case .easeIn: base = .easeIn(duration: length)
        case .easeOut: base = .easeOut(duration: length)
        case .easeInOut: base = .easeInOut(duration: length)
        case .spring: base = .spring(response: response, dampingFraction: dampingFraction)
        case .interpolatingSpring:
            base = .interpolatingSpring(mass: mass, stiffness: stiffness, damping: damping,
                                        initialVelocity: initialVelocity)
        }
        return base.delay(delay).speed(slow ? 0.25 : 1)
    }

    /// The two description lines: "<Type> Animation", then the type's values, each printed with
    /// at least one decimal ("Length: 1.0 s Delay: 0.0 s", "Response: 0.55 Damping Fraction
    /// 0.82", "Mass: 1.0 Stiffness: 100.0 Damping: 10.0").
    public var description: [String] {
        let f = Self.format
        let second: String
        switch kind {
        case .linear, .easeIn, .easeOut, .easeInOut: second = "Length: \(f(length)) s Delay: \(f(delay)) s"
        case .spring: second = "Response: \(f(response)) Damping Fraction \(f(dampingFraction))"
        case .interpolatingSpring: second = "Mass: \(f(mass)) Stiffness: \(f(stiffness)) Damping: \(f(damping))"
        }
        return ["\(kind.title) Animation", second]
    }

    /// The value of `field`.
    public subscript(field: RowField) -> Double {
        get {
            switch field {
            case .delay: delay
            case .length: length
            case .response: response
            case .dampingFraction: dampingFraction
            case .mass: mass
            case .stiffness: stiffness
            case .damping: damping
            case .initialVelocity: initialVelocity
            }
        }
        set {
            switch field {
            case .delay: delay = newValue
            case .length: length = newValue
            case .response: response = newValue
            case .dampingFraction: dampingFraction = newValue
            case .mass: mass = newValue
            case .stiffness: stiffness = newValue
            case .damping: damping = newValue
            case .initialVelocity: initialVelocity = newValue
            }
        }
    }

    /// The editor's fields for the current type: delay, then the type's own.
    public var fields: [RowField] { [.delay] + kind.fields }

    /// A number with at least one decimal and at most two (the steps are 0.05 or coarser):
    /// 1 → "1.0", 0.55 → "0.55", 100 → "100.0".
    static func format(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return "\(value)" }
        let cents = Int((abs(value) * 100).rounded())
        let sign = value < 0 && cents != 0 ? "-" : ""
        let fraction = cents % 100
        let decimals = fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
        return "\(sign)\(cents / 100).\(decimals)"
    }
}
