import Testing
@testable import Stage

@Suite("SplitMix64")
struct SplitMix64Tests {
    @Test("seed 0 gives the spec's test vector first (pour.md §7.2)")
    func specVector() {
        var g = SplitMix64(seed: 0)
        #expect(g.next() == 0xE220_A839_7B1D_CDAF)
    }

    /// Reference outputs of the published SplitMix64 algorithm (Steele, Lea & Flood 2014;
    /// Vigna's splitmix64.c), computed independently with Python's arbitrary-precision integers.
    static let references: [(UInt64, [UInt64])] = [
        (0, [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F, 0xF88B_B8A8_724C_81EC, 0x1B39_896A_51A8_749B]),
        (1, [0x910A_2DEC_8902_5CC1, 0xBEEB_8DA1_658E_EC67, 0xF893_A2EE_FB32_555E, 0x71C1_8690_EE42_C90B, 0x71BB_54D8_D101_B5B9]),
        (42, [0xBDD7_3226_2FEB_6E95, 0x28EF_E333_B266_F103, 0x4752_6757_130F_9F52, 0x581C_E1FF_0E4A_E394, 0x09BC_585A_2448_23F2]),
        (2023, [0x1AA6_E016_501B_53C1, 0x5594_8F6E_6CC0_2993, 0xA335_66CA_C0AE_23A5, 0x022E_7FA4_986F_332F, 0x78E9_FA02_84B9_457B]),
        (UInt64.max, [0xE4D9_7177_1B65_2C20, 0xE99F_F867_DBF6_82C9, 0x382F_F84C_B272_81E9, 0x6D1D_B36C_CBA9_82D2, 0xB4A0_472E_5780_69AE]),
    ]

    @Test("the first five outputs match independently computed references", arguments: references)
    func referenceOutputs(seed: UInt64, expected: [UInt64]) {
        var g = SplitMix64(seed: seed)
        #expect((0..<5).map { _ in g.next() } == expected)
    }

    @Test("the unit draw is (output >> 11) × 2⁻⁵³ and reproduces pour.md's first drop for seed 42")
    func unitDrawsMatchPourSpec() {
        var g = SplitMix64(seed: 42)
        let u1 = g.nextUnit()
        let u2 = g.nextUnit()
        // pour.md §11 check 10: x₀ = 100 + (u₁ − 0.5)·55 = 113.2861, y₀ = (u₂ − 0.5)·5 = −1.7004.
        #expect(abs(100 + (u1 - 0.5) * 55 - 113.2861) < 1e-4)
        #expect(abs((u2 - 0.5) * 5 - (-1.7004)) < 1e-4)
        var h = SplitMix64(seed: 42)
        #expect(u1 == Double(h.next() >> 11) * 0x1p-53)
    }

    @Test("seed 0's first unit draw is the spec vector >> 11 × 2⁻⁵³ (value computed independently in Python)")
    func specVectorUnit() {
        var g = SplitMix64(seed: 0)
        #expect(g.nextUnit() == 0.8833108082136426)
    }

    @Test("unit draws stay in [0, 1) and integer draws stay in range", arguments: [0 as UInt64, 7, 99])
    func ranges(seed: UInt64) {
        var g = SplitMix64(seed: seed)
        for _ in 0..<2000 {
            let u = g.nextUnit()
            #expect(u >= 0 && u < 1)
            let i = g.nextInt(in: -3...3)
            #expect((-3...3).contains(i))
            let d = g.nextDouble(in: 10..<20)
            #expect(d >= 10 && d < 20)
        }
    }

    @Test("integer draws reach both ends of their range")
    func integerEnds() {
        var g = SplitMix64(seed: 5)
        var seen = Set<Int>()
        for _ in 0..<500 { seen.insert(g.nextInt(in: 0...4)) }
        #expect(seen == [0, 1, 2, 3, 4])
        let single = g.nextInt(in: 7...7)
        #expect(single == 7)
    }

    @Test("a copy continues the same sequence (value semantics for checkpoints)")
    func copies() {
        var a = SplitMix64(seed: 9)
        _ = a.next()
        var b = a
        let (x, y) = (a.next(), b.next())
        #expect(x == y)
        #expect(a == b)
    }

    @Test("probabilities outside 0…1 are certain or impossible")
    func boolDraws() {
        var g = SplitMix64(seed: 3)
        for _ in 0..<100 {
            let certain = g.nextBool(probability: 1)
            let never = g.nextBool(probability: 0)
            let nan = g.nextBool(probability: .nan)
            #expect(certain && !never && !nan)
        }
    }
}
