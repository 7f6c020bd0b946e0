/// x(s) of the cubic Bézier timing curve with control x values `x1`, `x2` (from 0 at s = 0 to 1
/// at s = 1) minus `x`, to about 1e-30 relative to the control values: an independent reference
/// for the solver's error. It sums the Bernstein terms `3·x1·s·(1 − s)² + 3·x2·s²·(1 − s) + s³`
/// in double-double arithmetic built from Dekker's product split (no fused multiply-add), so it
/// shares neither the solver's evaluation order nor its arithmetic.
func exactBezierXError(x1: Double, x2: Double, s: Double, x: Double) -> Double {
    let u = Exact.sum(Exact(1), Exact(-s))
    let sd = Exact(s)
    let t1 = Exact.product(Exact.product(Exact.product(Exact(x1), Exact(3)), sd), Exact.product(u, u))
    let t2 = Exact.product(Exact.product(Exact.product(Exact(x2), Exact(3)), Exact.product(sd, sd)), u)
    let t3 = Exact.product(Exact.product(sd, sd), sd)
    return Exact.sum(Exact.sum(Exact.sum(t1, t2), t3), Exact(-x)).value
}

/// A double-double number `hi + lo` (≈ 106 bits), with Dekker's splitting for exact products.
struct Exact {
    var hi: Double
    var lo: Double

    init(_ value: Double) {
        hi = value
        lo = 0
    }

    init(hi: Double, lo: Double) {
        self.hi = hi
        self.lo = lo
    }

    var value: Double { hi + lo }

    /// Knuth's two-sum: `a + b = s + e` exactly.
    static func twoSum(_ a: Double, _ b: Double) -> (Double, Double) {
        let s = a + b
        let v = s - a
        return (s, (a - (s - v)) + (b - v))
    }

    /// Dekker's split of `a` into two 26-bit halves.
    static func split(_ a: Double) -> (Double, Double) {
        let c = 134_217_729.0 * a  // 2^27 + 1
        let high = c - (c - a)
        return (high, a - high)
    }

    /// Dekker's two-product: `a · b = p + e` exactly (for |a·b| well inside the double range).
    static func twoProduct(_ a: Double, _ b: Double) -> (Double, Double) {
        let p = a * b
        let (ah, al) = split(a), (bh, bl) = split(b)
        return (p, ((ah * bh - p) + ah * bl + al * bh) + al * bl)
    }

    static func sum(_ a: Exact, _ b: Exact) -> Exact {
        let (s, e) = twoSum(a.hi, b.hi)
        let (hi, lo) = twoSum(s, e + a.lo + b.lo)
        return Exact(hi: hi, lo: lo)
    }

    static func product(_ a: Exact, _ b: Exact) -> Exact {
        let (p, e) = twoProduct(a.hi, b.hi)
        let (hi, lo) = twoSum(p, e + a.hi * b.lo + a.lo * b.hi)
        return Exact(hi: hi, lo: lo)
    }
}
