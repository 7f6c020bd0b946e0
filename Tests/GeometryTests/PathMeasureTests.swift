import Geometry
import Testing
import ZoetropeTestSupport

@Suite("Path length, trimming and following")
struct PathMeasureTests {
    static let rect = Path(Rect(x: 0, y: 0, width: 100, height: 50))  // perimeter 300

    /// Two sub-paths: an open polyline (length 30) and a closed circle (r = 10).
    static let twoParts = Path {
        $0.addLines([Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 20)])
        $0.addEllipse(in: Rect(x: 50, y: 50, width: 20, height: 20))
    }

    @Test("length sums all sub-paths, closing lines included, implicit closes excluded")
    func lengths() {
        #expect(Self.rect.length == 300)
        let open = Path { $0.addLines([Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 50)]) }
        #expect(open.length == 150)
        expectClose(Self.twoParts.length, 30 + sampledLength(Path(ellipseIn: Rect(x: 50, y: 50, width: 20, height: 20))), 1e-6)
        #expect(Path().length == 0)
        #expect(Path { $0.move(to: .zero) }.length == 0)
    }

    @Test("a cubic's length matches an independent fine polyline", arguments: [
        (Point(x: 0, y: 0), Point(x: 100, y: -90), Point(x: -30, y: 120), Point(x: 80, y: 10)),
        (Point(x: 0, y: 0), Point(x: 0, y: 0), Point(x: 50, y: 50), Point(x: 50, y: 50)),   // degenerate handles
        (Point(x: 0, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100), Point(x: 100, y: 0)), // cusp-like
    ])
    func cubicLength(p0: Point, c1: Point, c2: Point, p1: Point) {
        let p = Path { $0.move(to: p0); $0.addCurve(to: p1, control1: c1, control2: c2) }
        expectClose(p.length, sampledLength(p, stepsPerCurve: 20000), 1e-5)
    }

    @Test("trim 0…1 is the path itself (also for out-of-range bounds)", arguments: [(0.0, 1.0), (-1, 2), (-.infinity, .infinity)])
    func fullTrim(from: Double, to: Double) {
        #expect(Self.twoParts.trimmedPath(from: from, to: to) == Self.twoParts)
        #expect(Self.rect.trimmedPath(from: from, to: to) == Self.rect)
    }

    @Test("a rect trimmed to its first half keeps the top and right edges")
    func rectHalf() {
        let half = Self.rect.trimmedPath(from: 0, to: 0.5)
        #expect(half.elements == [.move(to: .zero), .line(to: Point(x: 100, y: 0)), .line(to: Point(x: 100, y: 50))])
        // Filling closes it implicitly: the upper-right triangle.
        #expect(half.contains(Point(x: 90, y: 10)))
        #expect(!half.contains(Point(x: 10, y: 40)))
    }

    @Test("the closing line is trimmed like any other segment")
    func closingSegment() {
        let tail = Self.rect.trimmedPath(from: 250.0 / 300, to: 1)
        #expect(tail.elements == [.move(to: Point(x: 0, y: 50)), .line(to: Point(x: 0, y: 0))])
    }

    @Test("trims run across sub-paths; whole sub-paths inside the range stay closed")
    func acrossSubpaths() throws {
        let total = Self.twoParts.length
        let t = Self.twoParts.trimmedPath(from: 5 / total, to: 1)
        #expect(t.elements.first == .move(to: Point(x: 5, y: 0)))
        #expect(t.elements.last == .closeSubpath)
        expectClose(t.length, total - 5, 1e-9)
        // Cutting inside the circle leaves an open arc.
        let u = Self.twoParts.trimmedPath(from: 0, to: 0.5)
        #expect(!u.elements.contains(.closeSubpath))
        expectClose(u.length, total / 2, 1e-9)
    }

    @Test("a partial trim drops sub-paths that draw nothing (lone moves) instead of copying them")
    func partialTrimDropsLoneMoves() {
        let p = Path {
            $0.move(to: Point(x: 0, y: 0))            // lone move at the start
            $0.move(to: Point(x: 10, y: 0))
            $0.addLine(to: Point(x: 20, y: 0))
            $0.move(to: Point(x: 50, y: 50))          // lone move at the end
        }
        #expect(p.trimmedPath(from: 0.25, to: 1).elements == [.move(to: Point(x: 12.5, y: 0)), .line(to: Point(x: 20, y: 0))])
        #expect(p.trimmedPath(from: 0, to: 0.5).elements == [.move(to: Point(x: 10, y: 0)), .line(to: Point(x: 15, y: 0))])
        // 0…1 is still the path itself, lone moves included.
        #expect(p.trimmedPath(from: 0, to: 1) == p)
    }

    @Test("two closed squares trimmed to the middle half: last two edges of one, first two of the other (spec §9.3)")
    func middleOfTwoSquares() {
        let p = Path {
            $0.addRect(Rect(x: 0, y: 0, width: 10, height: 10))
            $0.addRect(Rect(x: 20, y: 0, width: 10, height: 10))
        }
        // Total 80; 20…60 covers the bottom and left edges of the first square (its closing line
        // included) and the top and right edges of the second; the move between adds nothing.
        let t = p.trimmedPath(from: 0.25, to: 0.75)
        #expect(t.elements == [
            .move(to: Point(x: 10, y: 10)), .line(to: Point(x: 0, y: 10)), .line(to: Point(x: 0, y: 0)),
            .move(to: Point(x: 20, y: 0)), .line(to: Point(x: 30, y: 0)), .line(to: Point(x: 30, y: 10)),
        ])
        #expect(t.length == 40)
    }

    @Test("a trimmed length is (to − from) × length", arguments: [(0.1, 0.2), (0.0, 0.9), (0.33, 0.66), (0.5, 1.0), (0.05, 0.08)])
    func trimmedLength(from: Double, to: Double) {
        let shapes = [Self.rect, Self.twoParts, seatGlyph(sigma: 10),
                      Path(roundedRect: Rect(x: 0, y: 0, width: 80, height: 30), cornerRadius: 12)]
        for p in shapes {
            expectClose(p.trimmedPath(from: from, to: to).length, (to - from) * p.length, 1e-8 * p.length)
        }
    }

    @Test("a trim of a trim is the trim of the composed range")
    func trimOfTrim() {
        let p = Self.twoParts
        let outer = p.trimmedPath(from: 0.2, to: 0.9)
        let inner = outer.trimmedPath(from: 0.25, to: 0.5)
        let direct = p.trimmedPath(from: 0.2 + 0.25 * 0.7, to: 0.2 + 0.5 * 0.7)
        expectClose(inner.length, direct.length, 1e-8)
        expectClose(inner.point(at: 0), direct.point(at: 0)!, 1e-7)
        expectClose(inner.point(at: 1), direct.point(at: 1)!, 1e-7)
        expectClose(inner.point(at: 0.5), direct.point(at: 0.5)!, 1e-7)
    }

    @Test("the cut point of a curve lies on it at the requested arc length")
    func curveCut() throws {
        let p = Path { $0.move(to: .zero); $0.addCurve(to: Point(x: 100, y: 0), control1: Point(x: 10, y: 80), control2: Point(x: 120, y: 60)) }
        let cut = p.trimmedPath(from: 0, to: 0.3)
        expectClose(sampledLength(cut, stepsPerCurve: 20000), 0.3 * p.length, 1e-5)
        let end = try #require(cut.currentPoint)
        expectClose(end, try #require(p.point(at: 0.3)), 1e-9)
        #expect(sampledSegments(p, stepsPerCurve: 20000).contains { end.distance(toSegment: $0) < 1e-6 })
    }

    @Test("bad trims: from ≥ to or NaN bounds give an empty path; no-length paths trim to empty", arguments: [
        (0.6, 0.4), (0.5, 0.5), (Double.nan, 1), (0, .nan), (1.5, 2), (-2, -1),
    ])
    func badTrims(from: Double, to: Double) {
        #expect(Self.rect.trimmedPath(from: from, to: to).isEmpty)
    }

    @Test("zero-length and empty paths: trims are empty except 0…1")
    func zeroLengthTrims() {
        let dot = Path { $0.move(to: Point(x: 3, y: 3)); $0.addLine(to: Point(x: 3, y: 3)) }
        #expect(dot.trimmedPath(from: 0, to: 0.5).isEmpty)
        #expect(dot.trimmedPath(from: 0, to: 1) == dot)
        #expect(Path().trimmedPath(from: 0.2, to: 0.4).isEmpty)
    }

    @Test("point(at:) at 0 and 1 on a closed path is its start")
    func closedEnds() {
        #expect(Self.rect.point(at: 0) == .zero)
        #expect(Self.rect.point(at: 1) == .zero)
        let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: 20, height: 20))
        #expect(circle.point(at: 0) == Point(x: 20, y: 10))
        #expect(circle.point(at: 1) == Point(x: 20, y: 10))
    }

    @Test("point(at:) walks the outline by length", arguments: [
        (0.25, Point(x: 75, y: 0)), (1.0 / 3, Point(x: 100, y: 0)), (0.5, Point(x: 100, y: 50)),
        (0.75, Point(x: 25, y: 50)), (5.0 / 6, Point(x: 0, y: 50)), (0.9, Point(x: 0, y: 30)),
    ])
    func pointAlongRect(fraction: Double, expected: Point) {
        expectClose(Self.rect.point(at: fraction), expected, 1e-12)
    }

    @Test("tangent(at:) gives the direction of travel; corners take the outgoing segment")
    func tangents() throws {
        let start = try #require(Self.rect.tangent(at: 0))
        #expect(start == Vector(dx: 1, dy: 0))
        let corner = try #require(Self.rect.tangent(at: 1.0 / 3))
        #expect(corner == Vector(dx: 0, dy: 1))
        let end = try #require(Self.rect.tangent(at: 1))
        #expect(end == Vector(dx: 0, dy: -1))  // the closing line goes up
        // A circle drawn by addEllipse starts downward (clockwise on screen).
        let circle = try #require(Path(ellipseIn: Rect(x: 0, y: 0, width: 20, height: 20)).tangent(at: 0))
        expectClose(circle.dx, 0, 1e-12)
        expectClose(circle.dy, 1, 1e-12)
        expectClose(circle.angle.degrees, 90, 1e-9)
    }

    @Test("tangent where a control point sits on the end point uses the limit direction")
    func degenerateHandles() throws {
        let p = Path { $0.move(to: .zero); $0.addCurve(to: Point(x: 10, y: 10), control1: .zero, control2: Point(x: 10, y: 10)) }
        let a = try #require(p.tangent(at: 0)), b = try #require(p.tangent(at: 1))
        expectClose(a.dx, 1 / 2.0.squareRoot(), 1e-12)
        expectClose(b.dy, 1 / 2.0.squareRoot(), 1e-12)
    }

    @Test("following bad input: NaN fraction → nil, out-of-range clamps, no length → first point, no tangent")
    func followBadInput() {
        #expect(Self.rect.point(at: .nan) == nil)
        #expect(Self.rect.tangent(at: .nan) == nil)
        #expect(Self.rect.point(at: -3) == .zero)
        #expect(Self.rect.point(at: .infinity) == .zero)
        let dot = Path { $0.move(to: Point(x: 3, y: 4)) }
        #expect(dot.point(at: 0.5) == Point(x: 3, y: 4))
        #expect(dot.point(at: .infinity) == Point(x: 3, y: 4))
        #expect(dot.tangent(at: 0.5) == nil)
        #expect(Path().point(at: 0) == nil)
    }

    @Test("non-finite segments contribute no length and never leak NaN")
    func nonFiniteSegments() {
        var p = Self.rect
        p.addLine(to: Point(x: .nan, y: 0))
        p.addLine(to: Point(x: 10, y: 10))
        #expect(p.length == 300)
        let t = p.trimmedPath(from: 0.1, to: 0.9)
        #expect(allFinite(t))
        #expect(p.point(at: 0.5).map(\.isFinite) == true)
    }

    @Test("PathMeasure distances: point(atDistance:) and its clamping")
    func measureDistances() {
        let m = PathMeasure(Self.rect)
        #expect(m.length == 300)
        #expect(m.point(atDistance: 120) == Point(x: 100, y: 20))
        #expect(m.point(atDistance: 1e9) == .zero)
        #expect(m.tangent(atDistance: 120) == Vector(dx: 0, dy: 1))
        #expect(m.path == Self.rect)
    }

    @Test("the seating field trimmed to half ends at (313.1812, 430.9615)")
    func seatingField() {
        // seating.md §4.3 and §13 check 7: rect, centre line, circle from angle 0, increasing.
        let f = Rect(x: 247.5, y: 289.0385, width: 225, height: 141.9231)
        var field = Path(f)
        field.move(to: Point(x: f.midX, y: f.minY))
        field.addLine(to: Point(x: f.midX, y: f.maxY))
        // The circle is its own sub-path: without this move addArc would join it with a line.
        field.move(to: Point(x: f.midX + f.width / 8, y: f.midY))
        field.addArc(center: Point(x: f.midX, y: f.midY), radius: f.width / 8, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
        let half = field.trimmedPath(from: 0, to: 0.5)
        expectClose(half.currentPoint, Point(x: 313.1812, y: 430.9615), 1e-3)
        #expect(half.elements.count == 4)  // part of the rect only: no centre line, no circle
    }

    @Test("an arc tribune's outline has length R·Δ + r·Δ + 2h")
    func arcTribune() {
        // seating.md §4.6/§13 check 4: S0-TL-0, C = (180, 263.0769), R = 167.5, r = 147.5.
        let c = Point(x: 180, y: 263.0769), alpha = 3.181226, beta = 3.360330
        var p = Path()
        p.addArc(center: c, radius: 167.5, startAngle: .radians(alpha), endAngle: .radians(beta), clockwise: false)
        p.addArc(center: c, radius: 147.5, startAngle: .radians(beta), endAngle: .radians(alpha), clockwise: true)
        p.closeSubpath()
        let delta = beta - alpha
        expectClose(p.length, 167.5 * delta + 147.5 * delta + 40, 1e-3)
    }
}
