import RealModule

/// Sine and cosine of one angle computed together, sharing the argument reduction: about twice
/// as fast as calling `sin` and `cos` separately, which matters for springs (every under-damped
/// sample needs both). The result is within an ulp or so of the correctly rounded values and is
/// the same on every platform (it does not depend on the C library).
///
/// Method: `x = k·π/2 + r` with `|r| ≤ π/4`, using a three-part split of π/2 (Cody–Waite) so `r`
/// is exact for `|x| < 2^19·π/2`; then Taylor polynomials for sin r (to r¹⁷) and cos r (to r¹⁸),
/// whose truncation errors are below 1e-19; then the quadrant `k mod 4` picks signs and order.
/// Larger, infinite and NaN arguments fall back to the library functions.
@usableFromInline
internal enum SineCosine {
    // π/2 = halfPi1 + halfPi2 + halfPi3, the first two with 33 significant bits each.
    static let halfPi1 = 1.5707963267341256
    static let halfPi2 = 6.077100506303966e-11
    static let halfPi3 = 2.0222662487959506e-21
    static let twoOverPi = 0.6366197723675814

    /// `(sin x, cos x)` for `x` in radians.
    @usableFromInline
    static func of(_ x: Double) -> (sin: Double, cos: Double) {
        guard Swift.abs(x) < 823_549.6 else {  // 2^19·π/2
            return (Double.sin(x), Double.cos(x))
        }
        let k = (x * twoOverPi).rounded()
        let r = ((x - k * halfPi1) - k * halfPi2) - k * halfPi3
        let z = r * r
        // sin r = r − r³/3! + … + r¹⁷/17!
        var sinPoly = 2.8114572543455206e-15
        sinPoly = sinPoly * z - 7.647163731819816e-13
        sinPoly = sinPoly * z + 1.6059043836821613e-10
        sinPoly = sinPoly * z - 2.505210838544172e-08
        sinPoly = sinPoly * z + 2.7557319223985893e-06
        sinPoly = sinPoly * z - 0.0001984126984126984
        sinPoly = sinPoly * z + 0.008333333333333333
        sinPoly = sinPoly * z - 0.16666666666666666
        let sinR = r + r * z * sinPoly
        // cos r = 1 − r²/2! + … + r¹⁸/18!
        var cosPoly = -1.5619206968586225e-16
        cosPoly = cosPoly * z + 4.779477332387385e-14
        cosPoly = cosPoly * z - 1.1470745597729725e-11
        cosPoly = cosPoly * z + 2.08767569878681e-09
        cosPoly = cosPoly * z - 2.755731922398589e-07
        cosPoly = cosPoly * z + 2.48015873015873e-05
        cosPoly = cosPoly * z - 0.001388888888888889
        cosPoly = cosPoly * z + 0.041666666666666664
        let cosR = 1 - 0.5 * z + z * z * cosPoly
        switch Int(k) & 3 {
        case 0: return (sinR, cosR)
        case 1: return (cosR, -sinR)
        case 2: return (-sinR, -cosR)
        default: return (-cosR, sinR)
        }
    }
}
