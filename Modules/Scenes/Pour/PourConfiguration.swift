import Stage

/// The pour scene's parameters (pour.md §9).
public struct PourConfiguration: Hashable, Sendable {
    /// The parameter names.
    public enum Name {
        /// `particleShape`: `drop` or `dot`.
        public static let particleShape = "particleShape"
        /// `card`: a switch.
        public static let card = "card"
    }

    /// Whether the done card is shown on top (default false).
    public var card = false

    /// How drops are drawn (default `.drop`).
    public var particleShape: ParticleShape = .drop

    /// The defaults.
    public init() {}

    /// The values in `parameters` (defaults for anything missing or unknown).
    public init(_ parameters: ParameterValues) {
        particleShape = ParticleShape(rawValue: parameters.string(Name.particleShape)) ?? .drop
        card = parameters.bool(Name.card)
    }

    /// The scene's parameters.
    public static let parameters: [Parameter] = [
        .toggle(Name.card, default: false, summary: "Show the tea timer's done card on top (Green Tea)"),
        .choice(Name.particleShape, default: ParticleShape.drop.rawValue, options: ParticleShape.allCases.map(\.rawValue),
                summary: "Drop shape: a teardrop, or a round dot of 0.9 × the size"),
    ]
}
