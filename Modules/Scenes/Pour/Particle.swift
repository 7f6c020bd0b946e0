import Geometry
import RealModule
import Stage

/// One drop of the pour (pour.md §7.3): its birth time and the six seeded draws that fix its
/// start, direction, speed, size and opacity, and its closed-form position at any pour time.
///
/// Coordinates are points in the pour's box (origin top-left, y down); times are pour time,
/// seconds since the pour started.
public struct Particle: Hashable, Sendable {
    /// The particle's number k in birth order (0, 1, 2, …).
    public var index: Int
    /// Birth time b_k = (k + 1)/600, pour-time seconds.
    public var birthTime: Double
    /// Where it is born, (x₀, y₀): the emitter position plus (u₁ − 0.5)·55 and (u₂ − 0.5)·5.
    public var origin: Point
    /// Direction ψ = π/2 + (u₃ − 0.5)·0.03, radians from +x in screen space (π/2 is straight
    /// down).
    public var direction: Double
    /// Speed v = 600 + (u₄ − 0.5)·150, points per second.
    public var speed: Double
    /// Size s = 100·(0.1 + (u₅ − 0.5)·0.05), points (the drop's unit shape is scaled by it).
    public var size: Double
    /// Opacity α = min(1, 1 + (u₆ − 0.5)·0.2), 0.9…1.
    public var opacity: Double
    /// The initial velocity (v·cos ψ, v·sin ψ), points per second.
    public var velocity: Vector

    /// Particle k of the pour seeded with `seed`, born from an emitter at `emitter`.
    ///
    /// It takes draws 6k … 6k+5 of the SplitMix64 sequence of `seed` (§7.2), in the order x
    /// offset, y offset, direction, speed, scale, opacity. SplitMix64's state after n draws is
    /// seed + n·0x9E3779B97F4A7C15 (mod 2⁶⁴), so the generator starts there directly: particle
    /// k costs six draws however many came before, and never depends on frame timing.
    ///
    /// - Parameters:
    ///   - index: k ≥ 0.
    ///   - seed: The pour's seed (any 64-bit value, 0 and 2⁶⁴−1 included).
    ///   - emitter: The emitter position (x_e, y_e), points in the pour's box.
    public init(index: Int, seed: UInt64, emitter: Point) {
        precondition(index >= 0, "particle index \(index) is negative")
        var random = SplitMix64(seed: seed &+ UInt64(index) &* 6 &* ParticleEmitter.goldenGamma)
        let u1 = random.nextUnit(), u2 = random.nextUnit(), u3 = random.nextUnit()
        let u4 = random.nextUnit(), u5 = random.nextUnit(), u6 = random.nextUnit()
        let e = ParticleEmitter.self
        self.index = index
        birthTime = Double(index + 1) / e.birthRate
        origin = Point(x: emitter.x + (u1 - 0.5) * e.xRange, y: emitter.y + (u2 - 0.5) * e.yRange)
        direction = Double.pi / 2 + (u3 - 0.5) * e.directionRange
        speed = e.speed + (u4 - 0.5) * e.speedRange
        size = e.baseSize * (e.scale + (u5 - 0.5) * e.scaleRange)
        opacity = Swift.min(1, 1 + (u6 - 0.5) * e.opacityRange)
        velocity = Vector(dx: speed * .cos(direction), dy: speed * .sin(direction))
    }

    /// The age a = τ − b_k at pour time `pourTime`, seconds (negative before birth).
    public func age(at pourTime: Double) -> Double { pourTime - birthTime }

    /// The position at pour time `pourTime` (closed form, §7.3): x = x₀ + v·cos ψ·a,
    /// y = y₀ + v·sin ψ·a + 75·a² (half the 150 pt/s² downward acceleration).
    ///
    /// - Parameter pourTime: Seconds since the pour started.
    /// - Returns: The drop's reference point (its origin in the unit shape), points.
    public func position(at pourTime: Double) -> Point {
        let a = age(at: pourTime)
        return Point(
            x: origin.x + velocity.dx * a,
            y: origin.y + velocity.dy * a + ParticleEmitter.acceleration / 2 * a * a)
    }

    /// Whether the drop is alive (drawn) at `pourTime` in a box `height` points tall (§7.3):
    /// born (b_k ≤ τ, as the count N(τ) says), younger than its 8 s lifetime, before the 7 s
    /// stop, and its tip (y − s/2) not yet below the bottom edge. Once below, it never returns
    /// (it only falls faster).
    public func isAlive(at pourTime: Double, height: Double) -> Bool {
        guard pourTime < ParticleEmitter.stopTime, index < ParticleEmitter.bornCount(at: pourTime),
            age(at: pourTime) < ParticleEmitter.lifetime
        else {
            return false
        }
        return position(at: pourTime).y - size / 2 <= height
    }
}
