import Curves
import Testing

@Suite("VectorArithmetic")
struct VectorArithmeticTests {
    @Test("interpolated is a + (b − a)·amount", arguments: [0.0, 0.25, 0.5, 1.0, 1.5, -0.5])
    func interpolation(amount: Double) {
        #expect(2.0.interpolated(towards: 10, amount: amount) == 2 + 8 * amount)
    }

    @Test("Double's magnitudeSquared is x² and scale multiplies")
    func doubleConformance() {
        #expect((-3.0).magnitudeSquared == 9)
        #expect(3.0.scaled(by: -2) == -6)
        #expect(Float(1.5).scaled(by: 2) == 3)
    }
}
