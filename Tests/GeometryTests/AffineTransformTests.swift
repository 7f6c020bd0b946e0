import Geometry
import Testing

@Suite("AffineTransform")
struct AffineTransformTests {
    static let tolerance = 1e-12

    static func expectClose(_ p: Point, _ q: Point, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(p.x - q.x) <= tolerance && abs(p.y - q.y) <= tolerance,
                "\(p) ≠ \(q)", sourceLocation: sourceLocation)
    }

    @Test("points are row vectors: x' = a·x + c·y + tx, y' = b·x + d·y + ty")
    func rowVectorConvention() {
        let t = AffineTransform(a: 2, b: 3, c: 5, d: 7, tx: 11, ty: 13)
        #expect(Point(x: 1, y: 10).applying(t) == Point(x: 2 + 50 + 11, y: 3 + 70 + 13))
    }

    @Test("concatenating applies self first, then the argument")
    func concatenationOrder() {
        let scale = AffineTransform(scaleX: 2, y: 2)
        let move = AffineTransform(translationX: 10, y: 0)
        Self.expectClose(Point(x: 1, y: 1).applying(scale.concatenating(move)), Point(x: 12, y: 2))
        Self.expectClose(Point(x: 1, y: 1).applying(move.concatenating(scale)), Point(x: 22, y: 2))
    }

    @Test("translatedBy/rotated/scaledBy prepend: the last call acts first")
    func prependSemantics() {
        let t = AffineTransform.identity.translatedBy(x: 50, y: 100)
            .rotated(by: .degrees(90)).scaledBy(x: 2, y: 2)
        // (1, 0) → scale (2, 0) → rotate 90° (0, 2) → translate (50, 102)
        Self.expectClose(Point(x: 1, y: 0).applying(t), Point(x: 50, y: 102))
    }

    @Test("a positive rotation turns +x toward +y: clockwise on a y-down screen")
    func rotationDirection() {
        Self.expectClose(Point(x: 1, y: 0).applying(AffineTransform(rotationAngle: .degrees(90))),
                         Point(x: 0, y: 1))
    }

    @Test("rotation about an anchor keeps the anchor fixed")
    func rotationAboutAnchor() {
        let anchor = Point(x: 10, y: 20)
        let t = AffineTransform(rotationAngle: .degrees(90), anchor: anchor)
        Self.expectClose(anchor.applying(t), anchor)
        Self.expectClose(Point(x: 11, y: 20).applying(t), Point(x: 10, y: 21))
    }

    @Test("inverted undoes the transform")
    func inverse() {
        let t = AffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7)
        let p = Point(x: 3.5, y: -2)
        Self.expectClose(p.applying(t).applying(t.inverted()), p)
        let id = t.concatenating(t.inverted())
        #expect(abs(id.a - 1) < 1e-12 && abs(id.b) < 1e-12 && abs(id.tx) < 1e-12)
    }

    @Test("a singular transform inverts to itself")
    func singularInverse() {
        let t = AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 4)
        #expect(t.determinant == 0)
        #expect(t.inverted() == t)
    }
}
