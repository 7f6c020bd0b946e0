import Geometry
import Testing
import ZoetropeTestSupport

@Suite("Path arcs")
struct PathArcTests {
    static let c = Point(x: 0, y: 0)

    static func arc(_ start: Double, _ end: Double, clockwise: Bool, radius: Double = 10) -> Path {
        Path { $0.addArc(center: c, radius: radius, startAngle: .degrees(start), endAngle: .degrees(end), clockwise: clockwise) }
    }

    @Test("clockwise: false sweeps toward increasing angles: 0° → 90° passes 45°, clockwise on screen")
    func notClockwiseIsClockwiseOnScreen() throws {
        let p = Self.arc(0, 90, clockwise: false)
        expectClose(p.point(at: 0), Point(x: 10, y: 0), 1e-12)
        expectClose(p.point(at: 0.5), Point(x: 10 / 2.0.squareRoot(), y: 10 / 2.0.squareRoot()), 1e-12)
        expectClose(p.point(at: 1), Point(x: 0, y: 10), 1e-12)
        // Leaving 3 o'clock downward, toward 6 o'clock: clockwise on a y-down screen.
        let t = try #require(p.tangent(at: 0))
        expectClose(t.dx, 0, 1e-12)
        expectClose(t.dy, 1, 1e-12)
        expectClose(p.length, 2 * .pi * 10 / 4, 1e-4)
    }

    @Test("clockwise: true sweeps toward decreasing angles: 0° → 90° takes the 270° long way")
    func clockwiseIsCounterClockwiseOnScreen() throws {
        let p = Self.arc(0, 90, clockwise: true)
        // Halfway round 270° backwards from 0° is −135°.
        expectClose(p.point(at: 0.5), Point(x: -10 / 2.0.squareRoot(), y: -10 / 2.0.squareRoot()), 1e-9)
        expectClose(p.point(at: 1), Point(x: 0, y: 10), 1e-12)
        let t = try #require(p.tangent(at: 0))
        expectClose(t.dy, -1, 1e-12)  // leaving 3 o'clock upward
        expectClose(p.length, 2 * .pi * 10 * 0.75, 2e-4)
        #expect(p.elements.count == 7)  // move + six eighth-turn cubics
    }

    @Test("a whole turn or more draws one full circle", arguments: [
        (0.0, 360.0, false), (0, 720, false), (360, 0, true), (90, -1000, true),
    ])
    func fullCircle(start: Double, end: Double, clockwise: Bool) {
        let p = Self.arc(start, end, clockwise: clockwise)
        #expect(p.elements.count == 9)
        expectClose(p.length, 2 * .pi * 10, 2e-4)
        expectClose(p.currentPoint, p.point(at: 0)!, 1e-9)
    }

    @Test("equal start and end angles add only the start point")
    func zeroSweep() {
        #expect(Self.arc(30, 30, clockwise: false).elements.count == 1)
        #expect(Self.arc(30, 30, clockwise: true).elements.count == 1)
        // A sweep that is a whole number of turns backwards in the requested direction is 0.
        #expect(Self.arc(0, -360, clockwise: false).elements.count == 1)
    }

    @Test("every arc point lies within 4.3e-6 × radius of the circle", arguments: [
        (0.0, 90.0, false), (10, 350, false), (0, 90, true), (-45, 45, false), (0, 1, false),
    ])
    func radialError(start: Double, end: Double, clockwise: Bool) {
        let p = Self.arc(start, end, clockwise: clockwise, radius: 100)
        for (a, _) in sampledSegments(p, stepsPerCurve: 200) {
            #expect(abs(a.distance(to: Self.c) - 100) <= 100 * 4.3e-6)
        }
    }

    @Test("an open sub-path is joined to the arc by a line; otherwise the arc starts a sub-path")
    func joining() {
        var p = Path()
        p.move(to: .zero)
        p.addArc(center: Point(x: 20, y: 0), radius: 10, startAngle: .degrees(180), endAngle: .degrees(360), clockwise: false)
        #expect(p.elements[1] == .line(to: Point(x: 10, y: 0)))  // exact at a quarter turn
        p.closeSubpath()
        p.addArc(center: Point(x: 20, y: 0), radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(p.elements.filter { if case .move = $0 { true } else { false } }.count == 2)
        #expect(p.elements.last.map { if case .curve = $0 { true } else { false } } == true)
    }

    @Test("the arc's end becomes the current point")
    func currentPoint() {
        let p = Self.arc(0, 180, clockwise: false)
        expectClose(p.currentPoint, Point(x: -10, y: 0), 1e-12)
    }

    @Test("radius 0 or negative collapses the arc to its centre")
    func zeroRadius() {
        for r in [0.0, -5] {
            let alone = Path { $0.addArc(center: Point(x: 3, y: 4), radius: r, startAngle: .zero, endAngle: .degrees(90), clockwise: false) }
            #expect(alone.elements == [.move(to: Point(x: 3, y: 4))])
            var joined = Path()
            joined.move(to: .zero)
            joined.addArc(center: Point(x: 3, y: 4), radius: r, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
            #expect(joined.elements == [.move(to: .zero), .line(to: Point(x: 3, y: 4))])
        }
    }

    @Test("non-finite radius, centre or angles add nothing")
    func nonFinite() {
        for (center, radius, start, end) in [
            (Point.zero, Double.nan, 0.0, 90.0), (.zero, .infinity, 0, 90),
            (Point(x: .nan, y: 0), 10, 0, 90), (.zero, 10, .nan, 90), (.zero, 10, 0, .infinity),
        ] {
            let p = Path { $0.addArc(center: center, radius: radius, startAngle: .degrees(start), endAngle: .degrees(end), clockwise: false) }
            #expect(p.isEmpty)
        }
        #expect(Path { $0.addRelativeArc(center: .zero, radius: 1, startAngle: .zero, delta: .radians(.nan)) }.isEmpty)
    }

    @Test("the transform maps the arc's points: a scaled circle is an ellipse")
    func transformed() {
        let p = Path {
            $0.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(360), clockwise: false,
                      transform: AffineTransform(scaleX: 2, y: 1))
        }
        expectClose(p.point(at: 0), Point(x: 20, y: 0), 1e-12)
        expectClose(p.boundingRect, Rect(x: -20, y: -10, width: 40, height: 20), 1e-9)
    }

    @Test("addRelativeArc: positive delta sweeps like clockwise: false, negative like clockwise: true")
    func relativeArc() {
        let forward = Path { $0.addRelativeArc(center: Self.c, radius: 10, startAngle: .zero, delta: .degrees(90)) }
        #expect(forward == Self.arc(0, 90, clockwise: false))
        let backward = Path { $0.addRelativeArc(center: Self.c, radius: 10, startAngle: .zero, delta: .degrees(-90)) }
        expectClose(backward.currentPoint, Point(x: 0, y: -10), 1e-12)
        let many = Path { $0.addRelativeArc(center: Self.c, radius: 10, startAngle: .zero, delta: .degrees(1000)) }
        expectClose(many.length, 2 * .pi * 10, 2e-4)
    }

    @Test("tangent arc: line to the first tangent point, then the short arc to the second")
    func tangentArc() {
        var p = Path()
        p.move(to: .zero)
        p.addArc(tangent1End: Point(x: 10, y: 0), tangent2End: Point(x: 10, y: 10), radius: 2)
        guard case .line(let edge) = p.elements[1] else { Issue.record("no line"); return }
        expectClose(edge, Point(x: 8, y: 0), 1e-12)
        expectClose(p.currentPoint, Point(x: 10, y: 2), 1e-12)
        #expect(p.elements.count == 4)  // move, line, two eighth-turn cubics
        // The arc stays on the circle of radius 2 around (8, 2).
        for (a, _) in sampledSegments(p).dropFirst() {
            #expect(abs(a.distance(to: Point(x: 8, y: 2)) - 2) < 2 * 4.3e-6)
        }
    }

    @Test("tangent arc degenerate cases: collinear, zero radius, no current point, NaN")
    func tangentArcDegenerate() {
        var collinear = Path()
        collinear.move(to: .zero)
        collinear.addArc(tangent1End: Point(x: 5, y: 0), tangent2End: Point(x: 10, y: 0), radius: 2)
        #expect(collinear.elements == [.move(to: .zero), .line(to: Point(x: 5, y: 0))])

        var zero = Path()
        zero.move(to: .zero)
        zero.addArc(tangent1End: Point(x: 5, y: 0), tangent2End: Point(x: 5, y: 5), radius: 0)
        #expect(zero.elements == [.move(to: .zero), .line(to: Point(x: 5, y: 0))])

        let noCurrent = Path { $0.addArc(tangent1End: Point(x: 5, y: 0), tangent2End: Point(x: 5, y: 5), radius: 1) }
        #expect(noCurrent.elements == [.move(to: Point(x: 5, y: 0))])

        var bad = Path()
        bad.move(to: .zero)
        bad.addArc(tangent1End: Point(x: 5, y: 0), tangent2End: Point(x: 5, y: 5), radius: .nan)
        #expect(bad.elements == [.move(to: .zero)])
    }
}
