import Geometry
import Testing
import ZoetropeTestSupport

@Suite("Rect")
struct RectTests {
    @Test("edges are those of the standardized rect, even for a negative size")
    func edges() {
        let r = Rect(x: 100, y: 50, width: -40, height: -20)
        #expect(r.minX == 60 && r.midX == 80 && r.maxX == 100)
        #expect(r.minY == 30 && r.midY == 40 && r.maxY == 50)
        #expect(r.width == 40 && r.height == 20)
        #expect(r.center == Point(x: 80, y: 40))
        #expect(r.standardized == Rect(x: 60, y: 30, width: 40, height: 20))
    }

    @Test("contains is half-open: min edges inside, max edges outside")
    func containsHalfOpen() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(r.contains(Point(x: 0, y: 0)))
        #expect(r.contains(Point(x: 9.999, y: 5)))
        #expect(!r.contains(Point(x: 10, y: 5)))
        #expect(!r.contains(Point(x: 5, y: 10)))
        // Adjacent rects never both claim a point.
        let right = Rect(x: 10, y: 0, width: 10, height: 10)
        #expect(right.contains(Point(x: 10, y: 5)))
    }

    @Test("empty, null and NaN rects contain no point")
    func containsNothing() {
        #expect(!Rect(x: 0, y: 0, width: 0, height: 10).contains(Point(x: 0, y: 5)))
        #expect(!Rect.null.contains(Point(x: 0, y: 0)))
        #expect(!Rect(x: .nan, y: 0, width: 10, height: 10).contains(Point(x: 5, y: 5)))
        #expect(!Rect(x: 0, y: 0, width: 10, height: 10).contains(Point(x: .nan, y: 5)))
    }

    @Test("contains(rect): inclusion of standardized rects; null is inside everything")
    func containsRect() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(r.contains(Rect(x: 0, y: 0, width: 10, height: 10)))
        #expect(r.contains(Rect(x: 8, y: 8, width: -3, height: -3)))
        #expect(!r.contains(Rect(x: 5, y: 5, width: 10, height: 1)))
        #expect(r.contains(.null))
        #expect(!Rect.null.contains(r))
    }

    @Test("union is the smallest covering rect; null is its identity")
    func union() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10), b = Rect(x: 20, y: -5, width: 5, height: 5)
        #expect(a.union(b) == Rect(x: 0, y: -5, width: 25, height: 15))
        #expect(a.union(b) == b.union(a))
        #expect(a.union(.null) == a)
        #expect(Rect.null.union(Rect(x: 5, y: 5, width: -5, height: -5)) == Rect(x: 0, y: 0, width: 5, height: 5))
        #expect(Rect.null.union(.null).isNull)
    }

    @Test("intersection: the overlap, a zero-size rect for touching edges, null when disjoint")
    func intersection() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.intersection(Rect(x: 5, y: 5, width: 10, height: 10)) == Rect(x: 5, y: 5, width: 5, height: 5))
        let touching = a.intersection(Rect(x: 10, y: 0, width: 5, height: 5))
        #expect(touching == Rect(x: 10, y: 0, width: 0, height: 5))
        #expect(!a.intersects(Rect(x: 10, y: 0, width: 5, height: 5)))
        #expect(a.intersection(Rect(x: 20, y: 20, width: 1, height: 1)).isNull)
        #expect(a.intersection(.null).isNull)
        #expect(a.intersects(Rect(x: 9, y: 9, width: 5, height: 5)))
    }

    @Test("insetBy shrinks symmetrically; too large gives null; negative grows")
    func insetBy() {
        let r = Rect(x: 0, y: 0, width: 10, height: 20)
        #expect(r.insetBy(dx: 2, dy: 3) == Rect(x: 2, y: 3, width: 6, height: 14))
        #expect(r.insetBy(dx: -1, dy: -1) == Rect(x: -1, y: -1, width: 12, height: 22))
        #expect(r.insetBy(dx: 6, dy: 0).isNull)
        #expect(Rect(x: 10, y: 20, width: -10, height: -20).insetBy(dx: 1, dy: 1) == Rect(x: 1, y: 1, width: 8, height: 18))
    }

    @Test("offsetBy moves the origin; null stays null")
    func offset() {
        #expect(Rect(x: 1, y: 2, width: 3, height: 4).offsetBy(dx: 10, dy: -2) == Rect(x: 11, y: 0, width: 3, height: 4))
        #expect(Rect.null.offsetBy(dx: 1, dy: 1).isNull)
    }

    @Test("applying a rotation gives the bounds of the rotated corners")
    func applyingRotation() {
        let r = Rect(x: 0, y: 0, width: 20, height: 10)
        let rotated = r.applying(AffineTransform(rotationAngle: .degrees(90)))
        expectClose(rotated, Rect(x: -10, y: 0, width: 10, height: 20), 1e-12)
        let diamond = Rect(x: -1, y: -1, width: 2, height: 2).applying(AffineTransform(rotationAngle: .degrees(45)))
        expectClose(diamond, Rect(x: -2.0.squareRoot(), y: -2.0.squareRoot(), width: 2 * 2.0.squareRoot(), height: 2 * 2.0.squareRoot()), 1e-12)
        #expect(Rect.null.applying(AffineTransform(scaleX: 2, y: 2)).isNull)
    }

    @Test("description prints origin and size as stored")
    func description() {
        #expect(Rect(x: 0, y: 0.5, width: 100, height: -50).description == "(0, 0.5, 100, -50)")
    }
}
