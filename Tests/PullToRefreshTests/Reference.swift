import Foundation

/// Independent reference formulas from the spec, written without the Curves module, so tests
/// cross-check the scene rather than repeat it.
enum Reference {
    /// A cubic Bézier timing curve (A.3) solved by bisection (x monotonic for x1, x2 in 0…1).
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ u: Double) -> Double {
        let u = min(max(u, 0), 1)
        func x(_ s: Double) -> Double { 3 * (1 - s) * (1 - s) * s * x1 + 3 * (1 - s) * s * s * x2 + s * s * s }
        func y(_ s: Double) -> Double { 3 * (1 - s) * (1 - s) * s * y1 + 3 * (1 - s) * s * s * y2 + s * s * s }
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if x(mid) < u { lo = mid } else { hi = mid }
        }
        return y((lo + hi) / 2)
    }

    static func easeIn(_ u: Double) -> Double { bezier(0.42, 0, 1, 1, u) }
    static func easeOut(_ u: Double) -> Double { bezier(0, 0, 0.58, 1, u) }
    static func easeInOut(_ u: Double) -> Double { bezier(0.42, 0, 0.58, 1, u) }
    static func rollIn(_ u: Double) -> Double { bezier(0.24, 1.4, 1.0, -1.0, u) }

    /// The list spring of B.8 (m = 1, k = 80, c = 4, v0 = 0) as the fraction of the change, A.4.
    static func listSpring(_ t: Double) -> Double {
        let w0 = sqrt(80.0), zeta = 4 / (2 * sqrt(80.0))
        let wd = w0 * sqrt(1 - zeta * zeta)
        let a = zeta * w0 / wd
        return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + a * sin(wd * t))
    }

    /// The release spring of B.4: `c(t) = c_rel·(1 + ω0·t)·e^(−ω0·t)`, ω0 = 4π.
    static func release(from c: Double, _ t: Double) -> Double {
        let w0 = 4 * Double.pi
        return c * (1 + w0 * t) * exp(-w0 * t)
    }

    /// `rubberInverse(s)` of B.4 for H = 844.
    static func rubberInverse(_ s: Double, height: Double = 844) -> Double {
        (height / 0.55) * s / (height - s)
    }

    /// A repeat-forever autoreverse leg value (A.5): even legs f(u), odd legs 1 − f(u).
    static func autoreversing(_ f: (Double) -> Double, duration: Double, _ t: Double) -> Double {
        let leg = (t / duration).rounded(.down)
        let u = t / duration - leg
        return Int(leg) % 2 == 0 ? f(u) : 1 - f(u)
    }
}
