import RealModule
import Testing

@testable import Curves
import ZoetropeTestSupport

@Suite("SineCosine")
struct SineCosineTests {
    @Test("sine and cosine agree with the library functions to 2 ulp over every quadrant and far out")
    func matchesLibrary() {
        var random = SplitMix64(seed: 9)
        var arguments: [Double] = [0, -0.0, .pi / 4, .pi / 2, .pi, 3 * .pi / 2, 2 * .pi, -.pi / 3, 1e-300, 5e5, 823_549, 1e7, -1e12]
        for _ in 0..<20_000 { arguments.append(Double.random(in: -1000...1000, using: &random)) }
        for x in arguments {
            let (s, c) = SineCosine.of(x)
            #expect(abs(s - Double.sin(x)) <= 2 * Double.ulpOfOne * max(abs(Double.sin(x)), 1e-300) + 1e-300 + 2 * Double.ulpOfOne, "sin \(x)")
            #expect(abs(c - Double.cos(x)) <= 2 * Double.ulpOfOne * max(abs(Double.cos(x)), 1e-300) + 1e-300 + 2 * Double.ulpOfOne, "cos \(x)")
        }
    }

    @Test("non-finite arguments give NaN, as the library does")
    func nonFinite() {
        #expect(SineCosine.of(.infinity).sin.isNaN)
        #expect(SineCosine.of(.nan).cos.isNaN)
    }
}
