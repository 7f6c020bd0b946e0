import Geometry
import Testing
import ZoetropeTestSupport

@Suite("Path ellipses and rounded rects")
struct PathShapeTests {
    /// Handle length of an eighth-turn cubic, per unit radius.
    static let k = 0.265216489839544  // 4/3·tan(π/16)
    static let s = 0.5.squareRoot()
    static let reach = RoundedCornerStyle.continuousCornerReach

    @Test("an ellipse starts at 3 o'clock and runs clockwise on screen through 6 o'clock")
    func ellipseOrder() throws {
        let p = Path(ellipseIn: Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(p.elements.first == .move(to: Point(x: 40, y: 10)))
        #expect(p.elements.last == .closeSubpath)
        #expect(p.elements.count == 10)  // move, eight eighth-turn cubics, close
        guard case .curve(let end, let c1, _) = p.elements[1],
              case .curve(let bottom, _, let c2) = p.elements[2]
        else { Issue.record("not a curve"); return }
        expectClose(end, Point(x: 20 + 20 * Self.s, y: 10 + 10 * Self.s), 1e-12)
        #expect(bottom == Point(x: 20, y: 20))  // 6 o'clock (bottom) comes before 9 o'clock
        expectClose(c1, Point(x: 40, y: 10 + Self.k * 10), 1e-12)
        expectClose(c2, Point(x: 20 + Self.k * 20, y: 20), 1e-12)
        #expect(p.boundingRect == Rect(x: 0, y: 0, width: 40, height: 20))
    }

    @Test("ellipse bad input: null or non-finite rect adds nothing; negative size is standardized")
    func ellipseBadInput() {
        #expect(Path(ellipseIn: .null).isEmpty)
        #expect(Path(ellipseIn: Rect(x: .nan, y: 0, width: 1, height: 1)).isEmpty)
        #expect(Path(ellipseIn: Rect(x: 40, y: 20, width: -40, height: -20))
                == Path(ellipseIn: Rect(x: 0, y: 0, width: 40, height: 20)))
        let flat = Path(ellipseIn: Rect(x: 0, y: 0, width: 10, height: 0))
        #expect(allFinite(flat))
        #expect(!flat.contains(Point(x: 5, y: 1)))
    }

    @Test("circular corners: start mid-right, line to r above the corner, quarter-circle cubic")
    func circularCornerGeometry() {
        let p = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 10, style: .circular)
        #expect(p.elements[0] == .move(to: Point(x: 100, y: 25)))
        #expect(p.elements[1] == .line(to: Point(x: 100, y: 40)))
        guard case .curve(let mid, let c1, _) = p.elements[2],
              case .curve(let end, _, let c2) = p.elements[3]
        else { Issue.record("not a curve"); return }
        // A quarter circle around (90, 40) as two eighth turns.
        expectClose(mid, Point(x: 90 + 10 * Self.s, y: 40 + 10 * Self.s), 1e-12)
        expectClose(end, Point(x: 90, y: 50), 1e-12)
        expectClose(c1, Point(x: 100, y: 40 + Self.k * 10), 1e-12)
        expectClose(c2, Point(x: 90 + Self.k * 10, y: 50), 1e-12)
        for (a, _) in sampledSegments(Path { $0.move(to: Point(x: 100, y: 40)); $0.append(p.elements[2]); $0.append(p.elements[3]) }) {
            #expect(abs(a.distance(to: Point(x: 90, y: 40)) - 10) < 10 * 4.3e-6)
        }
        #expect(p.elements.last == .closeSubpath)
        #expect(p.boundingRect == Rect(x: 0, y: 0, width: 100, height: 50))
        // Perimeter: straight parts plus four quarter circles (cubic approximation).
        expectClose(p.length, 2 * 80 + 2 * 30 + 2 * .pi * 10, 2e-4)
        expectClose(p.length, sampledLength(p), 1e-6)
    }

    @Test("circular corners are clamped to half the shorter side (a capsule)")
    func circularClamp() {
        let p = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 1000, style: .circular)
        let capsule = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 20, style: .circular)
        #expect(p == capsule)
        expectClose(p.length, 2 * 60 + 2 * .pi * 20, 4e-4)
    }

    @Test("the outline is tangent-continuous at every join of a circular rounded rect")
    func circularTangentContinuity() {
        let p = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 15, style: .circular)
        let m = PathMeasure(p)
        for i in 1..<40 {
            let d = m.length * Double(i) / 40
            guard let a = m.tangent(atDistance: d - 1e-7), let b = m.tangent(atDistance: d + 1e-7) else {
                Issue.record("no tangent"); return
            }
            #expect(a.dot(b) > 1 - 1e-6, "kink at \(d)")
        }
    }

    @Test("continuous corners reach K·r along each edge and each corner is 2.6211739·r long")
    func continuousCornerGeometry() {
        let r = 10.0
        let p = Path(roundedRect: Rect(x: 0, y: 0, width: 200, height: 100), cornerRadius: r, style: .continuous)
        #expect(p.elements[0] == .move(to: Point(x: 200, y: 50)))
        expectClose(p.currentPoint, Point(x: 200, y: 50), 0)
        guard case .line(let edgeEnd) = p.elements[1] else { Issue.record("not a line"); return }
        expectClose(edgeEnd, Point(x: 200, y: 100 - Self.reach * r), 1e-12)
        // Five pieces per corner (cubic, line, cubic, line, cubic) plus the edges.
        let straight = 2 * (200 - 2 * Self.reach * r) + 2 * (100 - 2 * Self.reach * r)
        expectClose(p.length, straight + 4 * 2.6211739 * r, 1e-5)
        expectClose(p.length, sampledLength(p), 1e-6)
        #expect(p.boundingRect == Rect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test("continuous corners are clamped so K·r is at most half the shorter side")
    func continuousClamp() throws {
        // seating.md §4.8 ring 1: W = 630, H = 463.8462, c = 157.5 → r_e = 151.7161.
        let h = 720 / 1.3 - 90
        let rect = Rect(x: 45, y: (720 - h) / 2, width: 630, height: h)
        let p = Path(roundedRect: rect, cornerRadius: 157.5, style: .continuous)
        // K·r_e is exactly half the height, so the right edge has no straight part; the bottom
        // edge's straight part ends K·r_e from the left side.
        let bottom = p.elements.compactMap { e -> Point? in
            if case .line(let q) = e, q.y == rect.maxY { q } else { nil }
        }
        let edgeEnd = try #require(bottom.last)
        expectClose((edgeEnd.x - rect.minX) / Self.reach, 151.7161, 1e-4)
        #expect(!p.elements.contains(.line(to: Point(x: rect.maxX, y: rect.maxY - Self.reach * 151.7161))))
        let huge = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 1e9, style: .continuous)
        #expect(huge == Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 20 / Self.reach, style: .continuous))
    }

    @Test("seating sector outlines have the spec's perimeters and trim fractions")
    func seatingSectors() {
        // seating.md §4.1/§4.8 at L = 720: perimeters 2233.660, 1923.005, 1614.362, 1305.719;
        // §6: rings complete at overall fractions 0.3156, 0.5874, 0.8155, 1.0.
        var group = Path()
        let expected = [2233.660, 1923.005, 1614.362, 1305.719]
        for i in 0..<4 {
            let w = 720 - 90 * Double(i), h = 720 / 1.3 - 90 * Double(i)
            let rect = Rect(x: (720 - w) / 2, y: (720 - h) / 2, width: w, height: h)
            let ring = Path(roundedRect: rect, cornerRadius: w / 4, style: .continuous)
            expectClose(ring.length, expected[i], 1e-3)
            group.addPath(ring)
        }
        expectClose(group.length, 7076.747, 0.5)
        var done = 0.0
        for (i, fraction) in [0.3156, 0.5874, 0.8155, 1.0].enumerated() {
            done += expected[i]
            expectClose(done / group.length, fraction, 1e-4)
        }
    }

    @Test("default style is continuous; cornerSize and cornerRadius agree")
    func defaults() {
        let r = Rect(x: 0, y: 0, width: 50, height: 30)
        #expect(Path(roundedRect: r, cornerRadius: 5) == Path(roundedRect: r, cornerRadius: 5, style: .continuous))
        #expect(Path(roundedRect: r, cornerSize: Size(width: 5, height: 5), style: .circular)
                == Path(roundedRect: r, cornerRadius: 5, style: .circular))
    }

    @Test("unequal corner sizes give elliptical corners")
    func ellipticalCorners() {
        let p = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 50), cornerSize: Size(width: 20, height: 10), style: .circular)
        #expect(p.elements[1] == .line(to: Point(x: 100, y: 40)))
        guard case .curve(let mid, _, _) = p.elements[2], case .curve(let end, _, _) = p.elements[3] else {
            Issue.record("not a curve"); return
        }
        // A quarter ellipse around (80, 40) with radii 20 × 10.
        expectClose(mid, Point(x: 80 + 20 * Self.s, y: 40 + 10 * Self.s), 1e-12)
        expectClose(end, Point(x: 80, y: 50), 1e-12)
    }

    @Test("rounded rect bad input: negative or NaN radius gives square corners; null/NaN rect adds nothing",
          arguments: [RoundedCornerStyle.circular, .continuous])
    func roundedRectBadInput(style: RoundedCornerStyle) {
        let r = Rect(x: 0, y: 0, width: 10, height: 20)
        for radius in [-5.0, .nan, 0] {
            let p = Path(roundedRect: r, cornerRadius: radius, style: style)
            #expect(p.elements == [
                .move(to: Point(x: 10, y: 10)), .line(to: Point(x: 10, y: 20)), .line(to: Point(x: 0, y: 20)),
                .line(to: Point(x: 0, y: 0)), .line(to: Point(x: 10, y: 0)), .closeSubpath,
            ])
        }
        #expect(Path(roundedRect: .null, cornerRadius: 3, style: style).isEmpty)
        #expect(Path(roundedRect: Rect(x: 0, y: .infinity, width: 1, height: 1), cornerRadius: 3, style: style).isEmpty)
        let infinite = Path(roundedRect: r, cornerRadius: .infinity, style: style)
        #expect(allFinite(infinite))
        let negative = Path(roundedRect: Rect(x: 10, y: 20, width: -10, height: -20), cornerRadius: 3, style: style)
        #expect(negative == Path(roundedRect: r, cornerRadius: 3, style: style))
        let empty = Path(roundedRect: Rect(x: 0, y: 0, width: 0, height: 20), cornerRadius: 3, style: style)
        #expect(allFinite(empty))
        #expect(empty.length == 40)
    }
}
