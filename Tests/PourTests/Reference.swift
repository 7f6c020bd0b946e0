import Foundation

/// The spec's formulas written out again, independently of the module, so tests compare the
/// scene with pour.md rather than with itself.
enum Reference {
    /// SplitMix64 exactly as pour.md §7.2 lists its five steps, drawn strictly in sequence.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &+ 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        /// u = (output >> 11) × 2⁻⁵³.
        mutating func unit() -> Double { Double(next() >> 11) / 9_007_199_254_740_992 }
    }

    /// A drop computed from sequential draws (§7.3), the emitter at (100, 0).
    struct Drop {
        var k: Int
        var x0, y0, psi, speed, size, opacity: Double
        var birth: Double { Double(k + 1) / 600 }
        func position(at tau: Double) -> (x: Double, y: Double) {
            let a = tau - birth
            return (x0 + speed * cos(psi) * a, y0 + speed * sin(psi) * a + 75 * a * a)
        }
    }

    /// The first `count` drops of `seed`, drawing six numbers per drop in order.
    static func drops(seed: UInt64, count: Int, emitterX: Double = 100) -> [Drop] {
        var g = Generator(state: seed)
        return (0..<count).map { k in
            let u = (0..<6).map { _ in g.unit() }
            return Drop(k: k, x0: emitterX + (u[0] - 0.5) * 55, y0: (u[1] - 0.5) * 5,
                        psi: .pi / 2 + (u[2] - 0.5) * 0.03, speed: 600 + (u[3] - 0.5) * 150,
                        size: 100 * (0.1 + (u[4] - 0.5) * 0.05), opacity: min(1, 1 + (u[5] - 0.5) * 0.2))
        }
    }

    /// Cubic-Bézier timing (0.42, 0, 0.58, 1), solved for x by bisection.
    static func easeInOut(_ progress: Double) -> Double {
        func bez(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            if bez(mid, 0.42, 0.58) < progress { lo = mid } else { hi = mid }
        }
        return bez((lo + hi) / 2, 0, 1)
    }

    /// §1's autoreverse repeat-forever progress with leg `d`, started at 0.
    static func repeatProgress(_ tau: Double, leg d: Double) -> Double {
        let u = tau / d
        let n = floor(u)
        let f = u - n
        return Int(n) % 2 == 0 ? easeInOut(f) : 1 - easeInOut(f)
    }

    /// p(τ) = clamp((τ − 1)/6, 0, 1).
    static func riseProgress(_ tau: Double) -> Double { min(max((tau - 1) / 6, 0), 1) }
    static func top(_ tau: Double, height h: Double = 844) -> Double { (h + 30) * (1 - riseProgress(tau)) }
    static func amplitude(_ tau: Double, height h: Double = 844) -> Double {
        min((h + 30) / 10, 20) * (1 - riseProgress(tau))
    }
    static func frontPhase(_ tau: Double) -> Double { 90 - 180 * repeatProgress(tau, leg: 0.5) }
    static func backPhase(_ tau: Double) -> Double { 270 * repeatProgress(tau, leg: 0.3) }
    /// y(x) for a wave.
    static func surface(x: Double, top: Double, amplitude: Double, wavelength: Double, phase: Double, width: Double = 390)
        -> Double
    {
        top - amplitude * sin((360 * wavelength * x / width + phase) * .pi / 180)
    }
}
