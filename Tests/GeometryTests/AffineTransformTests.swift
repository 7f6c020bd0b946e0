import Geometry
import Testing
import ZoetropeTestSupport

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

    static let samples: [AffineTransform] = [
        .identity,
        AffineTransform(translationX: 5, y: -3),
        AffineTransform(scaleX: 2, y: 0.5),
        AffineTransform(rotationAngle: .degrees(30)),
        AffineTransform(a: 1, b: 0, c: 0.7, d: 1, tx: 0, ty: 0),  // shear
        AffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7),
    ]

    @Test("concatenation is associative", arguments: 0..<6)
    func associativity(i: Int) {
        let a = Self.samples[i], b = Self.samples[(i + 1) % 6], c = Self.samples[(i + 3) % 6]
        let p = Point(x: 1.25, y: -3.5)
        Self.expectClose(p.applying(a.concatenating(b).concatenating(c)),
                         p.applying(a.concatenating(b.concatenating(c))))
        // …and means "apply in order".
        Self.expectClose(p.applying(a.concatenating(b)), p.applying(a).applying(b))
    }

    @Test("every invertible transform composed with its inverse is the identity", arguments: 0..<6)
    func inverseLaw(i: Int) {
        let t = Self.samples[i]
        let p = Point(x: -7, y: 11)
        Self.expectClose(p.applying(t.inverted().concatenating(t)), p)
        Self.expectClose(p.applying(t.concatenating(t.inverted())), p)
    }

    @Test("translatedBy/scaledBy/rotated equal prepending the operation")
    func prependEqualsConcatenation() {
        let t = Self.samples[5]
        #expect(t.translatedBy(x: 3, y: 4) == AffineTransform(translationX: 3, y: 4).concatenating(t))
        #expect(t.scaledBy(x: 3, y: 4) == AffineTransform(scaleX: 3, y: 4).concatenating(t))
        #expect(t.rotated(by: .radians(0.3)) == AffineTransform(rotationAngle: .radians(0.3)).concatenating(t))
    }

    @Test("rotations compose by adding angles")
    func rotationsAdd() {
        let p = Point(x: 3, y: 1)
        let twice = AffineTransform(rotationAngle: .degrees(20)).concatenating(AffineTransform(rotationAngle: .degrees(50)))
        Self.expectClose(p.applying(twice), p.applying(AffineTransform(rotationAngle: .degrees(70))))
    }

    @Test("scaling about an anchor keeps the anchor fixed and scales distances from it")
    func scaleAboutAnchor() {
        let anchor = Point(x: 10, y: 20)
        let t = AffineTransform(scaleX: 2, y: 3, anchor: anchor)
        Self.expectClose(anchor.applying(t), anchor)
        Self.expectClose(Point(x: 11, y: 21).applying(t), Point(x: 12, y: 23))
    }

    @Test("the seating chart transform at rest maps chart (345, 104) to canvas (770, 431.25)")
    func seatingReference() {
        // seating.md §2.5: s = 1.25, θ = π/2, A = (360, 360), B = (90, 90).
        let chart = AffineTransform(scaleX: 1.25, y: 1.25, anchor: Point(x: 360, y: 360))
            .concatenating(AffineTransform(rotationAngle: .radians(.pi / 2), anchor: Point(x: 360, y: 360)))
            .concatenating(AffineTransform(translationX: 90, y: 90))
        #expect(abs(chart.a) < 1e-12 && abs(chart.b - 1.25) < 1e-12 && abs(chart.c + 1.25) < 1e-12)
        #expect(abs(chart.tx - 900) < 1e-9 && abs(chart.ty) < 1e-9)
        let q = Point(x: 345, y: 104).applying(chart)
        #expect(abs(q.x - 770) < 1e-9 && abs(q.y - 431.25) < 1e-9)
        let back = q.applying(chart.inverted())
        #expect(abs(back.x - 345) < 1e-9 && abs(back.y - 104) < 1e-9)
    }

    @Test("a transform with non-finite entries inverts to itself")
    func nonFiniteInverse() {
        let t = AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        #expect(t.inverted().tx == t.tx && t.inverted().a.isNaN)
    }

    @Test("isIdentity and determinant")
    func identity() {
        #expect(AffineTransform.identity.isIdentity)
        #expect(!AffineTransform(translationX: 1, y: 0).isIdentity)
        #expect(AffineTransform(scaleX: 2, y: 3).determinant == 6)
    }
}
