import Curves
import Geometry
import Stage
import Testing
@testable import Honeycomb
import ZoetropeTestSupport

/// §14 and check 10: the default spring (response 0.55 s, damping fraction 0.825).
@Suite("Default spring")
struct SpringTests {
    @Test("check 10: the closed form gives 0.34650, 0.74505, 0.94053 and a peak of 1.01019 at 0.4866 s")
    func closedForm() {
        #expect(isClose(Reference.spring(0.1), 0.34650, 5e-6))
        #expect(isClose(Reference.spring(0.2), 0.74505, 5e-6))
        #expect(isClose(Reference.spring(0.3), 0.94053, 5e-6))
        #expect(isClose(Reference.spring(0.4866), 1.01019, 5e-6))
        #expect(Reference.spring(0.4866) > Reference.spring(0.48) && Reference.spring(0.4866) > Reference.spring(0.495))
    }

    @Test("check 10: the scene's spring follows the closed form within 0.6 % of the travel, then rests at the target")
    func sceneSpring() throws {
        let animation = HoneycombConfiguration().spring
        var value = AnimatedValue(0.0)
        value.set(1, animation: animation, at: 0)
        for t in stride(from: 0.0, through: 1.5, by: 0.01) {
            #expect(isClose(value.presentation(at: t), Reference.spring(t), Reference.springTolerance(travel: 1)), "t = \(t)")
        }
        #expect(value.presentation(at: 3) == 1)
        #expect(!value.isAnimating(at: 3))
    }
}
