import Geometry
import RealModule

/// The pour's particle emitter (pour.md §7.1–§7.3): its constants, how many drops are born by a
/// pour time, and which are alive.
///
/// Every quantity is a pure function of the pour time τ (seconds since the pour started), the
/// box and the seed. Lengths are points, y down; angles radians.
public enum ParticleEmitter {
    /// SplitMix64's increment γ = 0x9E3779B97F4A7C15 (pour.md §7.2).
    public static let goldenGamma: UInt64 = 0x9E37_79B9_7F4A_7C15
    /// Birth rate: 600 drops per second.
    public static let birthRate = 600.0
    /// The pour stops at τ = 7 s: the particle layer is removed at once (§7.5).
    public static let stopTime = 7.0
    /// The emitter's x range: 55 points (uniform within ±27.5 around x_e).
    public static let xRange = 55.0
    /// The emitter's y range: 5 points (±2.5), chosen.
    public static let yRange = 5.0
    /// The direction range: 0.03 rad (±0.015 around straight down), chosen.
    public static let directionRange = 0.03
    /// The base speed: 600 points per second.
    public static let speed = 600.0
    /// The speed range: 150 points per second (525…675), chosen.
    public static let speedRange = 150.0
    /// The downward acceleration: 150 points per second², chosen.
    public static let acceleration = 150.0
    /// The lifetime: 8 s, chosen.
    public static let lifetime = 8.0
    /// The image size the scale multiplies: 100 points.
    public static let baseSize = 100.0
    /// The base scale: 0.1 (size 10 points).
    public static let scale = 0.1
    /// The scale range: 0.05 (size 7.5…12.5 points), chosen.
    public static let scaleRange = 0.05
    /// The opacity range: 0.2 around 1, capped at 1 (0.9…1), chosen.
    public static let opacityRange = 0.2
    /// The largest drop, points (scale 0.125).
    static let largestSize = baseSize * (scale + scaleRange / 2)

    /// The emitter position for a box `width` points wide: (min(100, W/2), 0), the book's
    /// 100 points from the left edge, kept inside narrow boxes.
    public static func position(width: Double) -> Point {
        Point(x: Swift.min(100, width / 2), y: 0)
    }

    /// N(τ): how many drops have been born by pour time `pourTime`.
    ///
    /// ⌊600·τ + 1e-9⌋ for 0 ≤ τ < 7 (the 1e-9 absorbs the rounding of τ, so N(0.5) = 300);
    /// 0 before the pour (and for NaN); 4199 from τ = 7 on: emission stops with the layer, and
    /// drop 4199, due at exactly 7 s, is never born.
    public static func bornCount(at pourTime: Double) -> Int {
        guard pourTime > 0 else { return 0 }
        guard pourTime < stopTime else { return Int((birthRate * stopTime).rounded(.down)) - 1 }
        return Int((birthRate * pourTime + 1e-9).rounded(.down))
    }

    /// The longest a drop can stay alive in a box `height` points tall, seconds: the time the
    /// slowest possible drop (vertical speed ≥ 524 pt/s, born at y = −2.5, size 12.5) needs to
    /// bring its tip below the bottom edge, capped by the lifetime. Older drops are certainly
    /// gone, so `forEachLive` never looks at them.
    public static func longestFall(height: Double) -> Double {
        let h = Swift.max(0, height.isFinite ? height : 0)
        let drop = h + largestSize / 2 + yRange / 2       // distance the reference point falls
        let vy = 524.0                                    // < 525·cos(0.015) = 524.94
        let a = acceleration / 2
        let fall = (-vy + (vy * vy + 4 * a * drop).squareRoot()) / (2 * a)
        return Swift.min(lifetime, fall + 0.01)
    }

    /// Calls `body` with each drop alive at `pourTime` in a box of `size`, in birth order (older
    /// first, so newer drops draw on top), with its position.
    ///
    /// - Parameters:
    ///   - pourTime: Seconds since the pour started.
    ///   - size: The pour's box, points.
    ///   - seed: The pour's seed.
    ///   - body: Receives the particle and its position at `pourTime`.
    public static func forEachLive(
        at pourTime: Double, in size: Size, seed: UInt64, _ body: (Particle, Point) throws -> Void
    ) rethrows {
        guard pourTime < stopTime else { return }
        let born = bornCount(at: pourTime)
        guard born > 0 else { return }
        let oldest = Swift.max(0, Int((birthRate * (pourTime - longestFall(height: size.height))).rounded(.down)) - 2)
        guard oldest < born else { return }
        let emitter = position(width: size.width)
        for k in oldest..<born {
            let particle = Particle(index: k, seed: seed, emitter: emitter)
            guard particle.age(at: pourTime) < lifetime else { continue }
            let p = particle.position(at: pourTime)
            if p.y - particle.size / 2 <= size.height { try body(particle, p) }
        }
    }

    /// The drops alive at `pourTime` in a box of `size`, in birth order (see `forEachLive`).
    public static func liveParticles(at pourTime: Double, in size: Size, seed: UInt64) -> [Particle] {
        var result: [Particle] = []
        forEachLive(at: pourTime, in: size, seed: seed) { particle, _ in result.append(particle) }
        return result
    }
}
