import Drawing
import Geometry
import Stage

/// The pour as a standalone scene (pour.md §9): a rising, wavy liquid fills the viewport while
/// seeded drops pour from the top; the particle layer goes at 7 s and the frame is static after.
///
/// - Input: a click or tap anywhere (outside the card), or the key R, replays: pour time
///   restarts at 0 with the generator re-seeded by the same seed, so the replay is
///   frame-for-frame identical.
/// - Action `replay`: the same.
/// - Parameters: `seed` (pour.md §9: 0…2³¹ − 1, default 1; a new seed replays the pour with it;
///   left at 1 the session's `--seed` seeds the pour, any 64-bit value), `card` (show the
///   timer's done card on top), `particleShape` (`drop` or `dot`); the last two apply at once.
/// - Drawing: `background`, then the pour's `pour/drop` (each live drop), `pour/wave/back`,
///   `pour/wave/front`, then the card (`card`, `card/text`, `card/star/<k>`, `card/save`).
/// - State: see `state(at:)`.
public struct PourScene: Scene {
    /// Id `pour`, 390 × 844, seed 1, action `replay`.
    public static let info = SceneInfo(
        id: "pour", title: "The pour",
        summary: "Liquid pours from the top and the screen fills with a rising, wavy liquid. Click or press R to replay.",
        actions: [SceneAction("replay", summary: "Start the pour again (same seed, same frames)")],
        parameters: PourConfiguration.parameters,
        seed: 1)

    /// The pour, started at the last (re)start.
    var pour: Pour
    /// The viewport, points.
    var viewport: Size
    /// The parameters.
    var configuration: PourConfiguration
    /// Recognises the replay click.
    var tap = TapGesture()
    /// How many times the pour was restarted.
    var replays = 0

    /// The scene at t = 0: the pour starts at once.
    public init(_ context: SceneContext) {
        configuration = PourConfiguration(context.parameters)
        viewport = context.viewport
        pour = Pour(seed: configuration.seed(session: context.seed), startingAt: context.time,
                    particleShape: configuration.particleShape)
    }

    /// Starts a fresh pour at `time` with the same seed (a new identity: nothing carries over).
    mutating func replay(at time: SceneTime) {
        pour = Pour(seed: pour.seed, startingAt: time, particleShape: configuration.particleShape)
        replays += 1
    }
}
