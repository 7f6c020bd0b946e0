import Geometry
import Stage

extension PourScene {
    /// A tap (a press and release that moved less than 10 points) outside the card, or the key
    /// R (either case), replays, from the release or key-down time. A tap on the card does
    /// nothing (its stars and button belong to the timer app).
    public mutating func receive(_ input: InputEvent, in context: SceneContext) {
        switch input {
        case .pointer:
            if case .ended(let value)? = tap.update(with: input), !cardContains(value.location) {
                replay(at: context.time)
            }
        case .key(let key):
            if key.phase == .down, key.key == "r" || key.key == "R" { replay(at: context.time) }
        case .wheel:
            break
        }
    }

    /// `replay`: starts the pour again.
    public mutating func perform(_ action: String, in context: SceneContext) {
        if action == "replay" { replay(at: context.time) }
    }

    /// Reads the parameters again; a new particle shape applies at once, a new seed replays the
    /// pour with it (a fresh generator: a seed only means something from the start).
    public mutating func parameterChanged(_ name: String, in context: SceneContext) {
        configuration = PourConfiguration(context.parameters)
        pour.particleShape = configuration.particleShape
        let seed = configuration.seed(session: context.seed)
        if seed != pour.seed {
            pour = Pour(seed: seed, startingAt: context.time, particleShape: configuration.particleShape)
            replays += 1
        }
    }

    /// Follows the viewport: the pour is a function of the box, so it rescales at once.
    public mutating func viewportChanged(in context: SceneContext) {
        viewport = context.viewport
    }
}

extension PourScene {
    /// Whether `point` lies on the done card (false while the card is hidden).
    func cardContains(_ point: Point) -> Bool {
        configuration.card && DoneCard().layout(in: viewport).card.contains(point)
    }
}
