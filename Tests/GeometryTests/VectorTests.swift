import Geometry
import Testing
import ZoetropeTestSupport

@Suite("Vector")
struct VectorTests {
    @Test("a vector from a to b moves a onto b")
    func fromTo() {
        let a = Point(x: 3, y: -2), b = Point(x: -1, y: 5)
        let v = Vector(from: a, to: b)
        #expect(v == Vector(dx: -4, dy: 7))
        #expect(a + v == b)
        #expect(b - v == a)
        #expect(a.vector(to: b) == v)
    }

    @Test("length is Euclidean and does not overflow for huge components")
    func length() {
        #expect(Vector(dx: 3, dy: 4).length == 5)
        #expect(Vector(dx: 3, dy: 4).lengthSquared == 25)
        expectClose(Vector(dx: 3e200, dy: 4e200).length / 1e200, 5, 1e-12)
    }

    @Test("angle: +y is +90°, which points down the screen (clockwise from +x)")
    func angleDirection() {
        expectClose(Vector(dx: 0, dy: 1).angle.degrees, 90, 1e-12)
        expectClose(Vector(dx: -1, dy: 0).angle.degrees, 180, 1e-12)
        expectClose(Vector(dx: 0, dy: -1).angle.degrees, -90, 1e-12)
        let v = Vector(angle: .degrees(90))
        expectClose(v.dx, 0, 1e-15)
        expectClose(v.dy, 1, 1e-15)
    }

    @Test("normalized has length 1, and is nil for zero, NaN or infinite vectors")
    func normalized() throws {
        let n = try #require(Vector(dx: -6, dy: 8).normalized)
        expectClose(n.length, 1, 1e-15)
        expectClose(n.dx, -0.6, 1e-15)
        #expect(Vector.zero.normalized == nil)
        #expect(Vector(dx: .nan, dy: 1).normalized == nil)
        #expect(Vector(dx: .infinity, dy: 1).normalized == nil)
    }

    @Test("cross is positive when the second vector lies clockwise on screen")
    func crossSign() {
        let right = Vector(dx: 1, dy: 0), down = Vector(dx: 0, dy: 1)
        #expect(right.cross(down) > 0)
        #expect(down.cross(right) < 0)
        #expect(right.dot(down) == 0)
    }

    @Test("arithmetic: sum, difference, negation, scaling")
    func arithmetic() {
        let a = Vector(dx: 1, dy: 2), b = Vector(dx: 3, dy: -4)
        #expect(a + b == Vector(dx: 4, dy: -2))
        #expect(a - b == Vector(dx: -2, dy: 6))
        #expect(-a == Vector(dx: -1, dy: -2))
        #expect(a * 3 == Vector(dx: 3, dy: 6))
        #expect(3 * a == a * 3)
        #expect(b / 2 == Vector(dx: 1.5, dy: -2))
        #expect(a + .zero == a)
    }

    @Test("applying ignores translation")
    func applyingIgnoresTranslation() {
        let t = AffineTransform(rotationAngle: .degrees(90)).concatenating(AffineTransform(translationX: 50, y: 50))
        let v = Vector(dx: 1, dy: 0).applying(t)
        expectClose(v.dx, 0, 1e-15)
        expectClose(v.dy, 1, 1e-15)
    }
}
