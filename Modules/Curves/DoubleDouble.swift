/// An unevaluated sum `hi + lo` of two doubles with `|lo| ≤ ulp(hi)/2`: about 106 bits of
/// precision (relative error ~1e-32), from error-free transformations (Knuth's two-sum, and a
/// fused multiply-add for products). Used where plain double arithmetic loses too much to
/// cancellation, like a Bézier curve's x(s) with control points near ±1e6.
@usableFromInline
struct DoubleDouble {
    @usableFromInline var hi: Double
    @usableFromInline var lo: Double

    @inlinable init(_ value: Double) {
        hi = value
        lo = 0
    }

    @inlinable init(hi: Double, lo: Double) {
        self.hi = hi
        self.lo = lo
    }

    /// `a + b` exactly, as a rounded sum and its rounding error (two-sum).
    @inlinable static func sum(_ a: Double, _ b: Double) -> DoubleDouble {
        let s = a + b
        let bb = s - a
        return DoubleDouble(hi: s, lo: (a - (s - bb)) + (b - bb))
    }

    /// `a · b` exactly, as a rounded product and its rounding error (the error by one fused
    /// multiply-add).
    @inlinable static func product(_ a: Double, _ b: Double) -> DoubleDouble {
        let p = a * b
        return DoubleDouble(hi: p, lo: (-p).addingProduct(a, b))
    }

    /// `hi + lo` renormalized so that `|lo| ≤ ulp(hi)/2`.
    @inlinable static func normalized(_ hi: Double, _ lo: Double) -> DoubleDouble {
        let s = hi + lo
        return DoubleDouble(hi: s, lo: lo - (s - hi))
    }

    @inlinable static func + (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        let s = sum(a.hi, b.hi)
        return normalized(s.hi, s.lo + a.lo + b.lo)
    }

    @inlinable static func - (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        a + DoubleDouble(hi: -b.hi, lo: -b.lo)
    }

    @inlinable static func * (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        let p = product(a.hi, b.hi)
        return normalized(p.hi, p.lo + (a.hi * b.lo + a.lo * b.hi))
    }

    /// The nearest double to the sum.
    @inlinable var value: Double { hi + lo }
}
