import Geometry
import Testing

@Suite("Path contains")
struct PathContainsTests {
    static let square = Path(Rect(x: 0, y: 0, width: 10, height: 10))

    @Test("a rect contains its interior and its edges and corners, nothing outside", arguments: [
        (Point(x: 5, y: 5), true), (Point(x: 0, y: 5), true), (Point(x: 10, y: 5), true),
        (Point(x: 5, y: 0), true), (Point(x: 5, y: 10), true), (Point(x: 0, y: 0), true),
        (Point(x: 10, y: 10), true), (Point(x: 10.000001, y: 5), false), (Point(x: 5, y: -0.000001), false),
        (Point(x: 20, y: 5), false), (Point(x: -5, y: 5), false),
    ])
    func rect(point: Point, inside: Bool) {
        #expect(Self.square.contains(point) == inside)
        #expect(Self.square.contains(point, eoFill: true) == inside)
    }

    static let uShape = Path { $0.addLines([
        Point(x: 0, y: 0), Point(x: 30, y: 0), Point(x: 30, y: 30), Point(x: 20, y: 30),
        Point(x: 20, y: 10), Point(x: 10, y: 10), Point(x: 10, y: 30), Point(x: 0, y: 30),
    ]); $0.closeSubpath() }

    @Test("a concave shape excludes its notch under both rules", arguments: [
        (Point(x: 15, y: 20), false), (Point(x: 5, y: 20), true), (Point(x: 25, y: 20), true),
        (Point(x: 15, y: 5), true), (Point(x: 15, y: 10), true), (Point(x: 20, y: 20), true),
    ])
    func concave(point: Point, inside: Bool) {
        #expect(Self.uShape.contains(point) == inside)
        #expect(Self.uShape.contains(point, eoFill: true) == inside)
    }

    static let pentagram = Path {
        let pts = (0..<5).map { i -> Point in
            let a = -Double.pi / 2 + Double(i * 2) * 2 * .pi / 5
            return Point.zero + Vector(angle: .radians(a)) * 50
        }
        $0.addLines(pts)
        $0.closeSubpath()
    }

    @Test("a self-intersecting star: the centre winds twice — filled by non-zero, a hole by even-odd")
    func pentagram() {
        #expect(Self.pentagram.contains(.zero))
        #expect(!Self.pentagram.contains(.zero, eoFill: true))
        let tip = Point(x: 0, y: -40)  // inside the top point, winding 1
        #expect(Self.pentagram.contains(tip))
        #expect(Self.pentagram.contains(tip, eoFill: true))
        #expect(!Self.pentagram.contains(Point(x: 45, y: 40)))
    }

    @Test("two circles in the same direction: the hole is filled by non-zero, empty by even-odd")
    func sameDirectionRings() {
        var p = Path(ellipseIn: Rect(x: -20, y: -20, width: 40, height: 40))
        p.addEllipse(in: Rect(x: -10, y: -10, width: 20, height: 20))
        #expect(p.contains(.zero))
        #expect(!p.contains(.zero, eoFill: true))
        #expect(p.contains(Point(x: 15, y: 0)) && p.contains(Point(x: 15, y: 0), eoFill: true))
        #expect(!p.contains(Point(x: 25, y: 0)))
    }

    @Test("two circles in opposite directions: a hole under both rules")
    func oppositeDirectionRings() {
        var p = Path(ellipseIn: Rect(x: -20, y: -20, width: 40, height: 40))
        p.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(-360), clockwise: true)
        p.closeSubpath()
        #expect(!p.contains(.zero))
        #expect(!p.contains(.zero, eoFill: true))
        #expect(p.contains(Point(x: 0, y: 15)))
    }

    @Test("open sub-paths are closed implicitly, as when filling")
    func implicitClose() {
        let p = Path { $0.addLines([Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10)]) }
        #expect(p.contains(Point(x: 8, y: 2)))
        #expect(!p.contains(Point(x: 2, y: 8)))
        #expect(p.contains(Point(x: 5, y: 5)))  // on the implicit closing line
    }

    @Test("disjoint sub-paths each fill their own area")
    func disjoint() {
        var p = Self.square
        p.addRect(Rect(x: 20, y: 0, width: 10, height: 10))
        #expect(p.contains(Point(x: 25, y: 5)) && p.contains(Point(x: 5, y: 5)))
        #expect(!p.contains(Point(x: 15, y: 5)))
    }

    @Test("points on a curve count as inside; just off it they do not", arguments: [0.1, 0.3, 0.5, 0.77, 0.95])
    func onCurve(fraction: Double) throws {
        let circle = Path(ellipseIn: Rect(x: -50, y: -50, width: 100, height: 100))
        let p = try #require(circle.point(at: fraction))
        #expect(circle.contains(p))
        let outward = Vector(from: .zero, to: p).normalized!
        #expect(!circle.contains(p + outward * 1e-6))
        #expect(circle.contains(p - outward * 1e-6))
    }

    @Test("the extremes of a curve (top, bottom) count as on the outline")
    func curveExtremes() {
        let circle = Path(ellipseIn: Rect(x: -50, y: -50, width: 100, height: 100))
        for p in [Point(x: 0, y: -50), Point(x: 0, y: 50), Point(x: 50, y: 0), Point(x: -50, y: 0)] {
            #expect(circle.contains(p))
        }
    }

    @Test("the seat glyph agrees with an independent polygon winding test away from its outline")
    func seatCrossCheck() {
        let glyph = seatGlyph(sigma: 2).applying(AffineTransform(rotationAngle: .degrees(33), anchor: Point(x: 1, y: 1)))
        let reference = sampledFillSegments(glyph, stepsPerCurve: 100)
        var checked = 0
        for i in 0..<40 {
            for j in 0..<40 {
                let p = Point(x: -0.5 + Double(i) * 0.0761, y: -0.5 + Double(j) * 0.0757)
                let near = reference.contains { p.distance(toSegment: $0) < 1e-3 }
                if near { continue }
                let w = referenceWinding(p, reference)
                #expect(glyph.contains(p) == (w != 0), "\(p)")
                #expect(glyph.contains(p, eoFill: true) == (w & 1 != 0), "\(p)")
                checked += 1
            }
        }
        #expect(checked > 1500)
    }

    @Test("bad input: NaN or infinite points, empty paths, lone moves contain nothing")
    func badInput() {
        #expect(!Self.square.contains(Point(x: .nan, y: 5)))
        #expect(!Self.square.contains(Point(x: .infinity, y: 5)))
        #expect(!Path().contains(.zero))
        #expect(!Path { $0.move(to: .zero) }.contains(.zero))
        // A NaN segment is ignored; the rest of the shape still hit-tests.
        var p = Self.square
        p.addLine(to: Point(x: .nan, y: .nan))
        #expect(p.contains(Point(x: 5, y: 5)))
        #expect(!p.contains(Point(x: 50, y: 5)))
    }
}

extension Point {
    func distance(toSegment s: (Point, Point)) -> Double {
        let (a, b) = s
        let abx = b.x - a.x, aby = b.y - a.y
        let l2 = abx * abx + aby * aby
        let t = l2 > 0 ? max(0, min(1, ((x - a.x) * abx + (y - a.y) * aby) / l2)) : 0
        return distance(to: Point(x: a.x + t * abx, y: a.y + t * aby))
    }
}
