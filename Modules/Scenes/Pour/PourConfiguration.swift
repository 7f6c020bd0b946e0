import Stage

/// The pour scene's parameters (pour.md §9).
public struct PourConfiguration: Hashable, Sendable {
    /// The scene parameters, declared once here and read typed by `init(_:)`.
    public enum Key {
        /// `seed`: the generator seed (pour.md §9), 0…2³¹ − 1, default 1. Left at its default,
        /// the session's seed (`--seed`) seeds the pour instead, so `--seed N` keeps working.
        public static let seed = ParameterKey.integer(
            "seed", default: PourConfiguration.defaultSeed, in: 0...2_147_483_647, summary: "Seed of the pour's drops (default: the session's --seed)")
        /// `card`, a switch: the tea timer's done card on top (default off).
        public static let card = ParameterKey.toggle(
            "card", default: false, summary: "Show the tea timer's done card on top (Green Tea)")
        /// `particleShape`: `drop` (default) or `dot`.
        public static let particleShape = ParameterKey.choice(
            "particleShape", default: ParticleShape.drop.rawValue, options: ParticleShape.allCases.map(\.rawValue),
            summary: "Drop shape: a teardrop, or a round dot of 0.9 × the size")
    }

    /// The `seed` parameter's default, which stands for "the session's seed".
    public static let defaultSeed = 1

    /// The `seed` parameter (default 1); see `seed(session:)`.
    public var seed = PourConfiguration.defaultSeed

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
        seed = parameters[Key.seed]
    }

    /// The seed the pour uses: the `seed` parameter, or the session's seed while the parameter
    /// is at its default (1).
    ///
    /// - Parameter session: The session's seed (`SceneContext.seed`).
    /// - Returns: The generator seed.
    public func seed(session: UInt64) -> UInt64 {
        seed == Self.defaultSeed ? session : UInt64(seed)
    }

    /// The scene's parameters, in the order the page shows them.
    public static let parameters: [Parameter] = [Key.seed.parameter, Key.card.parameter, Key.particleShape.parameter]
}
