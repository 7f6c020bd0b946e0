import Geometry
import Testing
import ZoetropeTestSupport

@Suite("Path bounds")
struct PathBoundsTests {
    @Test("a cubic's bounds reach its extremes, not its control points")
    func cubicTightBounds() {
        // y(t) = 3(1−t)²t·(−90) + 3(1−t)t²·(−90): minimum at t = ½, y = −67.5.
        let p = Path { $0.move(to: .zero); $0.addCurve(to: Point(x: 100, y: 0), control1: Point(x: 0, y: -90), control2: Point(x: 100, y: -90)) }
        expectClose(p.boundingRect, Rect(x: 0, y: -67.5, width: 100, height: 67.5), 1e-12)
    }

    @Test("a cubic that overshoots its end points horizontally")
    func cubicOvershoot() {
        // x(t) = 600t(1−t) + 100t³; x'(t) = 0 at t = 2 − √2.
        let p = Path { $0.move(to: .zero); $0.addCurve(to: Point(x: 100, y: 100), control1: Point(x: 200, y: 0), control2: Point(x: 200, y: 100)) }
        let t = 2 - 2.0.squareRoot()
        let maxX = 600 * t * (1 - t) + 100 * t * t * t
        #expect(maxX > 100)
        expectClose(p.boundingRect, Rect(x: 0, y: 0, width: maxX, height: 100), 1e-12)
    }

    @Test("a quadratic's bounds reach its apex")
    func quadApex() {
        let p = Path { $0.move(to: .zero); $0.addQuadCurve(to: Point(x: 10, y: 0), control: Point(x: 5, y: 10)) }
        expectClose(p.boundingRect, Rect(x: 0, y: 0, width: 10, height: 5), 1e-12)
    }

    @Test("bounds contain every sampled point and touch each side (sampling cross-check)", arguments: 0..<8)
    func samplingCrossCheck(seed: Int) {
        // Deterministic pseudo-random cubics.
        var state = UInt64(seed * 7919 + 17)
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53) * 200 - 100
        }
        let p = Path { $0.move(to: Point(x: next(), y: next())); $0.addCurve(to: Point(x: next(), y: next()), control1: Point(x: next(), y: next()), control2: Point(x: next(), y: next())) }
        let b = p.boundingRect
        var lo = Point(x: Double.infinity, y: .infinity), hi = Point(x: -Double.infinity, y: -.infinity)
        for (a, _) in sampledSegments(p, stepsPerCurve: 20000) {
            #expect(a.x >= b.minX - 1e-9 && a.x <= b.maxX + 1e-9 && a.y >= b.minY - 1e-9 && a.y <= b.maxY + 1e-9)
            lo = Point(x: min(lo.x, a.x), y: min(lo.y, a.y)); hi = Point(x: max(hi.x, a.x), y: max(hi.y, a.y))
        }
        let end = p.currentPoint!
        lo = Point(x: min(lo.x, end.x), y: min(lo.y, end.y)); hi = Point(x: max(hi.x, end.x), y: max(hi.y, end.y))
        expectClose(b, Rect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y), 1e-4)
    }

    @Test("nothing drawn gives the null rect: empty path, lone moves")
    func nothingDrawn() {
        #expect(Path().boundingRect.isNull)
        #expect(Path { $0.move(to: Point(x: 5, y: 5)) }.boundingRect.isNull)
        // A closed lone move is a point.
        #expect(Path { $0.move(to: Point(x: 5, y: 5)); $0.closeSubpath() }.boundingRect == Rect(x: 5, y: 5, width: 0, height: 0))
    }

    @Test("segments with non-finite coordinates are ignored")
    func nonFinite() {
        let p = Path {
            $0.move(to: .zero)
            $0.addLine(to: Point(x: 10, y: 10))
            $0.addLine(to: Point(x: .nan, y: 3))
            $0.move(to: Point(x: .infinity, y: 0))
            $0.addLine(to: Point(x: 1, y: 1))
        }
        #expect(p.boundingRect == Rect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test("bounds follow transforms: a rotated ellipse")
    func transformed() {
        let p = Path(ellipseIn: Rect(x: -20, y: -10, width: 40, height: 20)).applying(AffineTransform(rotationAngle: .degrees(90)))
        expectClose(p.boundingRect, Rect(x: -10, y: -20, width: 20, height: 40), 1e-9)
    }
}
