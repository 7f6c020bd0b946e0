import Drawing
import Geometry
import Stage
import Testing
import ZoetropeTestSupport
@testable import Pour

/// pour.md §11, every check, on the reference viewport 390 × 844 (top₀ = 874), ±0.01 unless
/// noted. Values are the spec's numbers; where a check names a time, the scene is also asked
/// through its session and its semantic state.
@Suite("Observable checks (pour.md §11)")
struct ObservableChecksTests {
    let pour = Pour(seed: 1)
    let size = referenceViewport

    func y(_ wave: PourWave, x: Double, at tau: Double) -> Double {
        pour.wave(wave, in: size, at: at(tau)).surfaceY(atX: x, width: size.width)
    }

    @Test("1. start hidden: y₁(0) = 854, y₂(0) = 874 at τ = 0; no liquid inside the viewport until τ ≈ 1.043")
    func startHidden() throws {
        #expect(isClose(y(.front, x: 0, at: 0), 854, 0.01))
        #expect(isClose(y(.back, x: 0, at: 0), 874, 0.01))
        // The highest crest of either wave stays at or below H = 844 until ≈ 1.043 s, then rises
        // above it; the frame has no wave operation before and has one after.
        for tau in stride(from: 0.0, through: 1.04, by: 0.01) {
            let crest = PourWave.allCases.map { pour.wave($0, in: size, at: at(tau)).crestY }.min()!
            #expect(crest >= 844, "τ = \(tau)")
        }
        let crest = PourWave.allCases.map { pour.wave($0, in: size, at: at(1.045)).crestY }.min()!
        #expect(crest < 844)
        // Back wave: top₀(1 − p) − 24(1 − p) = 850(1 − p) = 844 ⇔ p = 6/850: its crest crosses
        // H at τ = 1 + 6·6/850 = 1.04235.
        #expect(pour.wave(.back, in: size, at: at(1.04234)).crestY > 844)
        #expect(pour.wave(.back, in: size, at: at(1.04236)).crestY < 844)
        var s = try session()
        #expect(s.frame(at: at(1.04)).operations.allSatisfy { $0.name?.hasPrefix("pour/wave") != true })
        #expect(!s.frame(at: at(1.05)).operations(named: "pour/wave/back").isEmpty)
    }

    @Test("2. delay: top(0.99) = top(1.0) = 874, top(4.0) = 437, top(7.0) = 0 and stays 0")
    func delay() {
        for (tau, top) in [(0.99, 874.0), (1.0, 874), (4.0, 437), (7.0, 0), (7.5, 0), (30, 0), (3600, 0)] {
            #expect(isClose(pour.waveTop(height: 844, at: at(tau)), top, 0.01), "τ = \(tau)")
        }
    }

    @Test("3. wave at τ = 2.25: top 691.9167, A 15.8333 (back 19.0), φ₁ = 0°, φ₂ = 135°, y₁(24.375) = 676.0833, y₂(0) = 678.4816")
    func waveAt2_25() {
        let t = at(2.25)
        #expect(isClose(pour.waveTop(height: 844, at: t), 691.9167, 1e-4))
        #expect(isClose(pour.amplitude(height: 844, at: t), 15.8333, 1e-4))
        #expect(isClose(pour.wave(.back, in: size, at: t).amplitude, 19.0, 1e-4))
        #expect(isClose(pour.phase(of: .front, at: t), 0, 0.01))
        #expect(isClose(pour.phase(of: .back, at: t), 135, 0.01))
        #expect(isClose(y(.front, x: 24.375, at: 2.25), 676.0833, 1e-4))
        #expect(isClose(y(.back, x: 0, at: 2.25), 678.4816, 1e-4))
    }

    @Test("4. wave at τ = 4.0: φ₁ = 90°, A = 10, y₁(0) = 427 (crest), y₁(48.75) = 447 (trough)")
    func waveAt4() {
        #expect(isClose(pour.phase(of: .front, at: at(4)), 90, 0.01))
        #expect(isClose(pour.amplitude(height: 844, at: at(4)), 10, 0.01))
        #expect(isClose(y(.front, x: 0, at: 4), 427, 0.01))
        #expect(isClose(y(.front, x: 48.75, at: 4), 447, 0.01))
    }

    @Test("5. linear shrink: at τ = 5.5 the amplitudes are 5 and 6 (not 20), top 218.5")
    func linearShrink() throws {
        var s = try session()
        let state = s.sceneState(at: at(5.5))
        #expect(isClose(state.number("amplitude", "front"), 5, 0.01))
        #expect(isClose(state.number("amplitude", "back"), 6, 0.01))
        #expect(isClose(state.number("waveTop"), 218.5, 0.01))
    }

    @Test("6. phase oscillation: φ₁ = 0, −90, 90 at 0.25, 0.5, 1.0; φ₂ = 254.845 at 0.25, 135 at 0.15 and 0.45")
    func phaseOscillation() {
        #expect(isClose(pour.phase(of: .front, at: at(0.25)), 0, 0.01))
        #expect(isClose(pour.phase(of: .front, at: at(0.5)), -90, 0.01))
        #expect(isClose(pour.phase(of: .front, at: at(1.0)), 90, 0.01))
        #expect(isClose(pour.phase(of: .back, at: at(0.25)), 254.845, 0.01))
        #expect(isClose(pour.phase(of: .back, at: at(0.15)), 135, 0.01))
        #expect(isClose(pour.phase(of: .back, at: at(0.45)), 135, 0.01))
    }

    @Test("7. colours and order: background, drops, #2158A8 wave, #2E88C7 wave; drops #1898FF")
    func coloursAndOrder() throws {
        var s = try session()
        let frame = s.frame(at: at(2.25))
        let named = frame.operations.compactMap { op -> (String, Frame.Command)? in op.name.map { ($0, op.command) } }
        let names = named.map(\.0)
        let firstDrop = try #require(names.firstIndex(of: Pour.dropOperationName))
        let lastDrop = try #require(names.lastIndex(of: Pour.dropOperationName))
        #expect(names.first == "background")
        #expect(names[firstDrop...lastDrop].allSatisfy { $0 == Pour.dropOperationName })
        #expect(Array(names[(lastDrop + 1)...]) == ["pour/wave/back", "pour/wave/front"])
        func colour(_ name: String) -> Color? {
            guard case .fill(_, .color(let c), _)? = named.first(where: { $0.0 == name })?.1 else { return nil }
            return c
        }
        #expect(colour("pour/wave/back")?.hexRGB == "#2158A8")
        #expect(colour("pour/wave/front")?.hexRGB == "#2E88C7")
        for (_, command) in named {
            if case .fill(_, .color(let c), _) = command, c.opacity < 1 || c.hexRGB == "#1898FF" {
                #expect(c.hexRGB == "#1898FF")
            }
        }
        let dropColours = named.filter { $0.0 == Pour.dropOperationName }.compactMap { entry -> Color? in
            if case .fill(_, .color(let c), _) = entry.1 { return c }
            return nil
        }
        #expect(dropColours.count == lastDrop - firstDrop + 1)
        #expect(dropColours.allSatisfy { $0.hexRGB == "#1898FF" && $0.opacity >= 0.9 && $0.opacity <= 1 })
    }

    @Test("8. emission count: N(0.5) = 300, N(1.0) = 600, N(6.9) = 4140; from τ = 7 no particle commands")
    func emissionCount() throws {
        #expect(ParticleEmitter.bornCount(at: 0.5) == 300)
        #expect(ParticleEmitter.bornCount(at: 1.0) == 600)
        #expect(ParticleEmitter.bornCount(at: 6.9) == 4140)
        var s = try session()
        for tau in [7.0, 7.001, 8, 20] {
            #expect(s.frame(at: at(tau)).operations(named: Pour.dropOperationName).isEmpty, "τ = \(tau)")
            #expect(s.sceneState(at: at(tau)).number("live") == 0)
        }
        #expect(s.frame(at: at(6.999)).operations(named: Pour.dropOperationName).count > 0)
    }

    @Test("9. generator: SplitMix64 with seed 0 returns 0xE220A8397B1DCDAF first")
    func generator() {
        var g = SplitMix64(seed: 0)
        #expect(g.next() == 0xE220_A839_7B1D_CDAF)
        var r = Reference.Generator(state: 0)
        #expect(r.next() == 0xE220_A839_7B1D_CDAF)
    }

    @Test("10. first drop, seed 42: x₀ 113.2861, y₀ −1.7004, speed 576.6286, ψ 1.564154, size 7.6902, opacity 1; at τ = 0.5 at (115.1946, 304.2717)")
    func firstDrop() {
        let p = Particle(index: 0, seed: 42, emitter: ParticleEmitter.position(width: 390))
        #expect(isClose(p.origin.x, 113.2861, 1e-4))
        #expect(isClose(p.origin.y, -1.7004, 1e-4))
        #expect(isClose(p.speed, 576.6286, 1e-4))
        #expect(isClose(p.direction, 1.564154, 1e-6))
        #expect(isClose(p.size, 7.6902, 1e-4))
        #expect(p.opacity == 1.0)
        let q = p.position(at: 0.5)
        #expect(isClose(q.x, 115.1946, 1e-4))
        #expect(isClose(q.y, 304.2717, 1e-4))
    }

    @Test("11. live drops, seed 42: exactly 600 at τ = 1.0, 732 at 1.5, 738 at 2.0", arguments: [(1.0, 600), (1.5, 732), (2.0, 738)])
    func liveDrops(tau: Double, live: Int) throws {
        var s = try session(seed: 42)
        #expect(s.sceneState(at: at(tau)).number("live") == Double(live))
        #expect(s.frame(at: at(tau)).operations(named: Pour.dropOperationName).count == live)
        // The culling line is not within 0.09 pt of any born drop's tip, so the count is exact.
        let drops = Reference.drops(seed: 42, count: ParticleEmitter.bornCount(at: tau))
        let gaps = drops.map { abs($0.position(at: tau).y - $0.size / 2 - 844) }
        #expect(gaps.min()! > 0.09)
        #expect(drops.filter { $0.position(at: tau).y - $0.size / 2 <= 844 }.count == live)
    }

    @Test("12. ranges: every drop has x₀ ∈ [72.5, 127.5], y₀ ∈ [−2.5, 2.5], speed ∈ [525, 675], size ∈ [7.5, 12.5], opacity ∈ [0.9, 1]",
          arguments: [0, 1, 42, UInt64.max])
    func ranges(seed: UInt64) {
        let emitter = ParticleEmitter.position(width: 390)
        for k in 0..<4200 {
            let p = Particle(index: k, seed: seed, emitter: emitter)
            #expect((72.5...127.5).contains(p.origin.x) && (-2.5...2.5).contains(p.origin.y))
            #expect((525...675).contains(p.speed) && (7.5...12.5).contains(p.size) && (0.9...1).contains(p.opacity))
            #expect(abs(p.direction - .pi / 2) <= 0.015)
        }
    }

    @Test("13. frame independence: τ = 3.0 directly equals stepping at 60 fps from 0, and a replay click reproduces it")
    func frameIndependence() throws {
        var direct = try session()
        let frame = direct.frame(at: at(3))
        var stepped = try session()
        for k in 0...180 { _ = stepped.frame(at: at(Double(k) / 60)) }
        #expect(stepped.frame(at: at(3)) == frame)
        // Replay at scene time 10: pour time 3 is scene time 13.
        var replayed = try session(click(at: 10))
        #expect(replayed.frame(at: at(13)) == frame)
    }
}
