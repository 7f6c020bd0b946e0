import Geometry
import Stage
import Testing
@testable import Pour

/// pour.md §7.2–§7.3: particle k takes draws 6k … 6k+5 of the seed's SplitMix64 sequence, in the
/// order x offset, y offset, direction, speed, scale, opacity — checked against a generator
/// written out in the test and drawn strictly in sequence.
@Suite("Seeded generator and particle formula")
struct GeneratorTests {
    static let seeds: [UInt64] = [0, 1, 42, 2023, 0x8000_0000_0000_0000, UInt64.max]

    @Test("the module's SplitMix64 gives the reference sequence (first 64 outputs)", arguments: seeds)
    func sequence(seed: UInt64) {
        var ours = SplitMix64(seed: seed)
        var reference = Reference.Generator(state: seed)
        for _ in 0..<64 { #expect(ours.next() == reference.next()) }
    }

    @Test("known outputs: seed 0 starts 0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F")
    func knownOutputs() {
        var g = Reference.Generator(state: 0)
        #expect([g.next(), g.next(), g.next()] == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
    }

    @Test("particle k equals the k-th drop from sequential draws, for the first 1000 drops and the last ones", arguments: seeds)
    func particles(seed: UInt64) {
        let reference = Reference.drops(seed: seed, count: 4200)
        let emitter = ParticleEmitter.position(width: 390)
        for k in Array(0..<1000) + Array(4190..<4200) {
            let p = Particle(index: k, seed: seed, emitter: emitter)
            let r = reference[k]
            #expect(p.origin.x == r.x0 && p.origin.y == r.y0, "k = \(k)")
            #expect(p.direction == r.psi && p.speed == r.speed && p.size == r.size && p.opacity == r.opacity, "k = \(k)")
            #expect(p.birthTime == Double(k + 1) / 600)
            let q = p.position(at: 3.1), rq = r.position(at: 3.1)
            #expect(near(q.x, rq.x, 1e-9) && near(q.y, rq.y, 1e-9), "k = \(k)")
        }
    }

    @Test("the emitter follows narrow boxes: x_e = min(100, W/2)", arguments: [(390.0, 100.0), (200, 100), (150, 75), (1, 0.5)])
    func emitter(width: Double, x: Double) {
        #expect(ParticleEmitter.position(width: width) == Point(x: x, y: 0))
        let p = Particle(index: 0, seed: 42, emitter: ParticleEmitter.position(width: width))
        #expect(near(p.origin.x, x + 13.2861, 1e-4))
    }

    @Test("frame timing never consumes draws: the same drop at any τ, in any order of queries")
    func noHiddenState() {
        let emitter = ParticleEmitter.position(width: 390)
        let a = Particle(index: 777, seed: 9, emitter: emitter)
        _ = ParticleEmitter.liveParticles(at: 2.5, in: referenceViewport, seed: 9)
        let b = Particle(index: 777, seed: 9, emitter: emitter)
        #expect(a == b)
    }
}
