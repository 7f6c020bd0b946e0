import Drawing
import Stage

extension PourScene {
    /// The semantic state at `time`: the pour's state (`PourState.json`: `pourTime`, `rise`,
    /// `waveTop`, `amplitude`, `phase`, `particleLayer`, `emitted`, `live`, `drops`) plus
    /// `pourStart` (scene seconds), `replays`, `seed`, `particleShape`, `card` and `viewport`
    /// {`width`, `height`} (points).
    public func state(at time: SceneTime) -> JSONValue {
        guard case .object(var o) = pour.state(in: viewport, at: time).json else { return .null }
        o["pourStart"] = .number(pour.start.seconds)
        o["replays"] = JSONValue(replays)
        o["seed"] = JSONValue(seed: pour.seed)
        o["particleShape"] = .string(pour.particleShape.rawValue)
        o["card"] = .bool(configuration.card)
        o["viewport"] = ["width": .number(viewport.width), "height": .number(viewport.height)]
        return .object(o)
    }
}
