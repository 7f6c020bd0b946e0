import Geometry
import Testing
import ZoetropeTestSupport

@Suite("Point")
struct PointTests {
    @Test("distance is symmetric and Euclidean")
    func distance() {
        let a = Point(x: 1, y: 1), b = Point(x: 4, y: 5)
        #expect(a.distance(to: b) == 5)
        #expect(b.distance(to: a) == 5)
        #expect(a.distance(to: a) == 0)
    }

    @Test("offsetBy moves right for +dx and down for +dy")
    func offset() {
        #expect(Point(x: 1, y: 2).offsetBy(dx: 3, dy: 4) == Point(x: 4, y: 6))
    }

    @Test("isFinite is false for NaN or infinite coordinates")
    func finiteness() {
        #expect(Point(x: 1, y: 2).isFinite)
        #expect(!Point(x: .nan, y: 2).isFinite)
        #expect(!Point(x: 1, y: -.infinity).isFinite)
    }

    @Test("description prints exact, shortest coordinates", arguments: [
        (Point(x: 10, y: 2.5), "(10, 2.5)"),
        (Point(x: -0.0, y: 0.1), "(0, 0.1)"),
        (Point(x: .nan, y: .infinity), "(nan, inf)"),
    ])
    func description(point: Point, text: String) {
        #expect(point.description == text)
    }
}

@Suite("Size")
struct SizeTests {
    @Test("applying uses the linear part only and may give negative extents")
    func applying() {
        let s = Size(width: 10, height: 20).applying(AffineTransform(scaleX: -1, y: 2).translatedBy(x: 5, y: 5))
        #expect(s == Size(width: -10, height: 40))
    }

    @Test("isFinite and description")
    func basics() {
        #expect(Size(width: 1, height: 2).isFinite)
        #expect(!Size(width: .nan, height: 2).isFinite)
        #expect(Size(width: 100, height: 50).description == "(100, 50)")
    }
}

@Suite("Angle")
struct AngleTests {
    @Test("degrees and radians convert both ways", arguments: [0.0, 45, 90, 180, -270, 720])
    func conversion(degrees: Double) {
        let a = Angle.degrees(degrees)
        expectClose(a.radians, degrees * .pi / 180, 1e-15)
        expectClose(Angle.radians(a.radians).degrees, degrees, 1e-12)
        var b = Angle.zero
        b.degrees = degrees
        expectClose(b.radians, a.radians, 1e-15)
    }

    @Test("angles are ordered by radians")
    func ordering() {
        #expect(Angle.degrees(10) < .degrees(20))
        #expect(Angle.radians(-1) < .zero)
    }
}

@Suite("UnitPoint")
struct UnitPointTests {
    @Test("named anchors project to the documented points of a rect", arguments: [
        (UnitPoint.zero, Point(x: 10, y: 20)), (.topLeading, Point(x: 10, y: 20)),
        (.top, Point(x: 60, y: 20)), (.topTrailing, Point(x: 110, y: 20)),
        (.leading, Point(x: 10, y: 45)), (.center, Point(x: 60, y: 45)),
        (.trailing, Point(x: 110, y: 45)), (.bottomLeading, Point(x: 10, y: 70)),
        (.bottom, Point(x: 60, y: 70)), (.bottomTrailing, Point(x: 110, y: 70)),
    ])
    func anchors(unit: UnitPoint, expected: Point) {
        #expect(unit.point(in: Rect(x: 10, y: 20, width: 100, height: 50)) == expected)
        // A negative-size rect covering the same area gives the same point.
        #expect(unit.point(in: Rect(x: 110, y: 70, width: -100, height: -50)) == expected)
    }

    @Test("components outside 0…1 lie outside the box")
    func outside() {
        #expect(UnitPoint(x: 1.5, y: -0.5).point(in: Size(width: 100, height: 10)) == Point(x: 150, y: -5))
    }
}

@Suite("EdgeInsets")
struct EdgeInsetsTests {
    @Test("inset shrinks each edge by its own amount")
    func inset() {
        let r = Rect(x: 0, y: 0, width: 100, height: 50)
            .inset(by: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(r == Rect(x: 2, y: 1, width: 94, height: 46))
        #expect(Rect(x: 0, y: 0, width: 10, height: 10).inset(by: EdgeInsets(all: -5))
                == Rect(x: -5, y: -5, width: 20, height: 20))
    }

    @Test("insets larger than the rect give the null rect")
    func tooLarge() {
        #expect(Rect(x: 0, y: 0, width: 10, height: 10).inset(by: EdgeInsets(all: 6)).isNull)
        #expect(Rect.null.inset(by: .zero).isNull)
    }
}
