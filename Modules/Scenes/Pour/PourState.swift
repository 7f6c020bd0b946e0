import Drawing
import Geometry
import Stage

/// What a pour shows at one instant (pour.md §2–§7), for tests, `preview state` and the page's
/// inspector. Lengths are points in the pour's box (y down), angles degrees, times seconds.
public struct PourState: Hashable, Sendable {
    /// One live drop.
    public struct Drop: Hashable, Sendable {
        /// Its number k in birth order.
        public var index: Int
        /// Its position (the unit shape's origin), points.
        public var position: Point
        /// Its size s, points.
        public var size: Double
        /// Its opacity α.
        public var opacity: Double
    }

    /// Pour time τ, seconds since the pour started.
    public var pourTime: Double
    /// The rise r, 0…1.
    public var rise: Double
    /// The waves' centre line, top(τ).
    public var waveTop: Double
    /// The front wave's amplitude A(τ) (the back wave's is 1.2·A).
    public var frontAmplitude: Double
    /// The back wave's amplitude, 1.2·A(τ).
    public var backAmplitude: Double
    /// The front wave's phase φ₁, degrees.
    public var frontPhase: Double
    /// The back wave's phase φ₂, degrees.
    public var backPhase: Double
    /// Whether the particle layer exists (τ < 7).
    public var showsParticles: Bool
    /// N(τ): drops born so far.
    public var emitted: Int
    /// Drops alive (drawn) now.
    public var live: Int
    /// The oldest few live drops, in birth order.
    public var firstDrops: [Drop]

    /// The state as JSON: `pourTime`, `rise`, `waveTop`, `amplitude` {`front`, `back`},
    /// `phase` {`front`, `back`}, `particleLayer`, `emitted`, `live`, `drops` (each `index`,
    /// `x`, `y`, `size`, `opacity`).
    public var json: JSONValue {
        [
            "pourTime": .number(pourTime),
            "rise": .number(rise),
            "waveTop": .number(waveTop),
            "amplitude": ["front": .number(frontAmplitude), "back": .number(backAmplitude)],
            "phase": ["front": .number(frontPhase), "back": .number(backPhase)],
            "particleLayer": .bool(showsParticles),
            "emitted": JSONValue(emitted),
            "live": JSONValue(live),
            "drops": .array(firstDrops.map { d in
                [
                    "index": JSONValue(d.index), "x": .number(d.position.x), "y": .number(d.position.y),
                    "size": .number(d.size), "opacity": .number(d.opacity),
                ]
            }),
        ]
    }
}

extension Pour {
    /// The pour's state at `time` for a box of `size`.
    ///
    /// - Parameters:
    ///   - size: The pour's box, points.
    ///   - time: The scene time.
    ///   - dropCount: How many of the oldest live drops to describe (default 3).
    public func state(in size: Size, at time: SceneTime, dropCount: Int = 3) -> PourState {
        let tau = pourTime(at: time)
        var live = 0
        var drops: [PourState.Drop] = []
        if tau < ParticleEmitter.stopTime {
            ParticleEmitter.forEachLive(at: tau, in: size, seed: seed) { particle, position in
                live += 1
                if drops.count < dropCount {
                    drops.append(PourState.Drop(index: particle.index, position: position, size: particle.size,
                                                opacity: particle.opacity))
                }
            }
        }
        let a = amplitude(height: size.height, at: time)
        return PourState(
            pourTime: tau, rise: rise(at: time), waveTop: waveTop(height: size.height, at: time),
            frontAmplitude: PourWave.front.amplitudeScale * a, backAmplitude: PourWave.back.amplitudeScale * a,
            frontPhase: phase(of: .front, at: time), backPhase: phase(of: .back, at: time),
            showsParticles: tau < ParticleEmitter.stopTime, emitted: ParticleEmitter.bornCount(at: tau),
            live: live, firstDrops: drops)
    }
}
