import Geometry
import Stage
import Testing
import ZoetropeTestSupport
@testable import Pour

/// The particle layer (pour.md §7.3, §7.5): which drops are alive, in which order, and the
/// culling law.
@Suite("Particle layer")
struct ParticleTests {
    /// The drops alive by §7.3's rule, by brute force over every born drop.
    func bruteForce(at tau: Double, in size: Size, seed: UInt64) -> [Int] {
        guard tau < 7 else { return [] }
        let emitter = ParticleEmitter.position(width: size.width)
        return (0..<ParticleEmitter.bornCount(at: tau)).filter { k in
            let p = Particle(index: k, seed: seed, emitter: emitter)
            return p.age(at: tau) < 8 && p.position(at: tau).y - p.size / 2 <= size.height
        }
    }

    @Test("the live set is exactly §7.3's rule over every born drop, in birth order",
          arguments: [(0.0, 844.0), (0.004, 844), (0.5, 844), (1.3, 844), (3.33, 844), (6.99, 844), (2.0, 200), (4.0, 3000), (2.0, 1)])
    func liveSet(tau: Double, height: Double) {
        let size = Size(width: 390, height: height)
        let live = ParticleEmitter.liveParticles(at: tau, in: size, seed: 5).map(\.index)
        #expect(live == bruteForce(at: tau, in: size, seed: 5))
        #expect(live == live.sorted())
    }

    @Test("a drop below the bottom edge never comes back (the tip only falls)")
    func monotoneFall() {
        let p = Particle(index: 10, seed: 3, emitter: ParticleEmitter.position(width: 390))
        var last = -Double.infinity
        for i in 0...700 {
            let y = p.position(at: Double(i) / 100).y
            #expect(y > last)
            last = y
        }
    }

    @Test("culling removes only drops whose tip has passed the bottom: their whole shape is below the viewport")
    func cullingIsInvisible() {
        // The drop's top is its tip (y − 0.5 s), so a culled drop lies entirely below H.
        let tau = 2.0
        let emitter = ParticleEmitter.position(width: 390)
        for k in 0..<ParticleEmitter.bornCount(at: tau) {
            let p = Particle(index: k, seed: 8, emitter: emitter)
            if !p.isAlive(at: tau, height: 844) { #expect(p.position(at: tau).y - 0.5 * p.size > 844) }
        }
    }

    @Test("the longest fall bounds every drop's time on screen", arguments: [1.0, 200, 844, 3000])
    func longestFall(height: Double) {
        let bound = ParticleEmitter.longestFall(height: height)
        let emitter = ParticleEmitter.position(width: 390)
        for k in stride(from: 0, to: 4200, by: 7) {
            let p = Particle(index: k, seed: 11, emitter: emitter)
            let tau = p.birthTime + bound
            #expect(p.position(at: tau).y - p.size / 2 > height)
        }
    }

    @Test("peak: about 750 drops alive on 844 points (seed 1)")
    func peak() {
        let counts = stride(from: 1.0, to: 7.0, by: 0.25).map {
            ParticleEmitter.liveParticles(at: $0, in: referenceViewport, seed: 1).count
        }
        #expect(counts.max()! <= 760 && counts.max()! >= 720)
    }

    @Test("fall times through 844 points (seed 1, the first 600 drops): fastest ≈ 1.11 s, typical ≈ 1.23 s, slowest ≈ 1.35 s (§2)")
    func fallTimes() {
        let emitter = ParticleEmitter.position(width: 390), height = 844.0
        // The age at which drop k's reference point reaches the bottom edge, by bisection on the
        // scene's own closed-form position (y only grows with age).
        func fallTime(_ p: Particle) -> Double {
            var low = 0.0, high = 3.0
            for _ in 0..<60 {
                let mid = (low + high) / 2
                if p.position(at: p.birthTime + mid).y < height { low = mid } else { high = mid }
            }
            return low
        }
        let times = (0..<600).map { fallTime(Particle(index: $0, seed: 1, emitter: emitter)) }.sorted()
        #expect(isClose(times.first!, 1.11, 0.01), "fastest \(times.first!)")
        #expect(isClose(times[times.count / 2], 1.23, 0.01), "median \(times[times.count / 2])")
        #expect(isClose(times.last!, 1.35, 0.01), "slowest \(times.last!)")
    }

    @Test("bornCount: 0 before and at the start, N = ⌊600τ + 1e-9⌋, 4199 from the stop on; NaN counts 0")
    func bornCount() {
        #expect(ParticleEmitter.bornCount(at: 0) == 0)
        #expect(ParticleEmitter.bornCount(at: -1) == 0)
        #expect(ParticleEmitter.bornCount(at: .nan) == 0)
        #expect(ParticleEmitter.bornCount(at: 1.0 / 600) == 1)
        #expect(ParticleEmitter.bornCount(at: 0.1) == 60)
        #expect(ParticleEmitter.bornCount(at: 6.9999) == 4199)
        #expect(ParticleEmitter.bornCount(at: 7) == 4199)
        #expect(ParticleEmitter.bornCount(at: 1e9) == 4199)
    }
}
