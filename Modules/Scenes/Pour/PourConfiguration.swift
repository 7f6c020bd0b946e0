import Stage

/// The pour scene's parameters (pour.md §9).
public struct PourConfiguration: Hashable, Sendable {
    /// The scene parameters, declared once here and read typed by `init(_:)`.
    public enum Key {
        /// `card`, a switch: the tea timer's done card on top (default off).
        public static let card = ParameterKey.toggle(
            "card", default: false, summary: "Show the tea timer's done card on top (Green Tea)")
        /// `particleShape`: `drop` (default) or `dot`.
        public static let particleShape = ParameterKey.choice(
            "particleShape", default: ParticleShape.drop.rawValue, options: ParticleShape.allCases.map(\.rawValue),
            summary: "Drop shape: a teardrop, or a round dot of 0.9 × the size")
    }

    /// Whether the done card is shown on top (default false).
    public var card = false

    /// How drops are drawn (default `.drop`).
    public var particleShape: ParticleShape = .drop

    /// The defaults.
    public init() {}

    /// The values in `parameters` (defaults for anything missing or unknown).
    public init(_ parameters: ParameterValues) {
        particleShape = ParticleShape(rawValue: parameters[Key.particleShape]) ?? .drop
        card = parameters[Key.card]
    }

    /// The scene's parameters, in the order the page shows them.
    public static let parameters: [Parameter] = [Key.card.parameter, Key.particleShape.parameter]
}
